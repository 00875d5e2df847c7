import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`admin_notices\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`message\` text NOT NULL,
  	\`alert_until\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`admin_notices_updated_at_idx\` ON \`admin_notices\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`admin_notices_created_at_idx\` ON \`admin_notices\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`site_config_block_privileges\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block\` text NOT NULL,
  	\`capability\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_config\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_config_block_privileges_order_idx\` ON \`site_config_block_privileges\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_config_block_privileges_parent_id_idx\` ON \`site_config_block_privileges\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`admin_toolbar\` integer DEFAULT true;`)
  // Signing in now takes `session` (spec §6); every role could sign in before, so every role keeps it.
  await db.run(
    sql`INSERT INTO \`roles_capabilities\` (\`order\`, \`parent_id\`, \`value\`) SELECT COALESCE((SELECT MAX(\`order\`) FROM \`roles_capabilities\` c WHERE c.\`parent_id\` = r.\`id\`), 0) + 1, r.\`id\`, 'session' FROM \`roles\` r WHERE NOT EXISTS (SELECT 1 FROM \`roles_capabilities\` c WHERE c.\`parent_id\` = r.\`id\` AND c.\`value\` = 'session');`,
  )
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`admin_notices_id\` integer REFERENCES admin_notices(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_admin_notices_id_idx\` ON \`payload_locked_documents_rels\` (\`admin_notices_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`admin_notices\`;`)
  await db.run(sql`DROP TABLE \`site_config_block_privileges\`;`)
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
  	\`press_releases_id\` integer,
  	\`external_press_id\` integer,
  	\`newsletters_id\` integer,
  	\`newsletter_signups_id\` integer,
  	\`semesters_id\` integer,
  	\`course_categories_id\` integer,
  	\`course_sections_id\` integer,
  	\`course_imports_id\` integer,
  	\`outbox_messages_id\` integer,
  	\`submission_files_id\` integer,
  	\`audit_logs_id\` integer,
  	\`redirects_id\` integer,
  	\`forms_id\` integer,
  	\`form_submissions_id\` integer,
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
  	FOREIGN KEY (\`press_releases_id\`) REFERENCES \`press_releases\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`external_press_id\`) REFERENCES \`external_press\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletters_id\`) REFERENCES \`newsletters\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_signups_id\`) REFERENCES \`newsletter_signups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`semesters_id\`) REFERENCES \`semesters\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`course_categories_id\`) REFERENCES \`course_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`course_sections_id\`) REFERENCES \`course_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`course_imports_id\`) REFERENCES \`course_imports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_messages_id\`) REFERENCES \`outbox_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`submission_files_id\`) REFERENCES \`submission_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_logs_id\`) REFERENCES \`audit_logs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`forms_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_submissions_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "roles_id", "media_id", "departments_id", "tags_id", "locations_id", "buildings_id", "faculty_profiles_id", "site_wide_alerts_id", "home_page_alerts_id", "events_id", "exhibitors_id", "departments_and_categories_id", "videos_id", "video_channels_id", "library_hours_id", "pages_id", "shared_blocks_id", "rankings_id", "features_id", "press_releases_id", "external_press_id", "newsletters_id", "newsletter_signups_id", "semesters_id", "course_categories_id", "course_sections_id", "course_imports_id", "outbox_messages_id", "submission_files_id", "audit_logs_id", "redirects_id", "forms_id", "form_submissions_id") SELECT "id", "order", "parent_id", "path", "users_id", "roles_id", "media_id", "departments_id", "tags_id", "locations_id", "buildings_id", "faculty_profiles_id", "site_wide_alerts_id", "home_page_alerts_id", "events_id", "exhibitors_id", "departments_and_categories_id", "videos_id", "video_channels_id", "library_hours_id", "pages_id", "shared_blocks_id", "rankings_id", "features_id", "press_releases_id", "external_press_id", "newsletters_id", "newsletter_signups_id", "semesters_id", "course_categories_id", "course_sections_id", "course_imports_id", "outbox_messages_id", "submission_files_id", "audit_logs_id", "redirects_id", "forms_id", "form_submissions_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_press_releases_id_idx\` ON \`payload_locked_documents_rels\` (\`press_releases_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_external_press_id_idx\` ON \`payload_locked_documents_rels\` (\`external_press_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletters_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletters_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_signups_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_signups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_semesters_id_idx\` ON \`payload_locked_documents_rels\` (\`semesters_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_course_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`course_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_course_sections_id_idx\` ON \`payload_locked_documents_rels\` (\`course_sections_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_course_imports_id_idx\` ON \`payload_locked_documents_rels\` (\`course_imports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_submission_files_id_idx\` ON \`payload_locked_documents_rels\` (\`submission_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_logs_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_logs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`admin_toolbar\`;`)
}
