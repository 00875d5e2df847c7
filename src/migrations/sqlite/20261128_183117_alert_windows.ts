import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_wide_alerts\` ADD \`show_from\` text;`)
  await db.run(sql`ALTER TABLE \`site_wide_alerts\` ADD \`show_until\` text;`)
  await db.run(sql`CREATE INDEX \`site_wide_alerts_show_from_idx\` ON \`site_wide_alerts\` (\`show_from\`);`)
  await db.run(sql`CREATE INDEX \`site_wide_alerts_show_until_idx\` ON \`site_wide_alerts\` (\`show_until\`);`)
  await db.run(sql`ALTER TABLE \`home_page_alerts\` ADD \`show_from\` text;`)
  await db.run(sql`ALTER TABLE \`home_page_alerts\` ADD \`show_until\` text;`)
  await db.run(sql`CREATE INDEX \`home_page_alerts_show_from_idx\` ON \`home_page_alerts\` (\`show_from\`);`)
  await db.run(sql`CREATE INDEX \`home_page_alerts_show_until_idx\` ON \`home_page_alerts\` (\`show_until\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`site_wide_alerts_show_from_idx\`;`)
  await db.run(sql`DROP INDEX \`site_wide_alerts_show_until_idx\`;`)
  await db.run(sql`ALTER TABLE \`site_wide_alerts\` DROP COLUMN \`show_from\`;`)
  await db.run(sql`ALTER TABLE \`site_wide_alerts\` DROP COLUMN \`show_until\`;`)
  await db.run(sql`DROP INDEX \`home_page_alerts_show_from_idx\`;`)
  await db.run(sql`DROP INDEX \`home_page_alerts_show_until_idx\`;`)
  await db.run(sql`ALTER TABLE \`home_page_alerts\` DROP COLUMN \`show_from\`;`)
  await db.run(sql`ALTER TABLE \`home_page_alerts\` DROP COLUMN \`show_until\`;`)
}
