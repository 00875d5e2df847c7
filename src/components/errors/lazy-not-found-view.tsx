'use client'

// Its stylesheet comes with this module, so with the page's own (docs/decisions/0180; lazy-clients.test.ts).
import '@/components/errors/error-page.module.css'
import dynamic from 'next/dynamic'

/**
 * The 404 view as every page carries it, its layout's 404 boundary: loaded only where a 404 page shows, where the server
 * preloads it. With its video's loader it was 611 bytes gzip of every page's first load; its loader apart, 465
 * (docs/decisions/0189).
 */
export const NotFoundView = dynamic(() => import('@/components/errors/not-found-view').then((module) => module.NotFoundView))
