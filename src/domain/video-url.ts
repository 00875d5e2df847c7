/** spec §5: YouTube, Vimeo (and Instagram post) URLs parsed strictly, the provider's own host and id shape; anything else plays nothing. */
export type VideoProvider = 'youtube' | 'vimeo'
export type VideoRef = { provider: VideoProvider; id: string }

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/
const VIMEO_ID = /^\d{6,12}$/
const INSTAGRAM_CODE = /^[A-Za-z0-9_-]{5,40}$/

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com'])
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'])
const INSTAGRAM_HOSTS = new Set(['instagram.com', 'www.instagram.com'])

/** Longest URL worth reading: anything longer is not a video link. */
const MAX_URL_LENGTH = 2048

/** Control characters, which the URL parser would silently drop: a link holding them was built to trick. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/

function parseUrl(value: unknown): URL | null {
  if (typeof value !== 'string' || value.length > MAX_URL_LENGTH || CONTROL_CHARACTERS.test(value.trim())) return null
  try {
    const url = new URL(value.trim())
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null
  } catch {
    return null
  }
}

function segments(url: URL): string[] {
  return url.pathname.split('/').filter(Boolean)
}

function youtubeId(url: URL): string | null {
  const host = url.hostname.toLowerCase()
  let candidate: string | null | undefined
  if (host === 'youtu.be') candidate = segments(url)[0]
  else if (YOUTUBE_HOSTS.has(host)) {
    const [first, second] = segments(url)
    if (first === 'watch') candidate = url.searchParams.get('v')
    else if (first && ['embed', 'shorts', 'live', 'v'].includes(first)) candidate = second
  }
  // /embed/videoseries?list=… embeds a playlist, not a video, though the word has an id's shape.
  return candidate && candidate !== 'videoseries' && YOUTUBE_ID.test(candidate) ? candidate : null
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.toLowerCase()
  if (!VIMEO_HOSTS.has(host)) return null
  const parts = segments(url)
  // player.vimeo.com/video/{id}; vimeo.com/{id}[/{hash}]; vimeo.com/channels/{name}/{id}; vimeo.com/groups/{name}/videos/{id}
  const candidate = host === 'player.vimeo.com' ? (parts[0] === 'video' ? parts[1] : undefined) : parts.find((part) => VIMEO_ID.test(part))
  return candidate && VIMEO_ID.test(candidate) ? candidate : null
}

/** The provider and id of a YouTube or Vimeo URL, or null: such a URL plays nothing. */
export function parseVideoUrl(value: unknown): VideoRef | null {
  const url = parseUrl(value)
  if (!url) return null
  const youtube = youtubeId(url)
  if (youtube) return { provider: 'youtube', id: youtube }
  const vimeo = vimeoId(url)
  if (vimeo) return { provider: 'vimeo', id: vimeo }
  return null
}

/** The embed address that plays a video (privacy-enhanced for YouTube), started on load. */
export function videoEmbedUrl(video: VideoRef, options: { autoplay?: boolean } = {}): string {
  const autoplay = options.autoplay === false ? '0' : '1'
  return video.provider === 'vimeo'
    ? `https://player.vimeo.com/video/${video.id}?autoplay=${autoplay}`
    : `https://www.youtube-nocookie.com/embed/${video.id}?autoplay=${autoplay}`
}

/** The public watch address of a video. */
export function videoWatchUrl(video: VideoRef): string {
  return video.provider === 'vimeo' ? `https://vimeo.com/${video.id}` : `https://www.youtube.com/watch?v=${video.id}`
}

/** The short code of an Instagram post, reel or IGTV URL, or null. */
export function parseInstagramPostUrl(value: unknown): string | null {
  const url = parseUrl(value)
  if (!url || !INSTAGRAM_HOSTS.has(url.hostname.toLowerCase())) return null
  const [kind, code] = segments(url)
  return kind && ['p', 'reel', 'tv'].includes(kind) && code && INSTAGRAM_CODE.test(code) ? code : null
}

/** A TikTok post: the account (without its @) and the post's numeric id. */
export type TikTokPost = {
  account: string
  id: string
  kind: 'video' | 'photo'
}

const TIKTOK_HOSTS = new Set(['tiktok.com', 'www.tiktok.com', 'm.tiktok.com'])
/** TikTok user names: letters, digits, underscores and dots, up to 24 characters. */
const TIKTOK_ACCOUNT = /^@([A-Za-z0-9_.]{2,24})$/
/** Post ids are 64-bit numbers: 15 to 20 digits. */
const TIKTOK_POST_ID = /^\d{15,20}$/

/** spec §2 (videoFeed TikTok): a TikTok post's account and id, or null; short links name no post until redirected, so they are refused. */
export function parseTikTokUrl(value: unknown): TikTokPost | null {
  const url = parseUrl(value)
  if (!url || !TIKTOK_HOSTS.has(url.hostname.toLowerCase()) || url.username || url.password || url.port) return null
  const parts = segments(url)
  if (parts.length !== 3) return null
  const [account, kind, id] = parts as [string, string, string]
  const name = TIKTOK_ACCOUNT.exec(account)?.[1]
  if (!name || (kind !== 'video' && kind !== 'photo') || !TIKTOK_POST_ID.test(id)) return null
  return { account: name, id, kind }
}

/** The canonical address of a TikTok post: where its card links. */
export function tiktokPostUrl(post: TikTokPost): string {
  return `https://www.tiktok.com/@${post.account}/${post.kind}/${post.id}`
}
