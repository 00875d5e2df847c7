import { Card, type CardLayout } from '@/components/ui/card'
import { formatDate } from '@/domain/dates'
import type { FeatureSummary } from '@/services/features'

type Props = {
  feature: FeatureSummary
  timeZone: string
  layout?: CardLayout
  headingLevel?: 2 | 3 | 4
  priority?: boolean
  sizes?: string
}

/** A story on a card: its image, first department, title, date and summary. */
export function FeatureCard({ feature, timeZone, layout = 'PORTRAIT', headingLevel = 3, priority, sizes }: Props) {
  const department = feature.departments[0]
  return (
    <Card
      href={feature.path}
      title={feature.title}
      image={feature.image}
      layout={layout}
      kicker={department ? (department.shortTitle ?? department.title) : 'Story'}
      meta={<time dateTime={feature.articleDate}>{formatDate(feature.articleDate, 'long', timeZone)}</time>}
      headingLevel={headingLevel}
      priority={priority}
      sizes={sizes}
    >
      {feature.summary && <p>{feature.summary}</p>}
    </Card>
  )
}
