/** How many saved versions a document keeps (spec §3: content resources have draft and audit variants). */
const MAX_VERSIONS_PER_DOCUMENT = 50

/** The versions of a collection with drafts: a draft may be saved beside the published version, the last versions are kept, and a publish or unpublish may be scheduled (decision 0112). */
export const DRAFTS_AND_VERSIONS = { drafts: { schedulePublish: true }, maxPerDoc: MAX_VERSIONS_PER_DOCUMENT } as const

/** The same for a global (home page, featured events). */
export const GLOBAL_DRAFTS_AND_VERSIONS = { drafts: { schedulePublish: true }, max: MAX_VERSIONS_PER_DOCUMENT } as const
