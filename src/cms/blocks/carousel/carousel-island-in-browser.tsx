import { anyOf, island, nearViewport, touched } from '@/components/ui/island-in-browser'

/**
 * The carousel's island in the browser (docs/decisions/0189): it may move itself, when staff asked, so its code comes as it
 * nears the screen, or when a visitor presses one of its buttons first (pressed again once it has come). Until then its slides
 * scroll as they do without a script.
 */
export const CarouselIsland = island(
  () => import('@/cms/blocks/carousel/carousel-client').then((module) => module.CarouselClient),
  anyOf(nearViewport, touched),
)
