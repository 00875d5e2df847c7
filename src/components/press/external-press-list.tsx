import { formatDate } from '@/domain/dates'
import type { ExternalPressItem } from '@/services/press'

import styles from './press.module.css'

/** External press: each article links out, in a new tab, with its outlet named. */
export function ExternalPressList({ items, timeZone }: { items: ExternalPressItem[]; timeZone: string }) {
  if (!items.length) return <p className={styles.empty}>No articles are listed yet.</p>
  return (
    <ol className={styles.list} data-testid="external-press-list">
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          <article>
            <p className={styles.date}>
              <span className={styles.outlet}>{item.outlet}</span> · <time dateTime={item.date}>{formatDate(item.date, 'long', timeZone)}</time>
            </p>
            <h2 className={styles.title}>
              <a href={item.link} target="_blank" rel="noopener noreferrer">
                {item.title}
                <span className="visually-hidden"> ({item.outlet}, opens in a new tab)</span>
                <span aria-hidden="true" className={styles.external}>
                  {' '}
                  ↗
                </span>
              </a>
            </h2>
            {item.summary && <p className={styles.summary}>{item.summary}</p>}
          </article>
        </li>
      ))}
    </ol>
  )
}
