import type { FooterContent } from '@/services/footer'
import type { SiteIdentity } from '@/services/site-config'

import { FooterView } from './footer-view'

/** The frame's footer (spec §2): what it shows of the college and the footer's links, drawn by `FooterView` (docs/decisions/0150). */
export function SiteFooter({ identity, footer }: { identity: SiteIdentity; footer: FooterContent }) {
  const { address } = identity
  const cityLine = [address.city, [address.region, address.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')
  return (
    <FooterView
      college={{ name: identity.collegeName, street: address.street, cityLine, phone: identity.phone, socialLinks: identity.socialLinks }}
      footer={footer}
    />
  )
}
