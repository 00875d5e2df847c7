import { z } from 'zod'

import type { VideoRef } from '@/domain/video-url'
import { isUsableThumbnailUrl, vimeoOembedUrl, youtubeThumbnailUrls } from '@/domain/videos'
import { type Env, env } from '@/env'

/** Where thumbnails are looked up (spec §7), from the environment so tests point them at fake servers. */
export type ThumbnailLookupConfig = { youtubeImageBase: string; vimeoOembedEndpoint: string; timeoutMs: number }

function thumbnailLookupConfig(config: Env = env()): ThumbnailLookupConfig {
  return { youtubeImageBase: config.YOUTUBE_IMAGE_BASE_URL, vimeoOembedEndpoint: config.VIMEO_OEMBED_URL, timeoutMs: config.VIDEO_LOOKUP_TIMEOUT_MS }
}

const oembedAnswer = z.object({ thumbnail_url: z.string() })

/** spec §7: YouTube's maxresdefault, or hqdefault on 404; Vimeo's oEmbed thumbnail_url. Null on failure: the next save tries again. */
export async function lookUpThumbnail(video: VideoRef, config: ThumbnailLookupConfig = thumbnailLookupConfig()): Promise<string | null> {
  try {
    if (video.provider === 'youtube') {
      const [maxres, hq] = youtubeThumbnailUrls(video.id, config.youtubeImageBase) as [string, string]
      const response = await fetch(maxres, { method: 'HEAD', signal: AbortSignal.timeout(config.timeoutMs), redirect: 'follow' })
      if (response.ok) return maxres
      if (response.status === 404) return hq
      console.warn(`[video-thumbnails] lookUpThumbnail: HEAD ${maxres} answered ${response.status}`)
      return null
    }
    const url = vimeoOembedUrl(video, config.vimeoOembedEndpoint)
    const response = await fetch(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(config.timeoutMs) })
    if (!response.ok) {
      console.warn(`[video-thumbnails] lookUpThumbnail: GET ${url} answered ${response.status}`)
      return null
    }
    const parsed = oembedAnswer.safeParse(await response.json())
    return parsed.success && isUsableThumbnailUrl(parsed.data.thumbnail_url) ? parsed.data.thumbnail_url : null
  } catch (error) {
    console.warn(`[video-thumbnails] lookUpThumbnail: ${video.provider} ${video.id} failed: ${error instanceof Error ? error.message : String(error)}`)
    return null
  }
}
