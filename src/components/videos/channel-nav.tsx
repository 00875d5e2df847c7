import Link from 'next/link'

import { VIDEOS_PATH } from '@/domain/videos'
import type { VideoChannel } from '@/services/videos'

import styles from './channel-nav.module.css'

/** The channels as a row of links, the current one marked (spec §2: /videos/{channel}). */
export function ChannelNav({ channels, current }: { channels: VideoChannel[]; current: VideoChannel | null }) {
  return (
    <nav className={styles.nav} aria-label="Video channels">
      <ul className={styles.list}>
        <li>
          <Link href={VIDEOS_PATH} aria-current={current ? undefined : 'page'}>
            All channels
          </Link>
        </li>
        {channels.map((channel) => (
          <li key={channel.id}>
            <Link href={channel.path} aria-current={current?.id === channel.id ? 'page' : undefined}>
              {channel.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
