import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_config\` ADD \`registration_url\` text;`)
  await db.run(sql`ALTER TABLE \`site_config\` ADD \`registration_phone\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_config\` DROP COLUMN \`registration_url\`;`)
  await db.run(sql`ALTER TABLE \`site_config\` DROP COLUMN \`registration_phone\`;`)
}
