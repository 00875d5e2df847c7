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

/**
 * A name reduced for comparison: accents removed (Émile → emile), letters Unicode keeps whole
 * mapped to their base (Ødegaard → odegaard), lower case.
 */
export function foldName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[øæœłđðþßıħŧ]/g, (letter) => UNDECOMPOSED[letter] ?? letter)
}

/**
 * The index letter of a name: its first letter, without accents, in upper case ("van der Berg"
 * is under V, "Ødegaard" under O, "Émile" under E). Leading punctuation and spaces are skipped
 * ("'t Hooft" is under T); a name that starts with a digit, or has no Latin letter first, is under #.
 */
export function indexLetter(name: string): string {
  const folded = foldName(name.trim()).replace(/^[\s'’"“”‘.,\-–—()[\]]+/u, '')
  const first = folded.charAt(0).toUpperCase()
  return FACULTY_LETTERS.includes(first) ? first : OTHER_LETTER
}

/**
 * The key a database sorts profiles by: the folded name with only its letters and digits
 * ('van der Berg' → 'vanderberg', "O'Neill" → 'oneill'). Every collation, SQLite's binary one and
 * any PostgreSQL locale, orders such keys the same way, so pages of the list agree across databases.
 */
export function sortKey(name: string): string {
  return foldName(name).replace(/[^a-z0-9]+/g, '')
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true, ignorePunctuation: true })

/** Compares two names as an index does: accents and case do not matter, digits count as numbers. */
export function compareNames(a: string, b: string): number {
  return collator.compare(foldName(a), foldName(b)) || collator.compare(a, b)
}

export type LetterGroup<T> = { letter: string; items: T[] }

/**
 * spec §3: profiles grouped by the first letter of their sort name (the last name), A to Z and
 * then #, each group sorted by sort name and then by full name. Letters without anybody are left out.
 */
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

/**
 * The initials shown for a profile without a portrait: the first and last capitalised words, so
 * particles in lower case are skipped ('Ana Lucía de la Cruz' → 'AC', 'Mina 3D Collective' → 'MC').
 */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const capitalised = words.filter((word) => /^[\p{Lu}\p{N}]/u.test(word))
  const chosen = capitalised.length >= 2 ? [capitalised[0]!, capitalised.at(-1)!] : words.slice(0, 2)
  return chosen.map((word) => [...word][0]!.toUpperCase()).join('')
}
