import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`form_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_form_order_idx\` ON \`pages_blocks_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_form_parent_id_idx\` ON \`pages_blocks_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_form_path_idx\` ON \`pages_blocks_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_form_form_idx\` ON \`pages_blocks_form\` (\`form_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`form_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_form_order_idx\` ON \`_pages_v_blocks_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_form_parent_id_idx\` ON \`_pages_v_blocks_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_form_path_idx\` ON \`_pages_v_blocks_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_form_form_idx\` ON \`_pages_v_blocks_form\` (\`form_id\`);`)
  await db.run(sql`CREATE TABLE \`shared_blocks_blocks_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`form_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`shared_blocks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_form_order_idx\` ON \`shared_blocks_blocks_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_form_parent_id_idx\` ON \`shared_blocks_blocks_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_form_path_idx\` ON \`shared_blocks_blocks_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_form_form_idx\` ON \`shared_blocks_blocks_form\` (\`form_id\`);`)
  await db.run(sql`CREATE TABLE \`_shared_blocks_v_blocks_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`form_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_shared_blocks_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_form_order_idx\` ON \`_shared_blocks_v_blocks_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_form_parent_id_idx\` ON \`_shared_blocks_v_blocks_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_form_path_idx\` ON \`_shared_blocks_v_blocks_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_form_form_idx\` ON \`_shared_blocks_v_blocks_form\` (\`form_id\`);`)
  await db.run(sql`CREATE TABLE \`features_blocks_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`form_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`features_blocks_form_order_idx\` ON \`features_blocks_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_form_parent_id_idx\` ON \`features_blocks_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_form_path_idx\` ON \`features_blocks_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_form_form_idx\` ON \`features_blocks_form\` (\`form_id\`);`)
  await db.run(sql`CREATE TABLE \`_features_v_blocks_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`form_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_features_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_form_order_idx\` ON \`_features_v_blocks_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_form_parent_id_idx\` ON \`_features_v_blocks_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_form_path_idx\` ON \`_features_v_blocks_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_form_form_idx\` ON \`_features_v_blocks_form\` (\`form_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_form\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_form\`;`)
  await db.run(sql`DROP TABLE \`shared_blocks_blocks_form\`;`)
  await db.run(sql`DROP TABLE \`_shared_blocks_v_blocks_form\`;`)
  await db.run(sql`DROP TABLE \`features_blocks_form\`;`)
  await db.run(sql`DROP TABLE \`_features_v_blocks_form\`;`)
}
