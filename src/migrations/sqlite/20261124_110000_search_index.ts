import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * The site's own search index (services/search-index.ts, docs/decisions/0057), outside Payload's
 * schema: what each public document shows as a result, an FTS5 index over its folded text kept by
 * triggers, and the words of the index with a trigram index, for misspellings.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`search_documents\` (
    \`id\` integer PRIMARY KEY NOT NULL,
    \`kind\` text NOT NULL,
    \`doc_id\` text NOT NULL,
    \`path\` text NOT NULL,
    \`title\` text NOT NULL,
    \`body\` text NOT NULL,
    \`title_text\` text NOT NULL,
    \`body_text\` text NOT NULL,
    \`image_url\` text,
    \`image_alt\` text,
    \`dated_at\` text NOT NULL,
    UNIQUE (\`kind\`, \`doc_id\`)
  )`)
  await db.run(
    sql`CREATE VIRTUAL TABLE \`search_fts\` USING fts5(title_text, body_text, content='search_documents', content_rowid='id', tokenize='unicode61')`,
  )
  await db.run(sql`CREATE TRIGGER \`search_documents_insert\` AFTER INSERT ON \`search_documents\` BEGIN
    INSERT INTO search_fts (rowid, title_text, body_text) VALUES (new.id, new.title_text, new.body_text);
  END`)
  await db.run(sql`CREATE TRIGGER \`search_documents_delete\` AFTER DELETE ON \`search_documents\` BEGIN
    INSERT INTO search_fts (search_fts, rowid, title_text, body_text) VALUES ('delete', old.id, old.title_text, old.body_text);
  END`)
  await db.run(sql`CREATE TRIGGER \`search_documents_update\` AFTER UPDATE ON \`search_documents\` BEGIN
    INSERT INTO search_fts (search_fts, rowid, title_text, body_text) VALUES ('delete', old.id, old.title_text, old.body_text);
    INSERT INTO search_fts (rowid, title_text, body_text) VALUES (new.id, new.title_text, new.body_text);
  END`)
  await db.run(sql`CREATE TABLE \`search_words\` (\`id\` integer PRIMARY KEY NOT NULL, \`word\` text NOT NULL UNIQUE)`)
  await db.run(sql`CREATE VIRTUAL TABLE \`search_words_trigrams\` USING fts5(word, content='search_words', content_rowid='id', tokenize='trigram')`)
  await db.run(sql`CREATE TRIGGER \`search_words_insert\` AFTER INSERT ON \`search_words\` BEGIN
    INSERT INTO search_words_trigrams (rowid, word) VALUES (new.id, new.word);
  END`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const statement of [
    sql`DROP TRIGGER IF EXISTS \`search_words_insert\``,
    sql`DROP TABLE IF EXISTS \`search_words_trigrams\``,
    sql`DROP TABLE IF EXISTS \`search_words\``,
    sql`DROP TRIGGER IF EXISTS \`search_documents_update\``,
    sql`DROP TRIGGER IF EXISTS \`search_documents_delete\``,
    sql`DROP TRIGGER IF EXISTS \`search_documents_insert\``,
    sql`DROP TABLE IF EXISTS \`search_fts\``,
    sql`DROP TABLE IF EXISTS \`search_documents\``,
  ])
    await db.run(statement)
}
