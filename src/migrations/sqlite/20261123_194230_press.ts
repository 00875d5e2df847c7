import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`press_releases\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`date\` text,
  	\`year\` numeric,
  	\`path\` text,
  	\`summary\` text,
  	\`body\` text,
  	\`image_id\` integer,
  	\`contact\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`press_releases_slug_idx\` ON \`press_releases\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`press_releases_date_idx\` ON \`press_releases\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`press_releases_year_idx\` ON \`press_releases\` (\`year\`);`)
  await db.run(sql`CREATE INDEX \`press_releases_path_idx\` ON \`press_releases\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`press_releases_image_idx\` ON \`press_releases\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`press_releases_updated_at_idx\` ON \`press_releases\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`press_releases_created_at_idx\` ON \`press_releases\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`press_releases__status_idx\` ON \`press_releases\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`press_releases_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`departments_id\` integer,
  	\`tags_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`press_releases\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`departments_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`press_releases_rels_order_idx\` ON \`press_releases_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`press_releases_rels_parent_idx\` ON \`press_releases_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`press_releases_rels_path_idx\` ON \`press_releases_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`press_releases_rels_departments_id_idx\` ON \`press_releases_rels\` (\`departments_id\`);`)
  await db.run(sql`CREATE INDEX \`press_releases_rels_tags_id_idx\` ON \`press_releases_rels\` (\`tags_id\`);`)
  await db.run(sql`CREATE TABLE \`_press_releases_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_date\` text,
  	\`version_year\` numeric,
  	\`version_path\` text,
  	\`version_summary\` text,
  	\`version_body\` text,
  	\`version_image_id\` integer,
  	\`version_contact\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`press_releases\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_press_releases_v_parent_idx\` ON \`_press_releases_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_press_releases_v_version_version_slug_idx\` ON \`_press_releases_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_press_releases_v_version_version_date_idx\` ON \`_press_releases_v\` (\`version_date\`);`)
  await db.run(sql`CREATE INDEX \`_press_releases_v_version_version_year_idx\` ON \`_press_releases_v\` (\`version_year\`);`)
  await db.run(sql`CREATE INDEX \`_press_releases_v_version_version_path_idx\` ON \`_press_releases_v\` (\`version_path\`);`)
  await db.run(sql`CREATE INDEX \`_press_releases_v_version_version_image_idx\` ON \`_press_releases_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_press_releases_v_version_version_updated_at_idx\` ON \`_press_releases_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_press_releases_v_version_version_created_at_idx\` ON \`_press_releases_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_press_releases_v_version_version__status_idx\` ON \`_press_releases_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_press_releases_v_created_at_idx\` ON \`_press_releases_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_press_releases_v_updated_at_idx\` ON \`_press_releases_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_press_releases_v_latest_idx\` ON \`_press_releases_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_press_releases_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`departments_id\` integer,
  	\`tags_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_press_releases_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`departments_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_press_releases_v_rels_order_idx\` ON \`_press_releases_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_press_releases_v_rels_parent_idx\` ON \`_press_releases_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_press_releases_v_rels_path_idx\` ON \`_press_releases_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_press_releases_v_rels_departments_id_idx\` ON \`_press_releases_v_rels\` (\`departments_id\`);`)
  await db.run(sql`CREATE INDEX \`_press_releases_v_rels_tags_id_idx\` ON \`_press_releases_v_rels\` (\`tags_id\`);`)
  await db.run(sql`CREATE TABLE \`external_press\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`outlet\` text,
  	\`date\` text,
  	\`title\` text,
  	\`link\` text,
  	\`summary\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`external_press_date_idx\` ON \`external_press\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`external_press_updated_at_idx\` ON \`external_press\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`external_press_created_at_idx\` ON \`external_press\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`external_press__status_idx\` ON \`external_press\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`external_press_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`departments_id\` integer,
  	\`tags_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`external_press\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`departments_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`external_press_rels_order_idx\` ON \`external_press_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`external_press_rels_parent_idx\` ON \`external_press_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`external_press_rels_path_idx\` ON \`external_press_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`external_press_rels_departments_id_idx\` ON \`external_press_rels\` (\`departments_id\`);`)
  await db.run(sql`CREATE INDEX \`external_press_rels_tags_id_idx\` ON \`external_press_rels\` (\`tags_id\`);`)
  await db.run(sql`CREATE TABLE \`_external_press_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_outlet\` text,
  	\`version_date\` text,
  	\`version_title\` text,
  	\`version_link\` text,
  	\`version_summary\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`external_press\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_external_press_v_parent_idx\` ON \`_external_press_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_external_press_v_version_version_date_idx\` ON \`_external_press_v\` (\`version_date\`);`)
  await db.run(sql`CREATE INDEX \`_external_press_v_version_version_updated_at_idx\` ON \`_external_press_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_external_press_v_version_version_created_at_idx\` ON \`_external_press_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_external_press_v_version_version__status_idx\` ON \`_external_press_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_external_press_v_created_at_idx\` ON \`_external_press_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_external_press_v_updated_at_idx\` ON \`_external_press_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_external_press_v_latest_idx\` ON \`_external_press_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_external_press_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`departments_id\` integer,
  	\`tags_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_external_press_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`departments_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_external_press_v_rels_order_idx\` ON \`_external_press_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_external_press_v_rels_parent_idx\` ON \`_external_press_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_external_press_v_rels_path_idx\` ON \`_external_press_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_external_press_v_rels_departments_id_idx\` ON \`_external_press_v_rels\` (\`departments_id\`);`)
  await db.run(sql`CREATE INDEX \`_external_press_v_rels_tags_id_idx\` ON \`_external_press_v_rels\` (\`tags_id\`);`)
  await db.run(sql`CREATE TABLE \`newsletters_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`url\` text,
  	\`summary\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`newsletters\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`newsletters_links_order_idx\` ON \`newsletters_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`newsletters_links_parent_id_idx\` ON \`newsletters_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`newsletters\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`newsletter_type\` text,
  	\`issue_date\` text,
  	\`intro\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`newsletters_newsletter_type_idx\` ON \`newsletters\` (\`newsletter_type\`);`)
  await db.run(sql`CREATE INDEX \`newsletters_issue_date_idx\` ON \`newsletters\` (\`issue_date\`);`)
  await db.run(sql`CREATE INDEX \`newsletters_updated_at_idx\` ON \`newsletters\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`newsletters_created_at_idx\` ON \`newsletters\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`newsletters__status_idx\` ON \`newsletters\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`newsletters_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`features_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`newsletters\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`features_id\`) REFERENCES \`features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`newsletters_rels_order_idx\` ON \`newsletters_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`newsletters_rels_parent_idx\` ON \`newsletters_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`newsletters_rels_path_idx\` ON \`newsletters_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`newsletters_rels_features_id_idx\` ON \`newsletters_rels\` (\`features_id\`);`)
  await db.run(sql`CREATE TABLE \`_newsletters_v_version_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`url\` text,
  	\`summary\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_newsletters_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_newsletters_v_version_links_order_idx\` ON \`_newsletters_v_version_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_newsletters_v_version_links_parent_id_idx\` ON \`_newsletters_v_version_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_newsletters_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_newsletter_type\` text,
  	\`version_issue_date\` text,
  	\`version_intro\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`newsletters\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_newsletters_v_parent_idx\` ON \`_newsletters_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_newsletters_v_version_version_newsletter_type_idx\` ON \`_newsletters_v\` (\`version_newsletter_type\`);`)
  await db.run(sql`CREATE INDEX \`_newsletters_v_version_version_issue_date_idx\` ON \`_newsletters_v\` (\`version_issue_date\`);`)
  await db.run(sql`CREATE INDEX \`_newsletters_v_version_version_updated_at_idx\` ON \`_newsletters_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_newsletters_v_version_version_created_at_idx\` ON \`_newsletters_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_newsletters_v_version_version__status_idx\` ON \`_newsletters_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_newsletters_v_created_at_idx\` ON \`_newsletters_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_newsletters_v_updated_at_idx\` ON \`_newsletters_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_newsletters_v_latest_idx\` ON \`_newsletters_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_newsletters_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`features_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_newsletters_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`features_id\`) REFERENCES \`features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_newsletters_v_rels_order_idx\` ON \`_newsletters_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_newsletters_v_rels_parent_idx\` ON \`_newsletters_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_newsletters_v_rels_path_idx\` ON \`_newsletters_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_newsletters_v_rels_features_id_idx\` ON \`_newsletters_v_rels\` (\`features_id\`);`)
  await db.run(sql`CREATE TABLE \`newsletter_signups\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`first_name\` text,
  	\`list\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`newsletter_signups_email_idx\` ON \`newsletter_signups\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_signups_list_idx\` ON \`newsletter_signups\` (\`list\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_signups_updated_at_idx\` ON \`newsletter_signups\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_signups_created_at_idx\` ON \`newsletter_signups\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`email_list_idx\` ON \`newsletter_signups\` (\`email\`,\`list\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`press_releases_id\` integer REFERENCES press_releases(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`external_press_id\` integer REFERENCES external_press(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`newsletters_id\` integer REFERENCES newsletters(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`newsletter_signups_id\` integer REFERENCES newsletter_signups(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_press_releases_id_idx\` ON \`payload_locked_documents_rels\` (\`press_releases_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_external_press_id_idx\` ON \`payload_locked_documents_rels\` (\`external_press_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletters_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletters_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_signups_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_signups_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`press_releases\`;`)
  await db.run(sql`DROP TABLE \`press_releases_rels\`;`)
  await db.run(sql`DROP TABLE \`_press_releases_v\`;`)
  await db.run(sql`DROP TABLE \`_press_releases_v_rels\`;`)
  await db.run(sql`DROP TABLE \`external_press\`;`)
  await db.run(sql`DROP TABLE \`external_press_rels\`;`)
  await db.run(sql`DROP TABLE \`_external_press_v\`;`)
  await db.run(sql`DROP TABLE \`_external_press_v_rels\`;`)
  await db.run(sql`DROP TABLE \`newsletters_links\`;`)
  await db.run(sql`DROP TABLE \`newsletters\`;`)
  await db.run(sql`DROP TABLE \`newsletters_rels\`;`)
  await db.run(sql`DROP TABLE \`_newsletters_v_version_links\`;`)
  await db.run(sql`DROP TABLE \`_newsletters_v\`;`)
  await db.run(sql`DROP TABLE \`_newsletters_v_rels\`;`)
  await db.run(sql`DROP TABLE \`newsletter_signups\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`roles_id\` integer,
  	\`media_id\` integer,
  	\`departments_id\` integer,
  	\`tags_id\` integer,
  	\`locations_id\` integer,
  	\`buildings_id\` integer,
  	\`faculty_profiles_id\` integer,
  	\`site_wide_alerts_id\` integer,
  	\`home_page_alerts_id\` integer,
  	\`events_id\` integer,
  	\`exhibitors_id\` integer,
  	\`departments_and_categories_id\` integer,
  	\`videos_id\` integer,
  	\`video_channels_id\` integer,
  	\`library_hours_id\` integer,
  	\`pages_id\` integer,
  	\`shared_blocks_id\` integer,
  	\`rankings_id\` integer,
  	\`features_id\` integer,
  	\`redirects_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`roles_id\`) REFERENCES \`roles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`departments_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`locations_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`buildings_id\`) REFERENCES \`buildings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faculty_profiles_id\`) REFERENCES \`faculty_profiles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`site_wide_alerts_id\`) REFERENCES \`site_wide_alerts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`home_page_alerts_id\`) REFERENCES \`home_page_alerts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`exhibitors_id\`) REFERENCES \`exhibitors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`departments_and_categories_id\`) REFERENCES \`departments_and_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`videos_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`video_channels_id\`) REFERENCES \`video_channels\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`library_hours_id\`) REFERENCES \`library_hours\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`shared_blocks_id\`) REFERENCES \`shared_blocks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rankings_id\`) REFERENCES \`rankings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`features_id\`) REFERENCES \`features\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "roles_id", "media_id", "departments_id", "tags_id", "locations_id", "buildings_id", "faculty_profiles_id", "site_wide_alerts_id", "home_page_alerts_id", "events_id", "exhibitors_id", "departments_and_categories_id", "videos_id", "video_channels_id", "library_hours_id", "pages_id", "shared_blocks_id", "rankings_id", "features_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "users_id", "roles_id", "media_id", "departments_id", "tags_id", "locations_id", "buildings_id", "faculty_profiles_id", "site_wide_alerts_id", "home_page_alerts_id", "events_id", "exhibitors_id", "departments_and_categories_id", "videos_id", "video_channels_id", "library_hours_id", "pages_id", "shared_blocks_id", "rankings_id", "features_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_roles_id_idx\` ON \`payload_locked_documents_rels\` (\`roles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_departments_id_idx\` ON \`payload_locked_documents_rels\` (\`departments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`tags_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_locations_id_idx\` ON \`payload_locked_documents_rels\` (\`locations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_buildings_id_idx\` ON \`payload_locked_documents_rels\` (\`buildings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faculty_profiles_id_idx\` ON \`payload_locked_documents_rels\` (\`faculty_profiles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_site_wide_alerts_id_idx\` ON \`payload_locked_documents_rels\` (\`site_wide_alerts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_home_page_alerts_id_idx\` ON \`payload_locked_documents_rels\` (\`home_page_alerts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_events_id_idx\` ON \`payload_locked_documents_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_exhibitors_id_idx\` ON \`payload_locked_documents_rels\` (\`exhibitors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_departments_and_categories_idx\` ON \`payload_locked_documents_rels\` (\`departments_and_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_videos_id_idx\` ON \`payload_locked_documents_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_video_channels_id_idx\` ON \`payload_locked_documents_rels\` (\`video_channels_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_library_hours_id_idx\` ON \`payload_locked_documents_rels\` (\`library_hours_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_shared_blocks_id_idx\` ON \`payload_locked_documents_rels\` (\`shared_blocks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rankings_id_idx\` ON \`payload_locked_documents_rels\` (\`rankings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_features_id_idx\` ON \`payload_locked_documents_rels\` (\`features_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
}
