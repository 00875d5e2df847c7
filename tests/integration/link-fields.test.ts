/** Every back-office field taking an address passes linkValidator (src/cms/fields/link.ts): no new link field can forget it. */
import configPromise from '@payload-config'
import type { Field, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { LINK_VALIDATORS } from '@/cms/fields/link'
import { bootPayload } from '@/seed/boot'

/** Address fields that are not links: each has a validator of its own kind, or is not typed by staff. */
const NOT_LINKS: Record<string, string> = {
  'videos.url': 'a YouTube or Vimeo video, parsed to play it',
  'videos.thumbnailUrl': 'read-only, looked up by the server',
  'pages.hero.videoUrl': 'a YouTube or Vimeo video',
  'pages.intro.videoUrl': 'a YouTube or Vimeo video',
  'features.hero.videoUrl': 'a YouTube or Vimeo video',
  'block socialEmbed.url': 'an Instagram post or video, parsed to embed it',
  'block video.url': 'a YouTube or Vimeo video',
  'block videoFeed.tiktokPosts.url': 'a TikTok post',
  'pages.breadcrumbs.url': 'written by the nested-docs plugin from the page tree',
  'media.url': 'written by Payload for an upload',
  'submission-files.url': 'written by Payload for an upload',
  'submission-files.thumbnailURL': 'written by Payload for an upload',
  'media.thumbnailURL': 'written by Payload for an upload',
  'media.sizes.thumbnail.url': 'written by Payload for an upload',
  'media.sizes.card.url': 'written by Payload for an upload',
  'media.sizes.wide.url': 'written by Payload for an upload',
}

const ADDRESS_NAME = /(?:url|link|href|website)$/i

type Found = { where: string; field: Field }

function walk(fields: readonly Field[], where: string, found: Found[]): void {
  for (const field of fields) {
    const path = 'name' in field && field.name ? `${where}.${field.name}` : where
    if ('fields' in field && Array.isArray(field.fields)) walk(field.fields, path, found)
    if (field.type === 'tabs') for (const tab of field.tabs) walk(tab.fields, 'name' in tab && tab.name ? `${where}.${tab.name}` : where, found)
    if (field.type === 'blocks') for (const block of field.blocks ?? []) walk(block.fields, `block ${block.slug}`, found)
    if ((field.type === 'text' || field.type === 'textarea') && ADDRESS_NAME.test(field.name)) found.push({ where: path, field })
  }
}

describe('link fields', () => {
  it('all validate with linkValidator', async () => {
    const config = await configPromise
    const found: Found[] = []
    for (const collection of config.collections) walk(collection.fields, collection.slug, found)
    for (const global of config.globals) walk(global.fields, `global ${global.slug}`, found)
    const unique = [...new Map(found.map((entry) => [entry.where, entry])).values()]

    const links = unique.filter((entry) => !(entry.where in NOT_LINKS))
    expect(links.length).toBeGreaterThan(15)
    const unchecked = links.filter(({ field }) => !('validate' in field && field.validate && LINK_VALIDATORS.has(field.validate as never)))
    expect(unchecked.map((entry) => entry.where)).toEqual([])

    // The exceptions still exist (a renamed field would otherwise slip out of the check).
    expect(Object.keys(NOT_LINKS).filter((where) => !unique.some((entry) => entry.where === where))).toEqual([])
  })
})

// A rich-text link is checked at save like every link field, so no API hands out a refused one.
describe('rich-text links', () => {
  const withLink = (url: string) => ({
    root: {
      type: 'root',
      direction: 'ltr',
      format: '',
      indent: 0,
      version: 1,
      children: [
        {
          type: 'paragraph',
          direction: 'ltr',
          format: '',
          indent: 0,
          version: 1,
          textFormat: 0,
          children: [
            {
              type: 'link',
              direction: 'ltr',
              format: '',
              indent: 0,
              version: 3,
              fields: { linkType: 'custom', url, newTab: false },
              children: [{ type: 'text', text: 'here', detail: 0, format: 0, mode: 'normal', style: '', version: 1 }],
            },
          ],
        },
      ],
    },
  })
  let payload: Payload
  beforeAll(async () => {
    payload = await bootPayload()
  })

  const release = (url: string) =>
    payload.create({
      collection: 'press-releases',
      overrideAccess: true,
      data: {
        title: `Link ${url}`,
        slug: `link-${Math.random().toString(36).slice(2)}`,
        date: new Date().toISOString(),
        body: withLink(url) as never,
        _status: 'published',
      },
    })

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '/\\evil.example/x', '//evil.example', 'vbscript:msgbox(1)'])(
    'refuses %s at save',
    async (url) => {
      const refusal = await release(url).catch((error: { data?: { errors?: { message: string }[] } }) => error)
      // Payload names the link's field; its own check refuses only spaces, so the refusal is the link rule's.
      expect(JSON.stringify((refusal as { data?: unknown }).data)).toMatch(/link node failed to validate: .*url/)
    },
  )

  it.each(['https://www.example.org/a', '/about', 'mailto:info@example.edu'])('keeps %s', async (url) => {
    expect((await release(url)).id).toBeGreaterThan(0)
  })
})
