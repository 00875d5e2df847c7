import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`forms_blocks_programme\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text DEFAULT 'programme' NOT NULL,
  	\`label\` text,
  	\`width\` numeric,
  	\`required\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_programme_order_idx\` ON \`forms_blocks_programme\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_programme_parent_id_idx\` ON \`forms_blocks_programme\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_programme_path_idx\` ON \`forms_blocks_programme\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_start_term\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text DEFAULT 'startTerm' NOT NULL,
  	\`label\` text,
  	\`width\` numeric,
  	\`required\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_start_term_order_idx\` ON \`forms_blocks_start_term\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_start_term_parent_id_idx\` ON \`forms_blocks_start_term\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_start_term_path_idx\` ON \`forms_blocks_start_term\` (\`_path\`);`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`request_for_information_type\` text;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`request_for_information_main_type\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`forms_blocks_programme\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_start_term\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`request_for_information_type\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`request_for_information_main_type\`;`)
}
