'use client'

// Their stylesheets come with this module, so with the page's own: a stylesheet that came only with a lazy chunk would be
// written as <link rel="stylesheet" as="style">, which is not valid HTML (docs/decisions/0180; lazy-clients.test.ts).
import '@/components/courses/add-to-cart.module.css'
import '@/components/forms/request-form.module.css'
import '@/components/ui/click-to-load-frame.module.css'
import '@/components/ui/video-player.module.css'
import dynamic from 'next/dynamic'

/**
 * Client components a page loads only where it shows one. The catch-all and feature pages can show any block, and the client
 * code their modules import statically came with every one of them, used or not: the form's (docs/decisions/0180), the video
 * player's (0186). Each is still rendered on the server; where one shows, its chunk is preloaded. The blocks' own are in
 * src/cms/blocks/lazy-blocks.tsx. Here too the islands of the form and the cart button, whose components come later still
 * (0189): the blocks and the catch-all route's views, which every page with a body carries, load them here; a view with a route
 * of its own that always shows one (the form page, a programme, the course search) imports the island itself (0190).
 */
export const ClickToLoadFrame = dynamic(() => import('@/components/ui/click-to-load-frame').then((module) => module.ClickToLoadFrame))
export const VideoPlayer = dynamic(() => import('@/components/ui/video-player').then((module) => module.VideoPlayer))
export const RequestForm = dynamic(() => import('@/components/forms/request-form-island').then((module) => module.RequestFormIsland))
export const AddToCart = dynamic(() => import('@/components/courses/add-to-cart-island').then((module) => module.AddToCartIsland))
