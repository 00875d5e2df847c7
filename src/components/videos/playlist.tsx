import { Pagination } from '@/components/ui/pagination'
import type { PagedList } from '@/domain/pagination'
import { channelPagePath } from '@/domain/videos'
import type { VideoChannel, VideoSummary } from '@/services/videos'

import styles from './playlist.module.css'
import { VideoCard } from './video-card'

type Props = {
  channel: VideoChannel
  playlist: PagedList<VideoSummary>
  timeZone: string
  /** The video the page shows, marked in the list. */
  currentId?: number
  /** Leave the first video out of the grid when the page already features it. */
  skipFirst?: boolean
  headingLevel?: 2 | 3
}

/** A channel's playlist (spec §9: 12 a page) with numbered pages at cached addresses (/videos/{channel}/page/{n}). */
export function Playlist({ channel, playlist, timeZone, currentId, skipFirst = false, headingLevel = 3 }: Props) {
  const items = skipFirst ? playlist.items.slice(1) : playlist.items
  const ranked = channel.playlistType === 'top5'
  const layout = channel.playlistType === 'showcase' ? styles.showcase : ranked ? styles.ranked : styles.grid
  if (playlist.items.length === 0) return <p className={styles.empty}>No videos in {channel.title} yet.</p>
  return (
    <>
      <ol className={layout} start={(playlist.currentPage - 1) * playlist.limit + (skipFirst ? 2 : 1)}>
        {items.map((video, index) => (
          <li key={video.id}>
            <VideoCard
              video={video}
              timeZone={timeZone}
              headingLevel={headingLevel}
              rank={ranked ? index + (skipFirst ? 2 : 1) : undefined}
              current={video.id === currentId}
              sizes={channel.playlistType === 'showcase' ? '(max-width: 767px) 100vw, 50vw' : undefined}
            />
          </li>
        ))}
      </ol>
      {!ranked && (
        <Pagination
          currentPage={playlist.currentPage}
          nrOfPages={playlist.nrOfPages}
          pages={playlist.pages}
          hrefFor={(page) => channelPagePath(channel.slug, page)}
          label={`${channel.title} pages`}
        />
      )}
    </>
  )
}
