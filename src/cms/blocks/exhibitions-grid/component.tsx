import { ExhibitionsGridSlot } from '@/components/pages/exhibitions-grid-slot'
import type { ExhibitionsGridBlock } from '@/payload-types'

/** spec §2: the exhibitions grid placed as a block. */
export function ExhibitionsGridBlockView({ block }: { block: ExhibitionsGridBlock }) {
  return <ExhibitionsGridSlot heading={block.heading || 'Exhibitions'} id={`exhibitions-${block.id ?? 'block'}`} />
}
