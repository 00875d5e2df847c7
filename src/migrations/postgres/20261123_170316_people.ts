import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_locations_card_view" AS ENUM('withImage', 'withoutImage', 'withMap');
  CREATE TYPE "public"."enum_faculty_profiles_links_kind" AS ENUM('Website', 'Social');
  CREATE TYPE "public"."enum_faculty_profiles_links_network" AS ENUM('Behance', 'BlueSky', 'Dribbble', 'Facebook', 'Flickr', 'Instagram', 'Issuu', 'LinkedIn', 'Mastodon', 'Snapchat', 'Threads', 'TikTok', 'Tumblr', 'Twitter', 'Vimeo', 'WeChat', 'Weibo', 'Youku', 'YouTube');
  CREATE TYPE "public"."enum_faculty_profiles_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__faculty_profiles_v_version_links_kind" AS ENUM('Website', 'Social');
  CREATE TYPE "public"."enum__faculty_profiles_v_version_links_network" AS ENUM('Behance', 'BlueSky', 'Dribbble', 'Facebook', 'Flickr', 'Instagram', 'Issuu', 'LinkedIn', 'Mastodon', 'Snapchat', 'Threads', 'TikTok', 'Tumblr', 'Twitter', 'Vimeo', 'WeChat', 'Weibo', 'Youku', 'YouTube');
  CREATE TYPE "public"."enum__faculty_profiles_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_videos_provider" AS ENUM('youtube', 'vimeo');
  CREATE TYPE "public"."enum_video_channels_destination" AS ENUM('Youtube', 'Vimeo');
  CREATE TYPE "public"."enum_video_channels_playlist_type" AS ENUM('channel', 'top5', 'liveFeed', 'showcase');
  CREATE TYPE "public"."enum_library_hours_regular_hours_day" AS ENUM('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday');
  CREATE TABLE "faculty_profiles_titles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar
  );
  
  CREATE TABLE "faculty_profiles_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_faculty_profiles_links_kind" DEFAULT 'Website',
  	"network" "enum_faculty_profiles_links_network",
  	"label" varchar,
  	"url" varchar
  );
  
  CREATE TABLE "faculty_education" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"degree" varchar,
  	"institution" varchar,
  	"year" numeric
  );
  
  CREATE TABLE "faculty_awards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"year" numeric
  );
  
  CREATE TABLE "faculty_courses" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar
  );
  
  CREATE TABLE "_faculty_profiles_v_version_titles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_faculty_profiles_v_version_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__faculty_profiles_v_version_links_kind" DEFAULT 'Website',
  	"network" "enum__faculty_profiles_v_version_links_network",
  	"label" varchar,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_faculty_education_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"degree" varchar,
  	"institution" varchar,
  	"year" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_faculty_awards_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"year" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_faculty_courses_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_faculty_profiles_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_last_name" varchar,
  	"version_slug" varchar,
  	"version_title" varchar,
  	"version_image_id" integer,
  	"version_short_bio" varchar,
  	"version_bio" jsonb,
  	"version_email" varchar,
  	"version_website" varchar,
  	"version_supplemental_pronouns" varchar,
  	"version_supplemental_office_hours" varchar,
  	"version_supplemental_cv_id" integer,
  	"version_sort_name" varchar,
  	"version_published" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__faculty_profiles_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_faculty_profiles_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"departments_id" integer
  );
  
  CREATE TABLE "videos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"provider" "enum_videos_provider",
  	"video_id" varchar,
  	"published_at_on_youtube" timestamp(3) with time zone NOT NULL,
  	"description" varchar,
  	"thumbnail_id" integer,
  	"thumbnail_url" varchar,
  	"published" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "videos_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"video_channels_id" integer
  );
  
  CREATE TABLE "video_channels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"sort_order" numeric DEFAULT 0 NOT NULL,
  	"destination" "enum_video_channels_destination" DEFAULT 'Youtube' NOT NULL,
  	"playlist_type" "enum_video_channels_playlist_type" DEFAULT 'channel' NOT NULL,
  	"description" varchar,
  	"external_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "library_hours_regular_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"day" "enum_library_hours_regular_hours_day" NOT NULL,
  	"closed" boolean DEFAULT false,
  	"opens" varchar,
  	"closes" varchar
  );
  
  CREATE TABLE "library_hours_exceptions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"from" varchar NOT NULL,
  	"to" varchar NOT NULL,
  	"closed" boolean DEFAULT false,
  	"opens" varchar,
  	"closes" varchar
  );
  
  CREATE TABLE "library_hours" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"library_id" numeric NOT NULL,
  	"name" varchar NOT NULL,
  	"location_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "faculty_profiles" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "faculty_profiles" ALTER COLUMN "last_name" DROP NOT NULL;
  ALTER TABLE "faculty_profiles" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "locations" ADD COLUMN "card_view" "enum_locations_card_view" DEFAULT 'withImage';
  ALTER TABLE "faculty_profiles" ADD COLUMN "image_id" integer;
  ALTER TABLE "faculty_profiles" ADD COLUMN "short_bio" varchar;
  ALTER TABLE "faculty_profiles" ADD COLUMN "bio" jsonb;
  ALTER TABLE "faculty_profiles" ADD COLUMN "email" varchar;
  ALTER TABLE "faculty_profiles" ADD COLUMN "website" varchar;
  ALTER TABLE "faculty_profiles" ADD COLUMN "supplemental_pronouns" varchar;
  ALTER TABLE "faculty_profiles" ADD COLUMN "supplemental_office_hours" varchar;
  ALTER TABLE "faculty_profiles" ADD COLUMN "supplemental_cv_id" integer;
  ALTER TABLE "faculty_profiles" ADD COLUMN "sort_name" varchar;
  ALTER TABLE "faculty_profiles" ADD COLUMN "_status" "enum_faculty_profiles_status" DEFAULT 'draft';
  -- Hand-edited: a profile that was published stays published.
  UPDATE "faculty_profiles" SET "_status" = CASE WHEN "published" THEN 'published'::"enum_faculty_profiles_status" ELSE 'draft'::"enum_faculty_profiles_status" END;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "videos_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "video_channels_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "library_hours_id" integer;
  ALTER TABLE "faculty_profiles_titles" ADD CONSTRAINT "faculty_profiles_titles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faculty_profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faculty_profiles_links" ADD CONSTRAINT "faculty_profiles_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faculty_profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faculty_education" ADD CONSTRAINT "faculty_education_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faculty_profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faculty_awards" ADD CONSTRAINT "faculty_awards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faculty_profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faculty_courses" ADD CONSTRAINT "faculty_courses_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faculty_profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faculty_profiles_v_version_titles" ADD CONSTRAINT "_faculty_profiles_v_version_titles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faculty_profiles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faculty_profiles_v_version_links" ADD CONSTRAINT "_faculty_profiles_v_version_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faculty_profiles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faculty_education_v" ADD CONSTRAINT "_faculty_education_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faculty_profiles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faculty_awards_v" ADD CONSTRAINT "_faculty_awards_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faculty_profiles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faculty_courses_v" ADD CONSTRAINT "_faculty_courses_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faculty_profiles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faculty_profiles_v" ADD CONSTRAINT "_faculty_profiles_v_parent_id_faculty_profiles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faculty_profiles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faculty_profiles_v" ADD CONSTRAINT "_faculty_profiles_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faculty_profiles_v" ADD CONSTRAINT "_faculty_profiles_v_version_supplemental_cv_id_media_id_fk" FOREIGN KEY ("version_supplemental_cv_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faculty_profiles_v_rels" ADD CONSTRAINT "_faculty_profiles_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_faculty_profiles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faculty_profiles_v_rels" ADD CONSTRAINT "_faculty_profiles_v_rels_departments_fk" FOREIGN KEY ("departments_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "videos" ADD CONSTRAINT "videos_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "videos_rels" ADD CONSTRAINT "videos_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "videos_rels" ADD CONSTRAINT "videos_rels_video_channels_fk" FOREIGN KEY ("video_channels_id") REFERENCES "public"."video_channels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "library_hours_regular_hours" ADD CONSTRAINT "library_hours_regular_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."library_hours"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "library_hours_exceptions" ADD CONSTRAINT "library_hours_exceptions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."library_hours"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "library_hours" ADD CONSTRAINT "library_hours_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "faculty_profiles_titles_order_idx" ON "faculty_profiles_titles" USING btree ("_order");
  CREATE INDEX "faculty_profiles_titles_parent_id_idx" ON "faculty_profiles_titles" USING btree ("_parent_id");
  CREATE INDEX "faculty_profiles_links_order_idx" ON "faculty_profiles_links" USING btree ("_order");
  CREATE INDEX "faculty_profiles_links_parent_id_idx" ON "faculty_profiles_links" USING btree ("_parent_id");
  CREATE INDEX "faculty_education_order_idx" ON "faculty_education" USING btree ("_order");
  CREATE INDEX "faculty_education_parent_id_idx" ON "faculty_education" USING btree ("_parent_id");
  CREATE INDEX "faculty_awards_order_idx" ON "faculty_awards" USING btree ("_order");
  CREATE INDEX "faculty_awards_parent_id_idx" ON "faculty_awards" USING btree ("_parent_id");
  CREATE INDEX "faculty_courses_order_idx" ON "faculty_courses" USING btree ("_order");
  CREATE INDEX "faculty_courses_parent_id_idx" ON "faculty_courses" USING btree ("_parent_id");
  CREATE INDEX "_faculty_profiles_v_version_titles_order_idx" ON "_faculty_profiles_v_version_titles" USING btree ("_order");
  CREATE INDEX "_faculty_profiles_v_version_titles_parent_id_idx" ON "_faculty_profiles_v_version_titles" USING btree ("_parent_id");
  CREATE INDEX "_faculty_profiles_v_version_links_order_idx" ON "_faculty_profiles_v_version_links" USING btree ("_order");
  CREATE INDEX "_faculty_profiles_v_version_links_parent_id_idx" ON "_faculty_profiles_v_version_links" USING btree ("_parent_id");
  CREATE INDEX "_faculty_education_v_order_idx" ON "_faculty_education_v" USING btree ("_order");
  CREATE INDEX "_faculty_education_v_parent_id_idx" ON "_faculty_education_v" USING btree ("_parent_id");
  CREATE INDEX "_faculty_awards_v_order_idx" ON "_faculty_awards_v" USING btree ("_order");
  CREATE INDEX "_faculty_awards_v_parent_id_idx" ON "_faculty_awards_v" USING btree ("_parent_id");
  CREATE INDEX "_faculty_courses_v_order_idx" ON "_faculty_courses_v" USING btree ("_order");
  CREATE INDEX "_faculty_courses_v_parent_id_idx" ON "_faculty_courses_v" USING btree ("_parent_id");
  CREATE INDEX "_faculty_profiles_v_parent_idx" ON "_faculty_profiles_v" USING btree ("parent_id");
  CREATE INDEX "_faculty_profiles_v_version_version_last_name_idx" ON "_faculty_profiles_v" USING btree ("version_last_name");
  CREATE INDEX "_faculty_profiles_v_version_version_slug_idx" ON "_faculty_profiles_v" USING btree ("version_slug");
  CREATE INDEX "_faculty_profiles_v_version_version_image_idx" ON "_faculty_profiles_v" USING btree ("version_image_id");
  CREATE INDEX "_faculty_profiles_v_version_supplemental_version_supplem_idx" ON "_faculty_profiles_v" USING btree ("version_supplemental_cv_id");
  CREATE INDEX "_faculty_profiles_v_version_version_sort_name_idx" ON "_faculty_profiles_v" USING btree ("version_sort_name");
  CREATE INDEX "_faculty_profiles_v_version_version_published_idx" ON "_faculty_profiles_v" USING btree ("version_published");
  CREATE INDEX "_faculty_profiles_v_version_version_updated_at_idx" ON "_faculty_profiles_v" USING btree ("version_updated_at");
  CREATE INDEX "_faculty_profiles_v_version_version_created_at_idx" ON "_faculty_profiles_v" USING btree ("version_created_at");
  CREATE INDEX "_faculty_profiles_v_version_version__status_idx" ON "_faculty_profiles_v" USING btree ("version__status");
  CREATE INDEX "_faculty_profiles_v_created_at_idx" ON "_faculty_profiles_v" USING btree ("created_at");
  CREATE INDEX "_faculty_profiles_v_updated_at_idx" ON "_faculty_profiles_v" USING btree ("updated_at");
  CREATE INDEX "_faculty_profiles_v_latest_idx" ON "_faculty_profiles_v" USING btree ("latest");
  CREATE INDEX "_faculty_profiles_v_rels_order_idx" ON "_faculty_profiles_v_rels" USING btree ("order");
  CREATE INDEX "_faculty_profiles_v_rels_parent_idx" ON "_faculty_profiles_v_rels" USING btree ("parent_id");
  CREATE INDEX "_faculty_profiles_v_rels_path_idx" ON "_faculty_profiles_v_rels" USING btree ("path");
  CREATE INDEX "_faculty_profiles_v_rels_departments_id_idx" ON "_faculty_profiles_v_rels" USING btree ("departments_id");
  CREATE UNIQUE INDEX "videos_slug_idx" ON "videos" USING btree ("slug");
  CREATE INDEX "videos_video_id_idx" ON "videos" USING btree ("video_id");
  CREATE INDEX "videos_published_at_on_youtube_idx" ON "videos" USING btree ("published_at_on_youtube");
  CREATE INDEX "videos_thumbnail_idx" ON "videos" USING btree ("thumbnail_id");
  CREATE INDEX "videos_published_idx" ON "videos" USING btree ("published");
  CREATE INDEX "videos_updated_at_idx" ON "videos" USING btree ("updated_at");
  CREATE INDEX "videos_created_at_idx" ON "videos" USING btree ("created_at");
  CREATE INDEX "videos_rels_order_idx" ON "videos_rels" USING btree ("order");
  CREATE INDEX "videos_rels_parent_idx" ON "videos_rels" USING btree ("parent_id");
  CREATE INDEX "videos_rels_path_idx" ON "videos_rels" USING btree ("path");
  CREATE INDEX "videos_rels_video_channels_id_idx" ON "videos_rels" USING btree ("video_channels_id");
  CREATE UNIQUE INDEX "video_channels_slug_idx" ON "video_channels" USING btree ("slug");
  CREATE INDEX "video_channels_sort_order_idx" ON "video_channels" USING btree ("sort_order");
  CREATE INDEX "video_channels_updated_at_idx" ON "video_channels" USING btree ("updated_at");
  CREATE INDEX "video_channels_created_at_idx" ON "video_channels" USING btree ("created_at");
  CREATE INDEX "library_hours_regular_hours_order_idx" ON "library_hours_regular_hours" USING btree ("_order");
  CREATE INDEX "library_hours_regular_hours_parent_id_idx" ON "library_hours_regular_hours" USING btree ("_parent_id");
  CREATE INDEX "library_hours_exceptions_order_idx" ON "library_hours_exceptions" USING btree ("_order");
  CREATE INDEX "library_hours_exceptions_parent_id_idx" ON "library_hours_exceptions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "library_hours_library_id_idx" ON "library_hours" USING btree ("library_id");
  CREATE INDEX "library_hours_location_idx" ON "library_hours" USING btree ("location_id");
  CREATE INDEX "library_hours_updated_at_idx" ON "library_hours" USING btree ("updated_at");
  CREATE INDEX "library_hours_created_at_idx" ON "library_hours" USING btree ("created_at");
  ALTER TABLE "faculty_profiles" ADD CONSTRAINT "faculty_profiles_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faculty_profiles" ADD CONSTRAINT "faculty_profiles_supplemental_cv_id_media_id_fk" FOREIGN KEY ("supplemental_cv_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_videos_fk" FOREIGN KEY ("videos_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_video_channels_fk" FOREIGN KEY ("video_channels_id") REFERENCES "public"."video_channels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_library_hours_fk" FOREIGN KEY ("library_hours_id") REFERENCES "public"."library_hours"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "faculty_profiles_image_idx" ON "faculty_profiles" USING btree ("image_id");
  CREATE INDEX "faculty_profiles_supplemental_supplemental_cv_idx" ON "faculty_profiles" USING btree ("supplemental_cv_id");
  CREATE INDEX "faculty_profiles_sort_name_idx" ON "faculty_profiles" USING btree ("sort_name");
  CREATE INDEX "faculty_profiles__status_idx" ON "faculty_profiles" USING btree ("_status");
  CREATE INDEX "payload_locked_documents_rels_videos_id_idx" ON "payload_locked_documents_rels" USING btree ("videos_id");
  CREATE INDEX "payload_locked_documents_rels_video_channels_id_idx" ON "payload_locked_documents_rels" USING btree ("video_channels_id");
  CREATE INDEX "payload_locked_documents_rels_library_hours_id_idx" ON "payload_locked_documents_rels" USING btree ("library_hours_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "faculty_profiles_titles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faculty_profiles_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faculty_education" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faculty_awards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faculty_courses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faculty_profiles_v_version_titles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faculty_profiles_v_version_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faculty_education_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faculty_awards_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faculty_courses_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faculty_profiles_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faculty_profiles_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "videos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "videos_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "video_channels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "library_hours_regular_hours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "library_hours_exceptions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "library_hours" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "faculty_profiles_titles" CASCADE;
  DROP TABLE "faculty_profiles_links" CASCADE;
  DROP TABLE "faculty_education" CASCADE;
  DROP TABLE "faculty_awards" CASCADE;
  DROP TABLE "faculty_courses" CASCADE;
  DROP TABLE "_faculty_profiles_v_version_titles" CASCADE;
  DROP TABLE "_faculty_profiles_v_version_links" CASCADE;
  DROP TABLE "_faculty_education_v" CASCADE;
  DROP TABLE "_faculty_awards_v" CASCADE;
  DROP TABLE "_faculty_courses_v" CASCADE;
  DROP TABLE "_faculty_profiles_v" CASCADE;
  DROP TABLE "_faculty_profiles_v_rels" CASCADE;
  DROP TABLE "videos" CASCADE;
  DROP TABLE "videos_rels" CASCADE;
  DROP TABLE "video_channels" CASCADE;
  DROP TABLE "library_hours_regular_hours" CASCADE;
  DROP TABLE "library_hours_exceptions" CASCADE;
  DROP TABLE "library_hours" CASCADE;
  ALTER TABLE "faculty_profiles" DROP CONSTRAINT "faculty_profiles_image_id_media_id_fk";
  
  ALTER TABLE "faculty_profiles" DROP CONSTRAINT "faculty_profiles_supplemental_cv_id_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_videos_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_video_channels_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_library_hours_fk";
  
  DROP INDEX "faculty_profiles_image_idx";
  DROP INDEX "faculty_profiles_supplemental_supplemental_cv_idx";
  DROP INDEX "faculty_profiles_sort_name_idx";
  DROP INDEX "faculty_profiles__status_idx";
  DROP INDEX "payload_locked_documents_rels_videos_id_idx";
  DROP INDEX "payload_locked_documents_rels_video_channels_id_idx";
  DROP INDEX "payload_locked_documents_rels_library_hours_id_idx";
  ALTER TABLE "faculty_profiles" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "faculty_profiles" ALTER COLUMN "last_name" SET NOT NULL;
  ALTER TABLE "faculty_profiles" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "locations" DROP COLUMN "card_view";
  ALTER TABLE "faculty_profiles" DROP COLUMN "image_id";
  ALTER TABLE "faculty_profiles" DROP COLUMN "short_bio";
  ALTER TABLE "faculty_profiles" DROP COLUMN "bio";
  ALTER TABLE "faculty_profiles" DROP COLUMN "email";
  ALTER TABLE "faculty_profiles" DROP COLUMN "website";
  ALTER TABLE "faculty_profiles" DROP COLUMN "supplemental_pronouns";
  ALTER TABLE "faculty_profiles" DROP COLUMN "supplemental_office_hours";
  ALTER TABLE "faculty_profiles" DROP COLUMN "supplemental_cv_id";
  ALTER TABLE "faculty_profiles" DROP COLUMN "sort_name";
  ALTER TABLE "faculty_profiles" DROP COLUMN "_status";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "videos_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "video_channels_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "library_hours_id";
  DROP TYPE "public"."enum_locations_card_view";
  DROP TYPE "public"."enum_faculty_profiles_links_kind";
  DROP TYPE "public"."enum_faculty_profiles_links_network";
  DROP TYPE "public"."enum_faculty_profiles_status";
  DROP TYPE "public"."enum__faculty_profiles_v_version_links_kind";
  DROP TYPE "public"."enum__faculty_profiles_v_version_links_network";
  DROP TYPE "public"."enum__faculty_profiles_v_version_status";
  DROP TYPE "public"."enum_videos_provider";
  DROP TYPE "public"."enum_video_channels_destination";
  DROP TYPE "public"."enum_video_channels_playlist_type";
  DROP TYPE "public"."enum_library_hours_regular_hours_day";`)
}
