/** Faculty rules of spec §3 and §7 that do not depend on the CMS: limits and the A–Z grouping. */

/** spec §7: the site asks for published faculty profiles 4000 at a time. */
export const FACULTY_PROFILES_LIMIT = 4000

/** spec §3 (faculty profile: grouped by letter): the letters of the A–Z index, then one group for the rest. */
const FACULTY_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('')
/** Names that start with a digit or a sign that is no Latin letter. */
export const OTHER_LETTER = '#'
export const INDEX_LETTERS = [...FACULTY_LETTERS, OTHER_LETTER] as const

/** Latin letters that Unicode does not decompose into a base letter and a mark. */
const UNDECOMPOSED: Record<string, string> = {
  ø: 'o',
  æ: 'a',
  œ: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 't',
  ß: 's',
  ı: 'i',
  ħ: 'h',
  ŧ: 't',
}

/** A name reduced for comparison: accents removed, letters like Ø mapped to their base, lower case. */
export function foldName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[øæœłđðþßıħŧ]/g, (letter) => UNDECOMPOSED[letter] ?? letter)
}

/** The index letter of a name: its first Latin letter, unaccented, in upper case ("van der Berg" → V); a digit or anything else → #. */
export function indexLetter(name: string): string {
  const folded = foldName(name.trim()).replace(/^[\s'’"“”‘.,\-–—()[\]]+/u, '')
  const first = folded.charAt(0).toUpperCase()
  return FACULTY_LETTERS.includes(first) ? first : OTHER_LETTER
}

/** The database's sort key: the folded name's letters and digits, which every collation orders alike (docs/decisions/0031). */
export function sortKey(name: string): string {
  return foldName(name).replace(/[^a-z0-9]+/g, '')
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true, ignorePunctuation: true })

/** Compares two names as an index does: accents and case do not matter, digits count as numbers. */
export function compareNames(a: string, b: string): number {
  return collator.compare(foldName(a), foldName(b)) || collator.compare(a, b)
}

export type LetterGroup<T> = { letter: string; items: T[] }

/** spec §3: profiles grouped by the first letter of their sort name, A to Z then #, each sorted by sort name then full name. */
export function groupByLetter<T>(items: readonly T[], sortName: (item: T) => string, fullName: (item: T) => string = sortName): LetterGroup<T>[] {
  const groups = new Map<string, T[]>()
  for (const item of items) {
    const letter = indexLetter(sortName(item))
    const group = groups.get(letter)
    if (group) group.push(item)
    else groups.set(letter, [item])
  }
  return INDEX_LETTERS.filter((letter) => groups.has(letter)).map((letter) => ({
    letter,
    items: groups.get(letter)!.sort((a, b) => compareNames(sortName(a), sortName(b)) || compareNames(fullName(a), fullName(b))),
  }))
}

/** The id a letter's section takes on the page, for the jump links ('#' becomes 'letter-other'). */
export function letterAnchor(letter: string): string {
  return letter === OTHER_LETTER ? 'letter-other' : `letter-${letter.toLowerCase()}`
}

/** The initials of a profile without a portrait: first and last capitalised words ('Ana Lucía de la Cruz' → 'AC'). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const capitalised = words.filter((word) => /^[\p{Lu}\p{N}]/u.test(word))
  const chosen = capitalised.length >= 2 ? [capitalised[0]!, capitalised.at(-1)!] : words.slice(0, 2)
  return chosen.map((word) => [...word][0]!.toUpperCase()).join('')
}
