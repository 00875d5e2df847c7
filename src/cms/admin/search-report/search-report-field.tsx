import type { UIFieldServerProps } from 'payload'

import { SEARCH_REPORT_DAYS } from '@/domain/search-editors'
import { hasCapability } from '@/domain/capabilities'
import { queryReport } from '@/services/search-report'

import styles from './search-report.module.css'

type Row = { query: string; searches: number }

function QueryTable({ caption, rows, count, empty }: { caption: string; rows: Row[]; count: string; empty: string }) {
  return (
    <section aria-label={caption}>
      <h3>{caption}</h3>
      {rows.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Query</th>
              <th scope="col">{count}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.query}>
                <td>{row.query}</td>
                <td>{row.searches}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}

/**
 * The search query report on the Search settings screen (docs/decisions/0105, 0132): the most frequent queries and those that
 * found nothing over the report's days, for staff holding the SEO module. Queries and counts only: nothing of who asked is kept.
 */
export async function SearchReportField({ req }: UIFieldServerProps) {
  if (!hasCapability(req.user, 'seoModule')) return null
  const report = await queryReport(req.payload)
  return (
    <div className={styles.report} role="region" aria-label="Search report">
      <h2>What visitors searched for</h2>
      <p>
        The last {SEARCH_REPORT_DAYS} days of the site&apos;s own search, first pages only. Only the words are kept, folded to lower case: never who searched.
      </p>
      <div className={styles.lists}>
        <QueryTable caption="Most frequent queries" rows={report.frequent} count="Searches" empty="No searches yet." />
        <QueryTable caption="Queries with no result" rows={report.noResults} count="Searches with no result" empty="Every search found something." />
      </div>
    </div>
  )
}
