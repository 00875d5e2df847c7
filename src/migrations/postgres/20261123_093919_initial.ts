import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_roles_capabilities" AS ENUM('alert', 'auditLogs', 'block', 'courseSemesters', 'courseSemestersAutoPublish', 'building', 'buildingCode', 'config', 'cronJob', 'department', 'download', 'draft', 'event', 'eventAdministrate', 'eventPublish', 'eventNewsletter', 'facultyProfile', 'facultyRoleProfileEdit', 'facultySupplementalFields', 'feature', 'form', 'externalPress', 'location', 'navigation', 'navbarPropertiesEvent', 'navbarPropertiesPage', 'newsletter', 'pageCreate', 'pageEdit', 'pressRelease', 'cmsUserProfile', 'redirect', 'redirectAutoApprove', 'session', 'tag', 'user', 'userRoles', 'video', 'videoChannel', 'cssJsModule', 'seoModule', 'vapBlocks', 'courses', 'featuredOn', 'homepageSectionEdit', 'advancedPageSection', 'adminNotifications', 'addPrivilegesToBlocks', 'authorizeGoogleAccount', 'artists', 'alertUsersWithNotificationsUntilDate', 'notableAlumni');
  CREATE TYPE "public"."enum_departments_degrees" AS ENUM('BFA', 'MA', 'MFA', 'MPS', 'MAT', 'No Degree');
  CREATE TYPE "public"."enum_departments_type" AS ENUM('Undergraduate', 'Graduate', 'Administrative', 'Academic', 'CE', 'AdditionalAcademicProgram');
  CREATE TYPE "public"."enum_tags_type" AS ENUM('Institutional', 'Series', 'Other');
  CREATE TYPE "public"."enum_locations_type" AS ENUM('Facility', 'International Locations', 'Building');
  CREATE TYPE "public"."enum_site_wide_alerts_tone" AS ENUM('info', 'warning', 'urgent');
  CREATE TYPE "public"."enum_home_page_alerts_tone" AS ENUM('info', 'warning', 'urgent');
  CREATE TYPE "public"."enum_site_config_social_links_network" AS ENUM('Facebook', 'Instagram', 'LinkedIn', 'X', 'YouTube', 'TikTok');
  CREATE TYPE "public"."enum_site_config_not_found_videos_provider" AS ENUM('youtube', 'vimeo');
  CREATE TYPE "public"."enum_navigation_items_children_grandchildren_type" AS ENUM('External_Link', 'Internal_Link', 'Group', 'SectionLabel');
  CREATE TYPE "public"."enum_navigation_items_children_type" AS ENUM('External_Link', 'Internal_Link', 'Group', 'SectionLabel');
  CREATE TYPE "public"."enum_navigation_items_type" AS ENUM('External_Link', 'Internal_Link', 'Group', 'SectionLabel');
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"full_name" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "users_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"roles_id" integer
  );
  
  CREATE TABLE "roles_capabilities" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_roles_capabilities",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "roles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"credit" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_wide_url" varchar,
  	"sizes_wide_width" numeric,
  	"sizes_wide_height" numeric,
  	"sizes_wide_mime_type" varchar,
  	"sizes_wide_filesize" numeric,
  	"sizes_wide_filename" varchar
  );
  
  CREATE TABLE "departments_degrees" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_departments_degrees",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "departments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"short_title" varchar,
  	"slug" varchar NOT NULL,
  	"type" "enum_departments_type" NOT NULL,
  	"location_id" integer,
  	"description" varchar,
  	"published" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tags" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"type" "enum_tags_type" DEFAULT 'Other' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "locations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"type" "enum_locations_type" DEFAULT 'Facility' NOT NULL,
  	"is_sva_facility" boolean DEFAULT false,
  	"is_international_location" boolean DEFAULT false,
  	"address" varchar,
  	"city" varchar,
  	"country" varchar,
  	"phone" varchar,
  	"description" varchar,
  	"image_id" integer,
  	"latitude" numeric,
  	"longitude" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "buildings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"code" varchar,
  	"address" varchar NOT NULL,
  	"location_id" integer,
  	"display_on_contact_and_maps" boolean DEFAULT true,
  	"image_id" integer,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "faculty_profiles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"title" varchar,
  	"published" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "faculty_profiles_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"departments_id" integer
  );
  
  CREATE TABLE "site_wide_alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"link_label" varchar,
  	"link_url" varchar,
  	"tone" "enum_site_wide_alerts_tone" DEFAULT 'info',
  	"published" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "home_page_alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"link_label" varchar,
  	"link_url" varchar,
  	"tone" "enum_home_page_alerts_tone" DEFAULT 'info',
  	"active" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"roles_id" integer,
  	"media_id" integer,
  	"departments_id" integer,
  	"tags_id" integer,
  	"locations_id" integer,
  	"buildings_id" integer,
  	"faculty_profiles_id" integer,
  	"site_wide_alerts_id" integer,
  	"home_page_alerts_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_config_social_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"network" "enum_site_config_social_links_network" NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "site_config_entries" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "site_config_not_found_videos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"provider" "enum_site_config_not_found_videos_provider" DEFAULT 'youtube' NOT NULL,
  	"video_id" varchar NOT NULL,
  	"title" varchar NOT NULL
  );
  
  CREATE TABLE "site_config" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"college_name" varchar NOT NULL,
  	"short_name" varchar NOT NULL,
  	"tagline" varchar,
  	"time_zone" varchar DEFAULT 'America/New_York' NOT NULL,
  	"accent_color" varchar DEFAULT '#e4002b',
  	"address_street" varchar NOT NULL,
  	"address_city" varchar NOT NULL,
  	"address_region" varchar,
  	"address_postal_code" varchar,
  	"address_country" varchar,
  	"phone" varchar NOT NULL,
  	"email" varchar,
  	"session_start_dates_spring" timestamp(3) with time zone,
  	"session_start_dates_summer" timestamp(3) with time zone,
  	"session_start_dates_fall" timestamp(3) with time zone,
  	"search_key" varchar,
  	"search_engine_id" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "navigation_items_ga_params" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "navigation_items_children_ga_params" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "navigation_items_children_grandchildren_ga_params" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "navigation_items_children_grandchildren" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"type" "enum_navigation_items_children_grandchildren_type" DEFAULT 'Internal_Link' NOT NULL,
  	"path" varchar,
  	"external_link" varchar,
  	"open_in_new_window" boolean DEFAULT false,
  	"is_visible" boolean DEFAULT true,
  	"terminal_node" boolean DEFAULT false,
  	"column_start" boolean DEFAULT false,
  	"is_separator" boolean DEFAULT false,
  	"ga_event_name" varchar
  );
  
  CREATE TABLE "navigation_items_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"type" "enum_navigation_items_children_type" DEFAULT 'Internal_Link' NOT NULL,
  	"path" varchar,
  	"external_link" varchar,
  	"open_in_new_window" boolean DEFAULT false,
  	"is_visible" boolean DEFAULT true,
  	"terminal_node" boolean DEFAULT false,
  	"column_start" boolean DEFAULT false,
  	"is_separator" boolean DEFAULT false,
  	"ga_event_name" varchar
  );
  
  CREATE TABLE "navigation_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"type" "enum_navigation_items_type" DEFAULT 'Internal_Link' NOT NULL,
  	"path" varchar,
  	"external_link" varchar,
  	"open_in_new_window" boolean DEFAULT false,
  	"is_visible" boolean DEFAULT true,
  	"terminal_node" boolean DEFAULT false,
  	"column_start" boolean DEFAULT false,
  	"is_separator" boolean DEFAULT false,
  	"ga_event_name" varchar
  );
  
  CREATE TABLE "navigation" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_rels" ADD CONSTRAINT "users_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_rels" ADD CONSTRAINT "users_rels_roles_fk" FOREIGN KEY ("roles_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "roles_capabilities" ADD CONSTRAINT "roles_capabilities_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "departments_degrees" ADD CONSTRAINT "departments_degrees_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "departments" ADD CONSTRAINT "departments_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "locations" ADD CONSTRAINT "locations_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "buildings" ADD CONSTRAINT "buildings_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "buildings" ADD CONSTRAINT "buildings_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faculty_profiles_rels" ADD CONSTRAINT "faculty_profiles_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faculty_profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faculty_profiles_rels" ADD CONSTRAINT "faculty_profiles_rels_departments_fk" FOREIGN KEY ("departments_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_roles_fk" FOREIGN KEY ("roles_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_departments_fk" FOREIGN KEY ("departments_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_locations_fk" FOREIGN KEY ("locations_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_buildings_fk" FOREIGN KEY ("buildings_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faculty_profiles_fk" FOREIGN KEY ("faculty_profiles_id") REFERENCES "public"."faculty_profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_site_wide_alerts_fk" FOREIGN KEY ("site_wide_alerts_id") REFERENCES "public"."site_wide_alerts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_home_page_alerts_fk" FOREIGN KEY ("home_page_alerts_id") REFERENCES "public"."home_page_alerts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_config_social_links" ADD CONSTRAINT "site_config_social_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_config"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_config_entries" ADD CONSTRAINT "site_config_entries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_config"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_config_not_found_videos" ADD CONSTRAINT "site_config_not_found_videos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_config"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_items_ga_params" ADD CONSTRAINT "navigation_items_ga_params_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_items_children_ga_params" ADD CONSTRAINT "navigation_items_children_ga_params_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_items_children"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_items_children_grandchildren_ga_params" ADD CONSTRAINT "navigation_items_children_grandchildren_ga_params_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_items_children_grandchildren"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_items_children_grandchildren" ADD CONSTRAINT "navigation_items_children_grandchildren_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_items_children"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_items_children" ADD CONSTRAINT "navigation_items_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_items" ADD CONSTRAINT "navigation_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "users_rels_order_idx" ON "users_rels" USING btree ("order");
  CREATE INDEX "users_rels_parent_idx" ON "users_rels" USING btree ("parent_id");
  CREATE INDEX "users_rels_path_idx" ON "users_rels" USING btree ("path");
  CREATE INDEX "users_rels_roles_id_idx" ON "users_rels" USING btree ("roles_id");
  CREATE INDEX "roles_capabilities_order_idx" ON "roles_capabilities" USING btree ("order");
  CREATE INDEX "roles_capabilities_parent_idx" ON "roles_capabilities" USING btree ("parent_id");
  CREATE UNIQUE INDEX "roles_title_idx" ON "roles" USING btree ("title");
  CREATE INDEX "roles_updated_at_idx" ON "roles" USING btree ("updated_at");
  CREATE INDEX "roles_created_at_idx" ON "roles" USING btree ("created_at");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_wide_sizes_wide_filename_idx" ON "media" USING btree ("sizes_wide_filename");
  CREATE INDEX "departments_degrees_order_idx" ON "departments_degrees" USING btree ("order");
  CREATE INDEX "departments_degrees_parent_idx" ON "departments_degrees" USING btree ("parent_id");
  CREATE UNIQUE INDEX "departments_slug_idx" ON "departments" USING btree ("slug");
  CREATE INDEX "departments_location_idx" ON "departments" USING btree ("location_id");
  CREATE INDEX "departments_published_idx" ON "departments" USING btree ("published");
  CREATE INDEX "departments_updated_at_idx" ON "departments" USING btree ("updated_at");
  CREATE INDEX "departments_created_at_idx" ON "departments" USING btree ("created_at");
  CREATE UNIQUE INDEX "tags_slug_idx" ON "tags" USING btree ("slug");
  CREATE INDEX "tags_updated_at_idx" ON "tags" USING btree ("updated_at");
  CREATE INDEX "tags_created_at_idx" ON "tags" USING btree ("created_at");
  CREATE UNIQUE INDEX "locations_slug_idx" ON "locations" USING btree ("slug");
  CREATE INDEX "locations_is_sva_facility_idx" ON "locations" USING btree ("is_sva_facility");
  CREATE INDEX "locations_is_international_location_idx" ON "locations" USING btree ("is_international_location");
  CREATE INDEX "locations_image_idx" ON "locations" USING btree ("image_id");
  CREATE INDEX "locations_updated_at_idx" ON "locations" USING btree ("updated_at");
  CREATE INDEX "locations_created_at_idx" ON "locations" USING btree ("created_at");
  CREATE UNIQUE INDEX "buildings_code_idx" ON "buildings" USING btree ("code");
  CREATE INDEX "buildings_location_idx" ON "buildings" USING btree ("location_id");
  CREATE INDEX "buildings_display_on_contact_and_maps_idx" ON "buildings" USING btree ("display_on_contact_and_maps");
  CREATE INDEX "buildings_image_idx" ON "buildings" USING btree ("image_id");
  CREATE INDEX "buildings_updated_at_idx" ON "buildings" USING btree ("updated_at");
  CREATE INDEX "buildings_created_at_idx" ON "buildings" USING btree ("created_at");
  CREATE INDEX "faculty_profiles_last_name_idx" ON "faculty_profiles" USING btree ("last_name");
  CREATE UNIQUE INDEX "faculty_profiles_slug_idx" ON "faculty_profiles" USING btree ("slug");
  CREATE INDEX "faculty_profiles_published_idx" ON "faculty_profiles" USING btree ("published");
  CREATE INDEX "faculty_profiles_updated_at_idx" ON "faculty_profiles" USING btree ("updated_at");
  CREATE INDEX "faculty_profiles_created_at_idx" ON "faculty_profiles" USING btree ("created_at");
  CREATE INDEX "faculty_profiles_rels_order_idx" ON "faculty_profiles_rels" USING btree ("order");
  CREATE INDEX "faculty_profiles_rels_parent_idx" ON "faculty_profiles_rels" USING btree ("parent_id");
  CREATE INDEX "faculty_profiles_rels_path_idx" ON "faculty_profiles_rels" USING btree ("path");
  CREATE INDEX "faculty_profiles_rels_departments_id_idx" ON "faculty_profiles_rels" USING btree ("departments_id");
  CREATE INDEX "site_wide_alerts_published_idx" ON "site_wide_alerts" USING btree ("published");
  CREATE INDEX "site_wide_alerts_updated_at_idx" ON "site_wide_alerts" USING btree ("updated_at");
  CREATE INDEX "site_wide_alerts_created_at_idx" ON "site_wide_alerts" USING btree ("created_at");
  CREATE INDEX "home_page_alerts_active_idx" ON "home_page_alerts" USING btree ("active");
  CREATE INDEX "home_page_alerts_updated_at_idx" ON "home_page_alerts" USING btree ("updated_at");
  CREATE INDEX "home_page_alerts_created_at_idx" ON "home_page_alerts" USING btree ("created_at");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_roles_id_idx" ON "payload_locked_documents_rels" USING btree ("roles_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_departments_id_idx" ON "payload_locked_documents_rels" USING btree ("departments_id");
  CREATE INDEX "payload_locked_documents_rels_tags_id_idx" ON "payload_locked_documents_rels" USING btree ("tags_id");
  CREATE INDEX "payload_locked_documents_rels_locations_id_idx" ON "payload_locked_documents_rels" USING btree ("locations_id");
  CREATE INDEX "payload_locked_documents_rels_buildings_id_idx" ON "payload_locked_documents_rels" USING btree ("buildings_id");
  CREATE INDEX "payload_locked_documents_rels_faculty_profiles_id_idx" ON "payload_locked_documents_rels" USING btree ("faculty_profiles_id");
  CREATE INDEX "payload_locked_documents_rels_site_wide_alerts_id_idx" ON "payload_locked_documents_rels" USING btree ("site_wide_alerts_id");
  CREATE INDEX "payload_locked_documents_rels_home_page_alerts_id_idx" ON "payload_locked_documents_rels" USING btree ("home_page_alerts_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "site_config_social_links_order_idx" ON "site_config_social_links" USING btree ("_order");
  CREATE INDEX "site_config_social_links_parent_id_idx" ON "site_config_social_links" USING btree ("_parent_id");
  CREATE INDEX "site_config_entries_order_idx" ON "site_config_entries" USING btree ("_order");
  CREATE INDEX "site_config_entries_parent_id_idx" ON "site_config_entries" USING btree ("_parent_id");
  CREATE INDEX "site_config_not_found_videos_order_idx" ON "site_config_not_found_videos" USING btree ("_order");
  CREATE INDEX "site_config_not_found_videos_parent_id_idx" ON "site_config_not_found_videos" USING btree ("_parent_id");
  CREATE INDEX "navigation_items_ga_params_order_idx" ON "navigation_items_ga_params" USING btree ("_order");
  CREATE INDEX "navigation_items_ga_params_parent_id_idx" ON "navigation_items_ga_params" USING btree ("_parent_id");
  CREATE INDEX "navigation_items_children_ga_params_order_idx" ON "navigation_items_children_ga_params" USING btree ("_order");
  CREATE INDEX "navigation_items_children_ga_params_parent_id_idx" ON "navigation_items_children_ga_params" USING btree ("_parent_id");
  CREATE INDEX "navigation_items_children_grandchildren_ga_params_order_idx" ON "navigation_items_children_grandchildren_ga_params" USING btree ("_order");
  CREATE INDEX "navigation_items_children_grandchildren_ga_params_parent_id_idx" ON "navigation_items_children_grandchildren_ga_params" USING btree ("_parent_id");
  CREATE INDEX "navigation_items_children_grandchildren_order_idx" ON "navigation_items_children_grandchildren" USING btree ("_order");
  CREATE INDEX "navigation_items_children_grandchildren_parent_id_idx" ON "navigation_items_children_grandchildren" USING btree ("_parent_id");
  CREATE INDEX "navigation_items_children_order_idx" ON "navigation_items_children" USING btree ("_order");
  CREATE INDEX "navigation_items_children_parent_id_idx" ON "navigation_items_children" USING btree ("_parent_id");
  CREATE INDEX "navigation_items_order_idx" ON "navigation_items" USING btree ("_order");
  CREATE INDEX "navigation_items_parent_id_idx" ON "navigation_items" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "users_rels" CASCADE;
  DROP TABLE "roles_capabilities" CASCADE;
  DROP TABLE "roles" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "departments_degrees" CASCADE;
  DROP TABLE "departments" CASCADE;
  DROP TABLE "tags" CASCADE;
  DROP TABLE "locations" CASCADE;
  DROP TABLE "buildings" CASCADE;
  DROP TABLE "faculty_profiles" CASCADE;
  DROP TABLE "faculty_profiles_rels" CASCADE;
  DROP TABLE "site_wide_alerts" CASCADE;
  DROP TABLE "home_page_alerts" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_config_social_links" CASCADE;
  DROP TABLE "site_config_entries" CASCADE;
  DROP TABLE "site_config_not_found_videos" CASCADE;
  DROP TABLE "site_config" CASCADE;
  DROP TABLE "navigation_items_ga_params" CASCADE;
  DROP TABLE "navigation_items_children_ga_params" CASCADE;
  DROP TABLE "navigation_items_children_grandchildren_ga_params" CASCADE;
  DROP TABLE "navigation_items_children_grandchildren" CASCADE;
  DROP TABLE "navigation_items_children" CASCADE;
  DROP TABLE "navigation_items" CASCADE;
  DROP TABLE "navigation" CASCADE;
  DROP TYPE "public"."enum_roles_capabilities";
  DROP TYPE "public"."enum_departments_degrees";
  DROP TYPE "public"."enum_departments_type";
  DROP TYPE "public"."enum_tags_type";
  DROP TYPE "public"."enum_locations_type";
  DROP TYPE "public"."enum_site_wide_alerts_tone";
  DROP TYPE "public"."enum_home_page_alerts_tone";
  DROP TYPE "public"."enum_site_config_social_links_network";
  DROP TYPE "public"."enum_site_config_not_found_videos_provider";
  DROP TYPE "public"."enum_navigation_items_children_grandchildren_type";
  DROP TYPE "public"."enum_navigation_items_children_type";
  DROP TYPE "public"."enum_navigation_items_type";`)
}
