import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/** Scheduled publishing (docs/decisions/0112): Payload's schedulePublish task in the jobs' slugs; the audit log's schedule actions and note. */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`audit_logs\` ADD \`note\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`audit_logs\` DROP COLUMN \`note\`;`)
}
