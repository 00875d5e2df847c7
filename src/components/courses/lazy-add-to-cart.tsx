'use client'

// Its stylesheet comes with this module, so with the page's own (docs/decisions/0180; lazy-clients.test.ts).
import '@/components/courses/add-to-cart.module.css'
import dynamic from 'next/dynamic'

/**
 * The cart button, an island: its own code comes only when a visitor presses one (docs/decisions/0189). Apart from
 * src/components/ui/lazy-clients.tsx, whose other components' loaders and class names the course search would carry unused.
 */
export const AddToCart = dynamic(() => import('@/components/courses/add-to-cart-island').then((module) => module.AddToCartIsland))
