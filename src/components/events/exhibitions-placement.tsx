import { Fragment, type ReactNode } from 'react'

import { type ExhibitionsGridDisplay, exhibitionsGridIndex } from '@/domain/exhibitions'

/**
 * spec §2 (exhibitions grid display): a page's sections with the exhibitions grid placed at the
 * top, in the middle or at the bottom, as staff chose for the page.
 *
 * ```tsx
 * <ExhibitionsPlacement display="middle" sections={blocks} grid={<ExhibitionsGrid gallery="foundry-gallery" />} />
 * ```
 */
export function ExhibitionsPlacement({ display, sections, grid }: { display: ExhibitionsGridDisplay; sections: ReactNode[]; grid: ReactNode }) {
  const at = exhibitionsGridIndex(display, sections.length)
  return (
    <>
      {sections.slice(0, at).map((section, index) => (
        <Fragment key={index}>{section}</Fragment>
      ))}
      <Fragment key="exhibitions-grid">{grid}</Fragment>
      {sections.slice(at).map((section, index) => (
        <Fragment key={at + index}>{section}</Fragment>
      ))}
    </>
  )
}
