import type { HomepageData } from '@/services/homepage-types'

import { FeaturedStories } from './featured-stories'
import { HomepageSections } from './homepage-sections'

/** The home page's content under its heading: featured stories in the template's layout, then the sections (spec §2). */
export function HomepageView({ homepage, collegeName, timeZone }: { homepage: HomepageData; collegeName: string; timeZone: string }) {
  return (
    <div data-template={homepage.template} data-layout={homepage.layout}>
      {/* The college's name heads the page for screen readers and search; the lead story's image is the first thing seen. */}
      <h1 className="visually-hidden">{collegeName}</h1>
      <FeaturedStories stories={homepage.featuredStories} layout={homepage.layout} />
      {/* #explore: where a link to "more below the stories" lands. */}
      <div id="explore">
        <HomepageSections sections={homepage.sections} timeZone={timeZone} />
      </div>
    </div>
  )
}
