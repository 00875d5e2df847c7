import Link from 'next/link'

import { Breadcrumbs } from '@/components/ui/breadcrumbs'
import { PageIntro } from '@/components/ui/page-intro'
import { VIDEOS_PATH } from '@/domain/videos'
import type { VideosPageView } from '@/services/video-pages'

import { ChannelNav } from './channel-nav'
import { Playlist } from './playlist'
import { VideoCard } from './video-card'
import { VideoFeature } from './video-feature'
import { VideoJsonLd } from './video-json-ld'
import styles from './videos-view.module.css'

type Props = { data: VideosPageView }

/** The three video routes of spec §2, drawn from what their shared loader (videos-data) answered. */
export function VideosView({ data }: Props) {
  const { timeZone, collegeName } = data.identity
  if (data.kind === 'index') {
    const lead = data.shelves.find((shelf) => shelf.latest.length > 0)?.latest[0]
    return (
      <>
        <PageIntro kicker="Watch" title="Videos" lead={`Studio visits, thesis films, lectures and streams from ${collegeName}.`} />
        <div className="container">
          <ChannelNav channels={data.channels} current={null} />
          {lead && <VideoFeature video={lead} timeZone={timeZone} headingLevel={2} kicker="Latest" linkTitle priority />}
          {data.shelves.length === 0 && <p className={styles.empty}>No video channels yet.</p>}
          {data.shelves.map(({ channel, latest, total }) =>
            latest.length === 0 ? null : (
              <section key={channel.id} className={styles.shelf} aria-labelledby={`channel-${channel.slug}`}>
                <div className={styles.shelfHead}>
                  <h2 id={`channel-${channel.slug}`}>
                    <Link href={channel.path}>{channel.title}</Link>
                  </h2>
                  <p className={styles.shelfMeta}>
                    {channel.playlistTypeLabel} · {channel.destination === 'Vimeo' ? 'Vimeo' : 'YouTube'}
                  </p>
                  <Link className={styles.more} href={channel.path}>
                    {total > latest.length ? `All ${total} videos` : 'Open the channel'}
                    <span className="visually-hidden"> in {channel.title}</span>
                  </Link>
                </div>
                <ol className={styles.row}>
                  {latest.map((video, i) => (
                    <li key={video.id}>
                      <VideoCard
                        video={video}
                        timeZone={timeZone}
                        rank={channel.playlistType === 'top5' ? i + 1 : undefined}
                        sizes="(max-width: 767px) 80vw, (max-width: 1439px) 33vw, 20vw"
                      />
                    </li>
                  ))}
                </ol>
              </section>
            ),
          )}
        </div>
      </>
    )
  }

  const { channel } = data
  if (data.kind === 'channel') {
    const firstPage = data.playlist.currentPage === 1
    const lead = firstPage && channel.playlistType !== 'top5' ? data.playlist.items[0] : undefined
    return (
      <>
        <PageIntro
          kicker={
            <>
              <Link href={VIDEOS_PATH}>Videos</Link> · {channel.playlistTypeLabel}
            </>
          }
          title={channel.title}
          lead={channel.description}
        >
          <p className={styles.count}>
            {data.playlist.total} {data.playlist.total === 1 ? 'video' : 'videos'}
            {!firstPage && ` · page ${data.playlist.currentPage}`}
            {channel.externalUrl && (
              <>
                {' · '}
                <a href={channel.externalUrl} target="_blank" rel="noopener noreferrer">
                  On {channel.destination === 'Vimeo' ? 'Vimeo' : 'YouTube'}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </>
            )}
          </p>
        </PageIntro>
        <div className="container">
          <ChannelNav channels={data.channels} current={channel} />
          {lead && (
            <VideoFeature
              video={lead}
              timeZone={timeZone}
              headingLevel={2}
              kicker={channel.playlistType === 'liveFeed' ? 'Latest stream' : 'Newest'}
              linkTitle
              priority
            />
          )}
          <section aria-labelledby="playlist-heading" className={styles.playlist}>
            <h2 id="playlist-heading" className={lead ? styles.playlistHeading : 'visually-hidden'}>
              {lead ? 'More in this channel' : `${channel.title} playlist`}
            </h2>
            <Playlist channel={channel} playlist={data.playlist} timeZone={timeZone} skipFirst={Boolean(lead)} />
          </section>
        </div>
      </>
    )
  }

  const { video } = data
  return (
    <>
      <div className="container">
        <Breadcrumbs
          trail={[
            { label: 'Videos', href: VIDEOS_PATH },
            { label: channel.title, href: channel.path },
            { label: video.title, href: video.path ?? channel.path },
          ]}
        />
        <VideoFeature video={video} timeZone={timeZone} headingLevel={1} kicker={channel.title} priority />
        <section aria-labelledby="playlist-heading" className={styles.playlist}>
          <h2 id="playlist-heading" className={styles.playlistHeading}>
            {channel.playlistType === 'top5' ? 'The top 5' : `More from ${channel.title}`}
          </h2>
          <Playlist channel={channel} playlist={data.playlist} timeZone={timeZone} currentId={video.id} />
        </section>
      </div>
      <VideoJsonLd video={video} collegeName={collegeName} />
    </>
  )
}
