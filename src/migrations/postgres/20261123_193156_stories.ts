import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_features_blocks_header_level" AS ENUM('2', '3');
  CREATE TYPE "public"."enum_features_blocks_body_copy_format" AS ENUM('richText', 'html');
  CREATE TYPE "public"."enum_features_blocks_body_copy_width" AS ENUM('column', 'columns');
  CREATE TYPE "public"."enum_features_blocks_image_aspect_ratio" AS ENUM('free', '1:1', '16:9', '4:5', '2:1', '5:7');
  CREATE TYPE "public"."enum_features_blocks_image_width" AS ENUM('column', 'wide', 'full');
  CREATE TYPE "public"."enum_features_blocks_cards_cards_link_kind" AS ENUM('internal', 'url');
  CREATE TYPE "public"."enum_features_blocks_cards_layout" AS ENUM('PORTRAIT', 'LANDSCAPE');
  CREATE TYPE "public"."enum_features_blocks_buttons_buttons_type" AS ENUM('Url', 'Modal', 'Internal');
  CREATE TYPE "public"."enum_features_blocks_buttons_buttons_style" AS ENUM('primary', 'secondary', 'text');
  CREATE TYPE "public"."enum_features_blocks_carousel_slides_link_kind" AS ENUM('internal', 'url');
  CREATE TYPE "public"."enum_features_blocks_carousel_aspect_ratio" AS ENUM('1:1', '16:9', '4:5', '2:1', '5:7');
  CREATE TYPE "public"."enum_features_blocks_location_cards_location_type" AS ENUM('Facility', 'International Locations', 'Building');
  CREATE TYPE "public"."enum_features_blocks_location_cards_view" AS ENUM('with image', 'without image', 'with map');
  CREATE TYPE "public"."enum_features_blocks_external_links_links_kind" AS ENUM('Website', 'Social');
  CREATE TYPE "public"."enum_features_blocks_external_links_links_network" AS ENUM('Behance', 'BlueSky', 'Dribbble', 'Facebook', 'Flickr', 'Instagram', 'Issuu', 'LinkedIn', 'Mastodon', 'Snapchat', 'Threads', 'TikTok', 'Tumblr', 'Twitter', 'Vimeo', 'WeChat', 'Weibo', 'Youku', 'YouTube');
  CREATE TYPE "public"."enum_features_blocks_rankings_view" AS ENUM('Grid', 'List All');
  CREATE TYPE "public"."enum_features_blocks_rankings_ranking_type" AS ENUM('Departmental', 'Institutional', 'All');
  CREATE TYPE "public"."enum_features_hero_type" AS ENUM('none', 'image', 'video');
  CREATE TYPE "public"."enum_features_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__features_v_blocks_header_level" AS ENUM('2', '3');
  CREATE TYPE "public"."enum__features_v_blocks_body_copy_format" AS ENUM('richText', 'html');
  CREATE TYPE "public"."enum__features_v_blocks_body_copy_width" AS ENUM('column', 'columns');
  CREATE TYPE "public"."enum__features_v_blocks_image_aspect_ratio" AS ENUM('free', '1:1', '16:9', '4:5', '2:1', '5:7');
  CREATE TYPE "public"."enum__features_v_blocks_image_width" AS ENUM('column', 'wide', 'full');
  CREATE TYPE "public"."enum__features_v_blocks_cards_cards_link_kind" AS ENUM('internal', 'url');
  CREATE TYPE "public"."enum__features_v_blocks_cards_layout" AS ENUM('PORTRAIT', 'LANDSCAPE');
  CREATE TYPE "public"."enum__features_v_blocks_buttons_buttons_type" AS ENUM('Url', 'Modal', 'Internal');
  CREATE TYPE "public"."enum__features_v_blocks_buttons_buttons_style" AS ENUM('primary', 'secondary', 'text');
  CREATE TYPE "public"."enum__features_v_blocks_carousel_slides_link_kind" AS ENUM('internal', 'url');
  CREATE TYPE "public"."enum__features_v_blocks_carousel_aspect_ratio" AS ENUM('1:1', '16:9', '4:5', '2:1', '5:7');
  CREATE TYPE "public"."enum__features_v_blocks_location_cards_location_type" AS ENUM('Facility', 'International Locations', 'Building');
  CREATE TYPE "public"."enum__features_v_blocks_location_cards_view" AS ENUM('with image', 'without image', 'with map');
  CREATE TYPE "public"."enum__features_v_blocks_external_links_links_kind" AS ENUM('Website', 'Social');
  CREATE TYPE "public"."enum__features_v_blocks_external_links_links_network" AS ENUM('Behance', 'BlueSky', 'Dribbble', 'Facebook', 'Flickr', 'Instagram', 'Issuu', 'LinkedIn', 'Mastodon', 'Snapchat', 'Threads', 'TikTok', 'Tumblr', 'Twitter', 'Vimeo', 'WeChat', 'Weibo', 'Youku', 'YouTube');
  CREATE TYPE "public"."enum__features_v_blocks_rankings_view" AS ENUM('Grid', 'List All');
  CREATE TYPE "public"."enum__features_v_blocks_rankings_ranking_type" AS ENUM('Departmental', 'Institutional', 'All');
  CREATE TYPE "public"."enum__features_v_version_hero_type" AS ENUM('none', 'image', 'video');
  CREATE TYPE "public"."enum__features_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_homepage_featured_stories_kind" AS ENUM('Story', 'Video', 'Memoriam', 'UploadedContent');
  CREATE TYPE "public"."enum_homepage_featured_stories_link_kind" AS ENUM('internal', 'url');
  CREATE TYPE "public"."enum_homepage_blocks_impact_link_kind" AS ENUM('internal', 'url');
  CREATE TYPE "public"."enum_homepage_blocks_carousel_slides_link_kind" AS ENUM('internal', 'url');
  CREATE TYPE "public"."enum_homepage_blocks_carousel_aspect_ratio" AS ENUM('1:1', '16:9', '4:5', '2:1', '5:7');
  CREATE TYPE "public"."enum_landing_strip_slides_link_kind" AS ENUM('internal', 'url');
  CREATE TYPE "public"."enum_homepage_blocks_video_feed_type" AS ENUM('OnlyVideos', 'TikTok');
  CREATE TYPE "public"."enum_homepage_template" AS ENUM('ThreeFeaturedStories', 'VideoAndTwoFeaturedStories');
  CREATE TYPE "public"."enum_homepage_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__homepage_v_version_featured_stories_kind" AS ENUM('Story', 'Video', 'Memoriam', 'UploadedContent');
  CREATE TYPE "public"."enum__homepage_v_version_featured_stories_link_kind" AS ENUM('internal', 'url');
  CREATE TYPE "public"."enum__homepage_v_blocks_impact_link_kind" AS ENUM('internal', 'url');
  CREATE TYPE "public"."enum__homepage_v_blocks_carousel_slides_link_kind" AS ENUM('internal', 'url');
  CREATE TYPE "public"."enum__homepage_v_blocks_carousel_aspect_ratio" AS ENUM('1:1', '16:9', '4:5', '2:1', '5:7');
  CREATE TYPE "public"."enum__landing_strip_v_slides_link_kind" AS ENUM('internal', 'url');
  CREATE TYPE "public"."enum__homepage_v_blocks_video_feed_type" AS ENUM('OnlyVideos', 'TikTok');
  CREATE TYPE "public"."enum__homepage_v_version_template" AS ENUM('ThreeFeaturedStories', 'VideoAndTwoFeaturedStories');
  CREATE TYPE "public"."enum__homepage_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "pages_blocks_feature_feed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Stories',
  	"count" numeric DEFAULT 2,
  	"only_featured_on_homepage" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_feature_feed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Stories',
  	"count" numeric DEFAULT 2,
  	"only_featured_on_homepage" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "shared_blocks_blocks_feature_feed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Stories',
  	"count" numeric DEFAULT 2,
  	"only_featured_on_homepage" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "_shared_blocks_v_blocks_feature_feed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Stories',
  	"count" numeric DEFAULT 2,
  	"only_featured_on_homepage" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "features_blocks_header" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kicker" varchar,
  	"heading" varchar,
  	"level" "enum_features_blocks_header_level" DEFAULT '2',
  	"anchor" varchar,
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "features_blocks_body_copy" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"format" "enum_features_blocks_body_copy_format" DEFAULT 'richText',
  	"content" jsonb,
  	"html" varchar,
  	"width" "enum_features_blocks_body_copy_width" DEFAULT 'column',
  	"block_name" varchar
  );
  
  CREATE TABLE "features_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"aspect_ratio" "enum_features_blocks_image_aspect_ratio" DEFAULT 'free',
  	"width" "enum_features_blocks_image_width" DEFAULT 'column',
  	"caption" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "features_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"title" varchar,
  	"poster_id" integer,
  	"caption" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "features_blocks_accordion_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb
  );
  
  CREATE TABLE "features_blocks_accordion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"open_one_at_a_time" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "features_blocks_tabs_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"slug" varchar,
  	"content" jsonb
  );
  
  CREATE TABLE "features_blocks_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "features_blocks_table_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar
  );
  
  CREATE TABLE "features_blocks_table_rows_cells" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "features_blocks_table_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "features_blocks_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"caption" varchar,
  	"row_headers" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "features_blocks_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"kicker" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"link_kind" "enum_features_blocks_cards_cards_link_kind" DEFAULT 'internal',
  	"link_new_tab" boolean DEFAULT false,
  	"link_url" varchar,
  	"link_label" varchar
  );
  
  CREATE TABLE "features_blocks_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"layout" "enum_features_blocks_cards_layout" DEFAULT 'PORTRAIT',
  	"block_name" varchar
  );
  
  CREATE TABLE "features_blocks_buttons_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"type" "enum_features_blocks_buttons_buttons_type" DEFAULT 'Internal',
  	"style" "enum_features_blocks_buttons_buttons_style" DEFAULT 'primary',
  	"url" varchar,
  	"new_tab" boolean DEFAULT false,
  	"modal_title" varchar,
  	"modal_content" jsonb
  );
  
  CREATE TABLE "features_blocks_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "features_blocks_stats_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"source" varchar
  );
  
  CREATE TABLE "features_blocks_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "features_blocks_carousel_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"link_kind" "enum_features_blocks_carousel_slides_link_kind" DEFAULT 'internal',
  	"link_new_tab" boolean DEFAULT false,
  	"link_url" varchar,
  	"link_label" varchar
  );
  
  CREATE TABLE "features_blocks_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"aspect_ratio" "enum_features_blocks_carousel_aspect_ratio" DEFAULT '16:9',
  	"autoplay" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "features_blocks_map" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"location_id" integer,
  	"title" varchar,
  	"address" varchar,
  	"latitude" numeric,
  	"longitude" numeric,
  	"zoom" numeric DEFAULT 16,
  	"block_name" varchar
  );
  
  CREATE TABLE "features_blocks_location_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"location_type" "enum_features_blocks_location_cards_location_type" DEFAULT 'Facility',
  	"view" "enum_features_blocks_location_cards_view" DEFAULT 'with image',
  	"block_name" varchar
  );
  
  CREATE TABLE "features_blocks_social_embed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"title" varchar,
  	"caption" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "features_blocks_external_links_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_features_blocks_external_links_links_kind" DEFAULT 'Website',
  	"network" "enum_features_blocks_external_links_links_network",
  	"url" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "features_blocks_external_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "features_blocks_toggle_buttons_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"content" jsonb
  );
  
  CREATE TABLE "features_blocks_toggle_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"all_clicked_message" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "features_blocks_rankings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"view" "enum_features_blocks_rankings_view" DEFAULT 'Grid',
  	"ranking_type" "enum_features_blocks_rankings_ranking_type" DEFAULT 'All',
  	"block_name" varchar
  );
  
  CREATE TABLE "features_blocks_exhibitions_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Exhibitions',
  	"block_name" varchar
  );
  
  CREATE TABLE "features_blocks_feature_feed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Stories',
  	"count" numeric DEFAULT 2,
  	"only_featured_on_homepage" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "features_blocks_shared_block" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "features" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"summary" varchar,
  	"article_date" timestamp(3) with time zone,
  	"byline" varchar,
  	"hero_type" "enum_features_hero_type" DEFAULT 'image',
  	"hero_image_id" integer,
  	"hero_video_url" varchar,
  	"hero_caption" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"slug" varchar,
  	"featured_on_homepage" boolean DEFAULT false,
  	"published" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_features_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "features_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"features_id" integer,
  	"departments_id" integer,
  	"tags_id" integer
  );
  
  CREATE TABLE "_features_v_blocks_header" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kicker" varchar,
  	"heading" varchar,
  	"level" "enum__features_v_blocks_header_level" DEFAULT '2',
  	"anchor" varchar,
  	"text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_features_v_blocks_body_copy" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"format" "enum__features_v_blocks_body_copy_format" DEFAULT 'richText',
  	"content" jsonb,
  	"html" varchar,
  	"width" "enum__features_v_blocks_body_copy_width" DEFAULT 'column',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_features_v_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"aspect_ratio" "enum__features_v_blocks_image_aspect_ratio" DEFAULT 'free',
  	"width" "enum__features_v_blocks_image_width" DEFAULT 'column',
  	"caption" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_features_v_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"title" varchar,
  	"poster_id" integer,
  	"caption" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_features_v_blocks_accordion_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_features_v_blocks_accordion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"open_one_at_a_time" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_features_v_blocks_tabs_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"slug" varchar,
  	"content" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_features_v_blocks_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_features_v_blocks_table_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_features_v_blocks_table_rows_cells" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_features_v_blocks_table_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_features_v_blocks_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"caption" varchar,
  	"row_headers" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_features_v_blocks_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"kicker" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"link_kind" "enum__features_v_blocks_cards_cards_link_kind" DEFAULT 'internal',
  	"link_new_tab" boolean DEFAULT false,
  	"link_url" varchar,
  	"link_label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_features_v_blocks_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"layout" "enum__features_v_blocks_cards_layout" DEFAULT 'PORTRAIT',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_features_v_blocks_buttons_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"type" "enum__features_v_blocks_buttons_buttons_type" DEFAULT 'Internal',
  	"style" "enum__features_v_blocks_buttons_buttons_style" DEFAULT 'primary',
  	"url" varchar,
  	"new_tab" boolean DEFAULT false,
  	"modal_title" varchar,
  	"modal_content" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_features_v_blocks_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_features_v_blocks_stats_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"source" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_features_v_blocks_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_features_v_blocks_carousel_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"link_kind" "enum__features_v_blocks_carousel_slides_link_kind" DEFAULT 'internal',
  	"link_new_tab" boolean DEFAULT false,
  	"link_url" varchar,
  	"link_label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_features_v_blocks_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"aspect_ratio" "enum__features_v_blocks_carousel_aspect_ratio" DEFAULT '16:9',
  	"autoplay" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_features_v_blocks_map" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"location_id" integer,
  	"title" varchar,
  	"address" varchar,
  	"latitude" numeric,
  	"longitude" numeric,
  	"zoom" numeric DEFAULT 16,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_features_v_blocks_location_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"location_type" "enum__features_v_blocks_location_cards_location_type" DEFAULT 'Facility',
  	"view" "enum__features_v_blocks_location_cards_view" DEFAULT 'with image',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_features_v_blocks_social_embed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"title" varchar,
  	"caption" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_features_v_blocks_external_links_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__features_v_blocks_external_links_links_kind" DEFAULT 'Website',
  	"network" "enum__features_v_blocks_external_links_links_network",
  	"url" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_features_v_blocks_external_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_features_v_blocks_toggle_buttons_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"content" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_features_v_blocks_toggle_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"all_clicked_message" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_features_v_blocks_rankings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"view" "enum__features_v_blocks_rankings_view" DEFAULT 'Grid',
  	"ranking_type" "enum__features_v_blocks_rankings_ranking_type" DEFAULT 'All',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_features_v_blocks_exhibitions_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Exhibitions',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_features_v_blocks_feature_feed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Stories',
  	"count" numeric DEFAULT 2,
  	"only_featured_on_homepage" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_features_v_blocks_shared_block" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_features_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_article_date" timestamp(3) with time zone,
  	"version_byline" varchar,
  	"version_hero_type" "enum__features_v_version_hero_type" DEFAULT 'image',
  	"version_hero_image_id" integer,
  	"version_hero_video_url" varchar,
  	"version_hero_caption" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_slug" varchar,
  	"version_featured_on_homepage" boolean DEFAULT false,
  	"version_published" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__features_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_features_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"features_id" integer,
  	"departments_id" integer,
  	"tags_id" integer
  );
  
  CREATE TABLE "homepage_featured_stories" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_homepage_featured_stories_kind" DEFAULT 'Story',
  	"feature_id" integer,
  	"video_id" integer,
  	"title" varchar,
  	"kicker" varchar,
  	"years" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"link_kind" "enum_homepage_featured_stories_link_kind" DEFAULT 'internal',
  	"link_new_tab" boolean DEFAULT false,
  	"link_url" varchar,
  	"link_label" varchar
  );
  
  CREATE TABLE "homepage_blocks_feature_feed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Stories',
  	"count" numeric DEFAULT 2,
  	"only_featured_on_homepage" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "homepage_blocks_stats_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"source" varchar
  );
  
  CREATE TABLE "homepage_blocks_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "homepage_blocks_impact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"link_kind" "enum_homepage_blocks_impact_link_kind" DEFAULT 'internal',
  	"link_new_tab" boolean DEFAULT false,
  	"link_url" varchar,
  	"link_label" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "homepage_blocks_carousel_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"link_kind" "enum_homepage_blocks_carousel_slides_link_kind" DEFAULT 'internal',
  	"link_new_tab" boolean DEFAULT false,
  	"link_url" varchar,
  	"link_label" varchar
  );
  
  CREATE TABLE "homepage_blocks_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"aspect_ratio" "enum_homepage_blocks_carousel_aspect_ratio" DEFAULT '16:9',
  	"autoplay" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "landing_strip_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"title" varchar,
  	"text" varchar,
  	"link_kind" "enum_landing_strip_slides_link_kind" DEFAULT 'internal',
  	"link_new_tab" boolean DEFAULT false,
  	"link_url" varchar,
  	"link_label" varchar
  );
  
  CREATE TABLE "landing_strip" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "homepage_blocks_featured_events_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"show_callout" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "homepage_blocks_video_feed_tiktok_posts" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"caption" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "homepage_blocks_video_feed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Watch',
  	"type" "enum_homepage_blocks_video_feed_type" DEFAULT 'OnlyVideos',
  	"channel_id" integer,
  	"count" numeric DEFAULT 4,
  	"profile_url" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "homepage_blocks_notable_alumni_alumni" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"class_of" varchar,
  	"discipline" varchar,
  	"image_id" integer,
  	"url" varchar
  );
  
  CREATE TABLE "homepage_blocks_notable_alumni" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Notable alumni',
  	"block_name" varchar
  );
  
  CREATE TABLE "homepage" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"template" "enum_homepage_template" DEFAULT 'ThreeFeaturedStories',
  	"_status" "enum_homepage_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "homepage_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"features_id" integer,
  	"departments_id" integer,
  	"tags_id" integer
  );
  
  CREATE TABLE "_homepage_v_version_featured_stories" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__homepage_v_version_featured_stories_kind" DEFAULT 'Story',
  	"feature_id" integer,
  	"video_id" integer,
  	"title" varchar,
  	"kicker" varchar,
  	"years" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"link_kind" "enum__homepage_v_version_featured_stories_link_kind" DEFAULT 'internal',
  	"link_new_tab" boolean DEFAULT false,
  	"link_url" varchar,
  	"link_label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_homepage_v_blocks_feature_feed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Stories',
  	"count" numeric DEFAULT 2,
  	"only_featured_on_homepage" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_homepage_v_blocks_stats_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"source" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_homepage_v_blocks_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_homepage_v_blocks_impact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"link_kind" "enum__homepage_v_blocks_impact_link_kind" DEFAULT 'internal',
  	"link_new_tab" boolean DEFAULT false,
  	"link_url" varchar,
  	"link_label" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_homepage_v_blocks_carousel_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"link_kind" "enum__homepage_v_blocks_carousel_slides_link_kind" DEFAULT 'internal',
  	"link_new_tab" boolean DEFAULT false,
  	"link_url" varchar,
  	"link_label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_homepage_v_blocks_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"aspect_ratio" "enum__homepage_v_blocks_carousel_aspect_ratio" DEFAULT '16:9',
  	"autoplay" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_landing_strip_v_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"title" varchar,
  	"text" varchar,
  	"link_kind" "enum__landing_strip_v_slides_link_kind" DEFAULT 'internal',
  	"link_new_tab" boolean DEFAULT false,
  	"link_url" varchar,
  	"link_label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_landing_strip_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_homepage_v_blocks_featured_events_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"show_callout" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_homepage_v_blocks_video_feed_tiktok_posts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"caption" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_homepage_v_blocks_video_feed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Watch',
  	"type" "enum__homepage_v_blocks_video_feed_type" DEFAULT 'OnlyVideos',
  	"channel_id" integer,
  	"count" numeric DEFAULT 4,
  	"profile_url" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_homepage_v_blocks_notable_alumni_alumni" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"class_of" varchar,
  	"discipline" varchar,
  	"image_id" integer,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_homepage_v_blocks_notable_alumni" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Notable alumni',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_homepage_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_template" "enum__homepage_v_version_template" DEFAULT 'ThreeFeaturedStories',
  	"version__status" "enum__homepage_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_homepage_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"features_id" integer,
  	"departments_id" integer,
  	"tags_id" integer
  );
  
  ALTER TABLE "pages_rels" ADD COLUMN "features_id" integer;
  ALTER TABLE "pages_rels" ADD COLUMN "departments_id" integer;
  ALTER TABLE "pages_rels" ADD COLUMN "tags_id" integer;
  ALTER TABLE "_pages_v_rels" ADD COLUMN "features_id" integer;
  ALTER TABLE "_pages_v_rels" ADD COLUMN "departments_id" integer;
  ALTER TABLE "_pages_v_rels" ADD COLUMN "tags_id" integer;
  ALTER TABLE "shared_blocks_rels" ADD COLUMN "features_id" integer;
  ALTER TABLE "shared_blocks_rels" ADD COLUMN "departments_id" integer;
  ALTER TABLE "shared_blocks_rels" ADD COLUMN "tags_id" integer;
  ALTER TABLE "_shared_blocks_v_rels" ADD COLUMN "features_id" integer;
  ALTER TABLE "_shared_blocks_v_rels" ADD COLUMN "departments_id" integer;
  ALTER TABLE "_shared_blocks_v_rels" ADD COLUMN "tags_id" integer;
  ALTER TABLE "redirects_rels" ADD COLUMN "features_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "features_id" integer;
  ALTER TABLE "pages_blocks_feature_feed" ADD CONSTRAINT "pages_blocks_feature_feed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_feed" ADD CONSTRAINT "_pages_v_blocks_feature_feed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shared_blocks_blocks_feature_feed" ADD CONSTRAINT "shared_blocks_blocks_feature_feed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shared_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_shared_blocks_v_blocks_feature_feed" ADD CONSTRAINT "_shared_blocks_v_blocks_feature_feed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_shared_blocks_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "features_blocks_header" ADD CONSTRAINT "features_blocks_header_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "features_blocks_body_copy" ADD CONSTRAINT "features_blocks_body_copy_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "features_blocks_image" ADD CONSTRAINT "features_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "features_blocks_image" ADD CONSTRAINT "features_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "features_blocks_video" ADD CONSTRAINT "features_blocks_video_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "features_blocks_video" ADD CONSTRAINT "features_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "features_blocks_accordion_items" ADD CONSTRAINT "features_blocks_accordion_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."features_blocks_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "features_blocks_accordion" ADD CONSTRAINT "features_blocks_accordion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "features_blocks_tabs_items" ADD CONSTRAINT "features_blocks_tabs_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."features_blocks_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "features_blocks_tabs" ADD CONSTRAINT "features_blocks_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "features_blocks_table_columns" ADD CONSTRAINT "features_blocks_table_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."features_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "features_blocks_table_rows_cells" ADD CONSTRAINT "features_blocks_table_rows_cells_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."features_blocks_table_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "features_blocks_table_rows" ADD CONSTRAINT "features_blocks_table_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."features_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "features_blocks_table" ADD CONSTRAINT "features_blocks_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "features_blocks_cards_cards" ADD CONSTRAINT "features_blocks_cards_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "features_blocks_cards_cards" ADD CONSTRAINT "features_blocks_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."features_blocks_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "features_blocks_cards" ADD CONSTRAINT "features_blocks_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "features_blocks_buttons_buttons" ADD CONSTRAINT "features_blocks_buttons_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."features_blocks_buttons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "features_blocks_buttons" ADD CONSTRAINT "features_blocks_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "features_blocks_stats_stats" ADD CONSTRAINT "features_blocks_stats_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."features_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "features_blocks_stats" ADD CONSTRAINT "features_blocks_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "features_blocks_carousel_slides" ADD CONSTRAINT "features_blocks_carousel_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "features_blocks_carousel_slides" ADD CONSTRAINT "features_blocks_carousel_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."features_blocks_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "features_blocks_carousel" ADD CONSTRAINT "features_blocks_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "features_blocks_map" ADD CONSTRAINT "features_blocks_map_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "features_blocks_map" ADD CONSTRAINT "features_blocks_map_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "features_blocks_location_cards" ADD CONSTRAINT "features_blocks_location_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "features_blocks_social_embed" ADD CONSTRAINT "features_blocks_social_embed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "features_blocks_external_links_links" ADD CONSTRAINT "features_blocks_external_links_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."features_blocks_external_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "features_blocks_external_links" ADD CONSTRAINT "features_blocks_external_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "features_blocks_toggle_buttons_items" ADD CONSTRAINT "features_blocks_toggle_buttons_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."features_blocks_toggle_buttons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "features_blocks_toggle_buttons" ADD CONSTRAINT "features_blocks_toggle_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "features_blocks_rankings" ADD CONSTRAINT "features_blocks_rankings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "features_blocks_exhibitions_grid" ADD CONSTRAINT "features_blocks_exhibitions_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "features_blocks_feature_feed" ADD CONSTRAINT "features_blocks_feature_feed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "features_blocks_shared_block" ADD CONSTRAINT "features_blocks_shared_block_block_id_shared_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."shared_blocks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "features_blocks_shared_block" ADD CONSTRAINT "features_blocks_shared_block_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "features" ADD CONSTRAINT "features_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "features" ADD CONSTRAINT "features_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "features_rels" ADD CONSTRAINT "features_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "features_rels" ADD CONSTRAINT "features_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "features_rels" ADD CONSTRAINT "features_rels_features_fk" FOREIGN KEY ("features_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "features_rels" ADD CONSTRAINT "features_rels_departments_fk" FOREIGN KEY ("departments_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "features_rels" ADD CONSTRAINT "features_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_features_v_blocks_header" ADD CONSTRAINT "_features_v_blocks_header_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_features_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_features_v_blocks_body_copy" ADD CONSTRAINT "_features_v_blocks_body_copy_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_features_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_features_v_blocks_image" ADD CONSTRAINT "_features_v_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_features_v_blocks_image" ADD CONSTRAINT "_features_v_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_features_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_features_v_blocks_video" ADD CONSTRAINT "_features_v_blocks_video_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_features_v_blocks_video" ADD CONSTRAINT "_features_v_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_features_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_features_v_blocks_accordion_items" ADD CONSTRAINT "_features_v_blocks_accordion_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_features_v_blocks_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_features_v_blocks_accordion" ADD CONSTRAINT "_features_v_blocks_accordion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_features_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_features_v_blocks_tabs_items" ADD CONSTRAINT "_features_v_blocks_tabs_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_features_v_blocks_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_features_v_blocks_tabs" ADD CONSTRAINT "_features_v_blocks_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_features_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_features_v_blocks_table_columns" ADD CONSTRAINT "_features_v_blocks_table_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_features_v_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_features_v_blocks_table_rows_cells" ADD CONSTRAINT "_features_v_blocks_table_rows_cells_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_features_v_blocks_table_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_features_v_blocks_table_rows" ADD CONSTRAINT "_features_v_blocks_table_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_features_v_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_features_v_blocks_table" ADD CONSTRAINT "_features_v_blocks_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_features_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_features_v_blocks_cards_cards" ADD CONSTRAINT "_features_v_blocks_cards_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_features_v_blocks_cards_cards" ADD CONSTRAINT "_features_v_blocks_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_features_v_blocks_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_features_v_blocks_cards" ADD CONSTRAINT "_features_v_blocks_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_features_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_features_v_blocks_buttons_buttons" ADD CONSTRAINT "_features_v_blocks_buttons_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_features_v_blocks_buttons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_features_v_blocks_buttons" ADD CONSTRAINT "_features_v_blocks_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_features_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_features_v_blocks_stats_stats" ADD CONSTRAINT "_features_v_blocks_stats_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_features_v_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_features_v_blocks_stats" ADD CONSTRAINT "_features_v_blocks_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_features_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_features_v_blocks_carousel_slides" ADD CONSTRAINT "_features_v_blocks_carousel_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_features_v_blocks_carousel_slides" ADD CONSTRAINT "_features_v_blocks_carousel_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_features_v_blocks_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_features_v_blocks_carousel" ADD CONSTRAINT "_features_v_blocks_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_features_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_features_v_blocks_map" ADD CONSTRAINT "_features_v_blocks_map_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_features_v_blocks_map" ADD CONSTRAINT "_features_v_blocks_map_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_features_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_features_v_blocks_location_cards" ADD CONSTRAINT "_features_v_blocks_location_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_features_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_features_v_blocks_social_embed" ADD CONSTRAINT "_features_v_blocks_social_embed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_features_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_features_v_blocks_external_links_links" ADD CONSTRAINT "_features_v_blocks_external_links_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_features_v_blocks_external_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_features_v_blocks_external_links" ADD CONSTRAINT "_features_v_blocks_external_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_features_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_features_v_blocks_toggle_buttons_items" ADD CONSTRAINT "_features_v_blocks_toggle_buttons_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_features_v_blocks_toggle_buttons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_features_v_blocks_toggle_buttons" ADD CONSTRAINT "_features_v_blocks_toggle_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_features_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_features_v_blocks_rankings" ADD CONSTRAINT "_features_v_blocks_rankings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_features_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_features_v_blocks_exhibitions_grid" ADD CONSTRAINT "_features_v_blocks_exhibitions_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_features_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_features_v_blocks_feature_feed" ADD CONSTRAINT "_features_v_blocks_feature_feed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_features_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_features_v_blocks_shared_block" ADD CONSTRAINT "_features_v_blocks_shared_block_block_id_shared_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."shared_blocks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_features_v_blocks_shared_block" ADD CONSTRAINT "_features_v_blocks_shared_block_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_features_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_features_v" ADD CONSTRAINT "_features_v_parent_id_features_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."features"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_features_v" ADD CONSTRAINT "_features_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_features_v" ADD CONSTRAINT "_features_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_features_v_rels" ADD CONSTRAINT "_features_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_features_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_features_v_rels" ADD CONSTRAINT "_features_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_features_v_rels" ADD CONSTRAINT "_features_v_rels_features_fk" FOREIGN KEY ("features_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_features_v_rels" ADD CONSTRAINT "_features_v_rels_departments_fk" FOREIGN KEY ("departments_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_features_v_rels" ADD CONSTRAINT "_features_v_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "homepage_featured_stories" ADD CONSTRAINT "homepage_featured_stories_feature_id_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."features"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "homepage_featured_stories" ADD CONSTRAINT "homepage_featured_stories_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "homepage_featured_stories" ADD CONSTRAINT "homepage_featured_stories_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "homepage_featured_stories" ADD CONSTRAINT "homepage_featured_stories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."homepage"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "homepage_blocks_feature_feed" ADD CONSTRAINT "homepage_blocks_feature_feed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."homepage"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "homepage_blocks_stats_stats" ADD CONSTRAINT "homepage_blocks_stats_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."homepage_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "homepage_blocks_stats" ADD CONSTRAINT "homepage_blocks_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."homepage"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "homepage_blocks_impact" ADD CONSTRAINT "homepage_blocks_impact_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "homepage_blocks_impact" ADD CONSTRAINT "homepage_blocks_impact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."homepage"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "homepage_blocks_carousel_slides" ADD CONSTRAINT "homepage_blocks_carousel_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "homepage_blocks_carousel_slides" ADD CONSTRAINT "homepage_blocks_carousel_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."homepage_blocks_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "homepage_blocks_carousel" ADD CONSTRAINT "homepage_blocks_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."homepage"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_strip_slides" ADD CONSTRAINT "landing_strip_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "landing_strip_slides" ADD CONSTRAINT "landing_strip_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing_strip"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_strip" ADD CONSTRAINT "landing_strip_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."homepage"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "homepage_blocks_featured_events_section" ADD CONSTRAINT "homepage_blocks_featured_events_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."homepage"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "homepage_blocks_video_feed_tiktok_posts" ADD CONSTRAINT "homepage_blocks_video_feed_tiktok_posts_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "homepage_blocks_video_feed_tiktok_posts" ADD CONSTRAINT "homepage_blocks_video_feed_tiktok_posts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."homepage_blocks_video_feed"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "homepage_blocks_video_feed" ADD CONSTRAINT "homepage_blocks_video_feed_channel_id_video_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."video_channels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "homepage_blocks_video_feed" ADD CONSTRAINT "homepage_blocks_video_feed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."homepage"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "homepage_blocks_notable_alumni_alumni" ADD CONSTRAINT "homepage_blocks_notable_alumni_alumni_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "homepage_blocks_notable_alumni_alumni" ADD CONSTRAINT "homepage_blocks_notable_alumni_alumni_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."homepage_blocks_notable_alumni"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "homepage_blocks_notable_alumni" ADD CONSTRAINT "homepage_blocks_notable_alumni_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."homepage"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "homepage_rels" ADD CONSTRAINT "homepage_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."homepage"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "homepage_rels" ADD CONSTRAINT "homepage_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "homepage_rels" ADD CONSTRAINT "homepage_rels_features_fk" FOREIGN KEY ("features_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "homepage_rels" ADD CONSTRAINT "homepage_rels_departments_fk" FOREIGN KEY ("departments_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "homepage_rels" ADD CONSTRAINT "homepage_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_homepage_v_version_featured_stories" ADD CONSTRAINT "_homepage_v_version_featured_stories_feature_id_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."features"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_homepage_v_version_featured_stories" ADD CONSTRAINT "_homepage_v_version_featured_stories_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_homepage_v_version_featured_stories" ADD CONSTRAINT "_homepage_v_version_featured_stories_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_homepage_v_version_featured_stories" ADD CONSTRAINT "_homepage_v_version_featured_stories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_homepage_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_feature_feed" ADD CONSTRAINT "_homepage_v_blocks_feature_feed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_homepage_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_stats_stats" ADD CONSTRAINT "_homepage_v_blocks_stats_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_homepage_v_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_stats" ADD CONSTRAINT "_homepage_v_blocks_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_homepage_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_impact" ADD CONSTRAINT "_homepage_v_blocks_impact_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_impact" ADD CONSTRAINT "_homepage_v_blocks_impact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_homepage_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_carousel_slides" ADD CONSTRAINT "_homepage_v_blocks_carousel_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_carousel_slides" ADD CONSTRAINT "_homepage_v_blocks_carousel_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_homepage_v_blocks_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_carousel" ADD CONSTRAINT "_homepage_v_blocks_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_homepage_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_strip_v_slides" ADD CONSTRAINT "_landing_strip_v_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_landing_strip_v_slides" ADD CONSTRAINT "_landing_strip_v_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_strip_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_strip_v" ADD CONSTRAINT "_landing_strip_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_homepage_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_featured_events_section" ADD CONSTRAINT "_homepage_v_blocks_featured_events_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_homepage_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_video_feed_tiktok_posts" ADD CONSTRAINT "_homepage_v_blocks_video_feed_tiktok_posts_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_video_feed_tiktok_posts" ADD CONSTRAINT "_homepage_v_blocks_video_feed_tiktok_posts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_homepage_v_blocks_video_feed"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_video_feed" ADD CONSTRAINT "_homepage_v_blocks_video_feed_channel_id_video_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."video_channels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_video_feed" ADD CONSTRAINT "_homepage_v_blocks_video_feed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_homepage_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_notable_alumni_alumni" ADD CONSTRAINT "_homepage_v_blocks_notable_alumni_alumni_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_notable_alumni_alumni" ADD CONSTRAINT "_homepage_v_blocks_notable_alumni_alumni_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_homepage_v_blocks_notable_alumni"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_notable_alumni" ADD CONSTRAINT "_homepage_v_blocks_notable_alumni_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_homepage_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_homepage_v_rels" ADD CONSTRAINT "_homepage_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_homepage_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_homepage_v_rels" ADD CONSTRAINT "_homepage_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_homepage_v_rels" ADD CONSTRAINT "_homepage_v_rels_features_fk" FOREIGN KEY ("features_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_homepage_v_rels" ADD CONSTRAINT "_homepage_v_rels_departments_fk" FOREIGN KEY ("departments_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_homepage_v_rels" ADD CONSTRAINT "_homepage_v_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_feature_feed_order_idx" ON "pages_blocks_feature_feed" USING btree ("_order");
  CREATE INDEX "pages_blocks_feature_feed_parent_id_idx" ON "pages_blocks_feature_feed" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_feature_feed_path_idx" ON "pages_blocks_feature_feed" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_feature_feed_order_idx" ON "_pages_v_blocks_feature_feed" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_feature_feed_parent_id_idx" ON "_pages_v_blocks_feature_feed" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_feature_feed_path_idx" ON "_pages_v_blocks_feature_feed" USING btree ("_path");
  CREATE INDEX "shared_blocks_blocks_feature_feed_order_idx" ON "shared_blocks_blocks_feature_feed" USING btree ("_order");
  CREATE INDEX "shared_blocks_blocks_feature_feed_parent_id_idx" ON "shared_blocks_blocks_feature_feed" USING btree ("_parent_id");
  CREATE INDEX "shared_blocks_blocks_feature_feed_path_idx" ON "shared_blocks_blocks_feature_feed" USING btree ("_path");
  CREATE INDEX "_shared_blocks_v_blocks_feature_feed_order_idx" ON "_shared_blocks_v_blocks_feature_feed" USING btree ("_order");
  CREATE INDEX "_shared_blocks_v_blocks_feature_feed_parent_id_idx" ON "_shared_blocks_v_blocks_feature_feed" USING btree ("_parent_id");
  CREATE INDEX "_shared_blocks_v_blocks_feature_feed_path_idx" ON "_shared_blocks_v_blocks_feature_feed" USING btree ("_path");
  CREATE INDEX "features_blocks_header_order_idx" ON "features_blocks_header" USING btree ("_order");
  CREATE INDEX "features_blocks_header_parent_id_idx" ON "features_blocks_header" USING btree ("_parent_id");
  CREATE INDEX "features_blocks_header_path_idx" ON "features_blocks_header" USING btree ("_path");
  CREATE INDEX "features_blocks_body_copy_order_idx" ON "features_blocks_body_copy" USING btree ("_order");
  CREATE INDEX "features_blocks_body_copy_parent_id_idx" ON "features_blocks_body_copy" USING btree ("_parent_id");
  CREATE INDEX "features_blocks_body_copy_path_idx" ON "features_blocks_body_copy" USING btree ("_path");
  CREATE INDEX "features_blocks_image_order_idx" ON "features_blocks_image" USING btree ("_order");
  CREATE INDEX "features_blocks_image_parent_id_idx" ON "features_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "features_blocks_image_path_idx" ON "features_blocks_image" USING btree ("_path");
  CREATE INDEX "features_blocks_image_image_idx" ON "features_blocks_image" USING btree ("image_id");
  CREATE INDEX "features_blocks_video_order_idx" ON "features_blocks_video" USING btree ("_order");
  CREATE INDEX "features_blocks_video_parent_id_idx" ON "features_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "features_blocks_video_path_idx" ON "features_blocks_video" USING btree ("_path");
  CREATE INDEX "features_blocks_video_poster_idx" ON "features_blocks_video" USING btree ("poster_id");
  CREATE INDEX "features_blocks_accordion_items_order_idx" ON "features_blocks_accordion_items" USING btree ("_order");
  CREATE INDEX "features_blocks_accordion_items_parent_id_idx" ON "features_blocks_accordion_items" USING btree ("_parent_id");
  CREATE INDEX "features_blocks_accordion_order_idx" ON "features_blocks_accordion" USING btree ("_order");
  CREATE INDEX "features_blocks_accordion_parent_id_idx" ON "features_blocks_accordion" USING btree ("_parent_id");
  CREATE INDEX "features_blocks_accordion_path_idx" ON "features_blocks_accordion" USING btree ("_path");
  CREATE INDEX "features_blocks_tabs_items_order_idx" ON "features_blocks_tabs_items" USING btree ("_order");
  CREATE INDEX "features_blocks_tabs_items_parent_id_idx" ON "features_blocks_tabs_items" USING btree ("_parent_id");
  CREATE INDEX "features_blocks_tabs_order_idx" ON "features_blocks_tabs" USING btree ("_order");
  CREATE INDEX "features_blocks_tabs_parent_id_idx" ON "features_blocks_tabs" USING btree ("_parent_id");
  CREATE INDEX "features_blocks_tabs_path_idx" ON "features_blocks_tabs" USING btree ("_path");
  CREATE INDEX "features_blocks_table_columns_order_idx" ON "features_blocks_table_columns" USING btree ("_order");
  CREATE INDEX "features_blocks_table_columns_parent_id_idx" ON "features_blocks_table_columns" USING btree ("_parent_id");
  CREATE INDEX "features_blocks_table_rows_cells_order_idx" ON "features_blocks_table_rows_cells" USING btree ("_order");
  CREATE INDEX "features_blocks_table_rows_cells_parent_id_idx" ON "features_blocks_table_rows_cells" USING btree ("_parent_id");
  CREATE INDEX "features_blocks_table_rows_order_idx" ON "features_blocks_table_rows" USING btree ("_order");
  CREATE INDEX "features_blocks_table_rows_parent_id_idx" ON "features_blocks_table_rows" USING btree ("_parent_id");
  CREATE INDEX "features_blocks_table_order_idx" ON "features_blocks_table" USING btree ("_order");
  CREATE INDEX "features_blocks_table_parent_id_idx" ON "features_blocks_table" USING btree ("_parent_id");
  CREATE INDEX "features_blocks_table_path_idx" ON "features_blocks_table" USING btree ("_path");
  CREATE INDEX "features_blocks_cards_cards_order_idx" ON "features_blocks_cards_cards" USING btree ("_order");
  CREATE INDEX "features_blocks_cards_cards_parent_id_idx" ON "features_blocks_cards_cards" USING btree ("_parent_id");
  CREATE INDEX "features_blocks_cards_cards_image_idx" ON "features_blocks_cards_cards" USING btree ("image_id");
  CREATE INDEX "features_blocks_cards_order_idx" ON "features_blocks_cards" USING btree ("_order");
  CREATE INDEX "features_blocks_cards_parent_id_idx" ON "features_blocks_cards" USING btree ("_parent_id");
  CREATE INDEX "features_blocks_cards_path_idx" ON "features_blocks_cards" USING btree ("_path");
  CREATE INDEX "features_blocks_buttons_buttons_order_idx" ON "features_blocks_buttons_buttons" USING btree ("_order");
  CREATE INDEX "features_blocks_buttons_buttons_parent_id_idx" ON "features_blocks_buttons_buttons" USING btree ("_parent_id");
  CREATE INDEX "features_blocks_buttons_order_idx" ON "features_blocks_buttons" USING btree ("_order");
  CREATE INDEX "features_blocks_buttons_parent_id_idx" ON "features_blocks_buttons" USING btree ("_parent_id");
  CREATE INDEX "features_blocks_buttons_path_idx" ON "features_blocks_buttons" USING btree ("_path");
  CREATE INDEX "features_blocks_stats_stats_order_idx" ON "features_blocks_stats_stats" USING btree ("_order");
  CREATE INDEX "features_blocks_stats_stats_parent_id_idx" ON "features_blocks_stats_stats" USING btree ("_parent_id");
  CREATE INDEX "features_blocks_stats_order_idx" ON "features_blocks_stats" USING btree ("_order");
  CREATE INDEX "features_blocks_stats_parent_id_idx" ON "features_blocks_stats" USING btree ("_parent_id");
  CREATE INDEX "features_blocks_stats_path_idx" ON "features_blocks_stats" USING btree ("_path");
  CREATE INDEX "features_blocks_carousel_slides_order_idx" ON "features_blocks_carousel_slides" USING btree ("_order");
  CREATE INDEX "features_blocks_carousel_slides_parent_id_idx" ON "features_blocks_carousel_slides" USING btree ("_parent_id");
  CREATE INDEX "features_blocks_carousel_slides_image_idx" ON "features_blocks_carousel_slides" USING btree ("image_id");
  CREATE INDEX "features_blocks_carousel_order_idx" ON "features_blocks_carousel" USING btree ("_order");
  CREATE INDEX "features_blocks_carousel_parent_id_idx" ON "features_blocks_carousel" USING btree ("_parent_id");
  CREATE INDEX "features_blocks_carousel_path_idx" ON "features_blocks_carousel" USING btree ("_path");
  CREATE INDEX "features_blocks_map_order_idx" ON "features_blocks_map" USING btree ("_order");
  CREATE INDEX "features_blocks_map_parent_id_idx" ON "features_blocks_map" USING btree ("_parent_id");
  CREATE INDEX "features_blocks_map_path_idx" ON "features_blocks_map" USING btree ("_path");
  CREATE INDEX "features_blocks_map_location_idx" ON "features_blocks_map" USING btree ("location_id");
  CREATE INDEX "features_blocks_location_cards_order_idx" ON "features_blocks_location_cards" USING btree ("_order");
  CREATE INDEX "features_blocks_location_cards_parent_id_idx" ON "features_blocks_location_cards" USING btree ("_parent_id");
  CREATE INDEX "features_blocks_location_cards_path_idx" ON "features_blocks_location_cards" USING btree ("_path");
  CREATE INDEX "features_blocks_social_embed_order_idx" ON "features_blocks_social_embed" USING btree ("_order");
  CREATE INDEX "features_blocks_social_embed_parent_id_idx" ON "features_blocks_social_embed" USING btree ("_parent_id");
  CREATE INDEX "features_blocks_social_embed_path_idx" ON "features_blocks_social_embed" USING btree ("_path");
  CREATE INDEX "features_blocks_external_links_links_order_idx" ON "features_blocks_external_links_links" USING btree ("_order");
  CREATE INDEX "features_blocks_external_links_links_parent_id_idx" ON "features_blocks_external_links_links" USING btree ("_parent_id");
  CREATE INDEX "features_blocks_external_links_order_idx" ON "features_blocks_external_links" USING btree ("_order");
  CREATE INDEX "features_blocks_external_links_parent_id_idx" ON "features_blocks_external_links" USING btree ("_parent_id");
  CREATE INDEX "features_blocks_external_links_path_idx" ON "features_blocks_external_links" USING btree ("_path");
  CREATE INDEX "features_blocks_toggle_buttons_items_order_idx" ON "features_blocks_toggle_buttons_items" USING btree ("_order");
  CREATE INDEX "features_blocks_toggle_buttons_items_parent_id_idx" ON "features_blocks_toggle_buttons_items" USING btree ("_parent_id");
  CREATE INDEX "features_blocks_toggle_buttons_order_idx" ON "features_blocks_toggle_buttons" USING btree ("_order");
  CREATE INDEX "features_blocks_toggle_buttons_parent_id_idx" ON "features_blocks_toggle_buttons" USING btree ("_parent_id");
  CREATE INDEX "features_blocks_toggle_buttons_path_idx" ON "features_blocks_toggle_buttons" USING btree ("_path");
  CREATE INDEX "features_blocks_rankings_order_idx" ON "features_blocks_rankings" USING btree ("_order");
  CREATE INDEX "features_blocks_rankings_parent_id_idx" ON "features_blocks_rankings" USING btree ("_parent_id");
  CREATE INDEX "features_blocks_rankings_path_idx" ON "features_blocks_rankings" USING btree ("_path");
  CREATE INDEX "features_blocks_exhibitions_grid_order_idx" ON "features_blocks_exhibitions_grid" USING btree ("_order");
  CREATE INDEX "features_blocks_exhibitions_grid_parent_id_idx" ON "features_blocks_exhibitions_grid" USING btree ("_parent_id");
  CREATE INDEX "features_blocks_exhibitions_grid_path_idx" ON "features_blocks_exhibitions_grid" USING btree ("_path");
  CREATE INDEX "features_blocks_feature_feed_order_idx" ON "features_blocks_feature_feed" USING btree ("_order");
  CREATE INDEX "features_blocks_feature_feed_parent_id_idx" ON "features_blocks_feature_feed" USING btree ("_parent_id");
  CREATE INDEX "features_blocks_feature_feed_path_idx" ON "features_blocks_feature_feed" USING btree ("_path");
  CREATE INDEX "features_blocks_shared_block_order_idx" ON "features_blocks_shared_block" USING btree ("_order");
  CREATE INDEX "features_blocks_shared_block_parent_id_idx" ON "features_blocks_shared_block" USING btree ("_parent_id");
  CREATE INDEX "features_blocks_shared_block_path_idx" ON "features_blocks_shared_block" USING btree ("_path");
  CREATE INDEX "features_blocks_shared_block_block_idx" ON "features_blocks_shared_block" USING btree ("block_id");
  CREATE INDEX "features_article_date_idx" ON "features" USING btree ("article_date");
  CREATE INDEX "features_hero_hero_image_idx" ON "features" USING btree ("hero_image_id");
  CREATE INDEX "features_meta_meta_image_idx" ON "features" USING btree ("meta_image_id");
  CREATE UNIQUE INDEX "features_slug_idx" ON "features" USING btree ("slug");
  CREATE INDEX "features_featured_on_featured_on_homepage_idx" ON "features" USING btree ("featured_on_homepage");
  CREATE INDEX "features_published_idx" ON "features" USING btree ("published");
  CREATE INDEX "features_updated_at_idx" ON "features" USING btree ("updated_at");
  CREATE INDEX "features_created_at_idx" ON "features" USING btree ("created_at");
  CREATE INDEX "features__status_idx" ON "features" USING btree ("_status");
  CREATE INDEX "features_rels_order_idx" ON "features_rels" USING btree ("order");
  CREATE INDEX "features_rels_parent_idx" ON "features_rels" USING btree ("parent_id");
  CREATE INDEX "features_rels_path_idx" ON "features_rels" USING btree ("path");
  CREATE INDEX "features_rels_pages_id_idx" ON "features_rels" USING btree ("pages_id");
  CREATE INDEX "features_rels_features_id_idx" ON "features_rels" USING btree ("features_id");
  CREATE INDEX "features_rels_departments_id_idx" ON "features_rels" USING btree ("departments_id");
  CREATE INDEX "features_rels_tags_id_idx" ON "features_rels" USING btree ("tags_id");
  CREATE INDEX "_features_v_blocks_header_order_idx" ON "_features_v_blocks_header" USING btree ("_order");
  CREATE INDEX "_features_v_blocks_header_parent_id_idx" ON "_features_v_blocks_header" USING btree ("_parent_id");
  CREATE INDEX "_features_v_blocks_header_path_idx" ON "_features_v_blocks_header" USING btree ("_path");
  CREATE INDEX "_features_v_blocks_body_copy_order_idx" ON "_features_v_blocks_body_copy" USING btree ("_order");
  CREATE INDEX "_features_v_blocks_body_copy_parent_id_idx" ON "_features_v_blocks_body_copy" USING btree ("_parent_id");
  CREATE INDEX "_features_v_blocks_body_copy_path_idx" ON "_features_v_blocks_body_copy" USING btree ("_path");
  CREATE INDEX "_features_v_blocks_image_order_idx" ON "_features_v_blocks_image" USING btree ("_order");
  CREATE INDEX "_features_v_blocks_image_parent_id_idx" ON "_features_v_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "_features_v_blocks_image_path_idx" ON "_features_v_blocks_image" USING btree ("_path");
  CREATE INDEX "_features_v_blocks_image_image_idx" ON "_features_v_blocks_image" USING btree ("image_id");
  CREATE INDEX "_features_v_blocks_video_order_idx" ON "_features_v_blocks_video" USING btree ("_order");
  CREATE INDEX "_features_v_blocks_video_parent_id_idx" ON "_features_v_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "_features_v_blocks_video_path_idx" ON "_features_v_blocks_video" USING btree ("_path");
  CREATE INDEX "_features_v_blocks_video_poster_idx" ON "_features_v_blocks_video" USING btree ("poster_id");
  CREATE INDEX "_features_v_blocks_accordion_items_order_idx" ON "_features_v_blocks_accordion_items" USING btree ("_order");
  CREATE INDEX "_features_v_blocks_accordion_items_parent_id_idx" ON "_features_v_blocks_accordion_items" USING btree ("_parent_id");
  CREATE INDEX "_features_v_blocks_accordion_order_idx" ON "_features_v_blocks_accordion" USING btree ("_order");
  CREATE INDEX "_features_v_blocks_accordion_parent_id_idx" ON "_features_v_blocks_accordion" USING btree ("_parent_id");
  CREATE INDEX "_features_v_blocks_accordion_path_idx" ON "_features_v_blocks_accordion" USING btree ("_path");
  CREATE INDEX "_features_v_blocks_tabs_items_order_idx" ON "_features_v_blocks_tabs_items" USING btree ("_order");
  CREATE INDEX "_features_v_blocks_tabs_items_parent_id_idx" ON "_features_v_blocks_tabs_items" USING btree ("_parent_id");
  CREATE INDEX "_features_v_blocks_tabs_order_idx" ON "_features_v_blocks_tabs" USING btree ("_order");
  CREATE INDEX "_features_v_blocks_tabs_parent_id_idx" ON "_features_v_blocks_tabs" USING btree ("_parent_id");
  CREATE INDEX "_features_v_blocks_tabs_path_idx" ON "_features_v_blocks_tabs" USING btree ("_path");
  CREATE INDEX "_features_v_blocks_table_columns_order_idx" ON "_features_v_blocks_table_columns" USING btree ("_order");
  CREATE INDEX "_features_v_blocks_table_columns_parent_id_idx" ON "_features_v_blocks_table_columns" USING btree ("_parent_id");
  CREATE INDEX "_features_v_blocks_table_rows_cells_order_idx" ON "_features_v_blocks_table_rows_cells" USING btree ("_order");
  CREATE INDEX "_features_v_blocks_table_rows_cells_parent_id_idx" ON "_features_v_blocks_table_rows_cells" USING btree ("_parent_id");
  CREATE INDEX "_features_v_blocks_table_rows_order_idx" ON "_features_v_blocks_table_rows" USING btree ("_order");
  CREATE INDEX "_features_v_blocks_table_rows_parent_id_idx" ON "_features_v_blocks_table_rows" USING btree ("_parent_id");
  CREATE INDEX "_features_v_blocks_table_order_idx" ON "_features_v_blocks_table" USING btree ("_order");
  CREATE INDEX "_features_v_blocks_table_parent_id_idx" ON "_features_v_blocks_table" USING btree ("_parent_id");
  CREATE INDEX "_features_v_blocks_table_path_idx" ON "_features_v_blocks_table" USING btree ("_path");
  CREATE INDEX "_features_v_blocks_cards_cards_order_idx" ON "_features_v_blocks_cards_cards" USING btree ("_order");
  CREATE INDEX "_features_v_blocks_cards_cards_parent_id_idx" ON "_features_v_blocks_cards_cards" USING btree ("_parent_id");
  CREATE INDEX "_features_v_blocks_cards_cards_image_idx" ON "_features_v_blocks_cards_cards" USING btree ("image_id");
  CREATE INDEX "_features_v_blocks_cards_order_idx" ON "_features_v_blocks_cards" USING btree ("_order");
  CREATE INDEX "_features_v_blocks_cards_parent_id_idx" ON "_features_v_blocks_cards" USING btree ("_parent_id");
  CREATE INDEX "_features_v_blocks_cards_path_idx" ON "_features_v_blocks_cards" USING btree ("_path");
  CREATE INDEX "_features_v_blocks_buttons_buttons_order_idx" ON "_features_v_blocks_buttons_buttons" USING btree ("_order");
  CREATE INDEX "_features_v_blocks_buttons_buttons_parent_id_idx" ON "_features_v_blocks_buttons_buttons" USING btree ("_parent_id");
  CREATE INDEX "_features_v_blocks_buttons_order_idx" ON "_features_v_blocks_buttons" USING btree ("_order");
  CREATE INDEX "_features_v_blocks_buttons_parent_id_idx" ON "_features_v_blocks_buttons" USING btree ("_parent_id");
  CREATE INDEX "_features_v_blocks_buttons_path_idx" ON "_features_v_blocks_buttons" USING btree ("_path");
  CREATE INDEX "_features_v_blocks_stats_stats_order_idx" ON "_features_v_blocks_stats_stats" USING btree ("_order");
  CREATE INDEX "_features_v_blocks_stats_stats_parent_id_idx" ON "_features_v_blocks_stats_stats" USING btree ("_parent_id");
  CREATE INDEX "_features_v_blocks_stats_order_idx" ON "_features_v_blocks_stats" USING btree ("_order");
  CREATE INDEX "_features_v_blocks_stats_parent_id_idx" ON "_features_v_blocks_stats" USING btree ("_parent_id");
  CREATE INDEX "_features_v_blocks_stats_path_idx" ON "_features_v_blocks_stats" USING btree ("_path");
  CREATE INDEX "_features_v_blocks_carousel_slides_order_idx" ON "_features_v_blocks_carousel_slides" USING btree ("_order");
  CREATE INDEX "_features_v_blocks_carousel_slides_parent_id_idx" ON "_features_v_blocks_carousel_slides" USING btree ("_parent_id");
  CREATE INDEX "_features_v_blocks_carousel_slides_image_idx" ON "_features_v_blocks_carousel_slides" USING btree ("image_id");
  CREATE INDEX "_features_v_blocks_carousel_order_idx" ON "_features_v_blocks_carousel" USING btree ("_order");
  CREATE INDEX "_features_v_blocks_carousel_parent_id_idx" ON "_features_v_blocks_carousel" USING btree ("_parent_id");
  CREATE INDEX "_features_v_blocks_carousel_path_idx" ON "_features_v_blocks_carousel" USING btree ("_path");
  CREATE INDEX "_features_v_blocks_map_order_idx" ON "_features_v_blocks_map" USING btree ("_order");
  CREATE INDEX "_features_v_blocks_map_parent_id_idx" ON "_features_v_blocks_map" USING btree ("_parent_id");
  CREATE INDEX "_features_v_blocks_map_path_idx" ON "_features_v_blocks_map" USING btree ("_path");
  CREATE INDEX "_features_v_blocks_map_location_idx" ON "_features_v_blocks_map" USING btree ("location_id");
  CREATE INDEX "_features_v_blocks_location_cards_order_idx" ON "_features_v_blocks_location_cards" USING btree ("_order");
  CREATE INDEX "_features_v_blocks_location_cards_parent_id_idx" ON "_features_v_blocks_location_cards" USING btree ("_parent_id");
  CREATE INDEX "_features_v_blocks_location_cards_path_idx" ON "_features_v_blocks_location_cards" USING btree ("_path");
  CREATE INDEX "_features_v_blocks_social_embed_order_idx" ON "_features_v_blocks_social_embed" USING btree ("_order");
  CREATE INDEX "_features_v_blocks_social_embed_parent_id_idx" ON "_features_v_blocks_social_embed" USING btree ("_parent_id");
  CREATE INDEX "_features_v_blocks_social_embed_path_idx" ON "_features_v_blocks_social_embed" USING btree ("_path");
  CREATE INDEX "_features_v_blocks_external_links_links_order_idx" ON "_features_v_blocks_external_links_links" USING btree ("_order");
  CREATE INDEX "_features_v_blocks_external_links_links_parent_id_idx" ON "_features_v_blocks_external_links_links" USING btree ("_parent_id");
  CREATE INDEX "_features_v_blocks_external_links_order_idx" ON "_features_v_blocks_external_links" USING btree ("_order");
  CREATE INDEX "_features_v_blocks_external_links_parent_id_idx" ON "_features_v_blocks_external_links" USING btree ("_parent_id");
  CREATE INDEX "_features_v_blocks_external_links_path_idx" ON "_features_v_blocks_external_links" USING btree ("_path");
  CREATE INDEX "_features_v_blocks_toggle_buttons_items_order_idx" ON "_features_v_blocks_toggle_buttons_items" USING btree ("_order");
  CREATE INDEX "_features_v_blocks_toggle_buttons_items_parent_id_idx" ON "_features_v_blocks_toggle_buttons_items" USING btree ("_parent_id");
  CREATE INDEX "_features_v_blocks_toggle_buttons_order_idx" ON "_features_v_blocks_toggle_buttons" USING btree ("_order");
  CREATE INDEX "_features_v_blocks_toggle_buttons_parent_id_idx" ON "_features_v_blocks_toggle_buttons" USING btree ("_parent_id");
  CREATE INDEX "_features_v_blocks_toggle_buttons_path_idx" ON "_features_v_blocks_toggle_buttons" USING btree ("_path");
  CREATE INDEX "_features_v_blocks_rankings_order_idx" ON "_features_v_blocks_rankings" USING btree ("_order");
  CREATE INDEX "_features_v_blocks_rankings_parent_id_idx" ON "_features_v_blocks_rankings" USING btree ("_parent_id");
  CREATE INDEX "_features_v_blocks_rankings_path_idx" ON "_features_v_blocks_rankings" USING btree ("_path");
  CREATE INDEX "_features_v_blocks_exhibitions_grid_order_idx" ON "_features_v_blocks_exhibitions_grid" USING btree ("_order");
  CREATE INDEX "_features_v_blocks_exhibitions_grid_parent_id_idx" ON "_features_v_blocks_exhibitions_grid" USING btree ("_parent_id");
  CREATE INDEX "_features_v_blocks_exhibitions_grid_path_idx" ON "_features_v_blocks_exhibitions_grid" USING btree ("_path");
  CREATE INDEX "_features_v_blocks_feature_feed_order_idx" ON "_features_v_blocks_feature_feed" USING btree ("_order");
  CREATE INDEX "_features_v_blocks_feature_feed_parent_id_idx" ON "_features_v_blocks_feature_feed" USING btree ("_parent_id");
  CREATE INDEX "_features_v_blocks_feature_feed_path_idx" ON "_features_v_blocks_feature_feed" USING btree ("_path");
  CREATE INDEX "_features_v_blocks_shared_block_order_idx" ON "_features_v_blocks_shared_block" USING btree ("_order");
  CREATE INDEX "_features_v_blocks_shared_block_parent_id_idx" ON "_features_v_blocks_shared_block" USING btree ("_parent_id");
  CREATE INDEX "_features_v_blocks_shared_block_path_idx" ON "_features_v_blocks_shared_block" USING btree ("_path");
  CREATE INDEX "_features_v_blocks_shared_block_block_idx" ON "_features_v_blocks_shared_block" USING btree ("block_id");
  CREATE INDEX "_features_v_parent_idx" ON "_features_v" USING btree ("parent_id");
  CREATE INDEX "_features_v_version_version_article_date_idx" ON "_features_v" USING btree ("version_article_date");
  CREATE INDEX "_features_v_version_hero_version_hero_image_idx" ON "_features_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_features_v_version_meta_version_meta_image_idx" ON "_features_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_features_v_version_version_slug_idx" ON "_features_v" USING btree ("version_slug");
  CREATE INDEX "_features_v_version_featured_on_version_featured_on_home_idx" ON "_features_v" USING btree ("version_featured_on_homepage");
  CREATE INDEX "_features_v_version_version_published_idx" ON "_features_v" USING btree ("version_published");
  CREATE INDEX "_features_v_version_version_updated_at_idx" ON "_features_v" USING btree ("version_updated_at");
  CREATE INDEX "_features_v_version_version_created_at_idx" ON "_features_v" USING btree ("version_created_at");
  CREATE INDEX "_features_v_version_version__status_idx" ON "_features_v" USING btree ("version__status");
  CREATE INDEX "_features_v_created_at_idx" ON "_features_v" USING btree ("created_at");
  CREATE INDEX "_features_v_updated_at_idx" ON "_features_v" USING btree ("updated_at");
  CREATE INDEX "_features_v_latest_idx" ON "_features_v" USING btree ("latest");
  CREATE INDEX "_features_v_rels_order_idx" ON "_features_v_rels" USING btree ("order");
  CREATE INDEX "_features_v_rels_parent_idx" ON "_features_v_rels" USING btree ("parent_id");
  CREATE INDEX "_features_v_rels_path_idx" ON "_features_v_rels" USING btree ("path");
  CREATE INDEX "_features_v_rels_pages_id_idx" ON "_features_v_rels" USING btree ("pages_id");
  CREATE INDEX "_features_v_rels_features_id_idx" ON "_features_v_rels" USING btree ("features_id");
  CREATE INDEX "_features_v_rels_departments_id_idx" ON "_features_v_rels" USING btree ("departments_id");
  CREATE INDEX "_features_v_rels_tags_id_idx" ON "_features_v_rels" USING btree ("tags_id");
  CREATE INDEX "homepage_featured_stories_order_idx" ON "homepage_featured_stories" USING btree ("_order");
  CREATE INDEX "homepage_featured_stories_parent_id_idx" ON "homepage_featured_stories" USING btree ("_parent_id");
  CREATE INDEX "homepage_featured_stories_feature_idx" ON "homepage_featured_stories" USING btree ("feature_id");
  CREATE INDEX "homepage_featured_stories_video_idx" ON "homepage_featured_stories" USING btree ("video_id");
  CREATE INDEX "homepage_featured_stories_image_idx" ON "homepage_featured_stories" USING btree ("image_id");
  CREATE INDEX "homepage_blocks_feature_feed_order_idx" ON "homepage_blocks_feature_feed" USING btree ("_order");
  CREATE INDEX "homepage_blocks_feature_feed_parent_id_idx" ON "homepage_blocks_feature_feed" USING btree ("_parent_id");
  CREATE INDEX "homepage_blocks_feature_feed_path_idx" ON "homepage_blocks_feature_feed" USING btree ("_path");
  CREATE INDEX "homepage_blocks_stats_stats_order_idx" ON "homepage_blocks_stats_stats" USING btree ("_order");
  CREATE INDEX "homepage_blocks_stats_stats_parent_id_idx" ON "homepage_blocks_stats_stats" USING btree ("_parent_id");
  CREATE INDEX "homepage_blocks_stats_order_idx" ON "homepage_blocks_stats" USING btree ("_order");
  CREATE INDEX "homepage_blocks_stats_parent_id_idx" ON "homepage_blocks_stats" USING btree ("_parent_id");
  CREATE INDEX "homepage_blocks_stats_path_idx" ON "homepage_blocks_stats" USING btree ("_path");
  CREATE INDEX "homepage_blocks_impact_order_idx" ON "homepage_blocks_impact" USING btree ("_order");
  CREATE INDEX "homepage_blocks_impact_parent_id_idx" ON "homepage_blocks_impact" USING btree ("_parent_id");
  CREATE INDEX "homepage_blocks_impact_path_idx" ON "homepage_blocks_impact" USING btree ("_path");
  CREATE INDEX "homepage_blocks_impact_image_idx" ON "homepage_blocks_impact" USING btree ("image_id");
  CREATE INDEX "homepage_blocks_carousel_slides_order_idx" ON "homepage_blocks_carousel_slides" USING btree ("_order");
  CREATE INDEX "homepage_blocks_carousel_slides_parent_id_idx" ON "homepage_blocks_carousel_slides" USING btree ("_parent_id");
  CREATE INDEX "homepage_blocks_carousel_slides_image_idx" ON "homepage_blocks_carousel_slides" USING btree ("image_id");
  CREATE INDEX "homepage_blocks_carousel_order_idx" ON "homepage_blocks_carousel" USING btree ("_order");
  CREATE INDEX "homepage_blocks_carousel_parent_id_idx" ON "homepage_blocks_carousel" USING btree ("_parent_id");
  CREATE INDEX "homepage_blocks_carousel_path_idx" ON "homepage_blocks_carousel" USING btree ("_path");
  CREATE INDEX "landing_strip_slides_order_idx" ON "landing_strip_slides" USING btree ("_order");
  CREATE INDEX "landing_strip_slides_parent_id_idx" ON "landing_strip_slides" USING btree ("_parent_id");
  CREATE INDEX "landing_strip_slides_image_idx" ON "landing_strip_slides" USING btree ("image_id");
  CREATE INDEX "landing_strip_order_idx" ON "landing_strip" USING btree ("_order");
  CREATE INDEX "landing_strip_parent_id_idx" ON "landing_strip" USING btree ("_parent_id");
  CREATE INDEX "landing_strip_path_idx" ON "landing_strip" USING btree ("_path");
  CREATE INDEX "homepage_blocks_featured_events_section_order_idx" ON "homepage_blocks_featured_events_section" USING btree ("_order");
  CREATE INDEX "homepage_blocks_featured_events_section_parent_id_idx" ON "homepage_blocks_featured_events_section" USING btree ("_parent_id");
  CREATE INDEX "homepage_blocks_featured_events_section_path_idx" ON "homepage_blocks_featured_events_section" USING btree ("_path");
  CREATE INDEX "homepage_blocks_video_feed_tiktok_posts_order_idx" ON "homepage_blocks_video_feed_tiktok_posts" USING btree ("_order");
  CREATE INDEX "homepage_blocks_video_feed_tiktok_posts_parent_id_idx" ON "homepage_blocks_video_feed_tiktok_posts" USING btree ("_parent_id");
  CREATE INDEX "homepage_blocks_video_feed_tiktok_posts_image_idx" ON "homepage_blocks_video_feed_tiktok_posts" USING btree ("image_id");
  CREATE INDEX "homepage_blocks_video_feed_order_idx" ON "homepage_blocks_video_feed" USING btree ("_order");
  CREATE INDEX "homepage_blocks_video_feed_parent_id_idx" ON "homepage_blocks_video_feed" USING btree ("_parent_id");
  CREATE INDEX "homepage_blocks_video_feed_path_idx" ON "homepage_blocks_video_feed" USING btree ("_path");
  CREATE INDEX "homepage_blocks_video_feed_channel_idx" ON "homepage_blocks_video_feed" USING btree ("channel_id");
  CREATE INDEX "homepage_blocks_notable_alumni_alumni_order_idx" ON "homepage_blocks_notable_alumni_alumni" USING btree ("_order");
  CREATE INDEX "homepage_blocks_notable_alumni_alumni_parent_id_idx" ON "homepage_blocks_notable_alumni_alumni" USING btree ("_parent_id");
  CREATE INDEX "homepage_blocks_notable_alumni_alumni_image_idx" ON "homepage_blocks_notable_alumni_alumni" USING btree ("image_id");
  CREATE INDEX "homepage_blocks_notable_alumni_order_idx" ON "homepage_blocks_notable_alumni" USING btree ("_order");
  CREATE INDEX "homepage_blocks_notable_alumni_parent_id_idx" ON "homepage_blocks_notable_alumni" USING btree ("_parent_id");
  CREATE INDEX "homepage_blocks_notable_alumni_path_idx" ON "homepage_blocks_notable_alumni" USING btree ("_path");
  CREATE INDEX "homepage__status_idx" ON "homepage" USING btree ("_status");
  CREATE INDEX "homepage_rels_order_idx" ON "homepage_rels" USING btree ("order");
  CREATE INDEX "homepage_rels_parent_idx" ON "homepage_rels" USING btree ("parent_id");
  CREATE INDEX "homepage_rels_path_idx" ON "homepage_rels" USING btree ("path");
  CREATE INDEX "homepage_rels_pages_id_idx" ON "homepage_rels" USING btree ("pages_id");
  CREATE INDEX "homepage_rels_features_id_idx" ON "homepage_rels" USING btree ("features_id");
  CREATE INDEX "homepage_rels_departments_id_idx" ON "homepage_rels" USING btree ("departments_id");
  CREATE INDEX "homepage_rels_tags_id_idx" ON "homepage_rels" USING btree ("tags_id");
  CREATE INDEX "_homepage_v_version_featured_stories_order_idx" ON "_homepage_v_version_featured_stories" USING btree ("_order");
  CREATE INDEX "_homepage_v_version_featured_stories_parent_id_idx" ON "_homepage_v_version_featured_stories" USING btree ("_parent_id");
  CREATE INDEX "_homepage_v_version_featured_stories_feature_idx" ON "_homepage_v_version_featured_stories" USING btree ("feature_id");
  CREATE INDEX "_homepage_v_version_featured_stories_video_idx" ON "_homepage_v_version_featured_stories" USING btree ("video_id");
  CREATE INDEX "_homepage_v_version_featured_stories_image_idx" ON "_homepage_v_version_featured_stories" USING btree ("image_id");
  CREATE INDEX "_homepage_v_blocks_feature_feed_order_idx" ON "_homepage_v_blocks_feature_feed" USING btree ("_order");
  CREATE INDEX "_homepage_v_blocks_feature_feed_parent_id_idx" ON "_homepage_v_blocks_feature_feed" USING btree ("_parent_id");
  CREATE INDEX "_homepage_v_blocks_feature_feed_path_idx" ON "_homepage_v_blocks_feature_feed" USING btree ("_path");
  CREATE INDEX "_homepage_v_blocks_stats_stats_order_idx" ON "_homepage_v_blocks_stats_stats" USING btree ("_order");
  CREATE INDEX "_homepage_v_blocks_stats_stats_parent_id_idx" ON "_homepage_v_blocks_stats_stats" USING btree ("_parent_id");
  CREATE INDEX "_homepage_v_blocks_stats_order_idx" ON "_homepage_v_blocks_stats" USING btree ("_order");
  CREATE INDEX "_homepage_v_blocks_stats_parent_id_idx" ON "_homepage_v_blocks_stats" USING btree ("_parent_id");
  CREATE INDEX "_homepage_v_blocks_stats_path_idx" ON "_homepage_v_blocks_stats" USING btree ("_path");
  CREATE INDEX "_homepage_v_blocks_impact_order_idx" ON "_homepage_v_blocks_impact" USING btree ("_order");
  CREATE INDEX "_homepage_v_blocks_impact_parent_id_idx" ON "_homepage_v_blocks_impact" USING btree ("_parent_id");
  CREATE INDEX "_homepage_v_blocks_impact_path_idx" ON "_homepage_v_blocks_impact" USING btree ("_path");
  CREATE INDEX "_homepage_v_blocks_impact_image_idx" ON "_homepage_v_blocks_impact" USING btree ("image_id");
  CREATE INDEX "_homepage_v_blocks_carousel_slides_order_idx" ON "_homepage_v_blocks_carousel_slides" USING btree ("_order");
  CREATE INDEX "_homepage_v_blocks_carousel_slides_parent_id_idx" ON "_homepage_v_blocks_carousel_slides" USING btree ("_parent_id");
  CREATE INDEX "_homepage_v_blocks_carousel_slides_image_idx" ON "_homepage_v_blocks_carousel_slides" USING btree ("image_id");
  CREATE INDEX "_homepage_v_blocks_carousel_order_idx" ON "_homepage_v_blocks_carousel" USING btree ("_order");
  CREATE INDEX "_homepage_v_blocks_carousel_parent_id_idx" ON "_homepage_v_blocks_carousel" USING btree ("_parent_id");
  CREATE INDEX "_homepage_v_blocks_carousel_path_idx" ON "_homepage_v_blocks_carousel" USING btree ("_path");
  CREATE INDEX "_landing_strip_v_slides_order_idx" ON "_landing_strip_v_slides" USING btree ("_order");
  CREATE INDEX "_landing_strip_v_slides_parent_id_idx" ON "_landing_strip_v_slides" USING btree ("_parent_id");
  CREATE INDEX "_landing_strip_v_slides_image_idx" ON "_landing_strip_v_slides" USING btree ("image_id");
  CREATE INDEX "_landing_strip_v_order_idx" ON "_landing_strip_v" USING btree ("_order");
  CREATE INDEX "_landing_strip_v_parent_id_idx" ON "_landing_strip_v" USING btree ("_parent_id");
  CREATE INDEX "_landing_strip_v_path_idx" ON "_landing_strip_v" USING btree ("_path");
  CREATE INDEX "_homepage_v_blocks_featured_events_section_order_idx" ON "_homepage_v_blocks_featured_events_section" USING btree ("_order");
  CREATE INDEX "_homepage_v_blocks_featured_events_section_parent_id_idx" ON "_homepage_v_blocks_featured_events_section" USING btree ("_parent_id");
  CREATE INDEX "_homepage_v_blocks_featured_events_section_path_idx" ON "_homepage_v_blocks_featured_events_section" USING btree ("_path");
  CREATE INDEX "_homepage_v_blocks_video_feed_tiktok_posts_order_idx" ON "_homepage_v_blocks_video_feed_tiktok_posts" USING btree ("_order");
  CREATE INDEX "_homepage_v_blocks_video_feed_tiktok_posts_parent_id_idx" ON "_homepage_v_blocks_video_feed_tiktok_posts" USING btree ("_parent_id");
  CREATE INDEX "_homepage_v_blocks_video_feed_tiktok_posts_image_idx" ON "_homepage_v_blocks_video_feed_tiktok_posts" USING btree ("image_id");
  CREATE INDEX "_homepage_v_blocks_video_feed_order_idx" ON "_homepage_v_blocks_video_feed" USING btree ("_order");
  CREATE INDEX "_homepage_v_blocks_video_feed_parent_id_idx" ON "_homepage_v_blocks_video_feed" USING btree ("_parent_id");
  CREATE INDEX "_homepage_v_blocks_video_feed_path_idx" ON "_homepage_v_blocks_video_feed" USING btree ("_path");
  CREATE INDEX "_homepage_v_blocks_video_feed_channel_idx" ON "_homepage_v_blocks_video_feed" USING btree ("channel_id");
  CREATE INDEX "_homepage_v_blocks_notable_alumni_alumni_order_idx" ON "_homepage_v_blocks_notable_alumni_alumni" USING btree ("_order");
  CREATE INDEX "_homepage_v_blocks_notable_alumni_alumni_parent_id_idx" ON "_homepage_v_blocks_notable_alumni_alumni" USING btree ("_parent_id");
  CREATE INDEX "_homepage_v_blocks_notable_alumni_alumni_image_idx" ON "_homepage_v_blocks_notable_alumni_alumni" USING btree ("image_id");
  CREATE INDEX "_homepage_v_blocks_notable_alumni_order_idx" ON "_homepage_v_blocks_notable_alumni" USING btree ("_order");
  CREATE INDEX "_homepage_v_blocks_notable_alumni_parent_id_idx" ON "_homepage_v_blocks_notable_alumni" USING btree ("_parent_id");
  CREATE INDEX "_homepage_v_blocks_notable_alumni_path_idx" ON "_homepage_v_blocks_notable_alumni" USING btree ("_path");
  CREATE INDEX "_homepage_v_version_version__status_idx" ON "_homepage_v" USING btree ("version__status");
  CREATE INDEX "_homepage_v_created_at_idx" ON "_homepage_v" USING btree ("created_at");
  CREATE INDEX "_homepage_v_updated_at_idx" ON "_homepage_v" USING btree ("updated_at");
  CREATE INDEX "_homepage_v_latest_idx" ON "_homepage_v" USING btree ("latest");
  CREATE INDEX "_homepage_v_rels_order_idx" ON "_homepage_v_rels" USING btree ("order");
  CREATE INDEX "_homepage_v_rels_parent_idx" ON "_homepage_v_rels" USING btree ("parent_id");
  CREATE INDEX "_homepage_v_rels_path_idx" ON "_homepage_v_rels" USING btree ("path");
  CREATE INDEX "_homepage_v_rels_pages_id_idx" ON "_homepage_v_rels" USING btree ("pages_id");
  CREATE INDEX "_homepage_v_rels_features_id_idx" ON "_homepage_v_rels" USING btree ("features_id");
  CREATE INDEX "_homepage_v_rels_departments_id_idx" ON "_homepage_v_rels" USING btree ("departments_id");
  CREATE INDEX "_homepage_v_rels_tags_id_idx" ON "_homepage_v_rels" USING btree ("tags_id");
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_features_fk" FOREIGN KEY ("features_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_departments_fk" FOREIGN KEY ("departments_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_features_fk" FOREIGN KEY ("features_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_departments_fk" FOREIGN KEY ("departments_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shared_blocks_rels" ADD CONSTRAINT "shared_blocks_rels_features_fk" FOREIGN KEY ("features_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shared_blocks_rels" ADD CONSTRAINT "shared_blocks_rels_departments_fk" FOREIGN KEY ("departments_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shared_blocks_rels" ADD CONSTRAINT "shared_blocks_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_shared_blocks_v_rels" ADD CONSTRAINT "_shared_blocks_v_rels_features_fk" FOREIGN KEY ("features_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_shared_blocks_v_rels" ADD CONSTRAINT "_shared_blocks_v_rels_departments_fk" FOREIGN KEY ("departments_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_shared_blocks_v_rels" ADD CONSTRAINT "_shared_blocks_v_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_features_fk" FOREIGN KEY ("features_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_features_fk" FOREIGN KEY ("features_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_rels_features_id_idx" ON "pages_rels" USING btree ("features_id");
  CREATE INDEX "pages_rels_departments_id_idx" ON "pages_rels" USING btree ("departments_id");
  CREATE INDEX "pages_rels_tags_id_idx" ON "pages_rels" USING btree ("tags_id");
  CREATE INDEX "_pages_v_rels_features_id_idx" ON "_pages_v_rels" USING btree ("features_id");
  CREATE INDEX "_pages_v_rels_departments_id_idx" ON "_pages_v_rels" USING btree ("departments_id");
  CREATE INDEX "_pages_v_rels_tags_id_idx" ON "_pages_v_rels" USING btree ("tags_id");
  CREATE INDEX "shared_blocks_rels_features_id_idx" ON "shared_blocks_rels" USING btree ("features_id");
  CREATE INDEX "shared_blocks_rels_departments_id_idx" ON "shared_blocks_rels" USING btree ("departments_id");
  CREATE INDEX "shared_blocks_rels_tags_id_idx" ON "shared_blocks_rels" USING btree ("tags_id");
  CREATE INDEX "_shared_blocks_v_rels_features_id_idx" ON "_shared_blocks_v_rels" USING btree ("features_id");
  CREATE INDEX "_shared_blocks_v_rels_departments_id_idx" ON "_shared_blocks_v_rels" USING btree ("departments_id");
  CREATE INDEX "_shared_blocks_v_rels_tags_id_idx" ON "_shared_blocks_v_rels" USING btree ("tags_id");
  CREATE INDEX "redirects_rels_features_id_idx" ON "redirects_rels" USING btree ("features_id");
  CREATE INDEX "payload_locked_documents_rels_features_id_idx" ON "payload_locked_documents_rels" USING btree ("features_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_feature_feed" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_feature_feed" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shared_blocks_blocks_feature_feed" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_shared_blocks_v_blocks_feature_feed" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "features_blocks_header" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "features_blocks_body_copy" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "features_blocks_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "features_blocks_video" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "features_blocks_accordion_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "features_blocks_accordion" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "features_blocks_tabs_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "features_blocks_tabs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "features_blocks_table_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "features_blocks_table_rows_cells" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "features_blocks_table_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "features_blocks_table" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "features_blocks_cards_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "features_blocks_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "features_blocks_buttons_buttons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "features_blocks_buttons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "features_blocks_stats_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "features_blocks_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "features_blocks_carousel_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "features_blocks_carousel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "features_blocks_map" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "features_blocks_location_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "features_blocks_social_embed" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "features_blocks_external_links_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "features_blocks_external_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "features_blocks_toggle_buttons_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "features_blocks_toggle_buttons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "features_blocks_rankings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "features_blocks_exhibitions_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "features_blocks_feature_feed" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "features_blocks_shared_block" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "features_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_features_v_blocks_header" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_features_v_blocks_body_copy" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_features_v_blocks_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_features_v_blocks_video" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_features_v_blocks_accordion_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_features_v_blocks_accordion" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_features_v_blocks_tabs_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_features_v_blocks_tabs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_features_v_blocks_table_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_features_v_blocks_table_rows_cells" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_features_v_blocks_table_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_features_v_blocks_table" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_features_v_blocks_cards_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_features_v_blocks_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_features_v_blocks_buttons_buttons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_features_v_blocks_buttons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_features_v_blocks_stats_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_features_v_blocks_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_features_v_blocks_carousel_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_features_v_blocks_carousel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_features_v_blocks_map" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_features_v_blocks_location_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_features_v_blocks_social_embed" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_features_v_blocks_external_links_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_features_v_blocks_external_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_features_v_blocks_toggle_buttons_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_features_v_blocks_toggle_buttons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_features_v_blocks_rankings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_features_v_blocks_exhibitions_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_features_v_blocks_feature_feed" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_features_v_blocks_shared_block" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_features_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_features_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "homepage_featured_stories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "homepage_blocks_feature_feed" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "homepage_blocks_stats_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "homepage_blocks_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "homepage_blocks_impact" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "homepage_blocks_carousel_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "homepage_blocks_carousel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landing_strip_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landing_strip" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "homepage_blocks_featured_events_section" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "homepage_blocks_video_feed_tiktok_posts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "homepage_blocks_video_feed" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "homepage_blocks_notable_alumni_alumni" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "homepage_blocks_notable_alumni" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "homepage" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "homepage_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_homepage_v_version_featured_stories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_homepage_v_blocks_feature_feed" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_homepage_v_blocks_stats_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_homepage_v_blocks_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_homepage_v_blocks_impact" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_homepage_v_blocks_carousel_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_homepage_v_blocks_carousel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_strip_v_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_strip_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_homepage_v_blocks_featured_events_section" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_homepage_v_blocks_video_feed_tiktok_posts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_homepage_v_blocks_video_feed" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_homepage_v_blocks_notable_alumni_alumni" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_homepage_v_blocks_notable_alumni" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_homepage_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_homepage_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_feature_feed" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_feed" CASCADE;
  DROP TABLE "shared_blocks_blocks_feature_feed" CASCADE;
  DROP TABLE "_shared_blocks_v_blocks_feature_feed" CASCADE;
  DROP TABLE "features_blocks_header" CASCADE;
  DROP TABLE "features_blocks_body_copy" CASCADE;
  DROP TABLE "features_blocks_image" CASCADE;
  DROP TABLE "features_blocks_video" CASCADE;
  DROP TABLE "features_blocks_accordion_items" CASCADE;
  DROP TABLE "features_blocks_accordion" CASCADE;
  DROP TABLE "features_blocks_tabs_items" CASCADE;
  DROP TABLE "features_blocks_tabs" CASCADE;
  DROP TABLE "features_blocks_table_columns" CASCADE;
  DROP TABLE "features_blocks_table_rows_cells" CASCADE;
  DROP TABLE "features_blocks_table_rows" CASCADE;
  DROP TABLE "features_blocks_table" CASCADE;
  DROP TABLE "features_blocks_cards_cards" CASCADE;
  DROP TABLE "features_blocks_cards" CASCADE;
  DROP TABLE "features_blocks_buttons_buttons" CASCADE;
  DROP TABLE "features_blocks_buttons" CASCADE;
  DROP TABLE "features_blocks_stats_stats" CASCADE;
  DROP TABLE "features_blocks_stats" CASCADE;
  DROP TABLE "features_blocks_carousel_slides" CASCADE;
  DROP TABLE "features_blocks_carousel" CASCADE;
  DROP TABLE "features_blocks_map" CASCADE;
  DROP TABLE "features_blocks_location_cards" CASCADE;
  DROP TABLE "features_blocks_social_embed" CASCADE;
  DROP TABLE "features_blocks_external_links_links" CASCADE;
  DROP TABLE "features_blocks_external_links" CASCADE;
  DROP TABLE "features_blocks_toggle_buttons_items" CASCADE;
  DROP TABLE "features_blocks_toggle_buttons" CASCADE;
  DROP TABLE "features_blocks_rankings" CASCADE;
  DROP TABLE "features_blocks_exhibitions_grid" CASCADE;
  DROP TABLE "features_blocks_feature_feed" CASCADE;
  DROP TABLE "features_blocks_shared_block" CASCADE;
  DROP TABLE "features" CASCADE;
  DROP TABLE "features_rels" CASCADE;
  DROP TABLE "_features_v_blocks_header" CASCADE;
  DROP TABLE "_features_v_blocks_body_copy" CASCADE;
  DROP TABLE "_features_v_blocks_image" CASCADE;
  DROP TABLE "_features_v_blocks_video" CASCADE;
  DROP TABLE "_features_v_blocks_accordion_items" CASCADE;
  DROP TABLE "_features_v_blocks_accordion" CASCADE;
  DROP TABLE "_features_v_blocks_tabs_items" CASCADE;
  DROP TABLE "_features_v_blocks_tabs" CASCADE;
  DROP TABLE "_features_v_blocks_table_columns" CASCADE;
  DROP TABLE "_features_v_blocks_table_rows_cells" CASCADE;
  DROP TABLE "_features_v_blocks_table_rows" CASCADE;
  DROP TABLE "_features_v_blocks_table" CASCADE;
  DROP TABLE "_features_v_blocks_cards_cards" CASCADE;
  DROP TABLE "_features_v_blocks_cards" CASCADE;
  DROP TABLE "_features_v_blocks_buttons_buttons" CASCADE;
  DROP TABLE "_features_v_blocks_buttons" CASCADE;
  DROP TABLE "_features_v_blocks_stats_stats" CASCADE;
  DROP TABLE "_features_v_blocks_stats" CASCADE;
  DROP TABLE "_features_v_blocks_carousel_slides" CASCADE;
  DROP TABLE "_features_v_blocks_carousel" CASCADE;
  DROP TABLE "_features_v_blocks_map" CASCADE;
  DROP TABLE "_features_v_blocks_location_cards" CASCADE;
  DROP TABLE "_features_v_blocks_social_embed" CASCADE;
  DROP TABLE "_features_v_blocks_external_links_links" CASCADE;
  DROP TABLE "_features_v_blocks_external_links" CASCADE;
  DROP TABLE "_features_v_blocks_toggle_buttons_items" CASCADE;
  DROP TABLE "_features_v_blocks_toggle_buttons" CASCADE;
  DROP TABLE "_features_v_blocks_rankings" CASCADE;
  DROP TABLE "_features_v_blocks_exhibitions_grid" CASCADE;
  DROP TABLE "_features_v_blocks_feature_feed" CASCADE;
  DROP TABLE "_features_v_blocks_shared_block" CASCADE;
  DROP TABLE "_features_v" CASCADE;
  DROP TABLE "_features_v_rels" CASCADE;
  DROP TABLE "homepage_featured_stories" CASCADE;
  DROP TABLE "homepage_blocks_feature_feed" CASCADE;
  DROP TABLE "homepage_blocks_stats_stats" CASCADE;
  DROP TABLE "homepage_blocks_stats" CASCADE;
  DROP TABLE "homepage_blocks_impact" CASCADE;
  DROP TABLE "homepage_blocks_carousel_slides" CASCADE;
  DROP TABLE "homepage_blocks_carousel" CASCADE;
  DROP TABLE "landing_strip_slides" CASCADE;
  DROP TABLE "landing_strip" CASCADE;
  DROP TABLE "homepage_blocks_featured_events_section" CASCADE;
  DROP TABLE "homepage_blocks_video_feed_tiktok_posts" CASCADE;
  DROP TABLE "homepage_blocks_video_feed" CASCADE;
  DROP TABLE "homepage_blocks_notable_alumni_alumni" CASCADE;
  DROP TABLE "homepage_blocks_notable_alumni" CASCADE;
  DROP TABLE "homepage" CASCADE;
  DROP TABLE "homepage_rels" CASCADE;
  DROP TABLE "_homepage_v_version_featured_stories" CASCADE;
  DROP TABLE "_homepage_v_blocks_feature_feed" CASCADE;
  DROP TABLE "_homepage_v_blocks_stats_stats" CASCADE;
  DROP TABLE "_homepage_v_blocks_stats" CASCADE;
  DROP TABLE "_homepage_v_blocks_impact" CASCADE;
  DROP TABLE "_homepage_v_blocks_carousel_slides" CASCADE;
  DROP TABLE "_homepage_v_blocks_carousel" CASCADE;
  DROP TABLE "_landing_strip_v_slides" CASCADE;
  DROP TABLE "_landing_strip_v" CASCADE;
  DROP TABLE "_homepage_v_blocks_featured_events_section" CASCADE;
  DROP TABLE "_homepage_v_blocks_video_feed_tiktok_posts" CASCADE;
  DROP TABLE "_homepage_v_blocks_video_feed" CASCADE;
  DROP TABLE "_homepage_v_blocks_notable_alumni_alumni" CASCADE;
  DROP TABLE "_homepage_v_blocks_notable_alumni" CASCADE;
  DROP TABLE "_homepage_v" CASCADE;
  DROP TABLE "_homepage_v_rels" CASCADE;
  ALTER TABLE "pages_rels" DROP CONSTRAINT "pages_rels_features_fk";
  
  ALTER TABLE "pages_rels" DROP CONSTRAINT "pages_rels_departments_fk";
  
  ALTER TABLE "pages_rels" DROP CONSTRAINT "pages_rels_tags_fk";
  
  ALTER TABLE "_pages_v_rels" DROP CONSTRAINT "_pages_v_rels_features_fk";
  
  ALTER TABLE "_pages_v_rels" DROP CONSTRAINT "_pages_v_rels_departments_fk";
  
  ALTER TABLE "_pages_v_rels" DROP CONSTRAINT "_pages_v_rels_tags_fk";
  
  ALTER TABLE "shared_blocks_rels" DROP CONSTRAINT "shared_blocks_rels_features_fk";
  
  ALTER TABLE "shared_blocks_rels" DROP CONSTRAINT "shared_blocks_rels_departments_fk";
  
  ALTER TABLE "shared_blocks_rels" DROP CONSTRAINT "shared_blocks_rels_tags_fk";
  
  ALTER TABLE "_shared_blocks_v_rels" DROP CONSTRAINT "_shared_blocks_v_rels_features_fk";
  
  ALTER TABLE "_shared_blocks_v_rels" DROP CONSTRAINT "_shared_blocks_v_rels_departments_fk";
  
  ALTER TABLE "_shared_blocks_v_rels" DROP CONSTRAINT "_shared_blocks_v_rels_tags_fk";
  
  ALTER TABLE "redirects_rels" DROP CONSTRAINT "redirects_rels_features_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_features_fk";
  
  DROP INDEX "pages_rels_features_id_idx";
  DROP INDEX "pages_rels_departments_id_idx";
  DROP INDEX "pages_rels_tags_id_idx";
  DROP INDEX "_pages_v_rels_features_id_idx";
  DROP INDEX "_pages_v_rels_departments_id_idx";
  DROP INDEX "_pages_v_rels_tags_id_idx";
  DROP INDEX "shared_blocks_rels_features_id_idx";
  DROP INDEX "shared_blocks_rels_departments_id_idx";
  DROP INDEX "shared_blocks_rels_tags_id_idx";
  DROP INDEX "_shared_blocks_v_rels_features_id_idx";
  DROP INDEX "_shared_blocks_v_rels_departments_id_idx";
  DROP INDEX "_shared_blocks_v_rels_tags_id_idx";
  DROP INDEX "redirects_rels_features_id_idx";
  DROP INDEX "payload_locked_documents_rels_features_id_idx";
  ALTER TABLE "pages_rels" DROP COLUMN "features_id";
  ALTER TABLE "pages_rels" DROP COLUMN "departments_id";
  ALTER TABLE "pages_rels" DROP COLUMN "tags_id";
  ALTER TABLE "_pages_v_rels" DROP COLUMN "features_id";
  ALTER TABLE "_pages_v_rels" DROP COLUMN "departments_id";
  ALTER TABLE "_pages_v_rels" DROP COLUMN "tags_id";
  ALTER TABLE "shared_blocks_rels" DROP COLUMN "features_id";
  ALTER TABLE "shared_blocks_rels" DROP COLUMN "departments_id";
  ALTER TABLE "shared_blocks_rels" DROP COLUMN "tags_id";
  ALTER TABLE "_shared_blocks_v_rels" DROP COLUMN "features_id";
  ALTER TABLE "_shared_blocks_v_rels" DROP COLUMN "departments_id";
  ALTER TABLE "_shared_blocks_v_rels" DROP COLUMN "tags_id";
  ALTER TABLE "redirects_rels" DROP COLUMN "features_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "features_id";
  DROP TYPE "public"."enum_features_blocks_header_level";
  DROP TYPE "public"."enum_features_blocks_body_copy_format";
  DROP TYPE "public"."enum_features_blocks_body_copy_width";
  DROP TYPE "public"."enum_features_blocks_image_aspect_ratio";
  DROP TYPE "public"."enum_features_blocks_image_width";
  DROP TYPE "public"."enum_features_blocks_cards_cards_link_kind";
  DROP TYPE "public"."enum_features_blocks_cards_layout";
  DROP TYPE "public"."enum_features_blocks_buttons_buttons_type";
  DROP TYPE "public"."enum_features_blocks_buttons_buttons_style";
  DROP TYPE "public"."enum_features_blocks_carousel_slides_link_kind";
  DROP TYPE "public"."enum_features_blocks_carousel_aspect_ratio";
  DROP TYPE "public"."enum_features_blocks_location_cards_location_type";
  DROP TYPE "public"."enum_features_blocks_location_cards_view";
  DROP TYPE "public"."enum_features_blocks_external_links_links_kind";
  DROP TYPE "public"."enum_features_blocks_external_links_links_network";
  DROP TYPE "public"."enum_features_blocks_rankings_view";
  DROP TYPE "public"."enum_features_blocks_rankings_ranking_type";
  DROP TYPE "public"."enum_features_hero_type";
  DROP TYPE "public"."enum_features_status";
  DROP TYPE "public"."enum__features_v_blocks_header_level";
  DROP TYPE "public"."enum__features_v_blocks_body_copy_format";
  DROP TYPE "public"."enum__features_v_blocks_body_copy_width";
  DROP TYPE "public"."enum__features_v_blocks_image_aspect_ratio";
  DROP TYPE "public"."enum__features_v_blocks_image_width";
  DROP TYPE "public"."enum__features_v_blocks_cards_cards_link_kind";
  DROP TYPE "public"."enum__features_v_blocks_cards_layout";
  DROP TYPE "public"."enum__features_v_blocks_buttons_buttons_type";
  DROP TYPE "public"."enum__features_v_blocks_buttons_buttons_style";
  DROP TYPE "public"."enum__features_v_blocks_carousel_slides_link_kind";
  DROP TYPE "public"."enum__features_v_blocks_carousel_aspect_ratio";
  DROP TYPE "public"."enum__features_v_blocks_location_cards_location_type";
  DROP TYPE "public"."enum__features_v_blocks_location_cards_view";
  DROP TYPE "public"."enum__features_v_blocks_external_links_links_kind";
  DROP TYPE "public"."enum__features_v_blocks_external_links_links_network";
  DROP TYPE "public"."enum__features_v_blocks_rankings_view";
  DROP TYPE "public"."enum__features_v_blocks_rankings_ranking_type";
  DROP TYPE "public"."enum__features_v_version_hero_type";
  DROP TYPE "public"."enum__features_v_version_status";
  DROP TYPE "public"."enum_homepage_featured_stories_kind";
  DROP TYPE "public"."enum_homepage_featured_stories_link_kind";
  DROP TYPE "public"."enum_homepage_blocks_impact_link_kind";
  DROP TYPE "public"."enum_homepage_blocks_carousel_slides_link_kind";
  DROP TYPE "public"."enum_homepage_blocks_carousel_aspect_ratio";
  DROP TYPE "public"."enum_landing_strip_slides_link_kind";
  DROP TYPE "public"."enum_homepage_blocks_video_feed_type";
  DROP TYPE "public"."enum_homepage_template";
  DROP TYPE "public"."enum_homepage_status";
  DROP TYPE "public"."enum__homepage_v_version_featured_stories_kind";
  DROP TYPE "public"."enum__homepage_v_version_featured_stories_link_kind";
  DROP TYPE "public"."enum__homepage_v_blocks_impact_link_kind";
  DROP TYPE "public"."enum__homepage_v_blocks_carousel_slides_link_kind";
  DROP TYPE "public"."enum__homepage_v_blocks_carousel_aspect_ratio";
  DROP TYPE "public"."enum__landing_strip_v_slides_link_kind";
  DROP TYPE "public"."enum__homepage_v_blocks_video_feed_type";
  DROP TYPE "public"."enum__homepage_v_version_template";
  DROP TYPE "public"."enum__homepage_v_version_status";`)
}
