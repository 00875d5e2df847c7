import Link from 'next/link'

import { PageIntro } from '@/components/ui/page-intro'
import { blogPath, featuresListPath } from '@/domain/feature-paths'
import type { BlogPageContent } from '@/services/feature-pages'

import { StoriesList } from './stories-list'

/** /blog and /blog/{department} (spec §2): the story feed, newest first, 12 a page, paged in the path. */
export function BlogView({ content }: { content: BlogPageContent }) {
  const { department, stories } = content
  const { timeZone } = content.identity
  const title = department ? `${department.title} blog` : 'Blog'
  return (
    <>
      <PageIntro
        kicker={
          department ? (
            <>
              <Link href={blogPath(null)}>Blog</Link> · <Link href={department.path}>{department.title}</Link>
            </>
          ) : (
            'News and features'
          )
        }
        title={stories.currentPage > 1 ? `${title}, page ${stories.currentPage}` : title}
        lead={department ? `The newest stories from ${department.title}.` : 'The newest stories from across the college.'}
      >
        <p>
          <Link href={department ? featuresListPath({ by: 'department', slug: department.slug }) : featuresListPath(null)}>
            Browse stories by department and topic
          </Link>
        </p>
      </PageIntro>
      <div className="container">
        <StoriesList
          stories={stories}
          timeZone={timeZone}
          label={title}
          hrefFor={(page) => blogPath(department?.slug ?? null, page)}
          empty={<p>No published story {department ? `from ${department.title} ` : ''}yet.</p>}
        />
      </div>
    </>
  )
}
