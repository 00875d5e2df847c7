import { sql } from '@payloadcms/db-sqlite'
import type { Payload, PayloadRequest } from 'payload'

import {
  type Alternative,
  EVENT_NEARNESS_DAYS,
  HEADING_WEIGHT,
  type IndexedDocument,
  KIND_WEIGHTS,
  type SearchKind,
  PAST_EVENT_WEIGHT,
  TITLE_WEIGHT,
  allowedEdits,
  collectionsOfKind,
  corrections,
  foldForSearch,
  ftsExpression,
  indexedWords,
  markedWords,
  queryWords,
  splitsOf,
  tsExpression,
  wordForms,
} from '@/domain/search'
import { synonymsOf } from '@/domain/search-editors'

// The site's own search index (docs/decisions/0057): FTS5 on SQLite, full-text and pg_trgm on PostgreSQL.

/** What the index keeps of one public document. */
export type SearchEntry = Omit<IndexedDocument, 'sections'> & { kind: string; docId: string; headings: string; datedAt: string; groupKey: string | null }

export type Row = Record<string, unknown>
type Statement = ReturnType<typeof sql>

/** The database of `req`'s transaction when there is one (a hook runs inside its change's), else the adapter's. */
export async function connection(payload: Payload, req?: Partial<PayloadRequest>) {
  const adapter = payload.db as unknown as { name: string; drizzle: unknown; sessions?: Record<string, { db: unknown }> }
  const session = req?.transactionID ? adapter.sessions?.[String(await req.transactionID)] : undefined
  const db = (session?.db ?? adapter.drizzle) as {
    run?: (query: Statement) => Promise<unknown>
    all?: (query: Statement) => Promise<Row[]>
    execute?: (query: Statement) => Promise<{ rows: Row[] }>
  }
  const postgres = adapter.name === 'postgres'
  return {
    postgres,
    run: async (query: Statement) => void (postgres ? await db.execute!(query) : await db.run!(query)),
    rows: async (query: Statement): Promise<Row[]> => (postgres ? (await db.execute!(query)).rows : await db.all!(query)),
  }
}

/** Keeps `entry` in the index, replacing what it held for the document. */
export async function indexEntry(payload: Payload, entry: SearchEntry, req?: Partial<PayloadRequest>): Promise<void> {
  const db = await connection(payload, req)
  const titleText = foldForSearch(entry.title)
  const headingsText = foldForSearch(entry.headings)
  const bodyText = foldForSearch(entry.body)
  const values = sql`${entry.kind}, ${entry.docId}, ${entry.path}, ${entry.title}, ${entry.body}, ${titleText}, ${headingsText}, ${bodyText}, ${entry.imageUrl}, ${entry.imageAlt}, ${entry.datedAt}, ${entry.groupKey}`
  const changes = sql`path = excluded.path, title = excluded.title, body = excluded.body, title_text = excluded.title_text,
    headings_text = excluded.headings_text, body_text = excluded.body_text,
    image_url = excluded.image_url, image_alt = excluded.image_alt, dated_at = excluded.dated_at, group_key = excluded.group_key`
  await db.run(
    sql`INSERT INTO search_documents (kind, doc_id, path, title, body, title_text, headings_text, body_text, image_url, image_alt, dated_at, group_key) VALUES (${values})
      ON CONFLICT (kind, doc_id) DO UPDATE SET ${changes}`,
  )
  const words = indexedWords(`${entry.title} ${entry.body}`)
  if (words.length > 0)
    await db.run(
      sql`INSERT INTO search_words (word) VALUES ${sql.join(
        words.map((word) => sql`(${word})`),
        sql`, `,
      )} ON CONFLICT (word) DO NOTHING`,
    )
}

/** Takes a document out of the index (unpublished, deleted, or no longer public). */
export async function removeEntry(payload: Payload, kind: string, docId: string, req?: Partial<PayloadRequest>): Promise<void> {
  await (await connection(payload, req)).run(sql`DELETE FROM search_documents WHERE kind = ${kind} AND doc_id = ${docId}`)
}

/** Empties the index of every document of these kinds (before they are indexed again). */
export async function clearEntries(payload: Payload, kinds: readonly string[]): Promise<void> {
  const db = await connection(payload)
  for (const kind of kinds) await db.run(sql`DELETE FROM search_documents WHERE kind = ${kind}`)
}

/** How many candidates for a misspelled word are weighed (nearest by trigrams first). */
const CANDIDATES = 20

