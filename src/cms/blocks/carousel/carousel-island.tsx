'use client'

// Its stylesheet comes with this module, so with the page's own (docs/decisions/0180; lazy-clients.test.ts).
import '@/cms/blocks/carousel/component.module.css'
import type { ComponentType } from 'react'

import { islandOnServer } from '@/components/ui/island'
import { anyOf, island, nearViewport, touched } from '@/components/ui/island-in-browser'

import type * as CarouselModule from './carousel-client'

type Props = Parameters<typeof CarouselModule.CarouselClient>[0]

/**
 * The carousel's controls as an island (docs/decisions/0189): the server renders them at once. In the browser it may move
 * itself, when staff asked, so its code comes as it nears the screen, or when a visitor presses one of its buttons first
 * (pressed again once it has come). Until then its slides scroll as they do without a script.
 */
export const CarouselIsland: ComponentType<Props> =
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- required only here, so that the browser's build leaves it out (island.tsx)
      islandOnServer((require('./carousel-client') as typeof CarouselModule).CarouselClient)
    : island(() => import('@/cms/blocks/carousel/carousel-client').then((module) => module.CarouselClient), anyOf(nearViewport, touched))
