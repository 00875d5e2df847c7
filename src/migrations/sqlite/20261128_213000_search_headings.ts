import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * A document's headings and summary weigh between its title and its text (docs/decisions/0131): the index keeps them
 * folded in a column of their own, and the FTS5 index is made again with three columns and its triggers. The column
 * is empty for the documents indexed before: `npm run search:reindex` fills it.
 */
const TRIGGERS = ['search_documents_insert', 'search_documents_delete', 'search_documents_update']

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`search_documents\` ADD \`headings_text\` text DEFAULT '' NOT NULL`)
  for (const trigger of TRIGGERS) await db.run(sql.raw(`DROP TRIGGER IF EXISTS \`${trigger}\``))
  await db.run(sql`DROP TABLE IF EXISTS \`search_fts\``)
  await db.run(
    sql`CREATE VIRTUAL TABLE \`search_fts\` USING fts5(title_text, headings_text, body_text, content='search_documents', content_rowid='id', tokenize='unicode61')`,
  )
  await db.run(sql`CREATE TRIGGER \`search_documents_insert\` AFTER INSERT ON \`search_documents\` BEGIN
    INSERT INTO search_fts (rowid, title_text, headings_text, body_text) VALUES (new.id, new.title_text, new.headings_text, new.body_text);
  END`)
  await db.run(sql`CREATE TRIGGER \`search_documents_delete\` AFTER DELETE ON \`search_documents\` BEGIN
    INSERT INTO search_fts (search_fts, rowid, title_text, headings_text, body_text) VALUES ('delete', old.id, old.title_text, old.headings_text, old.body_text);
  END`)
  await db.run(sql`CREATE TRIGGER \`search_documents_update\` AFTER UPDATE ON \`search_documents\` BEGIN
    INSERT INTO search_fts (search_fts, rowid, title_text, headings_text, body_text) VALUES ('delete', old.id, old.title_text, old.headings_text, old.body_text);
    INSERT INTO search_fts (rowid, title_text, headings_text, body_text) VALUES (new.id, new.title_text, new.headings_text, new.body_text);
  END`)
  await db.run(sql`INSERT INTO search_fts (search_fts) VALUES ('rebuild')`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const trigger of TRIGGERS) await db.run(sql.raw(`DROP TRIGGER IF EXISTS \`${trigger}\``))
  await db.run(sql`DROP TABLE IF EXISTS \`search_fts\``)
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
  await db.run(sql`INSERT INTO search_fts (search_fts) VALUES ('rebuild')`)
  await db.run(sql`ALTER TABLE \`search_documents\` DROP COLUMN \`headings_text\``)
}
