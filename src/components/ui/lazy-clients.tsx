'use client'

// Their stylesheets come with this module, so with the page's own: a stylesheet that came only with a lazy chunk would be
// written as <link rel="stylesheet" as="style">, which is not valid HTML (docs/decisions/0180; lazy-clients.test.ts).
import '@/cms/blocks/buttons/component.module.css'
import '@/cms/blocks/carousel/component.module.css'
import '@/cms/blocks/tabs/component.module.css'
import '@/cms/blocks/toggle-buttons/component.module.css'
import '@/components/courses/add-to-cart.module.css'
import '@/components/forms/request-form.module.css'
import '@/components/ui/click-to-load-frame.module.css'
import dynamic from 'next/dynamic'

/**
 * Client components a page loads only where it shows one. The catch-all and feature pages can show any block, and the client
 * code their modules import statically came with every one of them, used or not: the form's (react-hook-form), the carousel's,
 * the cart button's (docs/decisions/0180). Each is still rendered on the server; where one shows, its chunk is preloaded.
 */
export const RequestForm = dynamic(() => import('@/components/forms/request-form').then((module) => module.RequestForm))
export const AddToCart = dynamic(() => import('@/components/courses/add-to-cart').then((module) => module.AddToCart))
export const CarouselClient = dynamic(() => import('@/cms/blocks/carousel/carousel-client').then((module) => module.CarouselClient))
export const TabsClient = dynamic(() => import('@/cms/blocks/tabs/tabs-client').then((module) => module.TabsClient))
export const ToggleButtonsClient = dynamic(() => import('@/cms/blocks/toggle-buttons/toggle-buttons-client').then((module) => module.ToggleButtonsClient))
export const ModalButton = dynamic(() => import('@/cms/blocks/buttons/modal-button').then((module) => module.ModalButton))
export const ClickToLoadFrame = dynamic(() => import('@/components/ui/click-to-load-frame').then((module) => module.ClickToLoadFrame))
