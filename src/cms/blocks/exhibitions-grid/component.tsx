import { ExhibitionsGridSlot } from '@/components/pages/exhibitions-grid-slot'
import type { ExhibitionsGridBlock } from '@/payload-types'
import { listExhibitions } from '@/services/exhibitions'
import { getSiteIdentity } from '@/services/site-config'

/** spec §2: the exhibitions grid placed as a block; a block reads its own content (docs/decisions/0023). */
export async function ExhibitionsGridBlockView({ block }: { block: ExhibitionsGridBlock }) {
  const [exhibitions, { timeZone }] = await Promise.all([listExhibitions(), getSiteIdentity()])
  return (
    <ExhibitionsGridSlot heading={block.heading || 'Exhibitions'} id={`exhibitions-${block.id ?? 'block'}`} exhibitions={exhibitions} timeZone={timeZone} />
  )
}
