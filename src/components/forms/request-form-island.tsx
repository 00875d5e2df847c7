'use client'

// Its stylesheet comes with this module, so with the page's own (docs/decisions/0180; lazy-clients.test.ts).
import '@/components/forms/request-form.module.css'
import type { ComponentType } from 'react'

import { islandOnServer } from '@/components/ui/island'
import { island, touched } from '@/components/ui/island-in-browser'
import { restoresAnswers } from '@/domain/form-restore'

import type * as RequestFormModule from './request-form'

type Props = Parameters<typeof RequestFormModule.RequestForm>[0]

/**
 * The request form as an island (docs/decisions/0189): the server renders it at once. In the browser its checks come when the
 * visitor starts on it, and at once when it comes back with answers to fill in (the submit-error page's link); a form sent
 * before they came is sent again once they have.
 */
export const RequestFormIsland: ComponentType<Props> =
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- required only here, so that the browser's build leaves it out (island.tsx)
      islandOnServer((require('./request-form') as typeof RequestFormModule).RequestForm)
    : island(
        () => import('@/components/forms/request-form').then((module) => module.RequestForm),
        (element, wake) => {
          if (!restoresAnswers(window.location.search)) return touched(element, wake)
          wake()
          return () => {}
        },
      )
