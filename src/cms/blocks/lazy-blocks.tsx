'use client'

// Their stylesheets come with this module, so with the page's own: a stylesheet that came only with a lazy chunk would be
// written as <link rel="stylesheet" as="style">, which is not valid HTML (docs/decisions/0180; lazy-clients.test.ts).
import '@/cms/blocks/buttons/component.module.css'
import '@/cms/blocks/carousel/component.module.css'
import '@/cms/blocks/tabs/component.module.css'
import '@/cms/blocks/toggle-buttons/component.module.css'
import dynamic from 'next/dynamic'

/**
 * The blocks' client parts, loaded only by a page that shows one (docs/decisions/0180): a body can show any block, and a client
 * module it imported statically would come with every page that has a body. Each is still rendered on the server; where one
 * shows, its chunk is preloaded. Among them the carousel's island, whose controls come later still; the home page, which shows
 * it as one of its few sections, imports the island itself (docs/decisions/0189, 0190). Those of blocks and views alike are in
 * src/components/ui/lazy-clients.tsx.
 */
export const TabsClient = dynamic(() => import('@/cms/blocks/tabs/tabs-client').then((module) => module.TabsClient))
export const ToggleButtonsClient = dynamic(() => import('@/cms/blocks/toggle-buttons/toggle-buttons-client').then((module) => module.ToggleButtonsClient))
export const ModalButton = dynamic(() => import('@/cms/blocks/buttons/modal-button').then((module) => module.ModalButton))
export const CarouselControls = dynamic(() => import('@/cms/blocks/carousel/carousel-island').then((module) => module.CarouselIsland))
