'use client'

// Its stylesheet comes with this module, so with the page's own (docs/decisions/0180; lazy-clients.test.ts).
import '@/components/courses/course-search.module.css'
import type { ComponentType } from 'react'

import { islandOnServer } from '@/components/ui/island'
import { island, touched } from '@/components/ui/island-in-browser'

import type * as CourseSearchFieldsModule from './course-search-fields'

type Props = Parameters<typeof CourseSearchFieldsModule.CourseSearchFields>[0]

/**
 * The course search's fields as an island (docs/decisions/0190): the server draws them at once, and the page's payload carries
 * the search and the choices rather than the elements. Native fields need no code to be filled in and sent (the form, hydrated
 * with the page, sends the search); theirs comes when a visitor first touches them, or with a search's new page.
 */
export const CourseSearchFieldsIsland: ComponentType<Props> =
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- required only here, so that the browser's build leaves it out (island.tsx)
      islandOnServer((require('./course-search-fields') as typeof CourseSearchFieldsModule).CourseSearchFields)
    : island(() => import('@/components/courses/course-search-fields').then((module) => module.CourseSearchFields), touched)
