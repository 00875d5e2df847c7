import { PRESS_RELEASES_PAGE_SIZE } from '@/domain/stories'
import { parseYearSegment } from '@/domain/press'
import { parsePageSegment } from '@/domain/videos'
import { pressYearPagePath } from '@/domain/press'
import { type PressReleaseSummary, type PressYear, listPressReleases, listPressYears } from '@/services/press'
import type { ListPage } from '@/services/list'

export type YearPage = { year: number; page: number; releases: ListPage<PressReleaseSummary>; years: PressYear[] }

/** A year's releases, one page of them; null for a year or page that is not an address of one (the 404 page). */
export async function loadYearPage(yearSegment: string, pageSegment = '1'): Promise<YearPage | null> {
  const year = parseYearSegment(yearSegment)
  const page = parsePageSegment(pageSegment)
  if (year === null || page === null) return null
  const [releases, years] = await Promise.all([
    listPressReleases({ years: [year] }, { page, limit: PRESS_RELEASES_PAGE_SIZE }, pressYearPagePath(year, page)),
    listPressYears(),
  ])
  if (releases.items.length === 0) return null
  return { year, page, releases, years }
}