type Db = Awaited<ReturnType<typeof connection>>
type SynonymGroups = readonly (readonly (readonly string[])[])[]

/** What one lookup of the expansion found: a word's index in the query, what was looked up, and the word or split it found. */
type Found = { slot: number; what: 'known' | 'pair' | 'near' | 'split'; n: number; word: string | null }

/** The lookups sent as one statement (a row each for what they found), none when there are none. */
async function lookUp(db: Db, lookups: readonly Statement[]): Promise<Found[]> {
  if (lookups.length === 0) return []
  const rows = await db.rows(sql.join([...lookups], sql` UNION ALL `))
  return rows.map((row) => ({
    slot: Number(row.slot),
    what: String(row.what) as Found['what'],
    n: Number(row.n),
    word: row.word === null ? null : String(row.word),
  }))
}

/** Our numbers and names, written into a lookup's row as they are. */
const tag = (slot: number, what: Found['what'], n = 0) => sql.raw(`${slot} AS slot, '${what}' AS what, ${n} AS n`)

/**
 * What each searched word may be found as (docs/decisions/0105): its forms as prefixes ("classes" → class*); a word of five
 * letters or more that begins no word of the index, the words a letter or two away (spec: misspellings still find) and the
 * two words it may join ("precollege" → "pre college"); two neighbouring words the index holds joined, that word.
 * At most two statements whatever the query (docs/decisions/0141): one asks which words the index knows and which pairs it
 * holds joined, a second, only for words it does not know, their near spellings and splits.
 */
async function alternativesOf(db: Db, words: readonly string[], synonyms: SynonymGroups): Promise<Alternative[][]> {
  const slots = words.map((word): Alternative[] => {
    // Editors' synonyms (docs/decisions/0105): "tour" is also searched as "visit".
    const said: Alternative[] = synonymsOf(word, synonyms).map((member) => (member.length === 1 ? { word: member[0]!, prefix: true } : { phrase: member }))
    // The word itself once more, exactly: a document holding "visit" ranks above one holding only "visiting".
    return [...wordForms(word).map((form) => ({ word: form, prefix: true })), { word, prefix: false }, ...said]
  })
  const mayBeMisspelt = words.flatMap((word, slot) => (allowedEdits(word) > 0 ? [slot] : []))
  // Words hold only letters and digits: no wildcard among them. SQLite's LIKE ignores case and so its index; GLOB uses it.
  const begins = (word: string) =>
    sql.join(
      wordForms(word).map((form) => (db.postgres ? sql`word LIKE ${`${form}%`}` : sql`word GLOB ${`${form}*`}`)),
      sql` OR `,
    )
  // "pre college" for a site that writes "precollege": each of the two words may be found as the joined one.
  const pairs = words.slice(1).map((word, index) => `${words[index]}${word}`)
  const first = await lookUp(db, [
    ...mayBeMisspelt.map((slot) => sql`SELECT ${tag(slot, 'known')}, NULL AS word WHERE EXISTS (SELECT 1 FROM search_words WHERE ${begins(words[slot]!)})`),
    ...(pairs.length > 0
      ? [
          sql`SELECT ${tag(-1, 'pair')}, word FROM search_words WHERE word IN (${sql.join(
            pairs.map((pair) => sql`${pair}`),
            sql`, `,
          )})`,
        ]
      : []),
  ])
  const unknown = mayBeMisspelt.filter((slot) => !first.some((row) => row.what === 'known' && row.slot === slot))
  const second = await lookUp(
    db,
    unknown.flatMap((slot) => {
      const word = words[slot]!
      const near = db.postgres
        ? sql`SELECT * FROM (SELECT ${tag(slot, 'near')}, word FROM search_words WHERE word % ${word} ORDER BY word <-> ${word} LIMIT ${CANDIDATES}) AS near`
        : sql`SELECT * FROM (SELECT ${tag(slot, 'near')}, word FROM search_words_trigrams WHERE search_words_trigrams MATCH ${trigramQuery(word)} ORDER BY rank LIMIT ${CANDIDATES})`
      // Whether the index holds the two parts one after the other.
      const splits = splitsOf(word).map(([left, right], n) =>
        db.postgres
          ? sql`SELECT ${tag(slot, 'split', n)}, NULL AS word WHERE EXISTS (SELECT 1 FROM search_documents WHERE search_vector @@ to_tsquery('simple', ${`${left} <-> ${right}`}))`
          : sql`SELECT ${tag(slot, 'split', n)}, NULL AS word WHERE EXISTS (SELECT 1 FROM search_fts WHERE search_fts MATCH ${`"${left} ${right}"`})`,
      )
      return [near, ...splits]
    }),
  )
  for (const slot of unknown) {
    const word = words[slot]!
    const near = corrections(
      word,
      second.filter((row) => row.slot === slot && row.what === 'near').map((row) => row.word!),
    ).map((candidate): Alternative => ({ word: candidate, prefix: false }))
    const splits = splitsOf(word)
    const joined = second
      .filter((row) => row.slot === slot && row.what === 'split')
      .sort((a, b) => a.n - b.n)
      .map((row): Alternative => ({ phrase: splits[row.n]! }))
    slots[slot]!.push(...near, ...joined)
  }
  const joinedPairs = new Set(first.filter((row) => row.what === 'pair').map((row) => row.word))
  pairs.forEach((pair, index) => {
    if (!joinedPairs.has(pair)) return
    slots[index]!.push({ word: pair, prefix: true })
    slots[index + 1]!.push({ word: pair, prefix: true })
  })
  return slots
}

