import type { Block, BlocksField, CollectionBeforeChangeHook } from 'payload'

import { AccordionBlock } from './accordion/config'
import { BodyCopyBlock } from './body-copy/config'
import { ButtonsBlock } from './buttons/config'
import { CardsBlock } from './cards/config'
import { CarouselBlock } from './carousel/config'
import { CourseSectionsBlock } from './course-sections/config'
import { ExhibitionsGridBlock } from './exhibitions-grid/config'
import { ExternalLinksBlock } from './external-links/config'
import { FeatureFeedBlock } from './feature-feed/config'
import { FormBlock } from './form/config'
import { HeaderBlock } from './header/config'
import { ImageBlock } from './image/config'
import { LocationCardsBlock } from './location-cards/config'
import { MapBlock } from './map/config'
import { privilegedBlocksFilter, privilegedBlocksGuard } from './privileges'
import { RankingsBlock } from './rankings/config'
import { SharedBlockBlock } from './shared-block/config'
import { SocialEmbedBlock } from './social-embed/config'
import { StatsBlock } from './stats/config'
import { TableBlock } from './table/config'
import { TabsBlock } from './tabs/config'
import { ToggleButtonsBlock } from './toggle-buttons/config'
import { VideoBlock } from './video/config'

/** The content blocks (spec §3) in the admin's order; renderers sit beside them and are listed in `render-blocks.tsx` (docs/decisions/0023). */
const CONTENT_BLOCKS: Block[] = [
  HeaderBlock,
  BodyCopyBlock,
  ImageBlock,
  VideoBlock,
  AccordionBlock,
  TabsBlock,
  TableBlock,
  CardsBlock,
  ButtonsBlock,
  StatsBlock,
  CarouselBlock,
  MapBlock,
  LocationCardsBlock,
  SocialEmbedBlock,
  ExternalLinksBlock,
  ToggleButtonsBlock,
  RankingsBlock,
  ExhibitionsGridBlock,
  FeatureFeedBlock,
  CourseSectionsBlock,
  FormBlock,
  SharedBlockBlock,
]

export type ContentBlockSlug =
  | 'header'
  | 'bodyCopy'
  | 'image'
  | 'video'
  | 'accordion'
  | 'tabs'
  | 'table'
  | 'cards'
  | 'buttons'
  | 'stats'
  | 'carousel'
  | 'map'
  | 'locationCards'
  | 'socialEmbed'
  | 'externalLinks'
  | 'toggleButtons'
  | 'rankings'
  | 'exhibitionsGrid'
  | 'featureFeed'
  | 'courseSections'
  | 'sharedBlock'

/** A body of content blocks; `exclude` leaves some out (a shared block cannot hold another). */
export function contentBlocksField({
  name = 'layout',
  label = 'Blocks',
  exclude = [],
}: { name?: string; label?: string; exclude?: ContentBlockSlug[] } = {}): BlocksField {
  const blocks = blocksExcept(exclude)
  return {
    name,
    label,
    type: 'blocks',
    blocks,
    filterOptions: privilegedBlocksFilter(blocks, name),
    admin: { initCollapsed: true },
  }
}

const blocksExcept = (exclude: readonly ContentBlockSlug[]) => CONTENT_BLOCKS.filter((block) => !exclude.includes(block.slug as ContentBlockSlug))

/** The collection hook that holds a `contentBlocksField` to its block privileges (spec §6), whatever the request sends. */
export const contentBlocksGuard = (name = 'layout'): CollectionBeforeChangeHook => privilegedBlocksGuard(CONTENT_BLOCKS, name)

/** The content blocks' slugs and labels, for choosing which ones take a privilege. */
export const CONTENT_BLOCK_OPTIONS = CONTENT_BLOCKS.map((block) => ({
  value: block.slug,
  label: typeof block.labels?.singular === 'string' ? block.labels.singular : block.slug,
}))
