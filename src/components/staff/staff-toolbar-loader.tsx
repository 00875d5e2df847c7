'use client'

import { usePathname } from 'next/navigation'
import { type ComponentType, useEffect, useState } from 'react'

import { hasStaffMarker } from '@/domain/staff-marker'

/**
 * spec §4: the staff toolbar, loaded only where the staff marker is (set by src/proxy.ts while the
 * browser holds a staff token). Visitors run this check and nothing else: the toolbar's code is a
 * chunk of its own, fetched by `import()` for staff only. Checked again after each navigation, in
 * case the staff member signed in meanwhile in another tab.
 */
export function StaffToolbarLoader() {
  const pathname = usePathname()
  const [Toolbar, setToolbar] = useState<ComponentType | null>(null)

  useEffect(() => {
    if (Toolbar || !hasStaffMarker(document.cookie)) return
    import('./staff-toolbar').then((module) => setToolbar(() => module.StaffToolbar), console.error)
  }, [pathname, Toolbar])

  return Toolbar ? <Toolbar /> : null
}
