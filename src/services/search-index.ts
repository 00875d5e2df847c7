import { sql } from '@payloadcms/db-sqlite'
import type { Payload, PayloadRequest } from 'payload'

import { type IndexedDocument, allowedEdits, corrections, foldForSearch, indexedWords } from '@/domain/search'

// The site's own search index (docs/decisions/0057): FTS5 on SQLite, full-text and pg_trgm on PostgreSQL.

/** What the index keeps of one public document. */
export type SearchEntry = IndexedDocument & { kind: string; docId: string; datedAt: string }

type Row = Record<string, unknown>
type Statement = ReturnType<typeof sql>

/** The database of `req`'s transaction when there is one (a hook runs inside its change's), else the adapter's. */
async function connection(payload: Payload, req?: Partial<PayloadRequest>) {
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
  const bodyText = foldForSearch(entry.body)
  const values = sql`${entry.kind}, ${entry.docId}, ${entry.path}, ${entry.title}, ${entry.body}, ${titleText}, ${bodyText}, ${entry.imageUrl}, ${entry.imageAlt}, ${entry.datedAt}`
  const changes = sql`path = excluded.path, title = excluded.title, body = excluded.body, title_text = excluded.title_text, body_text = excluded.body_text,
    image_url = excluded.image_url, image_alt = excluded.image_alt, dated_at = excluded.dated_at`
  await db.run(
    sql`INSERT INTO search_documents (kind, doc_id, path, title, body, title_text, body_text, image_url, image_alt, dated_at) VALUES (${values})
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

/** The words a term may stand for: itself and words it begins; from five letters, words a letter or two away (spec: misspellings still find). */
async function alternativesOf(db: Awaited<ReturnType<typeof connection>>, terms: readonly string[]): Promise<string[][]> {
  return Promise.all(
    terms.map(async (term) => {
      if (allowedEdits(term) === 0) return [term]
      // Terms hold only letters and digits: no LIKE wildcard among them.
      const known = await db.rows(sql`SELECT 1 FROM search_words WHERE word LIKE ${`${term}%`} LIMIT 1`)
      if (known.length > 0) return [term]
      const candidates = db.postgres
        ? await db.rows(sql`SELECT word FROM search_words WHERE word % ${term} ORDER BY word <-> ${term} LIMIT ${CANDIDATES}`)
        : await db.rows(sql`SELECT word FROM search_words_trigrams WHERE search_words_trigrams MATCH ${trigramQuery(term)} ORDER BY rank LIMIT ${CANDIDATES}`)
      return [
        term,
        ...corrections(
          term,
          candidates.map((row) => String(row.word)),
        ),
      ]
    }),
  )
}

/** FTS5 trigram query for the words sharing any of the term's trigrams (the term holds only letters and digits). */
function trigramQuery(term: string): string {
  const trigrams = new Set<string>()
  for (let at = 0; at + 3 <= term.length; at++) trigrams.add(`"${term.slice(at, at + 3)}"`)
  return [...trigrams].join(' OR ') || `"${term}"`
}

/** One page of the documents holding every term (or an alternative), title matches first, then newest; and the total. */
export async function queryIndex(
  payload: Payload,
  terms: readonly string[],
  page: { offset: number; limit: number },
): Promise<{ documents: IndexedDocument[]; total: number }> {
  if (terms.length === 0) return { documents: [], total: 0 }
  const db = await connection(payload)
  const alternatives = await alternativesOf(db, terms)
  const columns = sql`d.path, d.title, d.body, d.image_url AS "imageUrl", d.image_alt AS "imageAlt"`
  if (db.postgres) {
    // Terms hold only letters and digits: nothing in them is tsquery syntax.
    const query = alternatives.map((words) => `(${words.map((word, index) => (index === 0 ? `${word}:*` : word)).join(' | ')})`).join(' & ')
    const matches = sql`d.search_vector @@ to_tsquery('simple', ${query})`
    const [rows, count] = await Promise.all([
      db.rows(sql`SELECT ${columns} FROM search_documents d WHERE ${matches}
        ORDER BY (to_tsvector('simple', d.title_text) @@ to_tsquery('simple', ${query})) DESC, d.dated_at DESC, d.id
        LIMIT ${page.limit} OFFSET ${page.offset}`),
      db.rows(sql`SELECT count(*) AS total FROM search_documents d WHERE ${matches}`),
    ])
    return { documents: rows as IndexedDocument[], total: Number(count[0]?.total ?? 0) }
  }
  // FTS5: each term a quoted prefix or one of its corrections; all terms must match.
  const expression = alternatives.map((words) => `(${words.map((word, index) => (index === 0 ? `"${word}"*` : `"${word}"`)).join(' OR ')})`).join(' AND ')
  // The page's ids are chosen first and their texts read after: sorting carries no document's text.
  const [rows, count] = await Promise.all([
    db.rows(sql`WITH hits AS (
        SELECT d.id, (d.id IN (SELECT rowid FROM search_fts WHERE search_fts MATCH ${`title_text : (${expression})`})) AS title_hit, d.dated_at
        FROM search_fts JOIN search_documents d ON d.id = search_fts.rowid WHERE search_fts MATCH ${expression}
        ORDER BY title_hit DESC, d.dated_at DESC, d.id LIMIT ${page.limit} OFFSET ${page.offset})
      SELECT ${columns} FROM hits JOIN search_documents d ON d.id = hits.id ORDER BY hits.title_hit DESC, hits.dated_at DESC, hits.id`),
    db.rows(sql`SELECT count(*) AS total FROM search_fts WHERE search_fts MATCH ${expression}`),
  ])
  return { documents: rows as IndexedDocument[], total: Number(count[0]?.total ?? 0) }
}
