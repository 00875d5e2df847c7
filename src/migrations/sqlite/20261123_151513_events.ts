import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`events_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`caption\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`events_gallery_order_idx\` ON \`events_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`events_gallery_parent_id_idx\` ON \`events_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`events_gallery_image_idx\` ON \`events_gallery\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`overridden_title\` text,
  	\`slug\` text,
  	\`event_type\` text DEFAULT 'Event',
  	\`all_day\` integer DEFAULT false,
  	\`event_start\` text,
  	\`event_end\` text,
  	\`summary\` text,
  	\`description\` text,
  	\`image_id\` integer,
  	\`room\` text,
  	\`admission\` text,
  	\`registration_url\` text,
  	\`featured_as_hero\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`events_slug_idx\` ON \`events\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`events_event_type_idx\` ON \`events\` (\`event_type\`);`)
  await db.run(sql`CREATE INDEX \`events_event_start_idx\` ON \`events\` (\`event_start\`);`)
  await db.run(sql`CREATE INDEX \`events_event_end_idx\` ON \`events\` (\`event_end\`);`)
  await db.run(sql`CREATE INDEX \`events_image_idx\` ON \`events\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`events_featured_as_hero_idx\` ON \`events\` (\`featured_as_hero\`);`)
  await db.run(sql`CREATE INDEX \`events_updated_at_idx\` ON \`events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`events_created_at_idx\` ON \`events\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`events__status_idx\` ON \`events\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`events_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`locations_id\` integer,
  	\`tags_id\` integer,
  	\`departments_and_categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`locations_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`departments_and_categories_id\`) REFERENCES \`departments_and_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`events_rels_order_idx\` ON \`events_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`events_rels_parent_idx\` ON \`events_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`events_rels_path_idx\` ON \`events_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`events_rels_locations_id_idx\` ON \`events_rels\` (\`locations_id\`);`)
  await db.run(sql`CREATE INDEX \`events_rels_tags_id_idx\` ON \`events_rels\` (\`tags_id\`);`)
  await db.run(sql`CREATE INDEX \`events_rels_departments_and_categories_id_idx\` ON \`events_rels\` (\`departments_and_categories_id\`);`)
  await db.run(sql`CREATE TABLE \`_events_v_version_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`caption\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_events_v_version_gallery_order_idx\` ON \`_events_v_version_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_gallery_parent_id_idx\` ON \`_events_v_version_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_gallery_image_idx\` ON \`_events_v_version_gallery\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_events_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_overridden_title\` text,
  	\`version_slug\` text,
  	\`version_event_type\` text DEFAULT 'Event',
  	\`version_all_day\` integer DEFAULT false,
  	\`version_event_start\` text,
  	\`version_event_end\` text,
  	\`version_summary\` text,
  	\`version_description\` text,
  	\`version_image_id\` integer,
  	\`version_room\` text,
  	\`version_admission\` text,
  	\`version_registration_url\` text,
  	\`version_featured_as_hero\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_events_v_parent_idx\` ON \`_events_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_slug_idx\` ON \`_events_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_event_type_idx\` ON \`_events_v\` (\`version_event_type\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_event_start_idx\` ON \`_events_v\` (\`version_event_start\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_event_end_idx\` ON \`_events_v\` (\`version_event_end\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_image_idx\` ON \`_events_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_featured_as_hero_idx\` ON \`_events_v\` (\`version_featured_as_hero\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_updated_at_idx\` ON \`_events_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_created_at_idx\` ON \`_events_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version__status_idx\` ON \`_events_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_created_at_idx\` ON \`_events_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_updated_at_idx\` ON \`_events_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_latest_idx\` ON \`_events_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_events_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`locations_id\` integer,
  	\`tags_id\` integer,
  	\`departments_and_categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`locations_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`departments_and_categories_id\`) REFERENCES \`departments_and_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_events_v_rels_order_idx\` ON \`_events_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_rels_parent_idx\` ON \`_events_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_rels_path_idx\` ON \`_events_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_rels_locations_id_idx\` ON \`_events_v_rels\` (\`locations_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_rels_tags_id_idx\` ON \`_events_v_rels\` (\`tags_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_rels_departments_and_categories_id_idx\` ON \`_events_v_rels\` (\`departments_and_categories_id\`);`)
  await db.run(sql`CREATE TABLE \`exhibitors_works\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`title\` text,
  	\`year\` numeric,
  	\`medium\` text,
  	\`dimensions\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`exhibitors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`exhibitors_works_order_idx\` ON \`exhibitors_works\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`exhibitors_works_parent_id_idx\` ON \`exhibitors_works\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`exhibitors_works_image_idx\` ON \`exhibitors_works\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`exhibitors_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`exhibitors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`exhibitors_links_order_idx\` ON \`exhibitors_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`exhibitors_links_parent_id_idx\` ON \`exhibitors_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`exhibitors\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`slug\` text,
  	\`event_id\` integer,
  	\`program\` text,
  	\`department_id\` integer,
  	\`portrait_id\` integer,
  	\`statement\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`event_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`department_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`portrait_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`exhibitors_slug_idx\` ON \`exhibitors\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`exhibitors_event_idx\` ON \`exhibitors\` (\`event_id\`);`)
  await db.run(sql`CREATE INDEX \`exhibitors_department_idx\` ON \`exhibitors\` (\`department_id\`);`)
  await db.run(sql`CREATE INDEX \`exhibitors_portrait_idx\` ON \`exhibitors\` (\`portrait_id\`);`)
  await db.run(sql`CREATE INDEX \`exhibitors_updated_at_idx\` ON \`exhibitors\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`exhibitors_created_at_idx\` ON \`exhibitors\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`exhibitors__status_idx\` ON \`exhibitors\` (\`_status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`event_slug_idx\` ON \`exhibitors\` (\`event_id\`,\`slug\`);`)
  await db.run(sql`CREATE TABLE \`_exhibitors_v_version_works\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`title\` text,
  	\`year\` numeric,
  	\`medium\` text,
  	\`dimensions\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_exhibitors_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_exhibitors_v_version_works_order_idx\` ON \`_exhibitors_v_version_works\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitors_v_version_works_parent_id_idx\` ON \`_exhibitors_v_version_works\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitors_v_version_works_image_idx\` ON \`_exhibitors_v_version_works\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_exhibitors_v_version_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_exhibitors_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_exhibitors_v_version_links_order_idx\` ON \`_exhibitors_v_version_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitors_v_version_links_parent_id_idx\` ON \`_exhibitors_v_version_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_exhibitors_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_slug\` text,
  	\`version_event_id\` integer,
  	\`version_program\` text,
  	\`version_department_id\` integer,
  	\`version_portrait_id\` integer,
  	\`version_statement\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`exhibitors\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_event_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_department_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_portrait_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_exhibitors_v_parent_idx\` ON \`_exhibitors_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitors_v_version_version_slug_idx\` ON \`_exhibitors_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitors_v_version_version_event_idx\` ON \`_exhibitors_v\` (\`version_event_id\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitors_v_version_version_department_idx\` ON \`_exhibitors_v\` (\`version_department_id\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitors_v_version_version_portrait_idx\` ON \`_exhibitors_v\` (\`version_portrait_id\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitors_v_version_version_updated_at_idx\` ON \`_exhibitors_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitors_v_version_version_created_at_idx\` ON \`_exhibitors_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitors_v_version_version__status_idx\` ON \`_exhibitors_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitors_v_created_at_idx\` ON \`_exhibitors_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitors_v_updated_at_idx\` ON \`_exhibitors_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitors_v_latest_idx\` ON \`_exhibitors_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`version_event_version_slug_idx\` ON \`_exhibitors_v\` (\`version_event_id\`,\`version_slug\`);`)
  await db.run(sql`CREATE TABLE \`departments_and_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`short_title\` text NOT NULL,
  	\`code\` text NOT NULL,
  	\`kind\` text DEFAULT 'Department' NOT NULL,
  	\`department_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`department_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`departments_and_categories_code_idx\` ON \`departments_and_categories\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`departments_and_categories_department_idx\` ON \`departments_and_categories\` (\`department_id\`);`)
  await db.run(sql`CREATE INDEX \`departments_and_categories_updated_at_idx\` ON \`departments_and_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`departments_and_categories_created_at_idx\` ON \`departments_and_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`featured_events_featured_events\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`event_id\` integer,
  	\`overridden_title\` text,
  	FOREIGN KEY (\`event_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`featured_events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`featured_events_featured_events_order_idx\` ON \`featured_events_featured_events\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`featured_events_featured_events_parent_id_idx\` ON \`featured_events_featured_events\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`featured_events_featured_events_event_idx\` ON \`featured_events_featured_events\` (\`event_id\`);`)
  await db.run(sql`CREATE TABLE \`featured_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Upcoming events',
  	\`callout_text\` text,
  	\`callout_link_label\` text,
  	\`callout_link_url\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`featured_events__status_idx\` ON \`featured_events\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_featured_events_v_version_featured_events\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`event_id\` integer,
  	\`overridden_title\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`event_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_featured_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_featured_events_v_version_featured_events_order_idx\` ON \`_featured_events_v_version_featured_events\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_featured_events_v_version_featured_events_parent_id_idx\` ON \`_featured_events_v_version_featured_events\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_featured_events_v_version_featured_events_event_idx\` ON \`_featured_events_v_version_featured_events\` (\`event_id\`);`)
  await db.run(sql`CREATE TABLE \`_featured_events_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_heading\` text DEFAULT 'Upcoming events',
  	\`version_callout_text\` text,
  	\`version_callout_link_label\` text,
  	\`version_callout_link_url\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_featured_events_v_version_version__status_idx\` ON \`_featured_events_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_featured_events_v_created_at_idx\` ON \`_featured_events_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_featured_events_v_updated_at_idx\` ON \`_featured_events_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_featured_events_v_latest_idx\` ON \`_featured_events_v\` (\`latest\`);`)
  await db.run(sql`ALTER TABLE \`locations\` ADD \`is_gallery\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`locations_is_gallery_idx\` ON \`locations\` (\`is_gallery\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`events_id\` integer REFERENCES events(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`exhibitors_id\` integer REFERENCES exhibitors(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`departments_and_categories_id\` integer REFERENCES departments_and_categories(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_events_id_idx\` ON \`payload_locked_documents_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_exhibitors_id_idx\` ON \`payload_locked_documents_rels\` (\`exhibitors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_departments_and_categories_idx\` ON \`payload_locked_documents_rels\` (\`departments_and_categories_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`events_gallery\`;`)
  await db.run(sql`DROP TABLE \`events\`;`)
  await db.run(sql`DROP TABLE \`events_rels\`;`)
  await db.run(sql`DROP TABLE \`_events_v_version_gallery\`;`)
  await db.run(sql`DROP TABLE \`_events_v\`;`)
  await db.run(sql`DROP TABLE \`_events_v_rels\`;`)
  await db.run(sql`DROP TABLE \`exhibitors_works\`;`)
  await db.run(sql`DROP TABLE \`exhibitors_links\`;`)
  await db.run(sql`DROP TABLE \`exhibitors\`;`)
  await db.run(sql`DROP TABLE \`_exhibitors_v_version_works\`;`)
  await db.run(sql`DROP TABLE \`_exhibitors_v_version_links\`;`)
  await db.run(sql`DROP TABLE \`_exhibitors_v\`;`)
  await db.run(sql`DROP TABLE \`departments_and_categories\`;`)
  await db.run(sql`DROP TABLE \`featured_events_featured_events\`;`)
  await db.run(sql`DROP TABLE \`featured_events\`;`)
  await db.run(sql`DROP TABLE \`_featured_events_v_version_featured_events\`;`)
  await db.run(sql`DROP TABLE \`_featured_events_v\`;`)
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
  	FOREIGN KEY (\`home_page_alerts_id\`) REFERENCES \`home_page_alerts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "roles_id", "media_id", "departments_id", "tags_id", "locations_id", "buildings_id", "faculty_profiles_id", "site_wide_alerts_id", "home_page_alerts_id") SELECT "id", "order", "parent_id", "path", "users_id", "roles_id", "media_id", "departments_id", "tags_id", "locations_id", "buildings_id", "faculty_profiles_id", "site_wide_alerts_id", "home_page_alerts_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`DROP INDEX \`locations_is_gallery_idx\`;`)
  await db.run(sql`ALTER TABLE \`locations\` DROP COLUMN \`is_gallery\`;`)
}
