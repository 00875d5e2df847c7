import Link from 'next/link'
import type { ReactNode } from 'react'

import { BlockFlow } from '@/components/ui/block-flow'
import flow from '@/components/ui/block-flow.module.css'
import { exhibitionsGridIndex } from '@/domain/exhibitions'
import type { ContentPageView } from '@/services/content-pages'
import type { PageView } from '@/services/pages'

import { ApplyBand } from './apply-band'
import { ContentIntro } from './content-intro'
import { ExhibitionsGridSlot } from './exhibitions-grid-slot'
import { FactsBand } from './facts-band'
import { LinkSection } from './link-section'
import { PageHeader } from './page-header'
import { PageHero } from './page-hero'
import styles from './page-content.module.css'
import { SessionDates } from './session-dates'
import { UpcomingEvents } from './upcoming-events'
import { VisitBand } from './visit-band'

/** A content page (spec §2, §3) in its template's flow; `blocks` are `page.blocks` rendered, one node per block. */
export function PageContent({ view, blocks: rendered }: { view: ContentPageView; blocks: readonly ReactNode[] }) {
  const { page, section } = view
  const blocks = page.blocks
  const gridAt = page.exhibitionsGrid ? exhibitionsGridIndex(page.exhibitionsGrid, blocks.length) : null
  const template = page.template
  return (
    <article className={styles.page} data-template={template ?? 'standard'} data-header-type={page.headerType}>
      <PageHero hero={page.hero} title={page.title} />
      <PageHeader page={page} section={section} overlapsHero={page.hero.type === 'image'} />
      <BlockFlow className={template === 'History' ? styles.timeline : undefined}>
        {page.intro && <ContentIntro intro={page.intro} title={page.title} />}
        {view.sessionDates && <SessionDates sessions={view.sessionDates} timeZone={view.timeZone} />}
        {view.upcoming && <UpcomingEvents events={view.upcoming} timeZone={view.timeZone} />}
        {template === 'About' && <FactsBand facts={page.facts} heading="At a glance" />}
        {template === 'Summer Housing Detail Page' && <FactsBand facts={page.facts} heading="The essentials" />}
        {gridAt === null ? rendered : rendered.slice(0, gridAt)}
        {gridAt !== null && view.exhibitions && (
          <ExhibitionsGridSlot heading="Exhibitions" id="page-exhibitions" exhibitions={view.exhibitions} timeZone={view.timeZone} />
        )}
        {gridAt !== null && rendered.slice(gridAt)}
        {blocks.length === 0 && !page.intro && <p className={`${flow.column} ${styles.empty}`}>This page has no content yet.</p>}
        {view.visit && <VisitBand visit={view.visit} />}
        {template === 'Summer Housing Detail Page' && section === null && page.parentId && <BackToSection page={page} />}
        {view.children.length > 0 && (
          <LinkSection
            title="In this section"
            label={page.title}
            links={view.children.map((child) => ({ id: child.id, title: child.title, href: child.path }))}
          />
        )}
        {template === 'Admission' && <ApplyBand />}
      </BlockFlow>
    </article>
  )
}

/** A detail page leads back to the overview it belongs to. */
function BackToSection({ page }: { page: PageView }) {
  const parent = page.breadcrumbs.at(-2)
  if (!parent || parent.href === '/') return null
  return (
    <p className={`${flow.column} ${styles.back}`}>
      <Link href={parent.href}>
        <span aria-hidden="true">← </span>All of {parent.label}
      </Link>
    </p>
  )
}
