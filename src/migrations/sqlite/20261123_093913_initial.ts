import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`full_name\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`users_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`roles_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`roles_id\`) REFERENCES \`roles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_rels_order_idx\` ON \`users_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`users_rels_parent_idx\` ON \`users_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`users_rels_path_idx\` ON \`users_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`users_rels_roles_id_idx\` ON \`users_rels\` (\`roles_id\`);`)
  await db.run(sql`CREATE TABLE \`roles_capabilities\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`roles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`roles_capabilities_order_idx\` ON \`roles_capabilities\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`roles_capabilities_parent_idx\` ON \`roles_capabilities\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`roles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`roles_title_idx\` ON \`roles\` (\`title\`);`)
  await db.run(sql`CREATE INDEX \`roles_updated_at_idx\` ON \`roles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`roles_created_at_idx\` ON \`roles\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`alt\` text NOT NULL,
  	\`credit\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_thumbnail_url\` text,
  	\`sizes_thumbnail_width\` numeric,
  	\`sizes_thumbnail_height\` numeric,
  	\`sizes_thumbnail_mime_type\` text,
  	\`sizes_thumbnail_filesize\` numeric,
  	\`sizes_thumbnail_filename\` text,
  	\`sizes_card_url\` text,
  	\`sizes_card_width\` numeric,
  	\`sizes_card_height\` numeric,
  	\`sizes_card_mime_type\` text,
  	\`sizes_card_filesize\` numeric,
  	\`sizes_card_filename\` text,
  	\`sizes_wide_url\` text,
  	\`sizes_wide_width\` numeric,
  	\`sizes_wide_height\` numeric,
  	\`sizes_wide_mime_type\` text,
  	\`sizes_wide_filesize\` numeric,
  	\`sizes_wide_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_thumbnail_sizes_thumbnail_filename_idx\` ON \`media\` (\`sizes_thumbnail_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_card_sizes_card_filename_idx\` ON \`media\` (\`sizes_card_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_wide_sizes_wide_filename_idx\` ON \`media\` (\`sizes_wide_filename\`);`)
  await db.run(sql`CREATE TABLE \`departments_degrees\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`departments_degrees_order_idx\` ON \`departments_degrees\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`departments_degrees_parent_idx\` ON \`departments_degrees\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`departments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`short_title\` text,
  	\`slug\` text NOT NULL,
  	\`type\` text NOT NULL,
  	\`location_id\` integer,
  	\`description\` text,
  	\`published\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`location_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`departments_slug_idx\` ON \`departments\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`departments_location_idx\` ON \`departments\` (\`location_id\`);`)
  await db.run(sql`CREATE INDEX \`departments_published_idx\` ON \`departments\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`departments_updated_at_idx\` ON \`departments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`departments_created_at_idx\` ON \`departments\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`tags\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`type\` text DEFAULT 'Other' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`tags_slug_idx\` ON \`tags\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`tags_updated_at_idx\` ON \`tags\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tags_created_at_idx\` ON \`tags\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`locations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`type\` text DEFAULT 'Facility' NOT NULL,
  	\`is_sva_facility\` integer DEFAULT false,
  	\`is_international_location\` integer DEFAULT false,
  	\`address\` text,
  	\`city\` text,
  	\`country\` text,
  	\`phone\` text,
  	\`description\` text,
  	\`image_id\` integer,
  	\`latitude\` numeric,
  	\`longitude\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`locations_slug_idx\` ON \`locations\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`locations_is_sva_facility_idx\` ON \`locations\` (\`is_sva_facility\`);`)
  await db.run(sql`CREATE INDEX \`locations_is_international_location_idx\` ON \`locations\` (\`is_international_location\`);`)
  await db.run(sql`CREATE INDEX \`locations_image_idx\` ON \`locations\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`locations_updated_at_idx\` ON \`locations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`locations_created_at_idx\` ON \`locations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`buildings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`code\` text,
  	\`address\` text NOT NULL,
  	\`location_id\` integer,
  	\`display_on_contact_and_maps\` integer DEFAULT true,
  	\`image_id\` integer,
  	\`description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`location_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`buildings_code_idx\` ON \`buildings\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`buildings_location_idx\` ON \`buildings\` (\`location_id\`);`)
  await db.run(sql`CREATE INDEX \`buildings_display_on_contact_and_maps_idx\` ON \`buildings\` (\`display_on_contact_and_maps\`);`)
  await db.run(sql`CREATE INDEX \`buildings_image_idx\` ON \`buildings\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`buildings_updated_at_idx\` ON \`buildings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`buildings_created_at_idx\` ON \`buildings\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`faculty_profiles\` (
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
  await db.run(sql`CREATE INDEX \`faculty_profiles_last_name_idx\` ON \`faculty_profiles\` (\`last_name\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`faculty_profiles_slug_idx\` ON \`faculty_profiles\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`faculty_profiles_published_idx\` ON \`faculty_profiles\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`faculty_profiles_updated_at_idx\` ON \`faculty_profiles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faculty_profiles_created_at_idx\` ON \`faculty_profiles\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`faculty_profiles_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`departments_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`faculty_profiles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`departments_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`faculty_profiles_rels_order_idx\` ON \`faculty_profiles_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`faculty_profiles_rels_parent_idx\` ON \`faculty_profiles_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faculty_profiles_rels_path_idx\` ON \`faculty_profiles_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`faculty_profiles_rels_departments_id_idx\` ON \`faculty_profiles_rels\` (\`departments_id\`);`)
  await db.run(sql`CREATE TABLE \`site_wide_alerts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`message\` text NOT NULL,
  	\`link_label\` text,
  	\`link_url\` text,
  	\`tone\` text DEFAULT 'info',
  	\`published\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`site_wide_alerts_published_idx\` ON \`site_wide_alerts\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`site_wide_alerts_updated_at_idx\` ON \`site_wide_alerts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`site_wide_alerts_created_at_idx\` ON \`site_wide_alerts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`home_page_alerts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`message\` text NOT NULL,
  	\`link_label\` text,
  	\`link_url\` text,
  	\`tone\` text DEFAULT 'info',
  	\`active\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_alerts_active_idx\` ON \`home_page_alerts\` (\`active\`);`)
  await db.run(sql`CREATE INDEX \`home_page_alerts_updated_at_idx\` ON \`home_page_alerts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`home_page_alerts_created_at_idx\` ON \`home_page_alerts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
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
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`site_config_social_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`network\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_config\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_config_social_links_order_idx\` ON \`site_config_social_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_config_social_links_parent_id_idx\` ON \`site_config_social_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_config_entries\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_config\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_config_entries_order_idx\` ON \`site_config_entries\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_config_entries_parent_id_idx\` ON \`site_config_entries\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_config_not_found_videos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`provider\` text DEFAULT 'youtube' NOT NULL,
  	\`video_id\` text NOT NULL,
  	\`title\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_config\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_config_not_found_videos_order_idx\` ON \`site_config_not_found_videos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_config_not_found_videos_parent_id_idx\` ON \`site_config_not_found_videos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_config\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`college_name\` text NOT NULL,
  	\`short_name\` text NOT NULL,
  	\`tagline\` text,
  	\`time_zone\` text DEFAULT 'America/New_York' NOT NULL,
  	\`accent_color\` text DEFAULT '#e4002b',
  	\`address_street\` text NOT NULL,
  	\`address_city\` text NOT NULL,
  	\`address_region\` text,
  	\`address_postal_code\` text,
  	\`address_country\` text,
  	\`phone\` text NOT NULL,
  	\`email\` text,
  	\`session_start_dates_spring\` text,
  	\`session_start_dates_summer\` text,
  	\`session_start_dates_fall\` text,
  	\`search_key\` text,
  	\`search_engine_id\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`navigation_items_ga_params\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_items_ga_params_order_idx\` ON \`navigation_items_ga_params\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_items_ga_params_parent_id_idx\` ON \`navigation_items_ga_params\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_items_children_ga_params\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_items_children\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_items_children_ga_params_order_idx\` ON \`navigation_items_children_ga_params\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_items_children_ga_params_parent_id_idx\` ON \`navigation_items_children_ga_params\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_items_children_grandchildren_ga_params\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_items_children_grandchildren\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_items_children_grandchildren_ga_params_order_idx\` ON \`navigation_items_children_grandchildren_ga_params\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_items_children_grandchildren_ga_params_parent_id_idx\` ON \`navigation_items_children_grandchildren_ga_params\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_items_children_grandchildren\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`type\` text DEFAULT 'Internal_Link' NOT NULL,
  	\`path\` text,
  	\`external_link\` text,
  	\`open_in_new_window\` integer DEFAULT false,
  	\`is_visible\` integer DEFAULT true,
  	\`terminal_node\` integer DEFAULT false,
  	\`column_start\` integer DEFAULT false,
  	\`is_separator\` integer DEFAULT false,
  	\`ga_event_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_items_children\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_items_children_grandchildren_order_idx\` ON \`navigation_items_children_grandchildren\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_items_children_grandchildren_parent_id_idx\` ON \`navigation_items_children_grandchildren\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_items_children\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`type\` text DEFAULT 'Internal_Link' NOT NULL,
  	\`path\` text,
  	\`external_link\` text,
  	\`open_in_new_window\` integer DEFAULT false,
  	\`is_visible\` integer DEFAULT true,
  	\`terminal_node\` integer DEFAULT false,
  	\`column_start\` integer DEFAULT false,
  	\`is_separator\` integer DEFAULT false,
  	\`ga_event_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_items_children_order_idx\` ON \`navigation_items_children\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_items_children_parent_id_idx\` ON \`navigation_items_children\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`type\` text DEFAULT 'Internal_Link' NOT NULL,
  	\`path\` text,
  	\`external_link\` text,
  	\`open_in_new_window\` integer DEFAULT false,
  	\`is_visible\` integer DEFAULT true,
  	\`terminal_node\` integer DEFAULT false,
  	\`column_start\` integer DEFAULT false,
  	\`is_separator\` integer DEFAULT false,
  	\`ga_event_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_items_order_idx\` ON \`navigation_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_items_parent_id_idx\` ON \`navigation_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`users_rels\`;`)
  await db.run(sql`DROP TABLE \`roles_capabilities\`;`)
  await db.run(sql`DROP TABLE \`roles\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`departments_degrees\`;`)
  await db.run(sql`DROP TABLE \`departments\`;`)
  await db.run(sql`DROP TABLE \`tags\`;`)
  await db.run(sql`DROP TABLE \`locations\`;`)
  await db.run(sql`DROP TABLE \`buildings\`;`)
  await db.run(sql`DROP TABLE \`faculty_profiles\`;`)
  await db.run(sql`DROP TABLE \`faculty_profiles_rels\`;`)
  await db.run(sql`DROP TABLE \`site_wide_alerts\`;`)
  await db.run(sql`DROP TABLE \`home_page_alerts\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`site_config_social_links\`;`)
  await db.run(sql`DROP TABLE \`site_config_entries\`;`)
  await db.run(sql`DROP TABLE \`site_config_not_found_videos\`;`)
  await db.run(sql`DROP TABLE \`site_config\`;`)
  await db.run(sql`DROP TABLE \`navigation_items_ga_params\`;`)
  await db.run(sql`DROP TABLE \`navigation_items_children_ga_params\`;`)
  await db.run(sql`DROP TABLE \`navigation_items_children_grandchildren_ga_params\`;`)
  await db.run(sql`DROP TABLE \`navigation_items_children_grandchildren\`;`)
  await db.run(sql`DROP TABLE \`navigation_items_children\`;`)
  await db.run(sql`DROP TABLE \`navigation_items\`;`)
  await db.run(sql`DROP TABLE \`navigation\`;`)
}
