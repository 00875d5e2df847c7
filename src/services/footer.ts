import { cms } from './cms'
import { keptUntilChange } from './content-version'

export type FooterLink = { label: string; href: string; newTab: boolean }
export type FooterContent = { groups: { heading: string; links: FooterLink[] }[]; donate: FooterLink | null; smallLinks: FooterLink[] }

type StoredLink = { label?: string | null; href?: string | null; newTab?: boolean | null } | null | undefined

function toLink(link: StoredLink): FooterLink | null {
  return link?.label && link.href ? { label: link.label, href: link.href, newTab: Boolean(link.newTab) } : null
}

const present = <T>(value: T | null): value is T => value !== null

/** The published footer as stored, read once per content change (every page render needs it). */
const storedFooter = keptUntilChange(async () => (await cms()).findGlobal({ slug: 'footer', depth: 0, overrideAccess: false }), 'footer')

/** The footer's link groups, Donate link and small links (spec §2), as staff set them. */
export async function getFooter(): Promise<FooterContent> {
  const doc = await storedFooter()
  return {
    groups: (doc.groups ?? []).map((group) => ({ heading: group.heading, links: (group.links ?? []).map(toLink).filter(present) })),
    donate: toLink(doc.donate),
    smallLinks: (doc.smallLinks ?? []).map(toLink).filter(present),
  }
}
