import flow from '@/components/ui/block-flow.module.css'
import { RANKINGS_GRID_SIZE, type RankingFilter, type RankingView } from '@/domain/blocks'
import type { RankingsBlock } from '@/payload-types'
import { listRankings } from '@/services/rankings'

import styles from './component.module.css'

/** spec §2: rankings in the Grid view (the first few, large) or List All (every one, compact). */
export async function RankingsBlockView({ block }: { block: RankingsBlock }) {
  const view = block.view as RankingView
  const rankings = await listRankings(block.rankingType as RankingFilter)
  const shown = view === 'Grid' ? rankings.slice(0, RANKINGS_GRID_SIZE) : rankings
  const headingId = `rankings-${block.id}`
  return (
    <section className={flow.wide} data-block="rankings" data-view={view} aria-labelledby={headingId}>
      <h2 id={headingId} className={flow.blockHeading}>
        {block.heading || 'Rankings'}
      </h2>
      {shown.length === 0 ? (
        <p className={styles.empty}>No rankings to show yet.</p>
      ) : (
        <ol className={view === 'Grid' ? styles.grid : styles.list}>
          {shown.map((ranking) => (
            <li key={ranking.id} className={styles.ranking} data-ranking-type={ranking.rankingType}>
              <p className={styles.rank}>{ranking.rank}</p>
              <p className={styles.title}>{ranking.url ? <a href={ranking.url}>{ranking.title}</a> : ranking.title}</p>
              <p className={styles.source}>
                {ranking.source}
                {ranking.year ? `, ${ranking.year}` : ''}
                {ranking.department ? ` · ${ranking.department}` : ''}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
