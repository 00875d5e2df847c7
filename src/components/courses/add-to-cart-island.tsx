'use client'

// Its stylesheet comes with this module, so with the page's own (docs/decisions/0180; lazy-clients.test.ts).
import '@/components/courses/add-to-cart.module.css'
import type { ComponentType } from 'react'

import { islandOnServer } from '@/components/ui/island'
import { island, touched } from '@/components/ui/island-in-browser'

import type * as AddToCartModule from './add-to-cart'

type Props = Parameters<typeof AddToCartModule.AddToCart>[0]

/**
 * The cart button as an island (docs/decisions/0189): the server renders it at once. A course search shows one beside nearly
 * every section, and few are pressed: in the browser its code (the cart's rules, the course list's client) comes when a visitor
 * first touches one, and the press that brought it is pressed again once it has come.
 */
export const AddToCartIsland: ComponentType<Props> =
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- required only here, so that the browser's build leaves it out (island.tsx)
      islandOnServer((require('./add-to-cart') as typeof AddToCartModule).AddToCart)
    : island(() => import('@/components/courses/add-to-cart').then((module) => module.AddToCart), touched)
