'use client'

import { lazy } from 'react'

import { KeptMarkup } from '@/components/ui/kept-markup'

import type * as DepartmentFilterMarkupModule from './department-filter-markup'
import type { DepartmentFilterProps } from './department-filter-markup'

export type { FilterDepartment } from './department-filter-markup'

const DepartmentFilterMarkupInBrowser = lazy(() => import('./department-filter-markup').then((module) => ({ default: module.DepartmentFilterMarkup })))

/**
 * The faculty index's department filter, drawn from a few fields of each department: its few dozen links were sent twice, in the
 * HTML and as markup in the inline payload (docs/decisions/0181). Links in a native disclosure, so each filter is a cached address
 * that works without JavaScript (docs/decisions/0030), and nothing for the browser to do: drawn by the server alone and kept by
 * hydration (docs/decisions/0185).
 */
export function DepartmentFilter(props: DepartmentFilterProps) {
  if (typeof window === 'undefined') {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- required only here, so that the browser's build leaves it out (kept-markup.tsx)
    const { DepartmentFilterMarkup } = require('./department-filter-markup') as typeof DepartmentFilterMarkupModule
    return <DepartmentFilterMarkup {...props} />
  }
  return <KeptMarkup tag="div" inBrowser={<DepartmentFilterMarkupInBrowser {...props} />} />
}
