'use client'

import Link from 'next/link'
import type { ReactNode } from 'react'

import { APPLY_CLICK_EVENT } from '@/domain/apply-click'

import { trackEvent } from './track-event'

/** spec §2, §7: a link to an application's requirements; a click sends `apply-click` with its academic level, wherever it is shown. */
export function ApplyLink({ href, academicLevel, className, children }: { href: string; academicLevel: string; className?: string; children: ReactNode }) {
  return (
    <Link
      className={className}
      href={href}
      data-academic-level={academicLevel}
      onClick={() => trackEvent(APPLY_CLICK_EVENT, { academic_level: academicLevel })}
    >
      {children}
    </Link>
  )
}
