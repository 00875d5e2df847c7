import { featuredStoriesLayout, featuredStoryKicker } from '@/domain/homepage'
import { resolveLink } from '@/domain/link-href'
import { toImage } from '@/domain/media'
import { relationId } from '@/domain/relations'
import { todayIn } from '@/domain/zoned-time'
import type { Homepage as HomepageDoc } from '@/payload-types'

import { cms } from './cms'
import { findFeaturesByIds } from './features'
import { type SectionOptions, resolveSections } from './homepage-sections'
import type { FeaturedStory, HomepageData } from './homepage-types'
import { type Reader, VISITOR, readOptions } from './read'
import { getSiteIdentity } from './site-config'
import { findVideosByIds } from './videos'

type Row = NonNullable<HomepageDoc['featuredStories']>[number]

const text = (value: string | null | undefined) => value?.trim() || null

/** spec §2, §7 (homepage): the published home page; featured stories whose feature or video is unpublished are left out. */
export async function getHomepage(): Promise<HomepageData> {
  return loadHomepage({ preview: null })
}

/** spec §7 (homepage/preview, staff): the newest saved version as on `date`; stories and videos stay the published ones. */
export async function getHomepagePreview(date: string | null, reader: Reader): Promise<HomepageData & { date: string }> {
  const { timeZone } = await getSiteIdentity()
  const day = date ?? todayIn(timeZone)
  return { date: day, ...(await loadHomepage({ preview: { date: day, timeZone, reader } })) }
}

async function loadHomepage(options: SectionOptions): Promise<HomepageData> {
  const payload = await cms()
  const doc = await payload.findGlobal({ slug: 'homepage', depth: 1, ...readOptions(options.preview?.reader ?? VISITOR) })
  const rows = doc.featuredStories ?? []
  // Feeds skip the features already featured above them: a story shows once on the page.
  const featured = rows.flatMap((row) => (row.kind === 'Story' || row.kind === 'Memoriam' ? (relationId(row.feature) ?? []) : []))
  const [featuredStories, sections] = await Promise.all([resolveStories(rows), resolveSections(doc.sections ?? [], { ...options, featured })])
  const template = doc.template ?? 'ThreeFeaturedStories'
  return {
    template,
    layout: featuredStoriesLayout(
      template,
      featuredStories.map((story) => story.kind),
    ),
    featuredStories,
    sections,
    published: doc._status !== 'draft',
    updatedAt: doc.updatedAt ?? null,
  }
}

/** Each row as the page shows it; a Story or Video whose document is not published is left out. */
async function resolveStories(rows: Row[]): Promise<FeaturedStory[]> {
  const featureIds = rows.flatMap((row) => (row.kind === 'Story' || row.kind === 'Memoriam' ? (relationId(row.feature) ?? []) : []))
  const videoIds = rows.flatMap((row) => (row.kind === 'Video' ? (relationId(row.video) ?? []) : []))
  const [features, videos] = await Promise.all([findFeaturesByIds([...new Set(featureIds)]), findVideosByIds([...new Set(videoIds)])])
  const featureById = new Map(features.map((feature) => [feature.id, feature]))
  const videoById = new Map(videos.map((video) => [video.id, video]))
  return rows.flatMap((row): FeaturedStory[] => {
    const ownImage = toImage(row.image)
    const base = {
      kind: row.kind,
      kicker: text(row.kicker),
      text: text(row.text),
      years: null,
      feature: null,
      video: null,
    }
    if (row.kind === 'Story') {
      const feature = featureById.get(relationId(row.feature) ?? -1)
      if (!feature) return []
      const department = feature.departments[0]
      return [
        {
          ...base,
          title: text(row.title) ?? feature.title,
          kicker: base.kicker ?? featuredStoryKicker('Story', department ? (department.shortTitle ?? department.title) : null),
          text: base.text ?? feature.summary,
          image: ownImage ?? feature.image,
          link: {
            href: feature.path,
            label: null,
            external: false,
            newTab: false,
          },
          feature: {
            id: feature.id,
            slug: feature.slug,
            path: feature.path,
            articleDate: feature.articleDate,
          },
        },
      ]
    }
    if (row.kind === 'Video') {
      const video = videoById.get(relationId(row.video) ?? -1)
      if (!video) return []
      return [
        {
          ...base,
          title: text(row.title) ?? video.title,
          kicker: base.kicker ?? featuredStoryKicker('Video', null),
          text: base.text ?? video.description,
          image: video.image,
          link: video.path ? { href: video.path, label: null, external: false, newTab: false } : null,
          video: {
            id: video.id,
            title: video.title,
            path: video.path,
            provider: video.provider,
            videoId: video.videoId,
            thumbnail: video.thumbnail,
          },
        },
      ]
    }
    if (row.kind === 'Memoriam') {
      // The story it links to is optional; an unpublished one only loses the link.
      const feature = featureById.get(relationId(row.feature) ?? -1)
      return [
        {
          ...base,
          title: text(row.title) ?? feature?.title ?? 'In memoriam',
          kicker: base.kicker ?? featuredStoryKicker('Memoriam', null),
          years: text(row.years),
          image: ownImage ?? feature?.image ?? null,
          link: feature
            ? {
                href: feature.path,
                label: 'Read the story',
                external: false,
                newTab: false,
              }
            : null,
          feature: feature
            ? {
                id: feature.id,
                slug: feature.slug,
                path: feature.path,
                articleDate: feature.articleDate,
              }
            : null,
        },
      ]
    }
    return [
      {
        ...base,
        title: text(row.title) ?? '',
        image: ownImage,
        link: resolveLink(row.link),
      },
    ]
  })
}
