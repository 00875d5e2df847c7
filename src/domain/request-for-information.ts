/** Request for information (spec §3: types and main types; spec §9: programme lists and start terms): the questions filled in here. */

/** spec §3: request-for-information types. */
export const RFI_TYPES = ['Subscribe', 'RequestMaterials', 'ForDepartmentPage'] as const
export type RfiType = (typeof RFI_TYPES)[number]

/** spec §3: request-for-information main types. */
export const RFI_MAIN_TYPES = ['Graduate', 'Undergraduate'] as const
export type RfiMainType = (typeof RFI_MAIN_TYPES)[number]

/** spec §9: each programme list ends with this choice. */
export const UNDECIDED_PROGRAMME = 'Undecided'

/** spec §9: the only programme that starts in summer; every other starts in fall. */
export const SUMMER_START_PROGRAMME = 'MFA Visual Narrative'

type Term = 'Spring' | 'Summer' | 'Fall'

/** spec §9: from this day a term of this year is no longer offered, the next year's is: spring on 15 January, fall and summer on 1 September. */
export const START_TERM_UPDATE_DATES: Record<Term, { month: number; day: number }> = {
  Spring: { month: 1, day: 15 },
  Summer: { month: 9, day: 1 },
  Fall: { month: 9, day: 1 },
}

/** Our choice: each term is offered for this many years, the next start and the one after. */
const START_YEARS_OFFERED = 2

/** Terms in the order of a year. */
const TERM_ORDER: readonly Term[] = ['Spring', 'Summer', 'Fall']

/** A calendar day in the college's time zone. */
export type CalendarDay = { year: number; month: number; day: number }

/** What a department gives the programme lists. */
export type ProgrammeSource = { title: string; type: string; degrees: readonly string[] }

/** A programme as applicants name it: its degree, then the department ("MFA Visual Narrative"). */
export function programmeName(department: ProgrammeSource): string {
  const degree = department.degrees.find((value) => value !== 'No Degree')
  return degree ? `${degree} ${department.title}` : department.title
}

/** spec §9: the programmes of a main type, from its departments, by name, then Undecided. */
export function programmesOf(departments: readonly ProgrammeSource[], mainType: RfiMainType): string[] {
  const names = departments.filter((department) => department.type === mainType).map(programmeName)
  return [...new Set(names)].sort((a, b) => a.localeCompare(b, 'en')).concat(UNDECIDED_PROGRAMME)
}

/** spec §9: the terms a programme starts in: graduate in fall (MFA Visual Narrative in summer), undergraduate in fall or, transferring, spring. */
function termsOf(programme: string, mainType: RfiMainType): Term[] {
  if (mainType === 'Undergraduate') return ['Spring', 'Fall']
  if (programme === SUMMER_START_PROGRAMME) return ['Summer']
  return programme === UNDECIDED_PROGRAMME ? ['Summer', 'Fall'] : ['Fall']
}

/** The first year a term is still offered on `today`: this year's until its update date, then next year's. */
function firstYearOffered(term: Term, today: CalendarDay): number {
  const update = START_TERM_UPDATE_DATES[term]
  const passed = today.month > update.month || (today.month === update.month && today.day >= update.day)
  return passed ? today.year + 1 : today.year
}

/** The start terms offered for these terms on `today`, in time order ("Fall 2027"). */
function startTermsOf(terms: readonly Term[], today: CalendarDay): string[] {
  const starts = terms.flatMap((term) => {
    const first = firstYearOffered(term, today)
    return Array.from({ length: START_YEARS_OFFERED }, (_, offset) => ({ term, year: first + offset }))
  })
  starts.sort((a, b) => a.year - b.year || TERM_ORDER.indexOf(a.term) - TERM_ORDER.indexOf(b.term))
  return starts.map(({ term, year }) => `${term} ${year}`)
}

/** spec §9: the start terms a form of this main type offers on `today`, in time order, and which each programme starts in. */
export function startTermChoices(
  programmes: readonly string[],
  mainType: RfiMainType,
  today: CalendarDay,
): { all: string[]; byProgramme: Record<string, string[]> } {
  const byProgramme = Object.fromEntries(programmes.map((programme) => [programme, startTermsOf(termsOf(programme, mainType), today)]))
  const all = startTermsOf([...new Set(programmes.flatMap((programme) => termsOf(programme, mainType)))], today)
  return { all, byProgramme }
}
