import { Fragment } from 'react'

import type { SearchItem } from '@/domain/search'
import { isWebAddress, markedText } from '@/domain/search-overlay'

import styles from './search-result.module.css'

/** A result's text with the searched words in bold, as React text: no markup of the answer reaches the page. */
function Marked({ html }: { html: string }) {
  return markedText(html).map((run, index) => (run.marked ? <b key={index}>{run.text}</b> : <Fragment key={index}>{run.text}</Fragment>))
}

/** spec §3: one result: its kind (docs/decisions/0108), title (the link), address, snippet and thumbnail. */
export function SearchResult({ item }: { item: SearchItem }) {
  if (!isWebAddress(item.link)) return null
  const thumbnail = item.pagemap.cse_thumbnail?.[0]?.src
  const kind = item.pagemap.kind?.[0]?.label
  return (
    <li className={styles.result}>
      <div className={styles.text}>
        {kind && <p className={styles.kind}>{kind}</p>}
        <h3 className={styles.title}>
          <a href={item.link} className={styles.link} data-search-result>
            <Marked html={item.htmlTitle || item.title} />
          </a>
        </h3>
        <p className={styles.url}>
          <Marked html={item.htmlFormattedUrl} />
        </p>
        {item.htmlSnippet && (
          <p className={styles.snippet}>
            <Marked html={item.htmlSnippet} />
          </p>
        )}
      </div>
      {thumbnail && isWebAddress(thumbnail) && (
        <img className={styles.thumbnail} src={thumbnail} alt={item.pagemap.metatags?.[0]?.['og:image:alt'] ?? ''} loading="lazy" decoding="async" />
      )}
    </li>
  )
}
