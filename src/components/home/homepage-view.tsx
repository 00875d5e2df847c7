import type { ReactNode } from 'react'

import { BlockFlow } from '@/components/ui/block-flow'
import type { HomepageData } from '@/services/homepage-types'

import { FeaturedStories } from './featured-stories'
import styles from './homepage-view.module.css'

type Props = {
  homepage: HomepageData
  collegeName: string
  /** `homepage.sections` rendered, in staff's order (the route renders them through the block map). */
  sections: ReactNode
}

/** The home page's content under its heading: featured stories in the template's layout, then the sections (spec §2). */
export function HomepageView({ homepage, collegeName, sections }: Props) {
  return (
    <div data-template={homepage.template} data-layout={homepage.layout}>
      {/* The college's name heads the page for screen readers and search; the lead story's image is the first thing seen. */}
      <h1 className="visually-hidden">{collegeName}</h1>
      <FeaturedStories stories={homepage.featuredStories} layout={homepage.layout} />
      {/* #explore: where a link to "more below the stories" lands. */}
      <div id="explore">{homepage.sections.length > 0 && <BlockFlow className={styles.flow}>{sections}</BlockFlow>}</div>
    </div>
  )
}
