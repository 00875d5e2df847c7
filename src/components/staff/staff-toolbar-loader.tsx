'use client'

import { usePathname } from 'next/navigation'
import { type ComponentType, useEffect, useState } from 'react'

import { hasStaffMarker } from '@/domain/staff-marker'

/** spec §4: loads the toolbar's own chunk where the staff marker is (docs/decisions/0061), checked again after each navigation. */
export function StaffToolbarLoader() {
  const pathname = usePathname()
  const [Toolbar, setToolbar] = useState<ComponentType | null>(null)

  useEffect(() => {
    if (Toolbar || !hasStaffMarker(document.cookie)) return
    import('./staff-toolbar').then((module) => setToolbar(() => module.StaffToolbar), console.error)
  }, [pathname, Toolbar])

  return Toolbar ? <Toolbar /> : null
}
