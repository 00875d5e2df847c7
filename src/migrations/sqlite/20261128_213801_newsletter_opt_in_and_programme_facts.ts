import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`departments_applying_deadlines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`date\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`departments_applying_deadlines_order_idx\` ON \`departments_applying_deadlines\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`departments_applying_deadlines_parent_id_idx\` ON \`departments_applying_deadlines\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`departments\` ADD \`applying_how_to_apply\` text;`)
  await db.run(sql`ALTER TABLE \`departments\` ADD \`applying_cost\` text;`)
  await db.run(sql`ALTER TABLE \`departments\` ADD \`applying_cost_url\` text;`)
  await db.run(sql`ALTER TABLE \`newsletter_signups\` ADD \`status\` text DEFAULT 'pending' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`newsletter_signups\` ADD \`confirmed_at\` text;`)
  await db.run(sql`CREATE INDEX \`newsletter_signups_status_idx\` ON \`newsletter_signups\` (\`status\`);`)
  // Sign-ups stored before double opt-in were subscribed under the rules of their day: they stay subscribers (decision 0125).
  await db.run(sql`UPDATE \`newsletter_signups\` SET \`status\` = 'confirmed', \`confirmed_at\` = \`created_at\`;`)
  await db.run(sql`ALTER TABLE \`outbox_messages\` ADD \`headers\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`departments_applying_deadlines\`;`)
  await db.run(sql`DROP INDEX \`newsletter_signups_status_idx\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_signups\` DROP COLUMN \`status\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_signups\` DROP COLUMN \`confirmed_at\`;`)
  await db.run(sql`ALTER TABLE \`departments\` DROP COLUMN \`applying_how_to_apply\`;`)
  await db.run(sql`ALTER TABLE \`departments\` DROP COLUMN \`applying_cost\`;`)
  await db.run(sql`ALTER TABLE \`departments\` DROP COLUMN \`applying_cost_url\`;`)
  await db.run(sql`ALTER TABLE \`outbox_messages\` DROP COLUMN \`headers\`;`)
}
