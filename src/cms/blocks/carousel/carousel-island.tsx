import { island } from '@/components/ui/island'

import { CarouselClient } from './carousel-client'

/**
 * The carousel's controls as an island (docs/decisions/0189): the server renders them at once; the browser's build takes
 * `carousel-island-in-browser.tsx` in its place (next.config.ts), whose code comes as the carousel nears the screen.
 */
export const CarouselIsland = island(CarouselClient)
