import { searchTerms } from './search'

/** Editors' synonyms and promoted results for the site's own search (docs/decisions/0105). */

/** Each synonym group's members as words, from what editors wrote ("tour, visit", "jobs, working at foundry"). */
export function synonymGroups(entries: readonly string[]): string[][][] {
  return entries
    .map((entry) =>
      entry
        .split(',')
        .map((member) => searchTerms(member))
        .filter((words) => words.length > 0),
    )
    .filter((group) => group.length > 1)
}

/** What a searched word may also be found as: the other members of every group it is a one-word member of. */
export function synonymsOf(word: string, groups: readonly (readonly (readonly string[])[])[]): string[][] {
  const found: string[][] = []
  for (const group of groups)
    if (group.some((member) => member.length === 1 && member[0] === word))
      for (const member of group) if (!(member.length === 1 && member[0] === word)) found.push([...member])
  return found
}

/** The query as promotions compare it: its words, folded, in order. */
const asPromoted = (query: string) => searchTerms(query).join(' ')

/** The page promoted for `query`, if editors chose one: the first promotion whose query has the same words. */
export function promotionFor<T>(query: string, promotions: readonly { query: string; page: T }[]): T | null {
  const wanted = asPromoted(query)
  return wanted ? (promotions.find((promotion) => asPromoted(promotion.query) === wanted)?.page ?? null) : null
}

/** The query report covers this many days, and forgets what is older (docs/decisions/0105). */
export const SEARCH_REPORT_DAYS = 30

/** Our choice: how many queries each list of the report names. */
export const SEARCH_REPORT_SIZE = 20

/** The day a search is counted under, and the first day a report on `now` covers. */
export function reportDays(now: Date): { today: string; since: string } {
  const since = new Date(now.getTime() - (SEARCH_REPORT_DAYS - 1) * 86_400_000)
  return { today: now.toISOString().slice(0, 10), since: since.toISOString().slice(0, 10) }
}

/** Our choice (docs/decisions/0130): the report's counts wait in memory at most this long before one write stores them all. */
export const SEARCH_REPORT_FLUSH_MS = 10_000

/** Our choice (docs/decisions/0130): at most this many distinct queries wait in memory; one more writes them at once. */
export const SEARCH_REPORT_PENDING_MAX = 500
