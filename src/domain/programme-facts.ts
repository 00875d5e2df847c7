import { formatDate } from './dates'
import { APPLY_LINKS, type ApplyLink } from './header-menus'
import { zonedDay } from './zoned-time'

/**
 * What an undergraduate or graduate programme page says of applying (docs/decisions/0129): how to apply, the deadlines
 * and the cost as staff write them on the department, and the APPLY menu's link of its level (spec §2). Pure.
 */
export type ProgrammeApplying = {
  howToApply: string | null
  deadlines: { label: string; date: string }[]
  cost: string | null
  costUrl: string | null
}

export type ProgrammeFacts = {
  apply: ApplyLink
  howToApply: string | null
  deadlines: { label: string; date: string; dateLabel: string; passed: boolean }[]
  cost: string | null
  costUrl: string | null
}

/** The department types that are programmes one applies to, and the APPLY menu's link of each (spec §2: Undergraduate, Graduate). */
const APPLY_LEVEL: Record<string, string> = { Undergraduate: 'Undergraduate', Graduate: 'Graduate' }

/** The APPLY link of a department's level, or null for a department nobody applies to (an office, continuing education). */
export function programmeApplyLink(type: string): ApplyLink | null {
  const level = APPLY_LEVEL[type]
  return APPLY_LINKS.find((link) => link.academicLevel === level) ?? null
}

/** The programme facts of a department, deadlines in date order, a deadline passed once its day is over in the college's time zone. */
export function programmeFacts(type: string, applying: ProgrammeApplying, timeZone: string, now: Date): ProgrammeFacts | null {
  const apply = programmeApplyLink(type)
  if (!apply) return null
  const today = zonedDay(now, timeZone)
  const deadlines = applying.deadlines
    .filter((deadline) => deadline.label.trim() && !Number.isNaN(Date.parse(deadline.date)))
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date))
    .map((deadline) => ({
      label: deadline.label.trim(),
      date: zonedDay(new Date(deadline.date), timeZone),
      dateLabel: formatDate(deadline.date, 'long', timeZone),
      passed: zonedDay(new Date(deadline.date), timeZone) < today,
    }))
  return {
    apply,
    howToApply: applying.howToApply?.trim() || null,
    deadlines,
    cost: applying.cost?.trim() || null,
    costUrl: applying.costUrl?.trim() || null,
  }
}
