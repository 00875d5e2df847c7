import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * A document's headings and summary weigh between its title and its text (docs/decisions/0131): the index keeps them
 * folded in a column of their own, and the full-text vector weighs the title A, the headings and summary B, the text C.
 * The column is empty for the documents indexed before: `npm run search:reindex` fills it.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "search_documents" ADD COLUMN "headings_text" text DEFAULT '' NOT NULL`)
  await db.execute(sql`ALTER TABLE "search_documents" DROP COLUMN "search_vector"`)
  await db.execute(sql`ALTER TABLE "search_documents" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('simple', "title_text"), 'A') || setweight(to_tsvector('simple', "headings_text"), 'B')
    || setweight(to_tsvector('simple', "body_text"), 'C')) STORED`)
  await db.execute(sql`CREATE INDEX "search_documents_vector_idx" ON "search_documents" USING gin ("search_vector")`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "search_documents" DROP COLUMN "search_vector"`)
  await db.execute(sql`ALTER TABLE "search_documents" DROP COLUMN "headings_text"`)
  await db.execute(sql`ALTER TABLE "search_documents" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('simple', "title_text"), 'A') || setweight(to_tsvector('simple', "body_text"), 'B')) STORED`)
  await db.execute(sql`CREATE INDEX "search_documents_vector_idx" ON "search_documents" USING gin ("search_vector")`)
}
