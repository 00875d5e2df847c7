import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The site's own search index (services/search-index.ts, docs/decisions/0057), outside Payload's
 * schema: what each public document shows as a result with a weighted full-text vector of its
 * folded text (title A, body B), and the words of the index with a pg_trgm index, for misspellings.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`)
  await db.execute(sql`CREATE TABLE "search_documents" (
    "id" serial PRIMARY KEY NOT NULL,
    "kind" varchar NOT NULL,
    "doc_id" varchar NOT NULL,
    "path" varchar NOT NULL,
    "title" varchar NOT NULL,
    "body" text NOT NULL,
    "title_text" varchar NOT NULL,
    "body_text" text NOT NULL,
    "image_url" varchar,
    "image_alt" varchar,
    "dated_at" varchar NOT NULL,
    "search_vector" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('simple', "title_text"), 'A') || setweight(to_tsvector('simple', "body_text"), 'B')) STORED,
    UNIQUE ("kind", "doc_id")
  )`)
  await db.execute(sql`CREATE INDEX "search_documents_vector_idx" ON "search_documents" USING gin ("search_vector")`)
  await db.execute(sql`CREATE TABLE "search_words" ("word" varchar PRIMARY KEY NOT NULL)`)
  await db.execute(sql`CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops)`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "search_words"`)
  await db.execute(sql`DROP TABLE IF EXISTS "search_documents"`)
}
