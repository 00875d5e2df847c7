import type { FooterContent, FooterLink } from '@/services/footer'
import type { SiteIdentity } from '@/services/site-config'

import type { FooterViewContent, FooterViewLink } from './footer-markup'
import { FooterView } from './footer-view'

/** The footer's links with `newTab` left out where it is false. */
function footerViewContent(footer: FooterContent): FooterViewContent {
  const light = ({ label, href, newTab }: FooterLink): FooterViewLink => (newTab ? { label, href, newTab } : { label, href })
  return {
    groups: footer.groups.map((group) => ({ heading: group.heading, links: group.links.map(light) })),
    donate: footer.donate && light(footer.donate),
    smallLinks: footer.smallLinks.map(light),
  }
}

/** The frame's footer (spec §2): what it shows of the college and the footer's links, drawn by `FooterView` (docs/decisions/0150). */
export function SiteFooter({ identity, footer }: { identity: SiteIdentity; footer: FooterContent }) {
  const { address } = identity
  const cityLine = [address.city, [address.region, address.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')
  return (
    <FooterView
      college={{ name: identity.collegeName, street: address.street, cityLine, phone: identity.phone, socialLinks: identity.socialLinks }}
      footer={footerViewContent(footer)}
    />
  )
}