/** FTS5 trigram query for the words sharing any of the term's trigrams (the term holds only letters and digits). */
function trigramQuery(term: string): string {
  const trigrams = new Set<string>()
  for (let at = 0; at + 3 <= term.length; at++) trigrams.add(`"${term.slice(at, at + 3)}"`)
  return [...trigrams].join(' OR ') || `"${term}"`
}

/**
 * One page of the documents holding any searched word (docs/decisions/0105), those holding more of them first, then by how
 * well they match (the engine's own ranking, the title weighing most) times their kind's weight and, for events, how soon
 * (docs/decisions/0106), a course's sections as one (docs/decisions/0107); the total; and the words a result marks.
 */
export async function queryIndex(
  payload: Payload,
  terms: readonly string[],
  page: { offset: number; limit: number },
  kind: SearchKind | null = null,
  editors: { synonyms: SynonymGroups; promotedPage: string | null } = { synonyms: [], promotedPage: null },
): Promise<{ documents: IndexedDocument[]; total: number; marks: string[] }> {
  if (terms.length === 0) return { documents: [], total: 0, marks: [] }
  const db = await connection(payload)
  const alternatives = await alternativesOf(db, queryWords(terms), editors.synonyms)
  const marks = markedWords(alternatives)
  const columns = sql`d.path, d.title, d.body, d.image_url AS "imageUrl", d.image_alt AS "imageAlt", d.kind`
  // Narrowed to one kind (docs/decisions/0108).
  const ofKind = kind
    ? sql` AND d.kind IN (${sql.join(
        collectionsOfKind(kind).map((collection) => sql`${collection}`),
        sql`, `,
      )})`
    : sql``
  const sum = (parts: Statement[]) => sql.join(parts, sql` + `)
  // Our constants, written into the statement as numbers.
  const kindWeight = sql`(CASE d.kind ${sql.join(
    Object.entries(KIND_WEIGHTS).map(([kind, weight]) => sql`WHEN ${kind} THEN ${sql.raw(String(weight))}`),
    sql` `,
  )} ELSE 1 END)`
  const now = new Date().toISOString()
  const upcoming = sql`(CASE WHEN d.dated_at >= ${now} THEN 1 ELSE 0 END)`
  let scored: Statement
  let group: Statement
  let found: Statement
  if (db.postgres) {
    const any = alternatives.map((slot) => tsExpression(slot)).join(' | ')
    const matched =
      alternatives.length === 1 ? sql`1` : sum(alternatives.map((slot) => sql`(d.search_vector @@ to_tsquery('simple', ${tsExpression(slot)}))::int`))
    // Weights are {D, C, B, A}: the title (A) counts TITLE_WEIGHT times the text (C), the headings and summary (B)
    // HEADING_WEIGHT times (docs/decisions/0131); normalised by the log of the length.
    const relevance = sql`ts_rank_cd(${sql.raw(`'{0, ${1 / TITLE_WEIGHT}, ${HEADING_WEIGHT / TITLE_WEIGHT}, 1}'`)}, d.search_vector, to_tsquery('simple', ${any}), 1)`
    const days = sql`(EXTRACT(EPOCH FROM (d.dated_at::timestamptz - now())) / 86400)`
    const when = sql`CASE WHEN d.kind <> 'events' THEN 1 WHEN d.dated_at::timestamptz < now() THEN ${sql.raw(String(PAST_EVENT_WEIGHT))}
      ELSE 1 + 1 / (1 + ${days} / ${sql.raw(String(EVENT_NEARNESS_DAYS))}) END`
    group = sql`COALESCE(d.group_key, 'doc:' || d.id::text)`
    found = sql`search_documents d WHERE d.search_vector @@ to_tsquery('simple', ${any})${ofKind}`
    // Negated, as bm25 is: the lower the better on both databases.
    scored = sql`SELECT d.id, ${group} AS grp, ${matched} AS matched, -(${relevance} * ${kindWeight} * ${when}) AS score, ${upcoming} AS upcoming, d.dated_at
      FROM ${found}`
  } else {
    const slots = alternatives.map(ftsExpression)
    const expression = slots.join(' OR ')
    const holding = (match: string) => sql`(d.id IN (SELECT rowid FROM search_fts WHERE search_fts MATCH ${match}))`
    // One searched word: every document found holds it.
    const matched = slots.length === 1 ? sql`1` : sum(slots.map((slot) => holding(slot)))
    // bm25 is negative, the better the lower: weights that raise a document multiply it.
    // The columns' weights: title, headings and summary (docs/decisions/0131), text.
    const relevance = sql`bm25(search_fts, ${sql.raw(String(TITLE_WEIGHT))}, ${sql.raw(String(HEADING_WEIGHT))}, 1)`
    const days = sql`(julianday(d.dated_at) - julianday('now'))`
    const when = sql`CASE WHEN d.kind <> 'events' THEN 1 WHEN ${days} < 0 THEN ${sql.raw(String(PAST_EVENT_WEIGHT))}
      ELSE 1 + 1.0 / (1 + ${days} / ${sql.raw(String(EVENT_NEARNESS_DAYS))}) END`
    group = sql`COALESCE(d.group_key, 'doc:' || d.id)`
    found = sql`search_fts JOIN search_documents d ON d.id = search_fts.rowid WHERE search_fts MATCH ${expression}${ofKind}`
    scored = sql`SELECT d.id, ${group} AS grp, ${matched} AS matched, ${relevance} * ${kindWeight} * ${when} AS score, ${upcoming} AS upcoming, d.dated_at
      FROM ${found}`
  }
  // One result per course (docs/decisions/0107): its soonest upcoming section (else its latest), ranked as its best section,
  // saying how many it has. The page's ids are chosen first and their texts read after: sorting carries no document's text.
  // The number of courses and documents found rides on the page's rows (one search of the index, not two); a page past the
  // end has no row to carry it, and counts apart.
  const rows = await db.rows(sql`WITH scored AS (${scored}),
      grouped AS (
        SELECT id, COUNT(*) OVER (PARTITION BY grp) AS sections, MAX(matched) OVER (PARTITION BY grp) AS best_matched,
          MIN(score) OVER (PARTITION BY grp) AS best_score,
          ROW_NUMBER() OVER (PARTITION BY grp ORDER BY upcoming DESC, CASE WHEN upcoming = 1 THEN dated_at END, dated_at DESC, id) AS nth
        FROM scored),
      hits AS (SELECT id, sections, best_matched, best_score, COUNT(*) OVER () AS total FROM grouped WHERE nth = 1
        ORDER BY best_matched DESC, best_score, id LIMIT ${page.limit} OFFSET ${page.offset})
      SELECT ${columns}, hits.sections AS sections, hits.total AS total FROM hits JOIN search_documents d ON d.id = hits.id
      ORDER BY hits.best_matched DESC, hits.best_score, hits.id`)
  let total =
    rows.length > 0
      ? Number(rows[0]!.total)
      : page.offset === 0
        ? 0
        : Number((await db.rows(sql`SELECT count(DISTINCT ${group}) AS total FROM ${found}`))[0]?.total ?? 0)
  let documents = rows.map(({ total: _total, ...document }) => document) as IndexedDocument[]
  // An editor's promoted page comes first for its query (docs/decisions/0105), and is not repeated after.
  if (editors.promotedPage !== null && (kind === null || kind === 'page')) {
    const [promoted] = (await db.rows(
      sql`SELECT ${columns} FROM search_documents d WHERE d.kind = 'pages' AND d.doc_id = ${editors.promotedPage}`,
    )) as IndexedDocument[]
    if (promoted) {
      const rest = documents.filter((document) => document.path !== promoted.path)
      if (rest.length === documents.length) total += 1
      documents = page.offset === 0 ? [promoted, ...rest].slice(0, page.limit) : rest
    }
  }
  return { documents, total, marks }
}
