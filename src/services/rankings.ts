import { type RankingFilter, rankingTypesFor } from '@/domain/blocks'
import type { Department, Ranking as RankingDoc } from '@/payload-types'

import { cms } from './cms'
import { publishedRead } from './read'

export type Ranking = {
  id: number
  title: string
  rank: string
  rankingType: RankingDoc['rankingType']
  year: number | null
  source: string
  department: string | null
  url: string | null
}

/** Published rankings of the filter's types (spec §2: Departmental, Institutional, All), in staff's order. */
export async function listRankings(filter: RankingFilter): Promise<Ranking[]> {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'rankings',
    ...publishedRead({ rankingType: { in: rankingTypesFor(filter) } }),
    depth: 1,
    pagination: false,
    limit: 200,
    sort: ['sortOrder', '-year', 'title'],
  })
  return docs.map((doc) => ({
    id: doc.id,
    title: doc.title,
    rank: doc.rank,
    rankingType: doc.rankingType,
    year: doc.year ?? null,
    source: doc.source,
    department: doc.department && typeof doc.department === 'object' ? (doc.department as Department).title : null,
    url: doc.url ?? null,
  }))
}
