import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`faculty_profiles_titles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faculty_profiles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`faculty_profiles_titles_order_idx\` ON \`faculty_profiles_titles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faculty_profiles_titles_parent_id_idx\` ON \`faculty_profiles_titles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`faculty_profiles_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'Website',
  	\`network\` text,
  	\`label\` text,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faculty_profiles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`faculty_profiles_links_order_idx\` ON \`faculty_profiles_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faculty_profiles_links_parent_id_idx\` ON \`faculty_profiles_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`faculty_education\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`degree\` text,
  	\`institution\` text,
  	\`year\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faculty_profiles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`faculty_education_order_idx\` ON \`faculty_education\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faculty_education_parent_id_idx\` ON \`faculty_education\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`faculty_awards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`year\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faculty_profiles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`faculty_awards_order_idx\` ON \`faculty_awards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faculty_awards_parent_id_idx\` ON \`faculty_awards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`faculty_courses\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faculty_profiles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`faculty_courses_order_idx\` ON \`faculty_courses\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faculty_courses_parent_id_idx\` ON \`faculty_courses\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_faculty_profiles_v_version_titles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faculty_profiles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faculty_profiles_v_version_titles_order_idx\` ON \`_faculty_profiles_v_version_titles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faculty_profiles_v_version_titles_parent_id_idx\` ON \`_faculty_profiles_v_version_titles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_faculty_profiles_v_version_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'Website',
  	\`network\` text,
  	\`label\` text,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faculty_profiles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faculty_profiles_v_version_links_order_idx\` ON \`_faculty_profiles_v_version_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faculty_profiles_v_version_links_parent_id_idx\` ON \`_faculty_profiles_v_version_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_faculty_education_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`degree\` text,
  	\`institution\` text,
  	\`year\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faculty_profiles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faculty_education_v_order_idx\` ON \`_faculty_education_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faculty_education_v_parent_id_idx\` ON \`_faculty_education_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_faculty_awards_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`year\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faculty_profiles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faculty_awards_v_order_idx\` ON \`_faculty_awards_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faculty_awards_v_parent_id_idx\` ON \`_faculty_awards_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_faculty_courses_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faculty_profiles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faculty_courses_v_order_idx\` ON \`_faculty_courses_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faculty_courses_v_parent_id_idx\` ON \`_faculty_courses_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_faculty_profiles_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_last_name\` text,
  	\`version_slug\` text,
  	\`version_title\` text,
  	\`version_image_id\` integer,
  	\`version_short_bio\` text,
  	\`version_bio\` text,
  	\`version_email\` text,
  	\`version_website\` text,
  	\`version_supplemental_pronouns\` text,
  	\`version_supplemental_office_hours\` text,
  	\`version_supplemental_cv_id\` integer,
  	\`version_sort_name\` text,
  	\`version_published\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`faculty_profiles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_supplemental_cv_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_faculty_profiles_v_parent_idx\` ON \`_faculty_profiles_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faculty_profiles_v_version_version_last_name_idx\` ON \`_faculty_profiles_v\` (\`version_last_name\`);`)
  await db.run(sql`CREATE INDEX \`_faculty_profiles_v_version_version_slug_idx\` ON \`_faculty_profiles_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_faculty_profiles_v_version_version_image_idx\` ON \`_faculty_profiles_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_faculty_profiles_v_version_supplemental_version_supplem_idx\` ON \`_faculty_profiles_v\` (\`version_supplemental_cv_id\`);`)
  await db.run(sql`CREATE INDEX \`_faculty_profiles_v_version_version_sort_name_idx\` ON \`_faculty_profiles_v\` (\`version_sort_name\`);`)
  await db.run(sql`CREATE INDEX \`_faculty_profiles_v_version_version_published_idx\` ON \`_faculty_profiles_v\` (\`version_published\`);`)
  await db.run(sql`CREATE INDEX \`_faculty_profiles_v_version_version_updated_at_idx\` ON \`_faculty_profiles_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faculty_profiles_v_version_version_created_at_idx\` ON \`_faculty_profiles_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faculty_profiles_v_version_version__status_idx\` ON \`_faculty_profiles_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_faculty_profiles_v_created_at_idx\` ON \`_faculty_profiles_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faculty_profiles_v_updated_at_idx\` ON \`_faculty_profiles_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faculty_profiles_v_latest_idx\` ON \`_faculty_profiles_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_faculty_profiles_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`departments_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_faculty_profiles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`departments_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faculty_profiles_v_rels_order_idx\` ON \`_faculty_profiles_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_faculty_profiles_v_rels_parent_idx\` ON \`_faculty_profiles_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faculty_profiles_v_rels_path_idx\` ON \`_faculty_profiles_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_faculty_profiles_v_rels_departments_id_idx\` ON \`_faculty_profiles_v_rels\` (\`departments_id\`);`)
  await db.run(sql`CREATE TABLE \`videos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`provider\` text,
  	\`video_id\` text,
  	\`published_at_on_youtube\` text NOT NULL,
  	\`description\` text,
  	\`thumbnail_id\` integer,
  	\`thumbnail_url\` text,
  	\`published\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`videos_slug_idx\` ON \`videos\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`videos_video_id_idx\` ON \`videos\` (\`video_id\`);`)
  await db.run(sql`CREATE INDEX \`videos_published_at_on_youtube_idx\` ON \`videos\` (\`published_at_on_youtube\`);`)
  await db.run(sql`CREATE INDEX \`videos_thumbnail_idx\` ON \`videos\` (\`thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`videos_published_idx\` ON \`videos\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`videos_updated_at_idx\` ON \`videos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`videos_created_at_idx\` ON \`videos\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`videos_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`video_channels_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`video_channels_id\`) REFERENCES \`video_channels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`videos_rels_order_idx\` ON \`videos_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`videos_rels_parent_idx\` ON \`videos_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`videos_rels_path_idx\` ON \`videos_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`videos_rels_video_channels_id_idx\` ON \`videos_rels\` (\`video_channels_id\`);`)
  await db.run(sql`CREATE TABLE \`video_channels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`sort_order\` numeric DEFAULT 0 NOT NULL,
  	\`destination\` text DEFAULT 'Youtube' NOT NULL,
  	\`playlist_type\` text DEFAULT 'channel' NOT NULL,
  	\`description\` text,
  	\`external_url\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`video_channels_slug_idx\` ON \`video_channels\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`video_channels_sort_order_idx\` ON \`video_channels\` (\`sort_order\`);`)
  await db.run(sql`CREATE INDEX \`video_channels_updated_at_idx\` ON \`video_channels\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`video_channels_created_at_idx\` ON \`video_channels\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`library_hours_regular_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	\`closed\` integer DEFAULT false,
  	\`opens\` text,
  	\`closes\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`library_hours\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`library_hours_regular_hours_order_idx\` ON \`library_hours_regular_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`library_hours_regular_hours_parent_id_idx\` ON \`library_hours_regular_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`library_hours_exceptions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`from\` text NOT NULL,
  	\`to\` text NOT NULL,
  	\`closed\` integer DEFAULT false,
  	\`opens\` text,
  	\`closes\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`library_hours\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`library_hours_exceptions_order_idx\` ON \`library_hours_exceptions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`library_hours_exceptions_parent_id_idx\` ON \`library_hours_exceptions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`library_hours\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`library_id\` numeric NOT NULL,
  	\`name\` text NOT NULL,
  	\`location_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`location_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`library_hours_library_id_idx\` ON \`library_hours\` (\`library_id\`);`)
  await db.run(sql`CREATE INDEX \`library_hours_location_idx\` ON \`library_hours\` (\`location_id\`);`)
  await db.run(sql`CREATE INDEX \`library_hours_updated_at_idx\` ON \`library_hours\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`library_hours_created_at_idx\` ON \`library_hours\` (\`created_at\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_faculty_profiles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`last_name\` text,
  	\`slug\` text,
  	\`title\` text,
  	\`image_id\` integer,
  	\`short_bio\` text,
  	\`bio\` text,
  	\`email\` text,
  	\`website\` text,
  	\`supplemental_pronouns\` text,
  	\`supplemental_office_hours\` text,
  	\`supplemental_cv_id\` integer,
  	\`sort_name\` text,
  	\`published\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`supplemental_cv_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  // Hand-edited: copy only the columns the old table has; a profile that was published stays published.
  await db.run(sql`INSERT INTO \`__new_faculty_profiles\`("id", "name", "last_name", "slug", "title", "published", "updated_at", "created_at", "_status") SELECT "id", "name", "last_name", "slug", "title", "published", "updated_at", "created_at", CASE WHEN "published" THEN 'published' ELSE 'draft' END FROM \`faculty_profiles\`;`)
  await db.run(sql`DROP TABLE \`faculty_profiles\`;`)
  await db.run(sql`ALTER TABLE \`__new_faculty_profiles\` RENAME TO \`faculty_profiles\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`faculty_profiles_last_name_idx\` ON \`faculty_profiles\` (\`last_name\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`faculty_profiles_slug_idx\` ON \`faculty_profiles\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`faculty_profiles_image_idx\` ON \`faculty_profiles\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`faculty_profiles_supplemental_supplemental_cv_idx\` ON \`faculty_profiles\` (\`supplemental_cv_id\`);`)
  await db.run(sql`CREATE INDEX \`faculty_profiles_sort_name_idx\` ON \`faculty_profiles\` (\`sort_name\`);`)
  await db.run(sql`CREATE INDEX \`faculty_profiles_published_idx\` ON \`faculty_profiles\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`faculty_profiles_updated_at_idx\` ON \`faculty_profiles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faculty_profiles_created_at_idx\` ON \`faculty_profiles\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`faculty_profiles__status_idx\` ON \`faculty_profiles\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`locations\` ADD \`card_view\` text DEFAULT 'withImage';`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`videos_id\` integer REFERENCES videos(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`video_channels_id\` integer REFERENCES video_channels(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`library_hours_id\` integer REFERENCES library_hours(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_videos_id_idx\` ON \`payload_locked_documents_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_video_channels_id_idx\` ON \`payload_locked_documents_rels\` (\`video_channels_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_library_hours_id_idx\` ON \`payload_locked_documents_rels\` (\`library_hours_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`faculty_profiles_titles\`;`)
  await db.run(sql`DROP TABLE \`faculty_profiles_links\`;`)
  await db.run(sql`DROP TABLE \`faculty_education\`;`)
  await db.run(sql`DROP TABLE \`faculty_awards\`;`)
  await db.run(sql`DROP TABLE \`faculty_courses\`;`)
  await db.run(sql`DROP TABLE \`_faculty_profiles_v_version_titles\`;`)
  await db.run(sql`DROP TABLE \`_faculty_profiles_v_version_links\`;`)
  await db.run(sql`DROP TABLE \`_faculty_education_v\`;`)
  await db.run(sql`DROP TABLE \`_faculty_awards_v\`;`)
  await db.run(sql`DROP TABLE \`_faculty_courses_v\`;`)
  await db.run(sql`DROP TABLE \`_faculty_profiles_v\`;`)
  await db.run(sql`DROP TABLE \`_faculty_profiles_v_rels\`;`)
  await db.run(sql`DROP TABLE \`videos\`;`)
  await db.run(sql`DROP TABLE \`videos_rels\`;`)
  await db.run(sql`DROP TABLE \`video_channels\`;`)
  await db.run(sql`DROP TABLE \`library_hours_regular_hours\`;`)
  await db.run(sql`DROP TABLE \`library_hours_exceptions\`;`)
  await db.run(sql`DROP TABLE \`library_hours\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_faculty_profiles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`title\` text,
  	\`published\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faculty_profiles\`("id", "name", "last_name", "slug", "title", "published", "updated_at", "created_at") SELECT "id", "name", "last_name", "slug", "title", "published", "updated_at", "created_at" FROM \`faculty_profiles\`;`)
  await db.run(sql`DROP TABLE \`faculty_profiles\`;`)
  await db.run(sql`ALTER TABLE \`__new_faculty_profiles\` RENAME TO \`faculty_profiles\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`faculty_profiles_last_name_idx\` ON \`faculty_profiles\` (\`last_name\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`faculty_profiles_slug_idx\` ON \`faculty_profiles\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`faculty_profiles_published_idx\` ON \`faculty_profiles\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`faculty_profiles_updated_at_idx\` ON \`faculty_profiles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faculty_profiles_created_at_idx\` ON \`faculty_profiles\` (\`created_at\`);`)
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
  	FOREIGN KEY (\`departments_and_categories_id\`) REFERENCES \`departments_and_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "roles_id", "media_id", "departments_id", "tags_id", "locations_id", "buildings_id", "faculty_profiles_id", "site_wide_alerts_id", "home_page_alerts_id", "events_id", "exhibitors_id", "departments_and_categories_id") SELECT "id", "order", "parent_id", "path", "users_id", "roles_id", "media_id", "departments_id", "tags_id", "locations_id", "buildings_id", "faculty_profiles_id", "site_wide_alerts_id", "home_page_alerts_id", "events_id", "exhibitors_id", "departments_and_categories_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`ALTER TABLE \`locations\` DROP COLUMN \`card_view\`;`)
}
