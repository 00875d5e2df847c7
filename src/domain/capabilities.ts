/** The capabilities of spec §6. Checks ask for a capability, never a role name, so roles can be reshaped in the admin. */
export const CAPABILITIES = [
  { value: 'alert', label: 'Alert' },
  { value: 'auditLogs', label: 'Audit logs' },
  { value: 'block', label: 'Block' },
  { value: 'courseSemesters', label: 'Course semesters' },
  { value: 'courseSemestersAutoPublish', label: 'Course semesters: auto publish/unpublish' },
  { value: 'building', label: 'Building' },
  { value: 'buildingCode', label: 'Building code' },
  { value: 'config', label: 'Config' },
  { value: 'cronJob', label: 'Cron job' },
  { value: 'department', label: 'Department' },
  { value: 'download', label: 'Download' },
  { value: 'draft', label: 'Draft' },
  { value: 'event', label: 'Event' },
  { value: 'eventAdministrate', label: 'Event: administrate' },
  { value: 'eventPublish', label: 'Event: publish' },
  { value: 'eventNewsletter', label: 'Event: newsletter' },
  { value: 'facultyProfile', label: 'Faculty profile' },
  { value: 'facultyRoleProfileEdit', label: 'Faculty role profile edit' },
  { value: 'facultySupplementalFields', label: 'Faculty supplemental fields' },
  { value: 'feature', label: 'Feature' },
  { value: 'form', label: 'Form' },
  { value: 'externalPress', label: 'External press' },
  { value: 'location', label: 'Location' },
  { value: 'navigation', label: 'Navigation' },
  { value: 'navbarPropertiesEvent', label: 'Navbar properties: event' },
  { value: 'navbarPropertiesPage', label: 'Navbar properties: page' },
  { value: 'newsletter', label: 'Newsletter' },
  { value: 'pageCreate', label: 'Page create' },
  { value: 'pageEdit', label: 'Page edit' },
  { value: 'pressRelease', label: 'Press release' },
  { value: 'cmsUserProfile', label: 'CMS user profile' },
  { value: 'redirect', label: 'Redirect' },
  { value: 'redirectAutoApprove', label: 'Redirect: auto-approve' },
  { value: 'session', label: 'Session' },
  { value: 'tag', label: 'Tag' },
  { value: 'user', label: 'User' },
  { value: 'userRoles', label: 'User roles' },
  { value: 'video', label: 'Video' },
  { value: 'videoChannel', label: 'Video channel' },
  { value: 'cssJsModule', label: 'CSS/JS module' },
  { value: 'seoModule', label: 'SEO module' },
  { value: 'vapBlocks', label: 'VAP blocks' },
  { value: 'courses', label: 'Courses' },
  { value: 'featuredOn', label: 'Featured-on' },
  { value: 'homepageSectionEdit', label: 'Homepage section edit' },
  { value: 'advancedPageSection', label: 'Advanced page section' },
  { value: 'adminNotifications', label: 'Admin notifications' },
  { value: 'addPrivilegesToBlocks', label: 'Add privileges to blocks' },
  { value: 'authorizeGoogleAccount', label: 'Authorize Google account' },
  { value: 'artists', label: 'Artists' },
  { value: 'alertUsersWithNotificationsUntilDate', label: 'Alert users with notifications until date' },
  { value: 'notableAlumni', label: 'Notable alumni' },
] as const

export type Capability = (typeof CAPABILITIES)[number]['value']

export const ALL_CAPABILITIES: readonly Capability[] = CAPABILITIES.map((c) => c.value)

/** A capability as staff read it in messages ("Event: publish"); an unknown name as written. */
export function capabilityLabel(capability: string): string {
  return CAPABILITIES.find((entry) => entry.value === capability)?.label ?? capability
}

/** The capabilities a user holds: the union over the roles they have (populated or not). */
export function capabilitiesOf(user: unknown): Set<Capability> {
  const held = new Set<Capability>()
  if (!user || typeof user !== 'object') return held
  const roles = (user as { roles?: unknown }).roles
  if (!Array.isArray(roles)) return held
  for (const role of roles) {
    if (role && typeof role === 'object' && Array.isArray((role as { capabilities?: unknown }).capabilities)) {
      for (const capability of (role as { capabilities: string[] }).capabilities) {
        if ((ALL_CAPABILITIES as readonly string[]).includes(capability)) held.add(capability as Capability)
      }
    }
  }
  return held
}

export function hasCapability(user: unknown, capability: Capability): boolean {
  return capabilitiesOf(user).has(capability)
}
