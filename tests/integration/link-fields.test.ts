/**
 * Every field of the back office where staff type an address passes the one link validation
 * (linkValidator, src/cms/fields/link.ts), so a new collection or block cannot add a link field
 * that takes `javascript:` by forgetting it.
 */
import configPromise from '@payload-config'
import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { LINK_VALIDATORS } from '@/cms/fields/link'

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
