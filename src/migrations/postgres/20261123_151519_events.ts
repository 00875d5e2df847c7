import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_events_event_type" AS ENUM('Exhibition', 'Ceremony', 'Conference', 'InformationSession', 'OpenHouse', 'Performance', 'Reception', 'Screening', 'SpecialEvent', 'Talk', 'Workshop', 'Event');
  CREATE TYPE "public"."enum_events_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__events_v_version_event_type" AS ENUM('Exhibition', 'Ceremony', 'Conference', 'InformationSession', 'OpenHouse', 'Performance', 'Reception', 'Screening', 'SpecialEvent', 'Talk', 'Workshop', 'Event');
  CREATE TYPE "public"."enum__events_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_exhibitors_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__exhibitors_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_departments_and_categories_kind" AS ENUM('Department', 'Category');
  CREATE TYPE "public"."enum_featured_events_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__featured_events_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "events_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar
  );
  
  CREATE TABLE "events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"overridden_title" varchar,
  	"slug" varchar,
  	"event_type" "enum_events_event_type" DEFAULT 'Event',
  	"all_day" boolean DEFAULT false,
  	"event_start" timestamp(3) with time zone,
  	"event_end" timestamp(3) with time zone,
  	"summary" varchar,
  	"description" jsonb,
  	"image_id" integer,
  	"room" varchar,
  	"admission" varchar,
  	"registration_url" varchar,
  	"featured_as_hero" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_events_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "events_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locations_id" integer,
  	"tags_id" integer,
  	"departments_and_categories_id" integer
  );
  
  CREATE TABLE "_events_v_version_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_events_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_overridden_title" varchar,
  	"version_slug" varchar,
  	"version_event_type" "enum__events_v_version_event_type" DEFAULT 'Event',
  	"version_all_day" boolean DEFAULT false,
  	"version_event_start" timestamp(3) with time zone,
  	"version_event_end" timestamp(3) with time zone,
  	"version_summary" varchar,
  	"version_description" jsonb,
  	"version_image_id" integer,
  	"version_room" varchar,
  	"version_admission" varchar,
  	"version_registration_url" varchar,
  	"version_featured_as_hero" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__events_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_events_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locations_id" integer,
  	"tags_id" integer,
  	"departments_and_categories_id" integer
  );
  
  CREATE TABLE "exhibitors_works" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"title" varchar,
  	"year" numeric,
  	"medium" varchar,
  	"dimensions" varchar
  );
  
  CREATE TABLE "exhibitors_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"url" varchar
  );
  
  CREATE TABLE "exhibitors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"slug" varchar,
  	"event_id" integer,
  	"program" varchar,
  	"department_id" integer,
  	"portrait_id" integer,
  	"statement" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_exhibitors_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_exhibitors_v_version_works" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"title" varchar,
  	"year" numeric,
  	"medium" varchar,
  	"dimensions" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_exhibitors_v_version_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_exhibitors_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_event_id" integer,
  	"version_program" varchar,
  	"version_department_id" integer,
  	"version_portrait_id" integer,
  	"version_statement" jsonb,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__exhibitors_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "departments_and_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"short_title" varchar NOT NULL,
  	"code" varchar NOT NULL,
  	"kind" "enum_departments_and_categories_kind" DEFAULT 'Department' NOT NULL,
  	"department_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "featured_events_featured_events" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"event_id" integer,
  	"overridden_title" varchar
  );
  
  CREATE TABLE "featured_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Upcoming events',
  	"callout_text" varchar,
  	"callout_link_label" varchar,
  	"callout_link_url" varchar,
  	"_status" "enum_featured_events_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_featured_events_v_version_featured_events" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" integer,
  	"overridden_title" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_featured_events_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_heading" varchar DEFAULT 'Upcoming events',
  	"version_callout_text" varchar,
  	"version_callout_link_label" varchar,
  	"version_callout_link_url" varchar,
  	"version__status" "enum__featured_events_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "locations" ADD COLUMN "is_gallery" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "exhibitors_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "departments_and_categories_id" integer;
  ALTER TABLE "events_gallery" ADD CONSTRAINT "events_gallery_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events_gallery" ADD CONSTRAINT "events_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events_rels" ADD CONSTRAINT "events_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_rels" ADD CONSTRAINT "events_rels_locations_fk" FOREIGN KEY ("locations_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_rels" ADD CONSTRAINT "events_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_rels" ADD CONSTRAINT "events_rels_departments_and_categories_fk" FOREIGN KEY ("departments_and_categories_id") REFERENCES "public"."departments_and_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_gallery" ADD CONSTRAINT "_events_v_version_gallery_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v_version_gallery" ADD CONSTRAINT "_events_v_version_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_parent_id_events_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v_rels" ADD CONSTRAINT "_events_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_rels" ADD CONSTRAINT "_events_v_rels_locations_fk" FOREIGN KEY ("locations_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_rels" ADD CONSTRAINT "_events_v_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_rels" ADD CONSTRAINT "_events_v_rels_departments_and_categories_fk" FOREIGN KEY ("departments_and_categories_id") REFERENCES "public"."departments_and_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "exhibitors_works" ADD CONSTRAINT "exhibitors_works_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "exhibitors_works" ADD CONSTRAINT "exhibitors_works_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."exhibitors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "exhibitors_links" ADD CONSTRAINT "exhibitors_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."exhibitors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "exhibitors" ADD CONSTRAINT "exhibitors_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "exhibitors" ADD CONSTRAINT "exhibitors_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "exhibitors" ADD CONSTRAINT "exhibitors_portrait_id_media_id_fk" FOREIGN KEY ("portrait_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_exhibitors_v_version_works" ADD CONSTRAINT "_exhibitors_v_version_works_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_exhibitors_v_version_works" ADD CONSTRAINT "_exhibitors_v_version_works_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_exhibitors_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_exhibitors_v_version_links" ADD CONSTRAINT "_exhibitors_v_version_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_exhibitors_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_exhibitors_v" ADD CONSTRAINT "_exhibitors_v_parent_id_exhibitors_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."exhibitors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_exhibitors_v" ADD CONSTRAINT "_exhibitors_v_version_event_id_events_id_fk" FOREIGN KEY ("version_event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_exhibitors_v" ADD CONSTRAINT "_exhibitors_v_version_department_id_departments_id_fk" FOREIGN KEY ("version_department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_exhibitors_v" ADD CONSTRAINT "_exhibitors_v_version_portrait_id_media_id_fk" FOREIGN KEY ("version_portrait_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "departments_and_categories" ADD CONSTRAINT "departments_and_categories_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "featured_events_featured_events" ADD CONSTRAINT "featured_events_featured_events_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "featured_events_featured_events" ADD CONSTRAINT "featured_events_featured_events_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."featured_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_featured_events_v_version_featured_events" ADD CONSTRAINT "_featured_events_v_version_featured_events_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_featured_events_v_version_featured_events" ADD CONSTRAINT "_featured_events_v_version_featured_events_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_featured_events_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "events_gallery_order_idx" ON "events_gallery" USING btree ("_order");
  CREATE INDEX "events_gallery_parent_id_idx" ON "events_gallery" USING btree ("_parent_id");
  CREATE INDEX "events_gallery_image_idx" ON "events_gallery" USING btree ("image_id");
  CREATE UNIQUE INDEX "events_slug_idx" ON "events" USING btree ("slug");
  CREATE INDEX "events_event_type_idx" ON "events" USING btree ("event_type");
  CREATE INDEX "events_event_start_idx" ON "events" USING btree ("event_start");
  CREATE INDEX "events_event_end_idx" ON "events" USING btree ("event_end");
  CREATE INDEX "events_image_idx" ON "events" USING btree ("image_id");
  CREATE INDEX "events_featured_as_hero_idx" ON "events" USING btree ("featured_as_hero");
  CREATE INDEX "events_updated_at_idx" ON "events" USING btree ("updated_at");
  CREATE INDEX "events_created_at_idx" ON "events" USING btree ("created_at");
  CREATE INDEX "events__status_idx" ON "events" USING btree ("_status");
  CREATE INDEX "events_rels_order_idx" ON "events_rels" USING btree ("order");
  CREATE INDEX "events_rels_parent_idx" ON "events_rels" USING btree ("parent_id");
  CREATE INDEX "events_rels_path_idx" ON "events_rels" USING btree ("path");
  CREATE INDEX "events_rels_locations_id_idx" ON "events_rels" USING btree ("locations_id");
  CREATE INDEX "events_rels_tags_id_idx" ON "events_rels" USING btree ("tags_id");
  CREATE INDEX "events_rels_departments_and_categories_id_idx" ON "events_rels" USING btree ("departments_and_categories_id");
  CREATE INDEX "_events_v_version_gallery_order_idx" ON "_events_v_version_gallery" USING btree ("_order");
  CREATE INDEX "_events_v_version_gallery_parent_id_idx" ON "_events_v_version_gallery" USING btree ("_parent_id");
  CREATE INDEX "_events_v_version_gallery_image_idx" ON "_events_v_version_gallery" USING btree ("image_id");
  CREATE INDEX "_events_v_parent_idx" ON "_events_v" USING btree ("parent_id");
  CREATE INDEX "_events_v_version_version_slug_idx" ON "_events_v" USING btree ("version_slug");
  CREATE INDEX "_events_v_version_version_event_type_idx" ON "_events_v" USING btree ("version_event_type");
  CREATE INDEX "_events_v_version_version_event_start_idx" ON "_events_v" USING btree ("version_event_start");
  CREATE INDEX "_events_v_version_version_event_end_idx" ON "_events_v" USING btree ("version_event_end");
  CREATE INDEX "_events_v_version_version_image_idx" ON "_events_v" USING btree ("version_image_id");
  CREATE INDEX "_events_v_version_version_featured_as_hero_idx" ON "_events_v" USING btree ("version_featured_as_hero");
  CREATE INDEX "_events_v_version_version_updated_at_idx" ON "_events_v" USING btree ("version_updated_at");
  CREATE INDEX "_events_v_version_version_created_at_idx" ON "_events_v" USING btree ("version_created_at");
  CREATE INDEX "_events_v_version_version__status_idx" ON "_events_v" USING btree ("version__status");
  CREATE INDEX "_events_v_created_at_idx" ON "_events_v" USING btree ("created_at");
  CREATE INDEX "_events_v_updated_at_idx" ON "_events_v" USING btree ("updated_at");
  CREATE INDEX "_events_v_latest_idx" ON "_events_v" USING btree ("latest");
  CREATE INDEX "_events_v_rels_order_idx" ON "_events_v_rels" USING btree ("order");
  CREATE INDEX "_events_v_rels_parent_idx" ON "_events_v_rels" USING btree ("parent_id");
  CREATE INDEX "_events_v_rels_path_idx" ON "_events_v_rels" USING btree ("path");
  CREATE INDEX "_events_v_rels_locations_id_idx" ON "_events_v_rels" USING btree ("locations_id");
  CREATE INDEX "_events_v_rels_tags_id_idx" ON "_events_v_rels" USING btree ("tags_id");
  CREATE INDEX "_events_v_rels_departments_and_categories_id_idx" ON "_events_v_rels" USING btree ("departments_and_categories_id");
  CREATE INDEX "exhibitors_works_order_idx" ON "exhibitors_works" USING btree ("_order");
  CREATE INDEX "exhibitors_works_parent_id_idx" ON "exhibitors_works" USING btree ("_parent_id");
  CREATE INDEX "exhibitors_works_image_idx" ON "exhibitors_works" USING btree ("image_id");
  CREATE INDEX "exhibitors_links_order_idx" ON "exhibitors_links" USING btree ("_order");
  CREATE INDEX "exhibitors_links_parent_id_idx" ON "exhibitors_links" USING btree ("_parent_id");
  CREATE INDEX "exhibitors_slug_idx" ON "exhibitors" USING btree ("slug");
  CREATE INDEX "exhibitors_event_idx" ON "exhibitors" USING btree ("event_id");
  CREATE INDEX "exhibitors_department_idx" ON "exhibitors" USING btree ("department_id");
  CREATE INDEX "exhibitors_portrait_idx" ON "exhibitors" USING btree ("portrait_id");
  CREATE INDEX "exhibitors_updated_at_idx" ON "exhibitors" USING btree ("updated_at");
  CREATE INDEX "exhibitors_created_at_idx" ON "exhibitors" USING btree ("created_at");
  CREATE INDEX "exhibitors__status_idx" ON "exhibitors" USING btree ("_status");
  CREATE UNIQUE INDEX "event_slug_idx" ON "exhibitors" USING btree ("event_id","slug");
  CREATE INDEX "_exhibitors_v_version_works_order_idx" ON "_exhibitors_v_version_works" USING btree ("_order");
  CREATE INDEX "_exhibitors_v_version_works_parent_id_idx" ON "_exhibitors_v_version_works" USING btree ("_parent_id");
  CREATE INDEX "_exhibitors_v_version_works_image_idx" ON "_exhibitors_v_version_works" USING btree ("image_id");
  CREATE INDEX "_exhibitors_v_version_links_order_idx" ON "_exhibitors_v_version_links" USING btree ("_order");
  CREATE INDEX "_exhibitors_v_version_links_parent_id_idx" ON "_exhibitors_v_version_links" USING btree ("_parent_id");
  CREATE INDEX "_exhibitors_v_parent_idx" ON "_exhibitors_v" USING btree ("parent_id");
  CREATE INDEX "_exhibitors_v_version_version_slug_idx" ON "_exhibitors_v" USING btree ("version_slug");
  CREATE INDEX "_exhibitors_v_version_version_event_idx" ON "_exhibitors_v" USING btree ("version_event_id");
  CREATE INDEX "_exhibitors_v_version_version_department_idx" ON "_exhibitors_v" USING btree ("version_department_id");
  CREATE INDEX "_exhibitors_v_version_version_portrait_idx" ON "_exhibitors_v" USING btree ("version_portrait_id");
  CREATE INDEX "_exhibitors_v_version_version_updated_at_idx" ON "_exhibitors_v" USING btree ("version_updated_at");
  CREATE INDEX "_exhibitors_v_version_version_created_at_idx" ON "_exhibitors_v" USING btree ("version_created_at");
  CREATE INDEX "_exhibitors_v_version_version__status_idx" ON "_exhibitors_v" USING btree ("version__status");
  CREATE INDEX "_exhibitors_v_created_at_idx" ON "_exhibitors_v" USING btree ("created_at");
  CREATE INDEX "_exhibitors_v_updated_at_idx" ON "_exhibitors_v" USING btree ("updated_at");
  CREATE INDEX "_exhibitors_v_latest_idx" ON "_exhibitors_v" USING btree ("latest");
  CREATE INDEX "version_event_version_slug_idx" ON "_exhibitors_v" USING btree ("version_event_id","version_slug");
  CREATE UNIQUE INDEX "departments_and_categories_code_idx" ON "departments_and_categories" USING btree ("code");
  CREATE INDEX "departments_and_categories_department_idx" ON "departments_and_categories" USING btree ("department_id");
  CREATE INDEX "departments_and_categories_updated_at_idx" ON "departments_and_categories" USING btree ("updated_at");
  CREATE INDEX "departments_and_categories_created_at_idx" ON "departments_and_categories" USING btree ("created_at");
  CREATE INDEX "featured_events_featured_events_order_idx" ON "featured_events_featured_events" USING btree ("_order");
  CREATE INDEX "featured_events_featured_events_parent_id_idx" ON "featured_events_featured_events" USING btree ("_parent_id");
  CREATE INDEX "featured_events_featured_events_event_idx" ON "featured_events_featured_events" USING btree ("event_id");
  CREATE INDEX "featured_events__status_idx" ON "featured_events" USING btree ("_status");
  CREATE INDEX "_featured_events_v_version_featured_events_order_idx" ON "_featured_events_v_version_featured_events" USING btree ("_order");
  CREATE INDEX "_featured_events_v_version_featured_events_parent_id_idx" ON "_featured_events_v_version_featured_events" USING btree ("_parent_id");
  CREATE INDEX "_featured_events_v_version_featured_events_event_idx" ON "_featured_events_v_version_featured_events" USING btree ("event_id");
  CREATE INDEX "_featured_events_v_version_version__status_idx" ON "_featured_events_v" USING btree ("version__status");
  CREATE INDEX "_featured_events_v_created_at_idx" ON "_featured_events_v" USING btree ("created_at");
  CREATE INDEX "_featured_events_v_updated_at_idx" ON "_featured_events_v" USING btree ("updated_at");
  CREATE INDEX "_featured_events_v_latest_idx" ON "_featured_events_v" USING btree ("latest");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_exhibitors_fk" FOREIGN KEY ("exhibitors_id") REFERENCES "public"."exhibitors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_departments_and_categories_fk" FOREIGN KEY ("departments_and_categories_id") REFERENCES "public"."departments_and_categories"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "locations_is_gallery_idx" ON "locations" USING btree ("is_gallery");
  CREATE INDEX "payload_locked_documents_rels_events_id_idx" ON "payload_locked_documents_rels" USING btree ("events_id");
  CREATE INDEX "payload_locked_documents_rels_exhibitors_id_idx" ON "payload_locked_documents_rels" USING btree ("exhibitors_id");
  CREATE INDEX "payload_locked_documents_rels_departments_and_categories_idx" ON "payload_locked_documents_rels" USING btree ("departments_and_categories_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "events_gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_version_gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "exhibitors_works" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "exhibitors_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "exhibitors" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_exhibitors_v_version_works" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_exhibitors_v_version_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_exhibitors_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "departments_and_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "featured_events_featured_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "featured_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_featured_events_v_version_featured_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_featured_events_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "events_gallery" CASCADE;
  DROP TABLE "events" CASCADE;
  DROP TABLE "events_rels" CASCADE;
  DROP TABLE "_events_v_version_gallery" CASCADE;
  DROP TABLE "_events_v" CASCADE;
  DROP TABLE "_events_v_rels" CASCADE;
  DROP TABLE "exhibitors_works" CASCADE;
  DROP TABLE "exhibitors_links" CASCADE;
  DROP TABLE "exhibitors" CASCADE;
  DROP TABLE "_exhibitors_v_version_works" CASCADE;
  DROP TABLE "_exhibitors_v_version_links" CASCADE;
  DROP TABLE "_exhibitors_v" CASCADE;
  DROP TABLE "departments_and_categories" CASCADE;
  DROP TABLE "featured_events_featured_events" CASCADE;
  DROP TABLE "featured_events" CASCADE;
  DROP TABLE "_featured_events_v_version_featured_events" CASCADE;
  DROP TABLE "_featured_events_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_exhibitors_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_departments_and_categories_fk";
  
  DROP INDEX "locations_is_gallery_idx";
  DROP INDEX "payload_locked_documents_rels_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_exhibitors_id_idx";
  DROP INDEX "payload_locked_documents_rels_departments_and_categories_idx";
  ALTER TABLE "locations" DROP COLUMN "is_gallery";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "exhibitors_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "departments_and_categories_id";
  DROP TYPE "public"."enum_events_event_type";
  DROP TYPE "public"."enum_events_status";
  DROP TYPE "public"."enum__events_v_version_event_type";
  DROP TYPE "public"."enum__events_v_version_status";
  DROP TYPE "public"."enum_exhibitors_status";
  DROP TYPE "public"."enum__exhibitors_v_version_status";
  DROP TYPE "public"."enum_departments_and_categories_kind";
  DROP TYPE "public"."enum_featured_events_status";
  DROP TYPE "public"."enum__featured_events_v_version_status";`)
}
