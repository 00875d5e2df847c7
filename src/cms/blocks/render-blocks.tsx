import type { ReactNode } from 'react'

import type { ContentBlock } from '@/services/pages'

import { AccordionBlockView } from './accordion/component'
import { BodyCopyBlockView } from './body-copy/component'
import { ButtonsBlockView } from './buttons/component'
import { CardsBlockView } from './cards/component'
import { CarouselBlockView } from './carousel/component'
import { CourseSectionsBlockView } from './course-sections/component'
import { FormBlockView } from './form/component'
import { ExhibitionsGridBlockView } from './exhibitions-grid/component'
import { ExternalLinksBlockView } from './external-links/component'
import { FeatureFeedBlockView } from './feature-feed/component'
import { HeaderBlockView } from './header/component'
import { ImageBlockView } from './image/component'
import { CarouselControls } from './lazy-blocks'
import { LocationCardsBlockView } from './location-cards/component'
import { MapBlockView } from './map/component'
import { RankingsBlockView } from './rankings/component'
import { SharedBlockBlockView } from './shared-block/component'
import { SocialEmbedBlockView } from './social-embed/component'
import { StatsBlockView } from './stats/component'
import { TableBlockView } from './table/component'
import { TabsBlockView } from './tabs/component'
import { ToggleButtonsBlockView } from './toggle-buttons/component'
import { VideoBlockView } from './video/component'

type BlockOf<T extends ContentBlock['blockType']> = Extract<ContentBlock, { blockType: T }>

type Renderers = { [T in ContentBlock['blockType']]: (props: { block: BlockOf<T> }) => ReactNode | Promise<ReactNode> }

/** Each block type's renderer. Built on first use: the shared block's renderer and this module import each other. */
let renderers: Renderers | null = null
const rendererMap = (): Renderers =>
  (renderers ??= {
    header: HeaderBlockView,
    bodyCopy: BodyCopyBlockView,
    image: ImageBlockView,
    video: VideoBlockView,
    accordion: AccordionBlockView,
    tabs: TabsBlockView,
    table: TableBlockView,
    cards: CardsBlockView,
    buttons: ButtonsBlockView,
    stats: StatsBlockView,
    carousel: ({ block }) => <CarouselBlockView block={block} Controls={CarouselControls} />,
    map: MapBlockView,
    locationCards: LocationCardsBlockView,
    socialEmbed: SocialEmbedBlockView,
    externalLinks: ExternalLinksBlockView,
    toggleButtons: ToggleButtonsBlockView,
    rankings: RankingsBlockView,
    exhibitionsGrid: ExhibitionsGridBlockView,
    featureFeed: FeatureFeedBlockView,
    courseSections: CourseSectionsBlockView,
    form: FormBlockView,
    sharedBlock: SharedBlockBlockView,
  })

/** Each block rendered apart, in order, for bodies that place parts between them; an unknown type (a newer schema) gives null. */
export function renderEachBlock(blocks: readonly ContentBlock[]): ReactNode[] {
  return blocks.map((block, index) => {
    const Renderer = rendererMap()[block.blockType] as ((props: { block: ContentBlock }) => ReactNode) | undefined
    return Renderer ? <Renderer key={block.id ?? `${block.blockType}-${index}`} block={block} /> : null
  })
}

/** Renders a body of content blocks in order; put it inside a `BlockFlow`. */
export function RenderBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  return <>{renderEachBlock(blocks)}</>
}
