/** The APPLY menu and the GET INFO panel of spec §2: fixed labels and the paths they link to. */

export type MenuLink = { label: string; href: string; external?: boolean }
export type ApplyLink = MenuLink & { academicLevel: string }

/** spec §2, §7: the APPLY menu; each click sends `apply-click` (APPLY_CLICK_EVENT) with its `academic_level`, the link's own label (Undergraduate, Graduate, Continuing Education). */
export const APPLY_LINKS: readonly ApplyLink[] = [
  { label: 'Undergraduate', href: '/admissions/how-to-apply/undergraduate-application-requirements', academicLevel: 'Undergraduate' },
  { label: 'Graduate', href: '/admissions/how-to-apply/graduate-application-requirements', academicLevel: 'Graduate' },
  { label: 'Continuing Education', href: '/academics/continuing-education', academicLevel: 'Continuing Education' },
]

/** `withSocialLinks`: the college's social links (from site config) follow the column's own links. */
export type GetInfoColumn = { heading: string; links: readonly MenuLink[]; withSocialLinks?: boolean }

/** spec §2: the GET INFO panel's five columns; Watch adds the social links of site config. */
export const GET_INFO_COLUMNS: readonly GetInfoColumn[] = [
  {
    heading: 'Undergraduate',
    links: [
      { label: 'Subscribe', href: '/get-info/undergraduate' },
      { label: 'Request Materials', href: '/get-info/undergraduate-materials' },
      { label: 'In-Person Tour', href: '/admissions/visit' },
      // The visit page's tabs open one by `?tab=` (its Virtual tab is `virtual`).
      { label: 'Virtual Tour', href: '/admissions/visit?tab=virtual' },
    ],
  },
  {
    heading: 'Graduate',
    links: [
      { label: 'Subscribe', href: '/get-info/graduate' },
      { label: 'Request Materials', href: '/get-info/graduate-materials' },
      // spec §2: the graduate in-person tour adds tab=graduate.
      { label: 'In-Person Tour', href: '/admissions/visit?tab=graduate' },
    ],
  },
  { heading: 'Watch', links: [{ label: 'Videos', href: '/videos' }], withSocialLinks: true },
  {
    heading: 'School newsletters',
    links: [
      { label: 'Now', href: '/subscribe?newsletter=svanow' },
      { label: 'Calendar', href: '/subscribe?newsletter=sva-calendar' },
    ],
  },
  { heading: 'Continuing education', links: [{ label: 'Subscribe', href: '/subscribe?newsletter=continuing-education' }] },
]
