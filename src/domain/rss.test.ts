import { describe, expect, it } from 'vitest'

import { RSS_LANGUAGE, escapeXml, rssDocument } from './rss'

describe('the features RSS feed', () => {
  it('escapes every text so content cannot break the XML', () => {
    expect(escapeXml(`<b>"Tom" & 'Jerry'</b>\u0001`)).toBe('&lt;b&gt;&quot;Tom&quot; &amp; &apos;Jerry&apos;&lt;/b&gt;')
  })

  it('writes an RSS 2.0 channel with absolute links and RFC 822 dates', () => {
    const xml = rssDocument({
      title: 'Stories & news',
      link: 'https://example.edu/features',
      selfLink: 'https://example.edu/features/rss.xml',
      description: 'Stories',
      items: [
        {
          title: 'A <b>bold</b> story',
          link: 'https://example.edu/features/a?x=1&y=2',
          description: null,
          date: '2026-03-02T15:00:00Z',
          categories: ['Alumni'],
        },
      ],
    })
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/)
    expect(xml).toContain('<title>Stories &amp; news</title>')
    expect(xml).toContain('<title>A &lt;b&gt;bold&lt;/b&gt; story</title>')
    expect(xml).toContain('<link>https://example.edu/features/a?x=1&amp;y=2</link>')
    expect(xml).toContain('<pubDate>Mon, 02 Mar 2026 15:00:00 GMT</pubDate>')
    expect(xml).toContain('<category>Alumni</category>')
    expect(xml).not.toContain('<description></description>')
  })
})

describe('the press releases feed', () => {
  it('writes RSS 2.0 with every text escaped', () => {
    const xml = rssDocument({
      title: 'A & B',
      link: 'https://x.edu/press-releases',
      description: 'News <b>',
      selfLink: 'https://x.edu/press-releases/rss.xml',
      items: [
        {
          title: 'Fish & "Chips" <3',
          link: 'https://x.edu/press-releases/2024/fish',
          date: '2024-03-02T10:00:00-05:00',
          description: "It's <here>",
          categories: ['Art & Design'],
        },
      ],
    })
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    expect(xml).toContain('<rss version="2.0"')
    expect(xml).toContain('<title>Fish &amp; &quot;Chips&quot; &lt;3</title>')
    // One escaping for both feeds: the apostrophe as XML's own entity.
    expect(xml).toContain('<description>It&apos;s &lt;here&gt;</description>')
    expect(xml).toContain('<category>Art &amp; Design</category>')
    expect(xml).toContain('<pubDate>Sat, 02 Mar 2024 15:00:00 GMT</pubDate>')
    expect(xml).toContain('<guid isPermaLink="true">https://x.edu/press-releases/2024/fish</guid>')
    expect(xml).not.toMatch(/<b>|<here>/)
  })
})

describe('the channel', () => {
  it('declares its language and its own address, and is built when its newest item was', () => {
    const xml = rssDocument({
      title: 'T',
      link: 'https://x.edu/features',
      selfLink: 'https://x.edu/features/rss.xml',
      description: 'D',
      items: [{ title: 'a', link: 'https://x.edu/features/a', description: null, date: '2026-03-02T15:00:00Z', categories: [] }],
    })
    expect(RSS_LANGUAGE).toBe('en-us')
    expect(xml).toContain('<language>en-us</language>')
    expect(xml).toContain('<atom:link href="https://x.edu/features/rss.xml" rel="self" type="application/rss+xml"/>')
    expect(xml).toContain('<lastBuildDate>Mon, 02 Mar 2026 15:00:00 GMT</lastBuildDate>')
  })
})
