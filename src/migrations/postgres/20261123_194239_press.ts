import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_press_releases_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__press_releases_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_external_press_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__external_press_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_newsletters_newsletter_type" AS ENUM('svaToday', 'now', 'todaySummer', 'insider', 'calendar');
  CREATE TYPE "public"."enum_newsletters_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__newsletters_v_version_newsletter_type" AS ENUM('svaToday', 'now', 'todaySummer', 'insider', 'calendar');
  CREATE TYPE "public"."enum__newsletters_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_newsletter_signups_list" AS ENUM('svanow', 'sva-calendar', 'continuing-education');
  CREATE TABLE "press_releases" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"date" timestamp(3) with time zone,
  	"year" numeric,
  	"path" varchar,
  	"summary" varchar,
  	"body" jsonb,
  	"image_id" integer,
  	"contact" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_press_releases_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "press_releases_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"departments_id" integer,
  	"tags_id" integer
  );
  
  CREATE TABLE "_press_releases_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_date" timestamp(3) with time zone,
  	"version_year" numeric,
  	"version_path" varchar,
  	"version_summary" varchar,
  	"version_body" jsonb,
  	"version_image_id" integer,
  	"version_contact" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__press_releases_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_press_releases_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"departments_id" integer,
  	"tags_id" integer
  );
  
  CREATE TABLE "external_press" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"outlet" varchar,
  	"date" timestamp(3) with time zone,
  	"title" varchar,
  	"link" varchar,
  	"summary" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_external_press_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "external_press_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"departments_id" integer,
  	"tags_id" integer
  );
  
  CREATE TABLE "_external_press_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_outlet" varchar,
  	"version_date" timestamp(3) with time zone,
  	"version_title" varchar,
  	"version_link" varchar,
  	"version_summary" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__external_press_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_external_press_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"departments_id" integer,
  	"tags_id" integer
  );
  
  CREATE TABLE "newsletters_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"url" varchar,
  	"summary" varchar
  );
  
  CREATE TABLE "newsletters" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"newsletter_type" "enum_newsletters_newsletter_type",
  	"issue_date" timestamp(3) with time zone,
  	"intro" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_newsletters_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "newsletters_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"features_id" integer
  );
  
  CREATE TABLE "_newsletters_v_version_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"url" varchar,
  	"summary" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_newsletters_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_newsletter_type" "enum__newsletters_v_version_newsletter_type",
  	"version_issue_date" timestamp(3) with time zone,
  	"version_intro" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__newsletters_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_newsletters_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"features_id" integer
  );
  
  CREATE TABLE "newsletter_signups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"first_name" varchar,
  	"list" "enum_newsletter_signups_list" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "press_releases_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "external_press_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "newsletters_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "newsletter_signups_id" integer;
  ALTER TABLE "press_releases" ADD CONSTRAINT "press_releases_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "press_releases_rels" ADD CONSTRAINT "press_releases_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."press_releases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "press_releases_rels" ADD CONSTRAINT "press_releases_rels_departments_fk" FOREIGN KEY ("departments_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "press_releases_rels" ADD CONSTRAINT "press_releases_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_press_releases_v" ADD CONSTRAINT "_press_releases_v_parent_id_press_releases_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."press_releases"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_press_releases_v" ADD CONSTRAINT "_press_releases_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_press_releases_v_rels" ADD CONSTRAINT "_press_releases_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_press_releases_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_press_releases_v_rels" ADD CONSTRAINT "_press_releases_v_rels_departments_fk" FOREIGN KEY ("departments_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_press_releases_v_rels" ADD CONSTRAINT "_press_releases_v_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "external_press_rels" ADD CONSTRAINT "external_press_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."external_press"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "external_press_rels" ADD CONSTRAINT "external_press_rels_departments_fk" FOREIGN KEY ("departments_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "external_press_rels" ADD CONSTRAINT "external_press_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_external_press_v" ADD CONSTRAINT "_external_press_v_parent_id_external_press_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."external_press"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_external_press_v_rels" ADD CONSTRAINT "_external_press_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_external_press_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_external_press_v_rels" ADD CONSTRAINT "_external_press_v_rels_departments_fk" FOREIGN KEY ("departments_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_external_press_v_rels" ADD CONSTRAINT "_external_press_v_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "newsletters_links" ADD CONSTRAINT "newsletters_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."newsletters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "newsletters_rels" ADD CONSTRAINT "newsletters_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."newsletters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "newsletters_rels" ADD CONSTRAINT "newsletters_rels_features_fk" FOREIGN KEY ("features_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_newsletters_v_version_links" ADD CONSTRAINT "_newsletters_v_version_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_newsletters_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_newsletters_v" ADD CONSTRAINT "_newsletters_v_parent_id_newsletters_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."newsletters"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_newsletters_v_rels" ADD CONSTRAINT "_newsletters_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_newsletters_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_newsletters_v_rels" ADD CONSTRAINT "_newsletters_v_rels_features_fk" FOREIGN KEY ("features_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "press_releases_slug_idx" ON "press_releases" USING btree ("slug");
  CREATE INDEX "press_releases_date_idx" ON "press_releases" USING btree ("date");
  CREATE INDEX "press_releases_year_idx" ON "press_releases" USING btree ("year");
  CREATE INDEX "press_releases_path_idx" ON "press_releases" USING btree ("path");
  CREATE INDEX "press_releases_image_idx" ON "press_releases" USING btree ("image_id");
  CREATE INDEX "press_releases_updated_at_idx" ON "press_releases" USING btree ("updated_at");
  CREATE INDEX "press_releases_created_at_idx" ON "press_releases" USING btree ("created_at");
  CREATE INDEX "press_releases__status_idx" ON "press_releases" USING btree ("_status");
  CREATE INDEX "press_releases_rels_order_idx" ON "press_releases_rels" USING btree ("order");
  CREATE INDEX "press_releases_rels_parent_idx" ON "press_releases_rels" USING btree ("parent_id");
  CREATE INDEX "press_releases_rels_path_idx" ON "press_releases_rels" USING btree ("path");
  CREATE INDEX "press_releases_rels_departments_id_idx" ON "press_releases_rels" USING btree ("departments_id");
  CREATE INDEX "press_releases_rels_tags_id_idx" ON "press_releases_rels" USING btree ("tags_id");
  CREATE INDEX "_press_releases_v_parent_idx" ON "_press_releases_v" USING btree ("parent_id");
  CREATE INDEX "_press_releases_v_version_version_slug_idx" ON "_press_releases_v" USING btree ("version_slug");
  CREATE INDEX "_press_releases_v_version_version_date_idx" ON "_press_releases_v" USING btree ("version_date");
  CREATE INDEX "_press_releases_v_version_version_year_idx" ON "_press_releases_v" USING btree ("version_year");
  CREATE INDEX "_press_releases_v_version_version_path_idx" ON "_press_releases_v" USING btree ("version_path");
  CREATE INDEX "_press_releases_v_version_version_image_idx" ON "_press_releases_v" USING btree ("version_image_id");
  CREATE INDEX "_press_releases_v_version_version_updated_at_idx" ON "_press_releases_v" USING btree ("version_updated_at");
  CREATE INDEX "_press_releases_v_version_version_created_at_idx" ON "_press_releases_v" USING btree ("version_created_at");
  CREATE INDEX "_press_releases_v_version_version__status_idx" ON "_press_releases_v" USING btree ("version__status");
  CREATE INDEX "_press_releases_v_created_at_idx" ON "_press_releases_v" USING btree ("created_at");
  CREATE INDEX "_press_releases_v_updated_at_idx" ON "_press_releases_v" USING btree ("updated_at");
  CREATE INDEX "_press_releases_v_latest_idx" ON "_press_releases_v" USING btree ("latest");
  CREATE INDEX "_press_releases_v_rels_order_idx" ON "_press_releases_v_rels" USING btree ("order");
  CREATE INDEX "_press_releases_v_rels_parent_idx" ON "_press_releases_v_rels" USING btree ("parent_id");
  CREATE INDEX "_press_releases_v_rels_path_idx" ON "_press_releases_v_rels" USING btree ("path");
  CREATE INDEX "_press_releases_v_rels_departments_id_idx" ON "_press_releases_v_rels" USING btree ("departments_id");
  CREATE INDEX "_press_releases_v_rels_tags_id_idx" ON "_press_releases_v_rels" USING btree ("tags_id");
  CREATE INDEX "external_press_date_idx" ON "external_press" USING btree ("date");
  CREATE INDEX "external_press_updated_at_idx" ON "external_press" USING btree ("updated_at");
  CREATE INDEX "external_press_created_at_idx" ON "external_press" USING btree ("created_at");
  CREATE INDEX "external_press__status_idx" ON "external_press" USING btree ("_status");
  CREATE INDEX "external_press_rels_order_idx" ON "external_press_rels" USING btree ("order");
  CREATE INDEX "external_press_rels_parent_idx" ON "external_press_rels" USING btree ("parent_id");
  CREATE INDEX "external_press_rels_path_idx" ON "external_press_rels" USING btree ("path");
  CREATE INDEX "external_press_rels_departments_id_idx" ON "external_press_rels" USING btree ("departments_id");
  CREATE INDEX "external_press_rels_tags_id_idx" ON "external_press_rels" USING btree ("tags_id");
  CREATE INDEX "_external_press_v_parent_idx" ON "_external_press_v" USING btree ("parent_id");
  CREATE INDEX "_external_press_v_version_version_date_idx" ON "_external_press_v" USING btree ("version_date");
  CREATE INDEX "_external_press_v_version_version_updated_at_idx" ON "_external_press_v" USING btree ("version_updated_at");
  CREATE INDEX "_external_press_v_version_version_created_at_idx" ON "_external_press_v" USING btree ("version_created_at");
  CREATE INDEX "_external_press_v_version_version__status_idx" ON "_external_press_v" USING btree ("version__status");
  CREATE INDEX "_external_press_v_created_at_idx" ON "_external_press_v" USING btree ("created_at");
  CREATE INDEX "_external_press_v_updated_at_idx" ON "_external_press_v" USING btree ("updated_at");
  CREATE INDEX "_external_press_v_latest_idx" ON "_external_press_v" USING btree ("latest");
  CREATE INDEX "_external_press_v_rels_order_idx" ON "_external_press_v_rels" USING btree ("order");
  CREATE INDEX "_external_press_v_rels_parent_idx" ON "_external_press_v_rels" USING btree ("parent_id");
  CREATE INDEX "_external_press_v_rels_path_idx" ON "_external_press_v_rels" USING btree ("path");
  CREATE INDEX "_external_press_v_rels_departments_id_idx" ON "_external_press_v_rels" USING btree ("departments_id");
  CREATE INDEX "_external_press_v_rels_tags_id_idx" ON "_external_press_v_rels" USING btree ("tags_id");
  CREATE INDEX "newsletters_links_order_idx" ON "newsletters_links" USING btree ("_order");
  CREATE INDEX "newsletters_links_parent_id_idx" ON "newsletters_links" USING btree ("_parent_id");
  CREATE INDEX "newsletters_newsletter_type_idx" ON "newsletters" USING btree ("newsletter_type");
  CREATE INDEX "newsletters_issue_date_idx" ON "newsletters" USING btree ("issue_date");
  CREATE INDEX "newsletters_updated_at_idx" ON "newsletters" USING btree ("updated_at");
  CREATE INDEX "newsletters_created_at_idx" ON "newsletters" USING btree ("created_at");
  CREATE INDEX "newsletters__status_idx" ON "newsletters" USING btree ("_status");
  CREATE INDEX "newsletters_rels_order_idx" ON "newsletters_rels" USING btree ("order");
  CREATE INDEX "newsletters_rels_parent_idx" ON "newsletters_rels" USING btree ("parent_id");
  CREATE INDEX "newsletters_rels_path_idx" ON "newsletters_rels" USING btree ("path");
  CREATE INDEX "newsletters_rels_features_id_idx" ON "newsletters_rels" USING btree ("features_id");
  CREATE INDEX "_newsletters_v_version_links_order_idx" ON "_newsletters_v_version_links" USING btree ("_order");
  CREATE INDEX "_newsletters_v_version_links_parent_id_idx" ON "_newsletters_v_version_links" USING btree ("_parent_id");
  CREATE INDEX "_newsletters_v_parent_idx" ON "_newsletters_v" USING btree ("parent_id");
  CREATE INDEX "_newsletters_v_version_version_newsletter_type_idx" ON "_newsletters_v" USING btree ("version_newsletter_type");
  CREATE INDEX "_newsletters_v_version_version_issue_date_idx" ON "_newsletters_v" USING btree ("version_issue_date");
  CREATE INDEX "_newsletters_v_version_version_updated_at_idx" ON "_newsletters_v" USING btree ("version_updated_at");
  CREATE INDEX "_newsletters_v_version_version_created_at_idx" ON "_newsletters_v" USING btree ("version_created_at");
  CREATE INDEX "_newsletters_v_version_version__status_idx" ON "_newsletters_v" USING btree ("version__status");
  CREATE INDEX "_newsletters_v_created_at_idx" ON "_newsletters_v" USING btree ("created_at");
  CREATE INDEX "_newsletters_v_updated_at_idx" ON "_newsletters_v" USING btree ("updated_at");
  CREATE INDEX "_newsletters_v_latest_idx" ON "_newsletters_v" USING btree ("latest");
  CREATE INDEX "_newsletters_v_rels_order_idx" ON "_newsletters_v_rels" USING btree ("order");
  CREATE INDEX "_newsletters_v_rels_parent_idx" ON "_newsletters_v_rels" USING btree ("parent_id");
  CREATE INDEX "_newsletters_v_rels_path_idx" ON "_newsletters_v_rels" USING btree ("path");
  CREATE INDEX "_newsletters_v_rels_features_id_idx" ON "_newsletters_v_rels" USING btree ("features_id");
  CREATE INDEX "newsletter_signups_email_idx" ON "newsletter_signups" USING btree ("email");
  CREATE INDEX "newsletter_signups_list_idx" ON "newsletter_signups" USING btree ("list");
  CREATE INDEX "newsletter_signups_updated_at_idx" ON "newsletter_signups" USING btree ("updated_at");
  CREATE INDEX "newsletter_signups_created_at_idx" ON "newsletter_signups" USING btree ("created_at");
  CREATE UNIQUE INDEX "email_list_idx" ON "newsletter_signups" USING btree ("email","list");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_press_releases_fk" FOREIGN KEY ("press_releases_id") REFERENCES "public"."press_releases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_external_press_fk" FOREIGN KEY ("external_press_id") REFERENCES "public"."external_press"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletters_fk" FOREIGN KEY ("newsletters_id") REFERENCES "public"."newsletters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_signups_fk" FOREIGN KEY ("newsletter_signups_id") REFERENCES "public"."newsletter_signups"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_press_releases_id_idx" ON "payload_locked_documents_rels" USING btree ("press_releases_id");
  CREATE INDEX "payload_locked_documents_rels_external_press_id_idx" ON "payload_locked_documents_rels" USING btree ("external_press_id");
  CREATE INDEX "payload_locked_documents_rels_newsletters_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletters_id");
  CREATE INDEX "payload_locked_documents_rels_newsletter_signups_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_signups_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "press_releases" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "press_releases_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_press_releases_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_press_releases_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "external_press" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "external_press_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_external_press_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_external_press_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletters_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletters" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletters_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_newsletters_v_version_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_newsletters_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_newsletters_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletter_signups" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "press_releases" CASCADE;
  DROP TABLE "press_releases_rels" CASCADE;
  DROP TABLE "_press_releases_v" CASCADE;
  DROP TABLE "_press_releases_v_rels" CASCADE;
  DROP TABLE "external_press" CASCADE;
  DROP TABLE "external_press_rels" CASCADE;
  DROP TABLE "_external_press_v" CASCADE;
  DROP TABLE "_external_press_v_rels" CASCADE;
  DROP TABLE "newsletters_links" CASCADE;
  DROP TABLE "newsletters" CASCADE;
  DROP TABLE "newsletters_rels" CASCADE;
  DROP TABLE "_newsletters_v_version_links" CASCADE;
  DROP TABLE "_newsletters_v" CASCADE;
  DROP TABLE "_newsletters_v_rels" CASCADE;
  DROP TABLE "newsletter_signups" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_press_releases_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_external_press_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_newsletters_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_newsletter_signups_fk";
  
  DROP INDEX "payload_locked_documents_rels_press_releases_id_idx";
  DROP INDEX "payload_locked_documents_rels_external_press_id_idx";
  DROP INDEX "payload_locked_documents_rels_newsletters_id_idx";
  DROP INDEX "payload_locked_documents_rels_newsletter_signups_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "press_releases_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "external_press_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "newsletters_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "newsletter_signups_id";
  DROP TYPE "public"."enum_press_releases_status";
  DROP TYPE "public"."enum__press_releases_v_version_status";
  DROP TYPE "public"."enum_external_press_status";
  DROP TYPE "public"."enum__external_press_v_version_status";
  DROP TYPE "public"."enum_newsletters_newsletter_type";
  DROP TYPE "public"."enum_newsletters_status";
  DROP TYPE "public"."enum__newsletters_v_version_newsletter_type";
  DROP TYPE "public"."enum__newsletters_v_version_status";
  DROP TYPE "public"."enum_newsletter_signups_list";`)
}
