import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_course_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Sections',
  	\`programme\` text,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_course_sections_order_idx\` ON \`pages_blocks_course_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_course_sections_parent_id_idx\` ON \`pages_blocks_course_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_course_sections_path_idx\` ON \`pages_blocks_course_sections\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_course_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Sections',
  	\`programme\` text,
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_course_sections_order_idx\` ON \`_pages_v_blocks_course_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_course_sections_parent_id_idx\` ON \`_pages_v_blocks_course_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_course_sections_path_idx\` ON \`_pages_v_blocks_course_sections\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`shared_blocks_blocks_course_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Sections',
  	\`programme\` text,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`shared_blocks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_course_sections_order_idx\` ON \`shared_blocks_blocks_course_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_course_sections_parent_id_idx\` ON \`shared_blocks_blocks_course_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_course_sections_path_idx\` ON \`shared_blocks_blocks_course_sections\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_shared_blocks_v_blocks_course_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Sections',
  	\`programme\` text,
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_shared_blocks_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_course_sections_order_idx\` ON \`_shared_blocks_v_blocks_course_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_course_sections_parent_id_idx\` ON \`_shared_blocks_v_blocks_course_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_course_sections_path_idx\` ON \`_shared_blocks_v_blocks_course_sections\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`features_blocks_course_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Sections',
  	\`programme\` text,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`features_blocks_course_sections_order_idx\` ON \`features_blocks_course_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_course_sections_parent_id_idx\` ON \`features_blocks_course_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_course_sections_path_idx\` ON \`features_blocks_course_sections\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_features_v_blocks_course_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Sections',
  	\`programme\` text,
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_features_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_course_sections_order_idx\` ON \`_features_v_blocks_course_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_course_sections_parent_id_idx\` ON \`_features_v_blocks_course_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_course_sections_path_idx\` ON \`_features_v_blocks_course_sections\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`semesters\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`term\` text NOT NULL,
  	\`year\` numeric NOT NULL,
  	\`title\` text,
  	\`semester_id\` text,
  	\`start_date\` text,
  	\`end_date\` text,
  	\`schedule_publish_sections_on\` text,
  	\`schedule_unpublish_sections_on\` text,
  	\`schedule_sections_published_at\` text,
  	\`schedule_sections_unpublished_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`semesters_year_idx\` ON \`semesters\` (\`year\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`semesters_semester_id_idx\` ON \`semesters\` (\`semester_id\`);`)
  await db.run(sql`CREATE INDEX \`semesters_schedule_schedule_publish_sections_on_idx\` ON \`semesters\` (\`schedule_publish_sections_on\`);`)
  await db.run(sql`CREATE INDEX \`semesters_schedule_schedule_unpublish_sections_on_idx\` ON \`semesters\` (\`schedule_unpublish_sections_on\`);`)
  await db.run(sql`CREATE INDEX \`semesters_updated_at_idx\` ON \`semesters\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`semesters_created_at_idx\` ON \`semesters\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`course_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`parent_id\` integer,
  	\`show_in_navigation\` integer DEFAULT false,
  	\`sort_order\` numeric DEFAULT 0,
  	\`description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`course_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`course_categories_slug_idx\` ON \`course_categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`course_categories_parent_idx\` ON \`course_categories\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`course_categories_show_in_navigation_idx\` ON \`course_categories\` (\`show_in_navigation\`);`)
  await db.run(sql`CREATE INDEX \`course_categories_updated_at_idx\` ON \`course_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`course_categories_created_at_idx\` ON \`course_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`course_sections_instructors\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`faculty_profile_id\` integer,
  	FOREIGN KEY (\`faculty_profile_id\`) REFERENCES \`faculty_profiles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`course_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`course_sections_instructors_order_idx\` ON \`course_sections_instructors\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`course_sections_instructors_parent_id_idx\` ON \`course_sections_instructors\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`course_sections_instructors_faculty_profile_idx\` ON \`course_sections_instructors\` (\`faculty_profile_id\`);`)
  await db.run(sql`CREATE TABLE \`course_sections_meeting_schedules_days\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`course_sections_meeting_schedules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`course_sections_meeting_schedules_days_order_idx\` ON \`course_sections_meeting_schedules_days\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`course_sections_meeting_schedules_days_parent_idx\` ON \`course_sections_meeting_schedules_days\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`course_sections_meeting_schedules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`start_date\` text,
  	\`end_date\` text,
  	\`start_time\` text,
  	\`end_time\` text,
  	\`room\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`course_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`course_sections_meeting_schedules_order_idx\` ON \`course_sections_meeting_schedules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`course_sections_meeting_schedules_parent_id_idx\` ON \`course_sections_meeting_schedules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`course_sections\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`course_number\` text,
  	\`registration_id\` text,
  	\`type\` text,
  	\`semester_id\` integer,
  	\`registration_status\` text DEFAULT 'open',
  	\`description\` text,
  	\`keywords\` text,
  	\`cost\` numeric DEFAULT 0,
  	\`fee\` numeric DEFAULT 0,
  	\`dates_interval\` text,
  	\`hero_id\` integer,
  	\`thumbnail_id\` integer,
  	\`slug\` text,
  	\`building_id\` integer,
  	\`sec_location\` text,
  	\`sec_level\` text,
  	\`is_pre_college\` integer DEFAULT false,
  	\`is_pre_college_housing\` integer DEFAULT false,
  	\`published\` integer DEFAULT false,
  	\`first_date\` text,
  	\`last_date\` text,
  	\`earliest_time\` text,
  	\`latest_time\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`semester_id\`) REFERENCES \`semesters\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`hero_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`building_id\`) REFERENCES \`buildings\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`course_sections_title_idx\` ON \`course_sections\` (\`title\`);`)
  await db.run(sql`CREATE INDEX \`course_sections_course_number_idx\` ON \`course_sections\` (\`course_number\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`course_sections_registration_id_idx\` ON \`course_sections\` (\`registration_id\`);`)
  await db.run(sql`CREATE INDEX \`course_sections_type_idx\` ON \`course_sections\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`course_sections_semester_idx\` ON \`course_sections\` (\`semester_id\`);`)
  await db.run(sql`CREATE INDEX \`course_sections_registration_status_idx\` ON \`course_sections\` (\`registration_status\`);`)
  await db.run(sql`CREATE INDEX \`course_sections_hero_idx\` ON \`course_sections\` (\`hero_id\`);`)
  await db.run(sql`CREATE INDEX \`course_sections_thumbnail_idx\` ON \`course_sections\` (\`thumbnail_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`course_sections_slug_idx\` ON \`course_sections\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`course_sections_building_idx\` ON \`course_sections\` (\`building_id\`);`)
  await db.run(sql`CREATE INDEX \`course_sections_sec_location_idx\` ON \`course_sections\` (\`sec_location\`);`)
  await db.run(sql`CREATE INDEX \`course_sections_sec_level_idx\` ON \`course_sections\` (\`sec_level\`);`)
  await db.run(sql`CREATE INDEX \`course_sections_is_pre_college_idx\` ON \`course_sections\` (\`is_pre_college\`);`)
  await db.run(sql`CREATE INDEX \`course_sections_published_idx\` ON \`course_sections\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`course_sections_first_date_idx\` ON \`course_sections\` (\`first_date\`);`)
  await db.run(sql`CREATE INDEX \`course_sections_last_date_idx\` ON \`course_sections\` (\`last_date\`);`)
  await db.run(sql`CREATE INDEX \`course_sections_updated_at_idx\` ON \`course_sections\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`course_sections_created_at_idx\` ON \`course_sections\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`course_sections__status_idx\` ON \`course_sections\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`course_sections_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`course_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`course_sections_texts_order_parent\` ON \`course_sections_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`course_sections_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`course_categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`course_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`course_categories_id\`) REFERENCES \`course_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`course_sections_rels_order_idx\` ON \`course_sections_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`course_sections_rels_parent_idx\` ON \`course_sections_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`course_sections_rels_path_idx\` ON \`course_sections_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`course_sections_rels_course_categories_id_idx\` ON \`course_sections_rels\` (\`course_categories_id\`);`)
  await db.run(sql`CREATE TABLE \`_course_sections_v_version_instructors\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`faculty_profile_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`faculty_profile_id\`) REFERENCES \`faculty_profiles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_course_sections_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_course_sections_v_version_instructors_order_idx\` ON \`_course_sections_v_version_instructors\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_course_sections_v_version_instructors_parent_id_idx\` ON \`_course_sections_v_version_instructors\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_course_sections_v_version_instructors_faculty_profile_idx\` ON \`_course_sections_v_version_instructors\` (\`faculty_profile_id\`);`)
  await db.run(sql`CREATE TABLE \`_course_sections_v_version_meeting_schedules_days\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_course_sections_v_version_meeting_schedules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_course_sections_v_version_meeting_schedules_days_order_idx\` ON \`_course_sections_v_version_meeting_schedules_days\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_course_sections_v_version_meeting_schedules_days_parent_idx\` ON \`_course_sections_v_version_meeting_schedules_days\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_course_sections_v_version_meeting_schedules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`start_date\` text,
  	\`end_date\` text,
  	\`start_time\` text,
  	\`end_time\` text,
  	\`room\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_course_sections_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_course_sections_v_version_meeting_schedules_order_idx\` ON \`_course_sections_v_version_meeting_schedules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_course_sections_v_version_meeting_schedules_parent_id_idx\` ON \`_course_sections_v_version_meeting_schedules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_course_sections_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_course_number\` text,
  	\`version_registration_id\` text,
  	\`version_type\` text,
  	\`version_semester_id\` integer,
  	\`version_registration_status\` text DEFAULT 'open',
  	\`version_description\` text,
  	\`version_keywords\` text,
  	\`version_cost\` numeric DEFAULT 0,
  	\`version_fee\` numeric DEFAULT 0,
  	\`version_dates_interval\` text,
  	\`version_hero_id\` integer,
  	\`version_thumbnail_id\` integer,
  	\`version_slug\` text,
  	\`version_building_id\` integer,
  	\`version_sec_location\` text,
  	\`version_sec_level\` text,
  	\`version_is_pre_college\` integer DEFAULT false,
  	\`version_is_pre_college_housing\` integer DEFAULT false,
  	\`version_published\` integer DEFAULT false,
  	\`version_first_date\` text,
  	\`version_last_date\` text,
  	\`version_earliest_time\` text,
  	\`version_latest_time\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`course_sections\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_semester_id\`) REFERENCES \`semesters\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_hero_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_building_id\`) REFERENCES \`buildings\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_course_sections_v_parent_idx\` ON \`_course_sections_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_course_sections_v_version_version_title_idx\` ON \`_course_sections_v\` (\`version_title\`);`)
  await db.run(sql`CREATE INDEX \`_course_sections_v_version_version_course_number_idx\` ON \`_course_sections_v\` (\`version_course_number\`);`)
  await db.run(sql`CREATE INDEX \`_course_sections_v_version_version_registration_id_idx\` ON \`_course_sections_v\` (\`version_registration_id\`);`)
  await db.run(sql`CREATE INDEX \`_course_sections_v_version_version_type_idx\` ON \`_course_sections_v\` (\`version_type\`);`)
  await db.run(sql`CREATE INDEX \`_course_sections_v_version_version_semester_idx\` ON \`_course_sections_v\` (\`version_semester_id\`);`)
  await db.run(sql`CREATE INDEX \`_course_sections_v_version_version_registration_status_idx\` ON \`_course_sections_v\` (\`version_registration_status\`);`)
  await db.run(sql`CREATE INDEX \`_course_sections_v_version_version_hero_idx\` ON \`_course_sections_v\` (\`version_hero_id\`);`)
  await db.run(sql`CREATE INDEX \`_course_sections_v_version_version_thumbnail_idx\` ON \`_course_sections_v\` (\`version_thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`_course_sections_v_version_version_slug_idx\` ON \`_course_sections_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_course_sections_v_version_version_building_idx\` ON \`_course_sections_v\` (\`version_building_id\`);`)
  await db.run(sql`CREATE INDEX \`_course_sections_v_version_version_sec_location_idx\` ON \`_course_sections_v\` (\`version_sec_location\`);`)
  await db.run(sql`CREATE INDEX \`_course_sections_v_version_version_sec_level_idx\` ON \`_course_sections_v\` (\`version_sec_level\`);`)
  await db.run(sql`CREATE INDEX \`_course_sections_v_version_version_is_pre_college_idx\` ON \`_course_sections_v\` (\`version_is_pre_college\`);`)
  await db.run(sql`CREATE INDEX \`_course_sections_v_version_version_published_idx\` ON \`_course_sections_v\` (\`version_published\`);`)
  await db.run(sql`CREATE INDEX \`_course_sections_v_version_version_first_date_idx\` ON \`_course_sections_v\` (\`version_first_date\`);`)
  await db.run(sql`CREATE INDEX \`_course_sections_v_version_version_last_date_idx\` ON \`_course_sections_v\` (\`version_last_date\`);`)
  await db.run(sql`CREATE INDEX \`_course_sections_v_version_version_updated_at_idx\` ON \`_course_sections_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_course_sections_v_version_version_created_at_idx\` ON \`_course_sections_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_course_sections_v_version_version__status_idx\` ON \`_course_sections_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_course_sections_v_created_at_idx\` ON \`_course_sections_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_course_sections_v_updated_at_idx\` ON \`_course_sections_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_course_sections_v_latest_idx\` ON \`_course_sections_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_course_sections_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_course_sections_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_course_sections_v_texts_order_parent\` ON \`_course_sections_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_course_sections_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`course_categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_course_sections_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`course_categories_id\`) REFERENCES \`course_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_course_sections_v_rels_order_idx\` ON \`_course_sections_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_course_sections_v_rels_parent_idx\` ON \`_course_sections_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_course_sections_v_rels_path_idx\` ON \`_course_sections_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_course_sections_v_rels_course_categories_id_idx\` ON \`_course_sections_v_rels\` (\`course_categories_id\`);`)
  await db.run(sql`CREATE TABLE \`course_imports\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`file_name\` text NOT NULL,
  	\`format\` text NOT NULL,
  	\`mode\` text NOT NULL,
  	\`outcome\` text NOT NULL,
  	\`created\` numeric DEFAULT 0,
  	\`updated\` numeric DEFAULT 0,
  	\`unchanged\` numeric DEFAULT 0,
  	\`refused\` numeric DEFAULT 0,
  	\`rows\` text,
  	\`imported_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`imported_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`course_imports_imported_by_idx\` ON \`course_imports\` (\`imported_by_id\`);`)
  await db.run(sql`CREATE INDEX \`course_imports_updated_at_idx\` ON \`course_imports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`course_imports_created_at_idx\` ON \`course_imports\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`meta\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`semesters_id\` integer REFERENCES semesters(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`course_categories_id\` integer REFERENCES course_categories(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`course_sections_id\` integer REFERENCES course_sections(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`course_imports_id\` integer REFERENCES course_imports(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_semesters_id_idx\` ON \`payload_locked_documents_rels\` (\`semesters_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_course_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`course_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_course_sections_id_idx\` ON \`payload_locked_documents_rels\` (\`course_sections_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_course_imports_id_idx\` ON \`payload_locked_documents_rels\` (\`course_imports_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_course_sections\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_course_sections\`;`)
  await db.run(sql`DROP TABLE \`shared_blocks_blocks_course_sections\`;`)
  await db.run(sql`DROP TABLE \`_shared_blocks_v_blocks_course_sections\`;`)
  await db.run(sql`DROP TABLE \`features_blocks_course_sections\`;`)
  await db.run(sql`DROP TABLE \`_features_v_blocks_course_sections\`;`)
  await db.run(sql`DROP TABLE \`semesters\`;`)
  await db.run(sql`DROP TABLE \`course_categories\`;`)
  await db.run(sql`DROP TABLE \`course_sections_instructors\`;`)
  await db.run(sql`DROP TABLE \`course_sections_meeting_schedules_days\`;`)
  await db.run(sql`DROP TABLE \`course_sections_meeting_schedules\`;`)
  await db.run(sql`DROP TABLE \`course_sections\`;`)
  await db.run(sql`DROP TABLE \`course_sections_texts\`;`)
  await db.run(sql`DROP TABLE \`course_sections_rels\`;`)
  await db.run(sql`DROP TABLE \`_course_sections_v_version_instructors\`;`)
  await db.run(sql`DROP TABLE \`_course_sections_v_version_meeting_schedules_days\`;`)
  await db.run(sql`DROP TABLE \`_course_sections_v_version_meeting_schedules\`;`)
  await db.run(sql`DROP TABLE \`_course_sections_v\`;`)
  await db.run(sql`DROP TABLE \`_course_sections_v_texts\`;`)
  await db.run(sql`DROP TABLE \`_course_sections_v_rels\`;`)
  await db.run(sql`DROP TABLE \`course_imports\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
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
  	FOREIGN KEY (\`press_releases_id\`) REFERENCES \`press_releases\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`external_press_id\`) REFERENCES \`external_press\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletters_id\`) REFERENCES \`newsletters\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_signups_id\`) REFERENCES \`newsletter_signups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "roles_id", "media_id", "departments_id", "tags_id", "locations_id", "buildings_id", "faculty_profiles_id", "site_wide_alerts_id", "home_page_alerts_id", "events_id", "exhibitors_id", "departments_and_categories_id", "videos_id", "video_channels_id", "library_hours_id", "pages_id", "shared_blocks_id", "rankings_id", "features_id", "press_releases_id", "external_press_id", "newsletters_id", "newsletter_signups_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "users_id", "roles_id", "media_id", "departments_id", "tags_id", "locations_id", "buildings_id", "faculty_profiles_id", "site_wide_alerts_id", "home_page_alerts_id", "events_id", "exhibitors_id", "departments_and_categories_id", "videos_id", "video_channels_id", "library_hours_id", "pages_id", "shared_blocks_id", "rankings_id", "features_id", "press_releases_id", "external_press_id", "newsletters_id", "newsletter_signups_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
}
