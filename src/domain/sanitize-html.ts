import sanitize from 'sanitize-html'

import { ALLOWED_URL_SCHEMES, LINK_SCHEMES } from './safe-url'

/** Longest HTML a body-copy block keeps (a long article is about 60,000 characters). */
export const MAX_HTML_LENGTH = 200_000

/** Tags staff may paste into body copy; landmarks become divisions and `h1` an `h2`, so pasted HTML cannot break the page's outline. */
const ALLOWED_TAGS = [
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'blockquote',
  'div',
  'dl',
  'dt',
  'dd',
  'figure',
  'figcaption',
  'hr',
  'ul',
  'ol',
  'li',
  'pre',
  'a',
  'abbr',
  'b',
  'br',
  'cite',
  'code',
  'em',
  'i',
  'kbd',
  'mark',
  'q',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'table',
  'caption',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'img',
]

const OPTIONS: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  // No class, style, id or event handler: the site's own styles apply.
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'title'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start', 'reversed'],
    time: ['datetime'],
    abbr: ['title'],
    '*': ['lang', 'dir'],
  },
  // spec §5: sanitized HTML allows the schemes data, http, https, mailto, tel, fax.
  allowedSchemes: [...ALLOWED_URL_SCHEMES],
  // A link never opens data: (docs/decisions/0062); images may carry it.
  allowedSchemesByTag: { a: [...LINK_SCHEMES] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  // Script and style contents vanish with their tags.
  disallowedTagsMode: 'discard',
  nestingLimit: 64,
  transformTags: {
    h1: 'h2',
    main: 'div',
    nav: 'div',
    header: 'div',
    footer: 'div',
    section: 'div',
    article: 'div',
    aside: 'div',
    a: (tagName, attribs) => {
      const { target, rel: _rel, ...rest } = attribs
      // A new tab never gets a handle on this page.
      return target === '_blank' ? { tagName, attribs: { ...rest, target: '_blank', rel: 'noopener noreferrer' } } : { tagName, attribs: rest }
    },
    // An image without a text alternative is decoration, which screen readers should skip.
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? '' } }),
  },
}

/** Pasted HTML made safe for a page (spec §5): only the tags, attributes and schemes above; scripts, styles, handlers and frames removed. */
export function sanitizeHtml(html: unknown): string {
  if (typeof html !== 'string' || !html.trim()) return ''
  return sanitize(html.slice(0, MAX_HTML_LENGTH), OPTIONS).trim()
}
