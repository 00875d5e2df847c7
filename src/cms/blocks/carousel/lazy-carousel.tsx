'use client'

// Its stylesheet comes with this module, so with the page's own (docs/decisions/0180; lazy-clients.test.ts).
import '@/cms/blocks/carousel/component.module.css'
import dynamic from 'next/dynamic'

/**
 * The carousel's controls, an island: their own code comes only as the carousel nears the screen (docs/decisions/0189). Apart
 * from src/cms/blocks/lazy-blocks.tsx, whose other blocks' loaders and class names the home page, which shows a carousel and
 * none of them, would carry unused.
 */
export const CarouselClient = dynamic(() => import('@/cms/blocks/carousel/carousel-island').then((module) => module.CarouselIsland))
