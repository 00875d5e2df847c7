/** RSS 2.0 for the site's feeds: one writer, one escaping (docs/decisions/0046-rss-writer.md). Pure. */

/** Text for XML: the five predefined entities escaped, characters XML 1.0 forbids dropped. */
export function escapeXml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- removing what XML 1.0 cannot carry is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  )
}

/** One entry of a feed; `link` is absolute and is also its permanent guid. */
type RssItem = { title: string; link: string; description: string | null; date: string | Date; categories: string[] }

type RssChannel = {
  title: string
  /** The page the feed follows (absolute). */
  link: string
  /** The feed's own address (absolute), for atom:link rel="self". */
  selfLink: string
  description: string
  items: RssItem[]
  /** The newest item's date when not given. */
  lastBuildDate?: string | Date
}

/** The language every feed declares. */
export const RSS_LANGUAGE = 'en-us'

/** RFC 822 date of RSS 2.0 (`Mon, 02 Mar 2026 15:00:00 GMT`). */
const rssDate = (value: string | Date) => new Date(value).toUTCString()

/** An RSS 2.0 document: a channel with its items; every text escaped, every link absolute. */
export function rssDocument(channel: RssChannel): string {
  const element = (name: string, value: string | null | undefined) => (value ? `<${name}>${escapeXml(value)}</${name}>` : '')
  const items = channel.items.map((item) =>
    [
      '<item>',
      element('title', item.title),
      element('link', item.link),
      `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
      element('description', item.description),
      element('pubDate', rssDate(item.date)),
      ...item.categories.map((category) => element('category', category)),
      '</item>',
    ].join(''),
  )
  const newest = channel.lastBuildDate ?? channel.items[0]?.date
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    element('title', channel.title),
    element('link', channel.link),
    `<atom:link href="${escapeXml(channel.selfLink)}" rel="self" type="application/rss+xml"/>`,
    element('description', channel.description),
    element('language', RSS_LANGUAGE),
    newest ? element('lastBuildDate', rssDate(newest)) : '',
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n')
}
