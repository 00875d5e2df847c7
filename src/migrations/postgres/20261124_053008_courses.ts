import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_course_sections_programme" AS ENUM('continuing-education', 'pre-college', 'summer-residency-programs', 'destinations', 'summer-housing');
  CREATE TYPE "public"."enum__pages_v_blocks_course_sections_programme" AS ENUM('continuing-education', 'pre-college', 'summer-residency-programs', 'destinations', 'summer-housing');
  CREATE TYPE "public"."enum_shared_blocks_blocks_course_sections_programme" AS ENUM('continuing-education', 'pre-college', 'summer-residency-programs', 'destinations', 'summer-housing');
  CREATE TYPE "public"."enum__shared_blocks_v_blocks_course_sections_programme" AS ENUM('continuing-education', 'pre-college', 'summer-residency-programs', 'destinations', 'summer-housing');
  CREATE TYPE "public"."enum_features_blocks_course_sections_programme" AS ENUM('continuing-education', 'pre-college', 'summer-residency-programs', 'destinations', 'summer-housing');
  CREATE TYPE "public"."enum__features_v_blocks_course_sections_programme" AS ENUM('continuing-education', 'pre-college', 'summer-residency-programs', 'destinations', 'summer-housing');
  CREATE TYPE "public"."enum_semesters_term" AS ENUM('Spring', 'Summer', 'Fall');
  CREATE TYPE "public"."enum_course_sections_meeting_schedules_days" AS ENUM('mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun');
  CREATE TYPE "public"."enum_course_sections_type" AS ENUM('CE', 'PreCollege', 'SummerResidency', 'Destinations', 'CDFNY', 'Graduate', 'Undergraduate', 'Online', 'AdditionalPrograms', 'SummerHousing', 'PreCollegeHousingAndMealPlan');
  CREATE TYPE "public"."enum_course_sections_registration_status" AS ENUM('open', 'waitlist', 'closed', 'cancelled');
  CREATE TYPE "public"."enum_course_sections_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__course_sections_v_version_meeting_schedules_days" AS ENUM('mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun');
  CREATE TYPE "public"."enum__course_sections_v_version_type" AS ENUM('CE', 'PreCollege', 'SummerResidency', 'Destinations', 'CDFNY', 'Graduate', 'Undergraduate', 'Online', 'AdditionalPrograms', 'SummerHousing', 'PreCollegeHousingAndMealPlan');
  CREATE TYPE "public"."enum__course_sections_v_version_registration_status" AS ENUM('open', 'waitlist', 'closed', 'cancelled');
  CREATE TYPE "public"."enum__course_sections_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_course_imports_format" AS ENUM('csv', 'json');
  CREATE TYPE "public"."enum_course_imports_mode" AS ENUM('all-or-nothing', 'valid-rows');
  CREATE TYPE "public"."enum_course_imports_outcome" AS ENUM('imported', 'partly-imported', 'nothing-changed');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'semester-schedule');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'semester-schedule');
  CREATE TABLE "pages_blocks_course_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Sections',
  	"programme" "enum_pages_blocks_course_sections_programme",
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_course_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Sections',
  	"programme" "enum__pages_v_blocks_course_sections_programme",
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "shared_blocks_blocks_course_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Sections',
  	"programme" "enum_shared_blocks_blocks_course_sections_programme",
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_shared_blocks_v_blocks_course_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Sections',
  	"programme" "enum__shared_blocks_v_blocks_course_sections_programme",
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "features_blocks_course_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Sections',
  	"programme" "enum_features_blocks_course_sections_programme",
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_features_v_blocks_course_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Sections',
  	"programme" "enum__features_v_blocks_course_sections_programme",
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "semesters" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"term" "enum_semesters_term" NOT NULL,
  	"year" numeric NOT NULL,
  	"title" varchar,
  	"semester_id" varchar,
  	"start_date" timestamp(3) with time zone,
  	"end_date" timestamp(3) with time zone,
  	"schedule_publish_sections_on" timestamp(3) with time zone,
  	"schedule_unpublish_sections_on" timestamp(3) with time zone,
  	"schedule_sections_published_at" timestamp(3) with time zone,
  	"schedule_sections_unpublished_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "course_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"parent_id" integer,
  	"show_in_navigation" boolean DEFAULT false,
  	"sort_order" numeric DEFAULT 0,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "course_sections_instructors" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"faculty_profile_id" integer
  );
  
  CREATE TABLE "course_sections_meeting_schedules_days" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_course_sections_meeting_schedules_days",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "course_sections_meeting_schedules" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"start_date" timestamp(3) with time zone,
  	"end_date" timestamp(3) with time zone,
  	"start_time" varchar,
  	"end_time" varchar,
  	"room" varchar
  );
  
  CREATE TABLE "course_sections" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"course_number" varchar,
  	"registration_id" varchar,
  	"type" "enum_course_sections_type",
  	"semester_id" integer,
  	"registration_status" "enum_course_sections_registration_status" DEFAULT 'open',
  	"description" varchar,
  	"keywords" varchar,
  	"cost" numeric DEFAULT 0,
  	"fee" numeric DEFAULT 0,
  	"dates_interval" varchar,
  	"hero_id" integer,
  	"thumbnail_id" integer,
  	"slug" varchar,
  	"building_id" integer,
  	"sec_location" varchar,
  	"sec_level" varchar,
  	"is_pre_college" boolean DEFAULT false,
  	"is_pre_college_housing" boolean DEFAULT false,
  	"published" boolean DEFAULT false,
  	"first_date" timestamp(3) with time zone,
  	"last_date" timestamp(3) with time zone,
  	"earliest_time" varchar,
  	"latest_time" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_course_sections_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "course_sections_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "course_sections_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"course_categories_id" integer
  );
  
  CREATE TABLE "_course_sections_v_version_instructors" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"faculty_profile_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_course_sections_v_version_meeting_schedules_days" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__course_sections_v_version_meeting_schedules_days",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_course_sections_v_version_meeting_schedules" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"start_date" timestamp(3) with time zone,
  	"end_date" timestamp(3) with time zone,
  	"start_time" varchar,
  	"end_time" varchar,
  	"room" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_course_sections_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_course_number" varchar,
  	"version_registration_id" varchar,
  	"version_type" "enum__course_sections_v_version_type",
  	"version_semester_id" integer,
  	"version_registration_status" "enum__course_sections_v_version_registration_status" DEFAULT 'open',
  	"version_description" varchar,
  	"version_keywords" varchar,
  	"version_cost" numeric DEFAULT 0,
  	"version_fee" numeric DEFAULT 0,
  	"version_dates_interval" varchar,
  	"version_hero_id" integer,
  	"version_thumbnail_id" integer,
  	"version_slug" varchar,
  	"version_building_id" integer,
  	"version_sec_location" varchar,
  	"version_sec_level" varchar,
  	"version_is_pre_college" boolean DEFAULT false,
  	"version_is_pre_college_housing" boolean DEFAULT false,
  	"version_published" boolean DEFAULT false,
  	"version_first_date" timestamp(3) with time zone,
  	"version_last_date" timestamp(3) with time zone,
  	"version_earliest_time" varchar,
  	"version_latest_time" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__course_sections_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_course_sections_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_course_sections_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"course_categories_id" integer
  );
  
  CREATE TABLE "course_imports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"file_name" varchar NOT NULL,
  	"format" "enum_course_imports_format" NOT NULL,
  	"mode" "enum_course_imports_mode" NOT NULL,
  	"outcome" "enum_course_imports_outcome" NOT NULL,
  	"created" numeric DEFAULT 0,
  	"updated" numeric DEFAULT 0,
  	"unchanged" numeric DEFAULT 0,
  	"refused" numeric DEFAULT 0,
  	"rows" jsonb,
  	"imported_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"meta" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "semesters_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "course_categories_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "course_sections_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "course_imports_id" integer;
  ALTER TABLE "pages_blocks_course_sections" ADD CONSTRAINT "pages_blocks_course_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_course_sections" ADD CONSTRAINT "_pages_v_blocks_course_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shared_blocks_blocks_course_sections" ADD CONSTRAINT "shared_blocks_blocks_course_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shared_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_shared_blocks_v_blocks_course_sections" ADD CONSTRAINT "_shared_blocks_v_blocks_course_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_shared_blocks_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "features_blocks_course_sections" ADD CONSTRAINT "features_blocks_course_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_features_v_blocks_course_sections" ADD CONSTRAINT "_features_v_blocks_course_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_features_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "course_categories" ADD CONSTRAINT "course_categories_parent_id_course_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."course_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "course_sections_instructors" ADD CONSTRAINT "course_sections_instructors_faculty_profile_id_faculty_profiles_id_fk" FOREIGN KEY ("faculty_profile_id") REFERENCES "public"."faculty_profiles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "course_sections_instructors" ADD CONSTRAINT "course_sections_instructors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."course_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "course_sections_meeting_schedules_days" ADD CONSTRAINT "course_sections_meeting_schedules_days_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."course_sections_meeting_schedules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "course_sections_meeting_schedules" ADD CONSTRAINT "course_sections_meeting_schedules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."course_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "course_sections" ADD CONSTRAINT "course_sections_semester_id_semesters_id_fk" FOREIGN KEY ("semester_id") REFERENCES "public"."semesters"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "course_sections" ADD CONSTRAINT "course_sections_hero_id_media_id_fk" FOREIGN KEY ("hero_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "course_sections" ADD CONSTRAINT "course_sections_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "course_sections" ADD CONSTRAINT "course_sections_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "course_sections_texts" ADD CONSTRAINT "course_sections_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."course_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "course_sections_rels" ADD CONSTRAINT "course_sections_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."course_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "course_sections_rels" ADD CONSTRAINT "course_sections_rels_course_categories_fk" FOREIGN KEY ("course_categories_id") REFERENCES "public"."course_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_course_sections_v_version_instructors" ADD CONSTRAINT "_course_sections_v_version_instructors_faculty_profile_id_faculty_profiles_id_fk" FOREIGN KEY ("faculty_profile_id") REFERENCES "public"."faculty_profiles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_course_sections_v_version_instructors" ADD CONSTRAINT "_course_sections_v_version_instructors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_course_sections_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_course_sections_v_version_meeting_schedules_days" ADD CONSTRAINT "_course_sections_v_version_meeting_schedules_days_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_course_sections_v_version_meeting_schedules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_course_sections_v_version_meeting_schedules" ADD CONSTRAINT "_course_sections_v_version_meeting_schedules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_course_sections_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_course_sections_v" ADD CONSTRAINT "_course_sections_v_parent_id_course_sections_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."course_sections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_course_sections_v" ADD CONSTRAINT "_course_sections_v_version_semester_id_semesters_id_fk" FOREIGN KEY ("version_semester_id") REFERENCES "public"."semesters"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_course_sections_v" ADD CONSTRAINT "_course_sections_v_version_hero_id_media_id_fk" FOREIGN KEY ("version_hero_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_course_sections_v" ADD CONSTRAINT "_course_sections_v_version_thumbnail_id_media_id_fk" FOREIGN KEY ("version_thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_course_sections_v" ADD CONSTRAINT "_course_sections_v_version_building_id_buildings_id_fk" FOREIGN KEY ("version_building_id") REFERENCES "public"."buildings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_course_sections_v_texts" ADD CONSTRAINT "_course_sections_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_course_sections_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_course_sections_v_rels" ADD CONSTRAINT "_course_sections_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_course_sections_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_course_sections_v_rels" ADD CONSTRAINT "_course_sections_v_rels_course_categories_fk" FOREIGN KEY ("course_categories_id") REFERENCES "public"."course_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "course_imports" ADD CONSTRAINT "course_imports_imported_by_id_users_id_fk" FOREIGN KEY ("imported_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_course_sections_order_idx" ON "pages_blocks_course_sections" USING btree ("_order");
  CREATE INDEX "pages_blocks_course_sections_parent_id_idx" ON "pages_blocks_course_sections" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_course_sections_path_idx" ON "pages_blocks_course_sections" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_course_sections_order_idx" ON "_pages_v_blocks_course_sections" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_course_sections_parent_id_idx" ON "_pages_v_blocks_course_sections" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_course_sections_path_idx" ON "_pages_v_blocks_course_sections" USING btree ("_path");
  CREATE INDEX "shared_blocks_blocks_course_sections_order_idx" ON "shared_blocks_blocks_course_sections" USING btree ("_order");
  CREATE INDEX "shared_blocks_blocks_course_sections_parent_id_idx" ON "shared_blocks_blocks_course_sections" USING btree ("_parent_id");
  CREATE INDEX "shared_blocks_blocks_course_sections_path_idx" ON "shared_blocks_blocks_course_sections" USING btree ("_path");
  CREATE INDEX "_shared_blocks_v_blocks_course_sections_order_idx" ON "_shared_blocks_v_blocks_course_sections" USING btree ("_order");
  CREATE INDEX "_shared_blocks_v_blocks_course_sections_parent_id_idx" ON "_shared_blocks_v_blocks_course_sections" USING btree ("_parent_id");
  CREATE INDEX "_shared_blocks_v_blocks_course_sections_path_idx" ON "_shared_blocks_v_blocks_course_sections" USING btree ("_path");
  CREATE INDEX "features_blocks_course_sections_order_idx" ON "features_blocks_course_sections" USING btree ("_order");
  CREATE INDEX "features_blocks_course_sections_parent_id_idx" ON "features_blocks_course_sections" USING btree ("_parent_id");
  CREATE INDEX "features_blocks_course_sections_path_idx" ON "features_blocks_course_sections" USING btree ("_path");
  CREATE INDEX "_features_v_blocks_course_sections_order_idx" ON "_features_v_blocks_course_sections" USING btree ("_order");
  CREATE INDEX "_features_v_blocks_course_sections_parent_id_idx" ON "_features_v_blocks_course_sections" USING btree ("_parent_id");
  CREATE INDEX "_features_v_blocks_course_sections_path_idx" ON "_features_v_blocks_course_sections" USING btree ("_path");
  CREATE INDEX "semesters_year_idx" ON "semesters" USING btree ("year");
  CREATE UNIQUE INDEX "semesters_semester_id_idx" ON "semesters" USING btree ("semester_id");
  CREATE INDEX "semesters_schedule_schedule_publish_sections_on_idx" ON "semesters" USING btree ("schedule_publish_sections_on");
  CREATE INDEX "semesters_schedule_schedule_unpublish_sections_on_idx" ON "semesters" USING btree ("schedule_unpublish_sections_on");
  CREATE INDEX "semesters_updated_at_idx" ON "semesters" USING btree ("updated_at");
  CREATE INDEX "semesters_created_at_idx" ON "semesters" USING btree ("created_at");
  CREATE UNIQUE INDEX "course_categories_slug_idx" ON "course_categories" USING btree ("slug");
  CREATE INDEX "course_categories_parent_idx" ON "course_categories" USING btree ("parent_id");
  CREATE INDEX "course_categories_show_in_navigation_idx" ON "course_categories" USING btree ("show_in_navigation");
  CREATE INDEX "course_categories_updated_at_idx" ON "course_categories" USING btree ("updated_at");
  CREATE INDEX "course_categories_created_at_idx" ON "course_categories" USING btree ("created_at");
  CREATE INDEX "course_sections_instructors_order_idx" ON "course_sections_instructors" USING btree ("_order");
  CREATE INDEX "course_sections_instructors_parent_id_idx" ON "course_sections_instructors" USING btree ("_parent_id");
  CREATE INDEX "course_sections_instructors_faculty_profile_idx" ON "course_sections_instructors" USING btree ("faculty_profile_id");
  CREATE INDEX "course_sections_meeting_schedules_days_order_idx" ON "course_sections_meeting_schedules_days" USING btree ("order");
  CREATE INDEX "course_sections_meeting_schedules_days_parent_idx" ON "course_sections_meeting_schedules_days" USING btree ("parent_id");
  CREATE INDEX "course_sections_meeting_schedules_order_idx" ON "course_sections_meeting_schedules" USING btree ("_order");
  CREATE INDEX "course_sections_meeting_schedules_parent_id_idx" ON "course_sections_meeting_schedules" USING btree ("_parent_id");
  CREATE INDEX "course_sections_title_idx" ON "course_sections" USING btree ("title");
  CREATE INDEX "course_sections_course_number_idx" ON "course_sections" USING btree ("course_number");
  CREATE UNIQUE INDEX "course_sections_registration_id_idx" ON "course_sections" USING btree ("registration_id");
  CREATE INDEX "course_sections_type_idx" ON "course_sections" USING btree ("type");
  CREATE INDEX "course_sections_semester_idx" ON "course_sections" USING btree ("semester_id");
  CREATE INDEX "course_sections_registration_status_idx" ON "course_sections" USING btree ("registration_status");
  CREATE INDEX "course_sections_hero_idx" ON "course_sections" USING btree ("hero_id");
  CREATE INDEX "course_sections_thumbnail_idx" ON "course_sections" USING btree ("thumbnail_id");
  CREATE UNIQUE INDEX "course_sections_slug_idx" ON "course_sections" USING btree ("slug");
  CREATE INDEX "course_sections_building_idx" ON "course_sections" USING btree ("building_id");
  CREATE INDEX "course_sections_sec_location_idx" ON "course_sections" USING btree ("sec_location");
  CREATE INDEX "course_sections_sec_level_idx" ON "course_sections" USING btree ("sec_level");
  CREATE INDEX "course_sections_is_pre_college_idx" ON "course_sections" USING btree ("is_pre_college");
  CREATE INDEX "course_sections_published_idx" ON "course_sections" USING btree ("published");
  CREATE INDEX "course_sections_first_date_idx" ON "course_sections" USING btree ("first_date");
  CREATE INDEX "course_sections_last_date_idx" ON "course_sections" USING btree ("last_date");
  CREATE INDEX "course_sections_updated_at_idx" ON "course_sections" USING btree ("updated_at");
  CREATE INDEX "course_sections_created_at_idx" ON "course_sections" USING btree ("created_at");
  CREATE INDEX "course_sections__status_idx" ON "course_sections" USING btree ("_status");
  CREATE INDEX "course_sections_texts_order_parent" ON "course_sections_texts" USING btree ("order","parent_id");
  CREATE INDEX "course_sections_rels_order_idx" ON "course_sections_rels" USING btree ("order");
  CREATE INDEX "course_sections_rels_parent_idx" ON "course_sections_rels" USING btree ("parent_id");
  CREATE INDEX "course_sections_rels_path_idx" ON "course_sections_rels" USING btree ("path");
  CREATE INDEX "course_sections_rels_course_categories_id_idx" ON "course_sections_rels" USING btree ("course_categories_id");
  CREATE INDEX "_course_sections_v_version_instructors_order_idx" ON "_course_sections_v_version_instructors" USING btree ("_order");
  CREATE INDEX "_course_sections_v_version_instructors_parent_id_idx" ON "_course_sections_v_version_instructors" USING btree ("_parent_id");
  CREATE INDEX "_course_sections_v_version_instructors_faculty_profile_idx" ON "_course_sections_v_version_instructors" USING btree ("faculty_profile_id");
  CREATE INDEX "_course_sections_v_version_meeting_schedules_days_order_idx" ON "_course_sections_v_version_meeting_schedules_days" USING btree ("order");
  CREATE INDEX "_course_sections_v_version_meeting_schedules_days_parent_idx" ON "_course_sections_v_version_meeting_schedules_days" USING btree ("parent_id");
  CREATE INDEX "_course_sections_v_version_meeting_schedules_order_idx" ON "_course_sections_v_version_meeting_schedules" USING btree ("_order");
  CREATE INDEX "_course_sections_v_version_meeting_schedules_parent_id_idx" ON "_course_sections_v_version_meeting_schedules" USING btree ("_parent_id");
  CREATE INDEX "_course_sections_v_parent_idx" ON "_course_sections_v" USING btree ("parent_id");
  CREATE INDEX "_course_sections_v_version_version_title_idx" ON "_course_sections_v" USING btree ("version_title");
  CREATE INDEX "_course_sections_v_version_version_course_number_idx" ON "_course_sections_v" USING btree ("version_course_number");
  CREATE INDEX "_course_sections_v_version_version_registration_id_idx" ON "_course_sections_v" USING btree ("version_registration_id");
  CREATE INDEX "_course_sections_v_version_version_type_idx" ON "_course_sections_v" USING btree ("version_type");
  CREATE INDEX "_course_sections_v_version_version_semester_idx" ON "_course_sections_v" USING btree ("version_semester_id");
  CREATE INDEX "_course_sections_v_version_version_registration_status_idx" ON "_course_sections_v" USING btree ("version_registration_status");
  CREATE INDEX "_course_sections_v_version_version_hero_idx" ON "_course_sections_v" USING btree ("version_hero_id");
  CREATE INDEX "_course_sections_v_version_version_thumbnail_idx" ON "_course_sections_v" USING btree ("version_thumbnail_id");
  CREATE INDEX "_course_sections_v_version_version_slug_idx" ON "_course_sections_v" USING btree ("version_slug");
  CREATE INDEX "_course_sections_v_version_version_building_idx" ON "_course_sections_v" USING btree ("version_building_id");
  CREATE INDEX "_course_sections_v_version_version_sec_location_idx" ON "_course_sections_v" USING btree ("version_sec_location");
  CREATE INDEX "_course_sections_v_version_version_sec_level_idx" ON "_course_sections_v" USING btree ("version_sec_level");
  CREATE INDEX "_course_sections_v_version_version_is_pre_college_idx" ON "_course_sections_v" USING btree ("version_is_pre_college");
  CREATE INDEX "_course_sections_v_version_version_published_idx" ON "_course_sections_v" USING btree ("version_published");
  CREATE INDEX "_course_sections_v_version_version_first_date_idx" ON "_course_sections_v" USING btree ("version_first_date");
  CREATE INDEX "_course_sections_v_version_version_last_date_idx" ON "_course_sections_v" USING btree ("version_last_date");
  CREATE INDEX "_course_sections_v_version_version_updated_at_idx" ON "_course_sections_v" USING btree ("version_updated_at");
  CREATE INDEX "_course_sections_v_version_version_created_at_idx" ON "_course_sections_v" USING btree ("version_created_at");
  CREATE INDEX "_course_sections_v_version_version__status_idx" ON "_course_sections_v" USING btree ("version__status");
  CREATE INDEX "_course_sections_v_created_at_idx" ON "_course_sections_v" USING btree ("created_at");
  CREATE INDEX "_course_sections_v_updated_at_idx" ON "_course_sections_v" USING btree ("updated_at");
  CREATE INDEX "_course_sections_v_latest_idx" ON "_course_sections_v" USING btree ("latest");
  CREATE INDEX "_course_sections_v_texts_order_parent" ON "_course_sections_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_course_sections_v_rels_order_idx" ON "_course_sections_v_rels" USING btree ("order");
  CREATE INDEX "_course_sections_v_rels_parent_idx" ON "_course_sections_v_rels" USING btree ("parent_id");
  CREATE INDEX "_course_sections_v_rels_path_idx" ON "_course_sections_v_rels" USING btree ("path");
  CREATE INDEX "_course_sections_v_rels_course_categories_id_idx" ON "_course_sections_v_rels" USING btree ("course_categories_id");
  CREATE INDEX "course_imports_imported_by_idx" ON "course_imports" USING btree ("imported_by_id");
  CREATE INDEX "course_imports_updated_at_idx" ON "course_imports" USING btree ("updated_at");
  CREATE INDEX "course_imports_created_at_idx" ON "course_imports" USING btree ("created_at");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_semesters_fk" FOREIGN KEY ("semesters_id") REFERENCES "public"."semesters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_course_categories_fk" FOREIGN KEY ("course_categories_id") REFERENCES "public"."course_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_course_sections_fk" FOREIGN KEY ("course_sections_id") REFERENCES "public"."course_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_course_imports_fk" FOREIGN KEY ("course_imports_id") REFERENCES "public"."course_imports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_semesters_id_idx" ON "payload_locked_documents_rels" USING btree ("semesters_id");
  CREATE INDEX "payload_locked_documents_rels_course_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("course_categories_id");
  CREATE INDEX "payload_locked_documents_rels_course_sections_id_idx" ON "payload_locked_documents_rels" USING btree ("course_sections_id");
  CREATE INDEX "payload_locked_documents_rels_course_imports_id_idx" ON "payload_locked_documents_rels" USING btree ("course_imports_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_course_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_course_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shared_blocks_blocks_course_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_shared_blocks_v_blocks_course_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "features_blocks_course_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_features_v_blocks_course_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "semesters" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "course_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "course_sections_instructors" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "course_sections_meeting_schedules_days" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "course_sections_meeting_schedules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "course_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "course_sections_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "course_sections_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_course_sections_v_version_instructors" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_course_sections_v_version_meeting_schedules_days" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_course_sections_v_version_meeting_schedules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_course_sections_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_course_sections_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_course_sections_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "course_imports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_course_sections" CASCADE;
  DROP TABLE "_pages_v_blocks_course_sections" CASCADE;
  DROP TABLE "shared_blocks_blocks_course_sections" CASCADE;
  DROP TABLE "_shared_blocks_v_blocks_course_sections" CASCADE;
  DROP TABLE "features_blocks_course_sections" CASCADE;
  DROP TABLE "_features_v_blocks_course_sections" CASCADE;
  DROP TABLE "semesters" CASCADE;
  DROP TABLE "course_categories" CASCADE;
  DROP TABLE "course_sections_instructors" CASCADE;
  DROP TABLE "course_sections_meeting_schedules_days" CASCADE;
  DROP TABLE "course_sections_meeting_schedules" CASCADE;
  DROP TABLE "course_sections" CASCADE;
  DROP TABLE "course_sections_texts" CASCADE;
  DROP TABLE "course_sections_rels" CASCADE;
  DROP TABLE "_course_sections_v_version_instructors" CASCADE;
  DROP TABLE "_course_sections_v_version_meeting_schedules_days" CASCADE;
  DROP TABLE "_course_sections_v_version_meeting_schedules" CASCADE;
  DROP TABLE "_course_sections_v" CASCADE;
  DROP TABLE "_course_sections_v_texts" CASCADE;
  DROP TABLE "_course_sections_v_rels" CASCADE;
  DROP TABLE "course_imports" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_semesters_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_course_categories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_course_sections_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_course_imports_fk";
  
  DROP INDEX "payload_locked_documents_rels_semesters_id_idx";
  DROP INDEX "payload_locked_documents_rels_course_categories_id_idx";
  DROP INDEX "payload_locked_documents_rels_course_sections_id_idx";
  DROP INDEX "payload_locked_documents_rels_course_imports_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "semesters_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "course_categories_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "course_sections_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "course_imports_id";
  DROP TYPE "public"."enum_pages_blocks_course_sections_programme";
  DROP TYPE "public"."enum__pages_v_blocks_course_sections_programme";
  DROP TYPE "public"."enum_shared_blocks_blocks_course_sections_programme";
  DROP TYPE "public"."enum__shared_blocks_v_blocks_course_sections_programme";
  DROP TYPE "public"."enum_features_blocks_course_sections_programme";
  DROP TYPE "public"."enum__features_v_blocks_course_sections_programme";
  DROP TYPE "public"."enum_semesters_term";
  DROP TYPE "public"."enum_course_sections_meeting_schedules_days";
  DROP TYPE "public"."enum_course_sections_type";
  DROP TYPE "public"."enum_course_sections_registration_status";
  DROP TYPE "public"."enum_course_sections_status";
  DROP TYPE "public"."enum__course_sections_v_version_meeting_schedules_days";
  DROP TYPE "public"."enum__course_sections_v_version_type";
  DROP TYPE "public"."enum__course_sections_v_version_registration_status";
  DROP TYPE "public"."enum__course_sections_v_version_status";
  DROP TYPE "public"."enum_course_imports_format";
  DROP TYPE "public"."enum_course_imports_mode";
  DROP TYPE "public"."enum_course_imports_outcome";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
