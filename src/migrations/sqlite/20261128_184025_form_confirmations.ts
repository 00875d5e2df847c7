import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`outbox_messages\` ADD \`text\` text;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`confirmation_subject\` text;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`confirmation_text\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`outbox_messages\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`confirmation_subject\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`confirmation_text\`;`)
}
