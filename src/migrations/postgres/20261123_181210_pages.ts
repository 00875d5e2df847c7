import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_header_level" AS ENUM('2', '3');
  CREATE TYPE "public"."enum_pages_blocks_body_copy_format" AS ENUM('richText', 'html');
  CREATE TYPE "public"."enum_pages_blocks_body_copy_width" AS ENUM('column', 'columns');
  CREATE TYPE "public"."enum_pages_blocks_image_aspect_ratio" AS ENUM('free', '1:1', '16:9', '4:5', '2:1', '5:7');
  CREATE TYPE "public"."enum_pages_blocks_image_width" AS ENUM('column', 'wide', 'full');
  CREATE TYPE "public"."enum_pages_blocks_cards_cards_link_kind" AS ENUM('internal', 'url');
  CREATE TYPE "public"."enum_pages_blocks_cards_layout" AS ENUM('PORTRAIT', 'LANDSCAPE');
  CREATE TYPE "public"."enum_pages_blocks_buttons_buttons_type" AS ENUM('Url', 'Modal', 'Internal');
  CREATE TYPE "public"."enum_pages_blocks_buttons_buttons_style" AS ENUM('primary', 'secondary', 'text');
  CREATE TYPE "public"."enum_pages_blocks_carousel_slides_link_kind" AS ENUM('internal', 'url');
  CREATE TYPE "public"."enum_pages_blocks_carousel_aspect_ratio" AS ENUM('1:1', '16:9', '4:5', '2:1', '5:7');
  CREATE TYPE "public"."enum_pages_blocks_location_cards_location_type" AS ENUM('Facility', 'International Locations', 'Building');
  CREATE TYPE "public"."enum_pages_blocks_location_cards_view" AS ENUM('with image', 'without image', 'with map');
  CREATE TYPE "public"."enum_pages_blocks_external_links_links_kind" AS ENUM('Website', 'Social');
  CREATE TYPE "public"."enum_pages_blocks_external_links_links_network" AS ENUM('Behance', 'BlueSky', 'Dribbble', 'Facebook', 'Flickr', 'Instagram', 'Issuu', 'LinkedIn', 'Mastodon', 'Snapchat', 'Threads', 'TikTok', 'Tumblr', 'Twitter', 'Vimeo', 'WeChat', 'Weibo', 'Youku', 'YouTube');
  CREATE TYPE "public"."enum_pages_blocks_rankings_view" AS ENUM('Grid', 'List All');
  CREATE TYPE "public"."enum_pages_blocks_rankings_ranking_type" AS ENUM('Departmental', 'Institutional', 'All');
  CREATE TYPE "public"."enum_pages_intro_kind" AS ENUM('image', 'image and text', 'text', 'video');
  CREATE TYPE "public"."enum_pages_hero_type" AS ENUM('none', 'image', 'video');
  CREATE TYPE "public"."enum_pages_template" AS ENUM('About', 'Academic calendar', 'Admission', 'Calendar', 'History', 'Visit', 'Summer Housing Detail Page');
  CREATE TYPE "public"."enum_pages_header_type" AS ENUM('default', 'subheader');
  CREATE TYPE "public"."enum_pages_exhibitions_grid" AS ENUM('none', 'top', 'middle', 'bottom');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_blocks_header_level" AS ENUM('2', '3');
  CREATE TYPE "public"."enum__pages_v_blocks_body_copy_format" AS ENUM('richText', 'html');
  CREATE TYPE "public"."enum__pages_v_blocks_body_copy_width" AS ENUM('column', 'columns');
  CREATE TYPE "public"."enum__pages_v_blocks_image_aspect_ratio" AS ENUM('free', '1:1', '16:9', '4:5', '2:1', '5:7');
  CREATE TYPE "public"."enum__pages_v_blocks_image_width" AS ENUM('column', 'wide', 'full');
  CREATE TYPE "public"."enum__pages_v_blocks_cards_cards_link_kind" AS ENUM('internal', 'url');
  CREATE TYPE "public"."enum__pages_v_blocks_cards_layout" AS ENUM('PORTRAIT', 'LANDSCAPE');
  CREATE TYPE "public"."enum__pages_v_blocks_buttons_buttons_type" AS ENUM('Url', 'Modal', 'Internal');
  CREATE TYPE "public"."enum__pages_v_blocks_buttons_buttons_style" AS ENUM('primary', 'secondary', 'text');
  CREATE TYPE "public"."enum__pages_v_blocks_carousel_slides_link_kind" AS ENUM('internal', 'url');
  CREATE TYPE "public"."enum__pages_v_blocks_carousel_aspect_ratio" AS ENUM('1:1', '16:9', '4:5', '2:1', '5:7');
  CREATE TYPE "public"."enum__pages_v_blocks_location_cards_location_type" AS ENUM('Facility', 'International Locations', 'Building');
  CREATE TYPE "public"."enum__pages_v_blocks_location_cards_view" AS ENUM('with image', 'without image', 'with map');
  CREATE TYPE "public"."enum__pages_v_blocks_external_links_links_kind" AS ENUM('Website', 'Social');
  CREATE TYPE "public"."enum__pages_v_blocks_external_links_links_network" AS ENUM('Behance', 'BlueSky', 'Dribbble', 'Facebook', 'Flickr', 'Instagram', 'Issuu', 'LinkedIn', 'Mastodon', 'Snapchat', 'Threads', 'TikTok', 'Tumblr', 'Twitter', 'Vimeo', 'WeChat', 'Weibo', 'Youku', 'YouTube');
  CREATE TYPE "public"."enum__pages_v_blocks_rankings_view" AS ENUM('Grid', 'List All');
  CREATE TYPE "public"."enum__pages_v_blocks_rankings_ranking_type" AS ENUM('Departmental', 'Institutional', 'All');
  CREATE TYPE "public"."enum__pages_v_version_intro_kind" AS ENUM('image', 'image and text', 'text', 'video');
  CREATE TYPE "public"."enum__pages_v_version_hero_type" AS ENUM('none', 'image', 'video');
  CREATE TYPE "public"."enum__pages_v_version_template" AS ENUM('About', 'Academic calendar', 'Admission', 'Calendar', 'History', 'Visit', 'Summer Housing Detail Page');
  CREATE TYPE "public"."enum__pages_v_version_header_type" AS ENUM('default', 'subheader');
  CREATE TYPE "public"."enum__pages_v_version_exhibitions_grid" AS ENUM('none', 'top', 'middle', 'bottom');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_shared_blocks_blocks_header_level" AS ENUM('2', '3');
  CREATE TYPE "public"."enum_shared_blocks_blocks_body_copy_format" AS ENUM('richText', 'html');
  CREATE TYPE "public"."enum_shared_blocks_blocks_body_copy_width" AS ENUM('column', 'columns');
  CREATE TYPE "public"."enum_shared_blocks_blocks_image_aspect_ratio" AS ENUM('free', '1:1', '16:9', '4:5', '2:1', '5:7');
  CREATE TYPE "public"."enum_shared_blocks_blocks_image_width" AS ENUM('column', 'wide', 'full');
  CREATE TYPE "public"."enum_shared_blocks_blocks_cards_cards_link_kind" AS ENUM('internal', 'url');
  CREATE TYPE "public"."enum_shared_blocks_blocks_cards_layout" AS ENUM('PORTRAIT', 'LANDSCAPE');
  CREATE TYPE "public"."enum_shared_blocks_blocks_buttons_buttons_type" AS ENUM('Url', 'Modal', 'Internal');
  CREATE TYPE "public"."enum_shared_blocks_blocks_buttons_buttons_style" AS ENUM('primary', 'secondary', 'text');
  CREATE TYPE "public"."enum_shared_blocks_blocks_carousel_slides_link_kind" AS ENUM('internal', 'url');
  CREATE TYPE "public"."enum_shared_blocks_blocks_carousel_aspect_ratio" AS ENUM('1:1', '16:9', '4:5', '2:1', '5:7');
  CREATE TYPE "public"."enum_shared_blocks_blocks_location_cards_location_type" AS ENUM('Facility', 'International Locations', 'Building');
  CREATE TYPE "public"."enum_shared_blocks_blocks_location_cards_view" AS ENUM('with image', 'without image', 'with map');
  CREATE TYPE "public"."enum_shared_blocks_blocks_external_links_links_kind" AS ENUM('Website', 'Social');
  CREATE TYPE "public"."enum_shared_blocks_blocks_external_links_links_network" AS ENUM('Behance', 'BlueSky', 'Dribbble', 'Facebook', 'Flickr', 'Instagram', 'Issuu', 'LinkedIn', 'Mastodon', 'Snapchat', 'Threads', 'TikTok', 'Tumblr', 'Twitter', 'Vimeo', 'WeChat', 'Weibo', 'Youku', 'YouTube');
  CREATE TYPE "public"."enum_shared_blocks_blocks_rankings_view" AS ENUM('Grid', 'List All');
  CREATE TYPE "public"."enum_shared_blocks_blocks_rankings_ranking_type" AS ENUM('Departmental', 'Institutional', 'All');
  CREATE TYPE "public"."enum_shared_blocks_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__shared_blocks_v_blocks_header_level" AS ENUM('2', '3');
  CREATE TYPE "public"."enum__shared_blocks_v_blocks_body_copy_format" AS ENUM('richText', 'html');
  CREATE TYPE "public"."enum__shared_blocks_v_blocks_body_copy_width" AS ENUM('column', 'columns');
  CREATE TYPE "public"."enum__shared_blocks_v_blocks_image_aspect_ratio" AS ENUM('free', '1:1', '16:9', '4:5', '2:1', '5:7');
  CREATE TYPE "public"."enum__shared_blocks_v_blocks_image_width" AS ENUM('column', 'wide', 'full');
  CREATE TYPE "public"."enum__shared_blocks_v_blocks_cards_cards_link_kind" AS ENUM('internal', 'url');
  CREATE TYPE "public"."enum__shared_blocks_v_blocks_cards_layout" AS ENUM('PORTRAIT', 'LANDSCAPE');
  CREATE TYPE "public"."enum__shared_blocks_v_blocks_buttons_buttons_type" AS ENUM('Url', 'Modal', 'Internal');
  CREATE TYPE "public"."enum__shared_blocks_v_blocks_buttons_buttons_style" AS ENUM('primary', 'secondary', 'text');
  CREATE TYPE "public"."enum__shared_blocks_v_blocks_carousel_slides_link_kind" AS ENUM('internal', 'url');
  CREATE TYPE "public"."enum__shared_blocks_v_blocks_carousel_aspect_ratio" AS ENUM('1:1', '16:9', '4:5', '2:1', '5:7');
  CREATE TYPE "public"."enum__shared_blocks_v_blocks_location_cards_location_type" AS ENUM('Facility', 'International Locations', 'Building');
  CREATE TYPE "public"."enum__shared_blocks_v_blocks_location_cards_view" AS ENUM('with image', 'without image', 'with map');
  CREATE TYPE "public"."enum__shared_blocks_v_blocks_external_links_links_kind" AS ENUM('Website', 'Social');
  CREATE TYPE "public"."enum__shared_blocks_v_blocks_external_links_links_network" AS ENUM('Behance', 'BlueSky', 'Dribbble', 'Facebook', 'Flickr', 'Instagram', 'Issuu', 'LinkedIn', 'Mastodon', 'Snapchat', 'Threads', 'TikTok', 'Tumblr', 'Twitter', 'Vimeo', 'WeChat', 'Weibo', 'Youku', 'YouTube');
  CREATE TYPE "public"."enum__shared_blocks_v_blocks_rankings_view" AS ENUM('Grid', 'List All');
  CREATE TYPE "public"."enum__shared_blocks_v_blocks_rankings_ranking_type" AS ENUM('Departmental', 'Institutional', 'All');
  CREATE TYPE "public"."enum__shared_blocks_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_rankings_ranking_type" AS ENUM('Departmental', 'Institutional');
  CREATE TYPE "public"."enum_rankings_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__rankings_v_version_ranking_type" AS ENUM('Departmental', 'Institutional');
  CREATE TYPE "public"."enum__rankings_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_redirects_to_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_redirects_type" AS ENUM('301', '302');
  CREATE TABLE "pages_blocks_header" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kicker" varchar,
  	"heading" varchar,
  	"level" "enum_pages_blocks_header_level" DEFAULT '2',
  	"anchor" varchar,
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_body_copy" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"format" "enum_pages_blocks_body_copy_format" DEFAULT 'richText',
  	"content" jsonb,
  	"html" varchar,
  	"width" "enum_pages_blocks_body_copy_width" DEFAULT 'column',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"aspect_ratio" "enum_pages_blocks_image_aspect_ratio" DEFAULT 'free',
  	"width" "enum_pages_blocks_image_width" DEFAULT 'column',
  	"caption" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_video" (
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
  
  CREATE TABLE "pages_blocks_accordion_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb
  );
  
  CREATE TABLE "pages_blocks_accordion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"open_one_at_a_time" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_tabs_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"slug" varchar,
  	"content" jsonb
  );
  
  CREATE TABLE "pages_blocks_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_table_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar
  );
  
  CREATE TABLE "pages_blocks_table_rows_cells" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_table_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"caption" varchar,
  	"row_headers" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"kicker" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"link_kind" "enum_pages_blocks_cards_cards_link_kind" DEFAULT 'internal',
  	"link_new_tab" boolean DEFAULT false,
  	"link_url" varchar,
  	"link_label" varchar
  );
  
  CREATE TABLE "pages_blocks_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"layout" "enum_pages_blocks_cards_layout" DEFAULT 'PORTRAIT',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_buttons_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"type" "enum_pages_blocks_buttons_buttons_type" DEFAULT 'Internal',
  	"style" "enum_pages_blocks_buttons_buttons_style" DEFAULT 'primary',
  	"url" varchar,
  	"new_tab" boolean DEFAULT false,
  	"modal_title" varchar,
  	"modal_content" jsonb
  );
  
  CREATE TABLE "pages_blocks_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_stats_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"source" varchar
  );
  
  CREATE TABLE "pages_blocks_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_carousel_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"link_kind" "enum_pages_blocks_carousel_slides_link_kind" DEFAULT 'internal',
  	"link_new_tab" boolean DEFAULT false,
  	"link_url" varchar,
  	"link_label" varchar
  );
  
  CREATE TABLE "pages_blocks_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"aspect_ratio" "enum_pages_blocks_carousel_aspect_ratio" DEFAULT '16:9',
  	"autoplay" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_map" (
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
  
  CREATE TABLE "pages_blocks_location_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"location_type" "enum_pages_blocks_location_cards_location_type" DEFAULT 'Facility',
  	"view" "enum_pages_blocks_location_cards_view" DEFAULT 'with image',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_social_embed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"title" varchar,
  	"caption" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_external_links_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_pages_blocks_external_links_links_kind" DEFAULT 'Website',
  	"network" "enum_pages_blocks_external_links_links_network",
  	"url" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "pages_blocks_external_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_toggle_buttons_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"content" jsonb
  );
  
  CREATE TABLE "pages_blocks_toggle_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"all_clicked_message" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_rankings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"view" "enum_pages_blocks_rankings_view" DEFAULT 'Grid',
  	"ranking_type" "enum_pages_blocks_rankings_ranking_type" DEFAULT 'All',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_exhibitions_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Exhibitions',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_shared_block" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_facts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" varchar
  );
  
  CREATE TABLE "pages_breadcrumbs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"doc_id" integer,
  	"url" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"summary" varchar,
  	"intro_kind" "enum_pages_intro_kind",
  	"intro_text" varchar,
  	"intro_image_id" integer,
  	"intro_video_url" varchar,
  	"hero_type" "enum_pages_hero_type" DEFAULT 'none',
  	"hero_image_id" integer,
  	"hero_video_url" varchar,
  	"hero_caption" varchar,
  	"template" "enum_pages_template",
  	"header_type" "enum_pages_header_type" DEFAULT 'default',
  	"exhibitions_grid" "enum_pages_exhibitions_grid" DEFAULT 'none',
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"slug" varchar,
  	"path" varchar,
  	"parent_id" integer,
  	"sort_order" numeric DEFAULT 0,
  	"hide_from_search_engines" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer
  );
  
  CREATE TABLE "_pages_v_blocks_header" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kicker" varchar,
  	"heading" varchar,
  	"level" "enum__pages_v_blocks_header_level" DEFAULT '2',
  	"anchor" varchar,
  	"text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_body_copy" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"format" "enum__pages_v_blocks_body_copy_format" DEFAULT 'richText',
  	"content" jsonb,
  	"html" varchar,
  	"width" "enum__pages_v_blocks_body_copy_width" DEFAULT 'column',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"aspect_ratio" "enum__pages_v_blocks_image_aspect_ratio" DEFAULT 'free',
  	"width" "enum__pages_v_blocks_image_width" DEFAULT 'column',
  	"caption" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_video" (
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
  
  CREATE TABLE "_pages_v_blocks_accordion_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_accordion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"open_one_at_a_time" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_tabs_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"slug" varchar,
  	"content" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_table_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_table_rows_cells" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_table_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"caption" varchar,
  	"row_headers" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"kicker" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"link_kind" "enum__pages_v_blocks_cards_cards_link_kind" DEFAULT 'internal',
  	"link_new_tab" boolean DEFAULT false,
  	"link_url" varchar,
  	"link_label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"layout" "enum__pages_v_blocks_cards_layout" DEFAULT 'PORTRAIT',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_buttons_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"type" "enum__pages_v_blocks_buttons_buttons_type" DEFAULT 'Internal',
  	"style" "enum__pages_v_blocks_buttons_buttons_style" DEFAULT 'primary',
  	"url" varchar,
  	"new_tab" boolean DEFAULT false,
  	"modal_title" varchar,
  	"modal_content" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_stats_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"source" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_carousel_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"link_kind" "enum__pages_v_blocks_carousel_slides_link_kind" DEFAULT 'internal',
  	"link_new_tab" boolean DEFAULT false,
  	"link_url" varchar,
  	"link_label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"aspect_ratio" "enum__pages_v_blocks_carousel_aspect_ratio" DEFAULT '16:9',
  	"autoplay" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_map" (
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
  
  CREATE TABLE "_pages_v_blocks_location_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"location_type" "enum__pages_v_blocks_location_cards_location_type" DEFAULT 'Facility',
  	"view" "enum__pages_v_blocks_location_cards_view" DEFAULT 'with image',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_social_embed" (
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
  
  CREATE TABLE "_pages_v_blocks_external_links_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__pages_v_blocks_external_links_links_kind" DEFAULT 'Website',
  	"network" "enum__pages_v_blocks_external_links_links_network",
  	"url" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_external_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_toggle_buttons_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"content" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_toggle_buttons" (
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
  
  CREATE TABLE "_pages_v_blocks_rankings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"view" "enum__pages_v_blocks_rankings_view" DEFAULT 'Grid',
  	"ranking_type" "enum__pages_v_blocks_rankings_ranking_type" DEFAULT 'All',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_exhibitions_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Exhibitions',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_shared_block" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_version_facts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_version_breadcrumbs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"doc_id" integer,
  	"url" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_intro_kind" "enum__pages_v_version_intro_kind",
  	"version_intro_text" varchar,
  	"version_intro_image_id" integer,
  	"version_intro_video_url" varchar,
  	"version_hero_type" "enum__pages_v_version_hero_type" DEFAULT 'none',
  	"version_hero_image_id" integer,
  	"version_hero_video_url" varchar,
  	"version_hero_caption" varchar,
  	"version_template" "enum__pages_v_version_template",
  	"version_header_type" "enum__pages_v_version_header_type" DEFAULT 'default',
  	"version_exhibitions_grid" "enum__pages_v_version_exhibitions_grid" DEFAULT 'none',
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_slug" varchar,
  	"version_path" varchar,
  	"version_parent_id" integer,
  	"version_sort_order" numeric DEFAULT 0,
  	"version_hide_from_search_engines" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer
  );
  
  CREATE TABLE "shared_blocks_blocks_header" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kicker" varchar,
  	"heading" varchar,
  	"level" "enum_shared_blocks_blocks_header_level" DEFAULT '2',
  	"anchor" varchar,
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "shared_blocks_blocks_body_copy" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"format" "enum_shared_blocks_blocks_body_copy_format" DEFAULT 'richText',
  	"content" jsonb,
  	"html" varchar,
  	"width" "enum_shared_blocks_blocks_body_copy_width" DEFAULT 'column',
  	"block_name" varchar
  );
  
  CREATE TABLE "shared_blocks_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"aspect_ratio" "enum_shared_blocks_blocks_image_aspect_ratio" DEFAULT 'free',
  	"width" "enum_shared_blocks_blocks_image_width" DEFAULT 'column',
  	"caption" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "shared_blocks_blocks_video" (
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
  
  CREATE TABLE "shared_blocks_blocks_accordion_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb
  );
  
  CREATE TABLE "shared_blocks_blocks_accordion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"open_one_at_a_time" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "shared_blocks_blocks_tabs_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"slug" varchar,
  	"content" jsonb
  );
  
  CREATE TABLE "shared_blocks_blocks_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "shared_blocks_blocks_table_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar
  );
  
  CREATE TABLE "shared_blocks_blocks_table_rows_cells" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "shared_blocks_blocks_table_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "shared_blocks_blocks_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"caption" varchar,
  	"row_headers" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "shared_blocks_blocks_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"kicker" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"link_kind" "enum_shared_blocks_blocks_cards_cards_link_kind" DEFAULT 'internal',
  	"link_new_tab" boolean DEFAULT false,
  	"link_url" varchar,
  	"link_label" varchar
  );
  
  CREATE TABLE "shared_blocks_blocks_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"layout" "enum_shared_blocks_blocks_cards_layout" DEFAULT 'PORTRAIT',
  	"block_name" varchar
  );
  
  CREATE TABLE "shared_blocks_blocks_buttons_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"type" "enum_shared_blocks_blocks_buttons_buttons_type" DEFAULT 'Internal',
  	"style" "enum_shared_blocks_blocks_buttons_buttons_style" DEFAULT 'primary',
  	"url" varchar,
  	"new_tab" boolean DEFAULT false,
  	"modal_title" varchar,
  	"modal_content" jsonb
  );
  
  CREATE TABLE "shared_blocks_blocks_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "shared_blocks_blocks_stats_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"source" varchar
  );
  
  CREATE TABLE "shared_blocks_blocks_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "shared_blocks_blocks_carousel_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"link_kind" "enum_shared_blocks_blocks_carousel_slides_link_kind" DEFAULT 'internal',
  	"link_new_tab" boolean DEFAULT false,
  	"link_url" varchar,
  	"link_label" varchar
  );
  
  CREATE TABLE "shared_blocks_blocks_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"aspect_ratio" "enum_shared_blocks_blocks_carousel_aspect_ratio" DEFAULT '16:9',
  	"autoplay" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "shared_blocks_blocks_map" (
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
  
  CREATE TABLE "shared_blocks_blocks_location_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"location_type" "enum_shared_blocks_blocks_location_cards_location_type" DEFAULT 'Facility',
  	"view" "enum_shared_blocks_blocks_location_cards_view" DEFAULT 'with image',
  	"block_name" varchar
  );
  
  CREATE TABLE "shared_blocks_blocks_social_embed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"title" varchar,
  	"caption" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "shared_blocks_blocks_external_links_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_shared_blocks_blocks_external_links_links_kind" DEFAULT 'Website',
  	"network" "enum_shared_blocks_blocks_external_links_links_network",
  	"url" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "shared_blocks_blocks_external_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "shared_blocks_blocks_toggle_buttons_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"content" jsonb
  );
  
  CREATE TABLE "shared_blocks_blocks_toggle_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"all_clicked_message" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "shared_blocks_blocks_rankings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"view" "enum_shared_blocks_blocks_rankings_view" DEFAULT 'Grid',
  	"ranking_type" "enum_shared_blocks_blocks_rankings_ranking_type" DEFAULT 'All',
  	"block_name" varchar
  );
  
  CREATE TABLE "shared_blocks_blocks_exhibitions_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Exhibitions',
  	"block_name" varchar
  );
  
  CREATE TABLE "shared_blocks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_shared_blocks_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "shared_blocks_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer
  );
  
  CREATE TABLE "_shared_blocks_v_blocks_header" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kicker" varchar,
  	"heading" varchar,
  	"level" "enum__shared_blocks_v_blocks_header_level" DEFAULT '2',
  	"anchor" varchar,
  	"text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_shared_blocks_v_blocks_body_copy" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"format" "enum__shared_blocks_v_blocks_body_copy_format" DEFAULT 'richText',
  	"content" jsonb,
  	"html" varchar,
  	"width" "enum__shared_blocks_v_blocks_body_copy_width" DEFAULT 'column',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_shared_blocks_v_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"aspect_ratio" "enum__shared_blocks_v_blocks_image_aspect_ratio" DEFAULT 'free',
  	"width" "enum__shared_blocks_v_blocks_image_width" DEFAULT 'column',
  	"caption" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_shared_blocks_v_blocks_video" (
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
  
  CREATE TABLE "_shared_blocks_v_blocks_accordion_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_shared_blocks_v_blocks_accordion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"open_one_at_a_time" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_shared_blocks_v_blocks_tabs_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"slug" varchar,
  	"content" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_shared_blocks_v_blocks_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_shared_blocks_v_blocks_table_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_shared_blocks_v_blocks_table_rows_cells" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_shared_blocks_v_blocks_table_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_shared_blocks_v_blocks_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"caption" varchar,
  	"row_headers" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_shared_blocks_v_blocks_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"kicker" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"link_kind" "enum__shared_blocks_v_blocks_cards_cards_link_kind" DEFAULT 'internal',
  	"link_new_tab" boolean DEFAULT false,
  	"link_url" varchar,
  	"link_label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_shared_blocks_v_blocks_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"layout" "enum__shared_blocks_v_blocks_cards_layout" DEFAULT 'PORTRAIT',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_shared_blocks_v_blocks_buttons_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"type" "enum__shared_blocks_v_blocks_buttons_buttons_type" DEFAULT 'Internal',
  	"style" "enum__shared_blocks_v_blocks_buttons_buttons_style" DEFAULT 'primary',
  	"url" varchar,
  	"new_tab" boolean DEFAULT false,
  	"modal_title" varchar,
  	"modal_content" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_shared_blocks_v_blocks_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_shared_blocks_v_blocks_stats_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"source" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_shared_blocks_v_blocks_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_shared_blocks_v_blocks_carousel_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"link_kind" "enum__shared_blocks_v_blocks_carousel_slides_link_kind" DEFAULT 'internal',
  	"link_new_tab" boolean DEFAULT false,
  	"link_url" varchar,
  	"link_label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_shared_blocks_v_blocks_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"aspect_ratio" "enum__shared_blocks_v_blocks_carousel_aspect_ratio" DEFAULT '16:9',
  	"autoplay" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_shared_blocks_v_blocks_map" (
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
  
  CREATE TABLE "_shared_blocks_v_blocks_location_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"location_type" "enum__shared_blocks_v_blocks_location_cards_location_type" DEFAULT 'Facility',
  	"view" "enum__shared_blocks_v_blocks_location_cards_view" DEFAULT 'with image',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_shared_blocks_v_blocks_social_embed" (
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
  
  CREATE TABLE "_shared_blocks_v_blocks_external_links_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__shared_blocks_v_blocks_external_links_links_kind" DEFAULT 'Website',
  	"network" "enum__shared_blocks_v_blocks_external_links_links_network",
  	"url" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_shared_blocks_v_blocks_external_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_shared_blocks_v_blocks_toggle_buttons_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"content" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_shared_blocks_v_blocks_toggle_buttons" (
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
  
  CREATE TABLE "_shared_blocks_v_blocks_rankings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"view" "enum__shared_blocks_v_blocks_rankings_view" DEFAULT 'Grid',
  	"ranking_type" "enum__shared_blocks_v_blocks_rankings_ranking_type" DEFAULT 'All',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_shared_blocks_v_blocks_exhibitions_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Exhibitions',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_shared_blocks_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__shared_blocks_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_shared_blocks_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer
  );
  
  CREATE TABLE "rankings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"rank" varchar,
  	"ranking_type" "enum_rankings_ranking_type" DEFAULT 'Institutional',
  	"year" numeric,
  	"source" varchar,
  	"department_id" integer,
  	"url" varchar,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_rankings_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_rankings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_rank" varchar,
  	"version_ranking_type" "enum__rankings_v_version_ranking_type" DEFAULT 'Institutional',
  	"version_year" numeric,
  	"version_source" varchar,
  	"version_department_id" integer,
  	"version_url" varchar,
  	"version_sort_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__rankings_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to_type" "enum_redirects_to_type" DEFAULT 'reference',
  	"to_url" varchar,
  	"type" "enum_redirects_type" DEFAULT '301' NOT NULL,
  	"approved" boolean,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redirects_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "pages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "shared_blocks_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "rankings_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "redirects_id" integer;
  ALTER TABLE "pages_blocks_header" ADD CONSTRAINT "pages_blocks_header_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_body_copy" ADD CONSTRAINT "pages_blocks_body_copy_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image" ADD CONSTRAINT "pages_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_image" ADD CONSTRAINT "pages_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_video" ADD CONSTRAINT "pages_blocks_video_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_video" ADD CONSTRAINT "pages_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_accordion_items" ADD CONSTRAINT "pages_blocks_accordion_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_accordion" ADD CONSTRAINT "pages_blocks_accordion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_tabs_items" ADD CONSTRAINT "pages_blocks_tabs_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_tabs" ADD CONSTRAINT "pages_blocks_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_table_columns" ADD CONSTRAINT "pages_blocks_table_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_table_rows_cells" ADD CONSTRAINT "pages_blocks_table_rows_cells_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_table_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_table_rows" ADD CONSTRAINT "pages_blocks_table_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_table" ADD CONSTRAINT "pages_blocks_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cards_cards" ADD CONSTRAINT "pages_blocks_cards_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_cards_cards" ADD CONSTRAINT "pages_blocks_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cards" ADD CONSTRAINT "pages_blocks_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_buttons_buttons" ADD CONSTRAINT "pages_blocks_buttons_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_buttons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_buttons" ADD CONSTRAINT "pages_blocks_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stats_stats" ADD CONSTRAINT "pages_blocks_stats_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stats" ADD CONSTRAINT "pages_blocks_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_carousel_slides" ADD CONSTRAINT "pages_blocks_carousel_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_carousel_slides" ADD CONSTRAINT "pages_blocks_carousel_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_carousel" ADD CONSTRAINT "pages_blocks_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_map" ADD CONSTRAINT "pages_blocks_map_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_map" ADD CONSTRAINT "pages_blocks_map_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_location_cards" ADD CONSTRAINT "pages_blocks_location_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_social_embed" ADD CONSTRAINT "pages_blocks_social_embed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_external_links_links" ADD CONSTRAINT "pages_blocks_external_links_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_external_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_external_links" ADD CONSTRAINT "pages_blocks_external_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_toggle_buttons_items" ADD CONSTRAINT "pages_blocks_toggle_buttons_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_toggle_buttons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_toggle_buttons" ADD CONSTRAINT "pages_blocks_toggle_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_rankings" ADD CONSTRAINT "pages_blocks_rankings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_exhibitions_grid" ADD CONSTRAINT "pages_blocks_exhibitions_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_shared_block" ADD CONSTRAINT "pages_blocks_shared_block_block_id_shared_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."shared_blocks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_shared_block" ADD CONSTRAINT "pages_blocks_shared_block_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_facts" ADD CONSTRAINT "pages_facts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_breadcrumbs" ADD CONSTRAINT "pages_breadcrumbs_doc_id_pages_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_breadcrumbs" ADD CONSTRAINT "pages_breadcrumbs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_intro_image_id_media_id_fk" FOREIGN KEY ("intro_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_header" ADD CONSTRAINT "_pages_v_blocks_header_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_body_copy" ADD CONSTRAINT "_pages_v_blocks_body_copy_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image" ADD CONSTRAINT "_pages_v_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image" ADD CONSTRAINT "_pages_v_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video" ADD CONSTRAINT "_pages_v_blocks_video_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video" ADD CONSTRAINT "_pages_v_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_accordion_items" ADD CONSTRAINT "_pages_v_blocks_accordion_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_accordion" ADD CONSTRAINT "_pages_v_blocks_accordion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tabs_items" ADD CONSTRAINT "_pages_v_blocks_tabs_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tabs" ADD CONSTRAINT "_pages_v_blocks_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_table_columns" ADD CONSTRAINT "_pages_v_blocks_table_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_table_rows_cells" ADD CONSTRAINT "_pages_v_blocks_table_rows_cells_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_table_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_table_rows" ADD CONSTRAINT "_pages_v_blocks_table_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_table" ADD CONSTRAINT "_pages_v_blocks_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cards_cards" ADD CONSTRAINT "_pages_v_blocks_cards_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cards_cards" ADD CONSTRAINT "_pages_v_blocks_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cards" ADD CONSTRAINT "_pages_v_blocks_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_buttons_buttons" ADD CONSTRAINT "_pages_v_blocks_buttons_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_buttons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_buttons" ADD CONSTRAINT "_pages_v_blocks_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stats_stats" ADD CONSTRAINT "_pages_v_blocks_stats_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stats" ADD CONSTRAINT "_pages_v_blocks_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_carousel_slides" ADD CONSTRAINT "_pages_v_blocks_carousel_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_carousel_slides" ADD CONSTRAINT "_pages_v_blocks_carousel_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_carousel" ADD CONSTRAINT "_pages_v_blocks_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_map" ADD CONSTRAINT "_pages_v_blocks_map_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_map" ADD CONSTRAINT "_pages_v_blocks_map_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_location_cards" ADD CONSTRAINT "_pages_v_blocks_location_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_social_embed" ADD CONSTRAINT "_pages_v_blocks_social_embed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_external_links_links" ADD CONSTRAINT "_pages_v_blocks_external_links_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_external_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_external_links" ADD CONSTRAINT "_pages_v_blocks_external_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_toggle_buttons_items" ADD CONSTRAINT "_pages_v_blocks_toggle_buttons_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_toggle_buttons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_toggle_buttons" ADD CONSTRAINT "_pages_v_blocks_toggle_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rankings" ADD CONSTRAINT "_pages_v_blocks_rankings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_exhibitions_grid" ADD CONSTRAINT "_pages_v_blocks_exhibitions_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_shared_block" ADD CONSTRAINT "_pages_v_blocks_shared_block_block_id_shared_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."shared_blocks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_shared_block" ADD CONSTRAINT "_pages_v_blocks_shared_block_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_facts" ADD CONSTRAINT "_pages_v_version_facts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_breadcrumbs" ADD CONSTRAINT "_pages_v_version_breadcrumbs_doc_id_pages_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_version_breadcrumbs" ADD CONSTRAINT "_pages_v_version_breadcrumbs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_intro_image_id_media_id_fk" FOREIGN KEY ("version_intro_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_parent_id_pages_id_fk" FOREIGN KEY ("version_parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shared_blocks_blocks_header" ADD CONSTRAINT "shared_blocks_blocks_header_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shared_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shared_blocks_blocks_body_copy" ADD CONSTRAINT "shared_blocks_blocks_body_copy_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shared_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shared_blocks_blocks_image" ADD CONSTRAINT "shared_blocks_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shared_blocks_blocks_image" ADD CONSTRAINT "shared_blocks_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shared_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shared_blocks_blocks_video" ADD CONSTRAINT "shared_blocks_blocks_video_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shared_blocks_blocks_video" ADD CONSTRAINT "shared_blocks_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shared_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shared_blocks_blocks_accordion_items" ADD CONSTRAINT "shared_blocks_blocks_accordion_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shared_blocks_blocks_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shared_blocks_blocks_accordion" ADD CONSTRAINT "shared_blocks_blocks_accordion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shared_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shared_blocks_blocks_tabs_items" ADD CONSTRAINT "shared_blocks_blocks_tabs_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shared_blocks_blocks_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shared_blocks_blocks_tabs" ADD CONSTRAINT "shared_blocks_blocks_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shared_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shared_blocks_blocks_table_columns" ADD CONSTRAINT "shared_blocks_blocks_table_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shared_blocks_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shared_blocks_blocks_table_rows_cells" ADD CONSTRAINT "shared_blocks_blocks_table_rows_cells_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shared_blocks_blocks_table_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shared_blocks_blocks_table_rows" ADD CONSTRAINT "shared_blocks_blocks_table_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shared_blocks_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shared_blocks_blocks_table" ADD CONSTRAINT "shared_blocks_blocks_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shared_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shared_blocks_blocks_cards_cards" ADD CONSTRAINT "shared_blocks_blocks_cards_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shared_blocks_blocks_cards_cards" ADD CONSTRAINT "shared_blocks_blocks_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shared_blocks_blocks_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shared_blocks_blocks_cards" ADD CONSTRAINT "shared_blocks_blocks_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shared_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shared_blocks_blocks_buttons_buttons" ADD CONSTRAINT "shared_blocks_blocks_buttons_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shared_blocks_blocks_buttons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shared_blocks_blocks_buttons" ADD CONSTRAINT "shared_blocks_blocks_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shared_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shared_blocks_blocks_stats_stats" ADD CONSTRAINT "shared_blocks_blocks_stats_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shared_blocks_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shared_blocks_blocks_stats" ADD CONSTRAINT "shared_blocks_blocks_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shared_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shared_blocks_blocks_carousel_slides" ADD CONSTRAINT "shared_blocks_blocks_carousel_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shared_blocks_blocks_carousel_slides" ADD CONSTRAINT "shared_blocks_blocks_carousel_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shared_blocks_blocks_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shared_blocks_blocks_carousel" ADD CONSTRAINT "shared_blocks_blocks_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shared_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shared_blocks_blocks_map" ADD CONSTRAINT "shared_blocks_blocks_map_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shared_blocks_blocks_map" ADD CONSTRAINT "shared_blocks_blocks_map_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shared_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shared_blocks_blocks_location_cards" ADD CONSTRAINT "shared_blocks_blocks_location_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shared_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shared_blocks_blocks_social_embed" ADD CONSTRAINT "shared_blocks_blocks_social_embed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shared_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shared_blocks_blocks_external_links_links" ADD CONSTRAINT "shared_blocks_blocks_external_links_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shared_blocks_blocks_external_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shared_blocks_blocks_external_links" ADD CONSTRAINT "shared_blocks_blocks_external_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shared_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shared_blocks_blocks_toggle_buttons_items" ADD CONSTRAINT "shared_blocks_blocks_toggle_buttons_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shared_blocks_blocks_toggle_buttons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shared_blocks_blocks_toggle_buttons" ADD CONSTRAINT "shared_blocks_blocks_toggle_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shared_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shared_blocks_blocks_rankings" ADD CONSTRAINT "shared_blocks_blocks_rankings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shared_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shared_blocks_blocks_exhibitions_grid" ADD CONSTRAINT "shared_blocks_blocks_exhibitions_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shared_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shared_blocks_rels" ADD CONSTRAINT "shared_blocks_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."shared_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shared_blocks_rels" ADD CONSTRAINT "shared_blocks_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_shared_blocks_v_blocks_header" ADD CONSTRAINT "_shared_blocks_v_blocks_header_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_shared_blocks_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_shared_blocks_v_blocks_body_copy" ADD CONSTRAINT "_shared_blocks_v_blocks_body_copy_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_shared_blocks_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_shared_blocks_v_blocks_image" ADD CONSTRAINT "_shared_blocks_v_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_shared_blocks_v_blocks_image" ADD CONSTRAINT "_shared_blocks_v_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_shared_blocks_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_shared_blocks_v_blocks_video" ADD CONSTRAINT "_shared_blocks_v_blocks_video_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_shared_blocks_v_blocks_video" ADD CONSTRAINT "_shared_blocks_v_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_shared_blocks_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_shared_blocks_v_blocks_accordion_items" ADD CONSTRAINT "_shared_blocks_v_blocks_accordion_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_shared_blocks_v_blocks_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_shared_blocks_v_blocks_accordion" ADD CONSTRAINT "_shared_blocks_v_blocks_accordion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_shared_blocks_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_shared_blocks_v_blocks_tabs_items" ADD CONSTRAINT "_shared_blocks_v_blocks_tabs_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_shared_blocks_v_blocks_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_shared_blocks_v_blocks_tabs" ADD CONSTRAINT "_shared_blocks_v_blocks_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_shared_blocks_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_shared_blocks_v_blocks_table_columns" ADD CONSTRAINT "_shared_blocks_v_blocks_table_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_shared_blocks_v_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_shared_blocks_v_blocks_table_rows_cells" ADD CONSTRAINT "_shared_blocks_v_blocks_table_rows_cells_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_shared_blocks_v_blocks_table_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_shared_blocks_v_blocks_table_rows" ADD CONSTRAINT "_shared_blocks_v_blocks_table_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_shared_blocks_v_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_shared_blocks_v_blocks_table" ADD CONSTRAINT "_shared_blocks_v_blocks_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_shared_blocks_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_shared_blocks_v_blocks_cards_cards" ADD CONSTRAINT "_shared_blocks_v_blocks_cards_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_shared_blocks_v_blocks_cards_cards" ADD CONSTRAINT "_shared_blocks_v_blocks_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_shared_blocks_v_blocks_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_shared_blocks_v_blocks_cards" ADD CONSTRAINT "_shared_blocks_v_blocks_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_shared_blocks_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_shared_blocks_v_blocks_buttons_buttons" ADD CONSTRAINT "_shared_blocks_v_blocks_buttons_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_shared_blocks_v_blocks_buttons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_shared_blocks_v_blocks_buttons" ADD CONSTRAINT "_shared_blocks_v_blocks_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_shared_blocks_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_shared_blocks_v_blocks_stats_stats" ADD CONSTRAINT "_shared_blocks_v_blocks_stats_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_shared_blocks_v_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_shared_blocks_v_blocks_stats" ADD CONSTRAINT "_shared_blocks_v_blocks_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_shared_blocks_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_shared_blocks_v_blocks_carousel_slides" ADD CONSTRAINT "_shared_blocks_v_blocks_carousel_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_shared_blocks_v_blocks_carousel_slides" ADD CONSTRAINT "_shared_blocks_v_blocks_carousel_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_shared_blocks_v_blocks_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_shared_blocks_v_blocks_carousel" ADD CONSTRAINT "_shared_blocks_v_blocks_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_shared_blocks_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_shared_blocks_v_blocks_map" ADD CONSTRAINT "_shared_blocks_v_blocks_map_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_shared_blocks_v_blocks_map" ADD CONSTRAINT "_shared_blocks_v_blocks_map_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_shared_blocks_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_shared_blocks_v_blocks_location_cards" ADD CONSTRAINT "_shared_blocks_v_blocks_location_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_shared_blocks_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_shared_blocks_v_blocks_social_embed" ADD CONSTRAINT "_shared_blocks_v_blocks_social_embed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_shared_blocks_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_shared_blocks_v_blocks_external_links_links" ADD CONSTRAINT "_shared_blocks_v_blocks_external_links_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_shared_blocks_v_blocks_external_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_shared_blocks_v_blocks_external_links" ADD CONSTRAINT "_shared_blocks_v_blocks_external_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_shared_blocks_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_shared_blocks_v_blocks_toggle_buttons_items" ADD CONSTRAINT "_shared_blocks_v_blocks_toggle_buttons_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_shared_blocks_v_blocks_toggle_buttons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_shared_blocks_v_blocks_toggle_buttons" ADD CONSTRAINT "_shared_blocks_v_blocks_toggle_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_shared_blocks_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_shared_blocks_v_blocks_rankings" ADD CONSTRAINT "_shared_blocks_v_blocks_rankings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_shared_blocks_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_shared_blocks_v_blocks_exhibitions_grid" ADD CONSTRAINT "_shared_blocks_v_blocks_exhibitions_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_shared_blocks_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_shared_blocks_v" ADD CONSTRAINT "_shared_blocks_v_parent_id_shared_blocks_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."shared_blocks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_shared_blocks_v_rels" ADD CONSTRAINT "_shared_blocks_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_shared_blocks_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_shared_blocks_v_rels" ADD CONSTRAINT "_shared_blocks_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "rankings" ADD CONSTRAINT "rankings_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_rankings_v" ADD CONSTRAINT "_rankings_v_parent_id_rankings_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."rankings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_rankings_v" ADD CONSTRAINT "_rankings_v_version_department_id_departments_id_fk" FOREIGN KEY ("version_department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_header_order_idx" ON "pages_blocks_header" USING btree ("_order");
  CREATE INDEX "pages_blocks_header_parent_id_idx" ON "pages_blocks_header" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_header_path_idx" ON "pages_blocks_header" USING btree ("_path");
  CREATE INDEX "pages_blocks_body_copy_order_idx" ON "pages_blocks_body_copy" USING btree ("_order");
  CREATE INDEX "pages_blocks_body_copy_parent_id_idx" ON "pages_blocks_body_copy" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_body_copy_path_idx" ON "pages_blocks_body_copy" USING btree ("_path");
  CREATE INDEX "pages_blocks_image_order_idx" ON "pages_blocks_image" USING btree ("_order");
  CREATE INDEX "pages_blocks_image_parent_id_idx" ON "pages_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_image_path_idx" ON "pages_blocks_image" USING btree ("_path");
  CREATE INDEX "pages_blocks_image_image_idx" ON "pages_blocks_image" USING btree ("image_id");
  CREATE INDEX "pages_blocks_video_order_idx" ON "pages_blocks_video" USING btree ("_order");
  CREATE INDEX "pages_blocks_video_parent_id_idx" ON "pages_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_video_path_idx" ON "pages_blocks_video" USING btree ("_path");
  CREATE INDEX "pages_blocks_video_poster_idx" ON "pages_blocks_video" USING btree ("poster_id");
  CREATE INDEX "pages_blocks_accordion_items_order_idx" ON "pages_blocks_accordion_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_accordion_items_parent_id_idx" ON "pages_blocks_accordion_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_accordion_order_idx" ON "pages_blocks_accordion" USING btree ("_order");
  CREATE INDEX "pages_blocks_accordion_parent_id_idx" ON "pages_blocks_accordion" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_accordion_path_idx" ON "pages_blocks_accordion" USING btree ("_path");
  CREATE INDEX "pages_blocks_tabs_items_order_idx" ON "pages_blocks_tabs_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_tabs_items_parent_id_idx" ON "pages_blocks_tabs_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_tabs_order_idx" ON "pages_blocks_tabs" USING btree ("_order");
  CREATE INDEX "pages_blocks_tabs_parent_id_idx" ON "pages_blocks_tabs" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_tabs_path_idx" ON "pages_blocks_tabs" USING btree ("_path");
  CREATE INDEX "pages_blocks_table_columns_order_idx" ON "pages_blocks_table_columns" USING btree ("_order");
  CREATE INDEX "pages_blocks_table_columns_parent_id_idx" ON "pages_blocks_table_columns" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_table_rows_cells_order_idx" ON "pages_blocks_table_rows_cells" USING btree ("_order");
  CREATE INDEX "pages_blocks_table_rows_cells_parent_id_idx" ON "pages_blocks_table_rows_cells" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_table_rows_order_idx" ON "pages_blocks_table_rows" USING btree ("_order");
  CREATE INDEX "pages_blocks_table_rows_parent_id_idx" ON "pages_blocks_table_rows" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_table_order_idx" ON "pages_blocks_table" USING btree ("_order");
  CREATE INDEX "pages_blocks_table_parent_id_idx" ON "pages_blocks_table" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_table_path_idx" ON "pages_blocks_table" USING btree ("_path");
  CREATE INDEX "pages_blocks_cards_cards_order_idx" ON "pages_blocks_cards_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_cards_cards_parent_id_idx" ON "pages_blocks_cards_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cards_cards_image_idx" ON "pages_blocks_cards_cards" USING btree ("image_id");
  CREATE INDEX "pages_blocks_cards_order_idx" ON "pages_blocks_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_cards_parent_id_idx" ON "pages_blocks_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cards_path_idx" ON "pages_blocks_cards" USING btree ("_path");
  CREATE INDEX "pages_blocks_buttons_buttons_order_idx" ON "pages_blocks_buttons_buttons" USING btree ("_order");
  CREATE INDEX "pages_blocks_buttons_buttons_parent_id_idx" ON "pages_blocks_buttons_buttons" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_buttons_order_idx" ON "pages_blocks_buttons" USING btree ("_order");
  CREATE INDEX "pages_blocks_buttons_parent_id_idx" ON "pages_blocks_buttons" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_buttons_path_idx" ON "pages_blocks_buttons" USING btree ("_path");
  CREATE INDEX "pages_blocks_stats_stats_order_idx" ON "pages_blocks_stats_stats" USING btree ("_order");
  CREATE INDEX "pages_blocks_stats_stats_parent_id_idx" ON "pages_blocks_stats_stats" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_stats_order_idx" ON "pages_blocks_stats" USING btree ("_order");
  CREATE INDEX "pages_blocks_stats_parent_id_idx" ON "pages_blocks_stats" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_stats_path_idx" ON "pages_blocks_stats" USING btree ("_path");
  CREATE INDEX "pages_blocks_carousel_slides_order_idx" ON "pages_blocks_carousel_slides" USING btree ("_order");
  CREATE INDEX "pages_blocks_carousel_slides_parent_id_idx" ON "pages_blocks_carousel_slides" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_carousel_slides_image_idx" ON "pages_blocks_carousel_slides" USING btree ("image_id");
  CREATE INDEX "pages_blocks_carousel_order_idx" ON "pages_blocks_carousel" USING btree ("_order");
  CREATE INDEX "pages_blocks_carousel_parent_id_idx" ON "pages_blocks_carousel" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_carousel_path_idx" ON "pages_blocks_carousel" USING btree ("_path");
  CREATE INDEX "pages_blocks_map_order_idx" ON "pages_blocks_map" USING btree ("_order");
  CREATE INDEX "pages_blocks_map_parent_id_idx" ON "pages_blocks_map" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_map_path_idx" ON "pages_blocks_map" USING btree ("_path");
  CREATE INDEX "pages_blocks_map_location_idx" ON "pages_blocks_map" USING btree ("location_id");
  CREATE INDEX "pages_blocks_location_cards_order_idx" ON "pages_blocks_location_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_location_cards_parent_id_idx" ON "pages_blocks_location_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_location_cards_path_idx" ON "pages_blocks_location_cards" USING btree ("_path");
  CREATE INDEX "pages_blocks_social_embed_order_idx" ON "pages_blocks_social_embed" USING btree ("_order");
  CREATE INDEX "pages_blocks_social_embed_parent_id_idx" ON "pages_blocks_social_embed" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_social_embed_path_idx" ON "pages_blocks_social_embed" USING btree ("_path");
  CREATE INDEX "pages_blocks_external_links_links_order_idx" ON "pages_blocks_external_links_links" USING btree ("_order");
  CREATE INDEX "pages_blocks_external_links_links_parent_id_idx" ON "pages_blocks_external_links_links" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_external_links_order_idx" ON "pages_blocks_external_links" USING btree ("_order");
  CREATE INDEX "pages_blocks_external_links_parent_id_idx" ON "pages_blocks_external_links" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_external_links_path_idx" ON "pages_blocks_external_links" USING btree ("_path");
  CREATE INDEX "pages_blocks_toggle_buttons_items_order_idx" ON "pages_blocks_toggle_buttons_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_toggle_buttons_items_parent_id_idx" ON "pages_blocks_toggle_buttons_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_toggle_buttons_order_idx" ON "pages_blocks_toggle_buttons" USING btree ("_order");
  CREATE INDEX "pages_blocks_toggle_buttons_parent_id_idx" ON "pages_blocks_toggle_buttons" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_toggle_buttons_path_idx" ON "pages_blocks_toggle_buttons" USING btree ("_path");
  CREATE INDEX "pages_blocks_rankings_order_idx" ON "pages_blocks_rankings" USING btree ("_order");
  CREATE INDEX "pages_blocks_rankings_parent_id_idx" ON "pages_blocks_rankings" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_rankings_path_idx" ON "pages_blocks_rankings" USING btree ("_path");
  CREATE INDEX "pages_blocks_exhibitions_grid_order_idx" ON "pages_blocks_exhibitions_grid" USING btree ("_order");
  CREATE INDEX "pages_blocks_exhibitions_grid_parent_id_idx" ON "pages_blocks_exhibitions_grid" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_exhibitions_grid_path_idx" ON "pages_blocks_exhibitions_grid" USING btree ("_path");
  CREATE INDEX "pages_blocks_shared_block_order_idx" ON "pages_blocks_shared_block" USING btree ("_order");
  CREATE INDEX "pages_blocks_shared_block_parent_id_idx" ON "pages_blocks_shared_block" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_shared_block_path_idx" ON "pages_blocks_shared_block" USING btree ("_path");
  CREATE INDEX "pages_blocks_shared_block_block_idx" ON "pages_blocks_shared_block" USING btree ("block_id");
  CREATE INDEX "pages_facts_order_idx" ON "pages_facts" USING btree ("_order");
  CREATE INDEX "pages_facts_parent_id_idx" ON "pages_facts" USING btree ("_parent_id");
  CREATE INDEX "pages_breadcrumbs_order_idx" ON "pages_breadcrumbs" USING btree ("_order");
  CREATE INDEX "pages_breadcrumbs_parent_id_idx" ON "pages_breadcrumbs" USING btree ("_parent_id");
  CREATE INDEX "pages_breadcrumbs_doc_idx" ON "pages_breadcrumbs" USING btree ("doc_id");
  CREATE INDEX "pages_intro_intro_image_idx" ON "pages" USING btree ("intro_image_id");
  CREATE INDEX "pages_hero_hero_image_idx" ON "pages" USING btree ("hero_image_id");
  CREATE INDEX "pages_meta_meta_image_idx" ON "pages" USING btree ("meta_image_id");
  CREATE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");
  CREATE UNIQUE INDEX "pages_path_idx" ON "pages" USING btree ("path");
  CREATE INDEX "pages_parent_idx" ON "pages" USING btree ("parent_id");
  CREATE INDEX "pages_sort_order_idx" ON "pages" USING btree ("sort_order");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_pages_id_idx" ON "pages_rels" USING btree ("pages_id");
  CREATE INDEX "_pages_v_blocks_header_order_idx" ON "_pages_v_blocks_header" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_header_parent_id_idx" ON "_pages_v_blocks_header" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_header_path_idx" ON "_pages_v_blocks_header" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_body_copy_order_idx" ON "_pages_v_blocks_body_copy" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_body_copy_parent_id_idx" ON "_pages_v_blocks_body_copy" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_body_copy_path_idx" ON "_pages_v_blocks_body_copy" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_image_order_idx" ON "_pages_v_blocks_image" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_image_parent_id_idx" ON "_pages_v_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_image_path_idx" ON "_pages_v_blocks_image" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_image_image_idx" ON "_pages_v_blocks_image" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_video_order_idx" ON "_pages_v_blocks_video" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_video_parent_id_idx" ON "_pages_v_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_video_path_idx" ON "_pages_v_blocks_video" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_video_poster_idx" ON "_pages_v_blocks_video" USING btree ("poster_id");
  CREATE INDEX "_pages_v_blocks_accordion_items_order_idx" ON "_pages_v_blocks_accordion_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_accordion_items_parent_id_idx" ON "_pages_v_blocks_accordion_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_accordion_order_idx" ON "_pages_v_blocks_accordion" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_accordion_parent_id_idx" ON "_pages_v_blocks_accordion" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_accordion_path_idx" ON "_pages_v_blocks_accordion" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_tabs_items_order_idx" ON "_pages_v_blocks_tabs_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_tabs_items_parent_id_idx" ON "_pages_v_blocks_tabs_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_tabs_order_idx" ON "_pages_v_blocks_tabs" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_tabs_parent_id_idx" ON "_pages_v_blocks_tabs" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_tabs_path_idx" ON "_pages_v_blocks_tabs" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_table_columns_order_idx" ON "_pages_v_blocks_table_columns" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_table_columns_parent_id_idx" ON "_pages_v_blocks_table_columns" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_table_rows_cells_order_idx" ON "_pages_v_blocks_table_rows_cells" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_table_rows_cells_parent_id_idx" ON "_pages_v_blocks_table_rows_cells" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_table_rows_order_idx" ON "_pages_v_blocks_table_rows" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_table_rows_parent_id_idx" ON "_pages_v_blocks_table_rows" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_table_order_idx" ON "_pages_v_blocks_table" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_table_parent_id_idx" ON "_pages_v_blocks_table" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_table_path_idx" ON "_pages_v_blocks_table" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_cards_cards_order_idx" ON "_pages_v_blocks_cards_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cards_cards_parent_id_idx" ON "_pages_v_blocks_cards_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_cards_cards_image_idx" ON "_pages_v_blocks_cards_cards" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_cards_order_idx" ON "_pages_v_blocks_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cards_parent_id_idx" ON "_pages_v_blocks_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_cards_path_idx" ON "_pages_v_blocks_cards" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_buttons_buttons_order_idx" ON "_pages_v_blocks_buttons_buttons" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_buttons_buttons_parent_id_idx" ON "_pages_v_blocks_buttons_buttons" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_buttons_order_idx" ON "_pages_v_blocks_buttons" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_buttons_parent_id_idx" ON "_pages_v_blocks_buttons" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_buttons_path_idx" ON "_pages_v_blocks_buttons" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_stats_stats_order_idx" ON "_pages_v_blocks_stats_stats" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_stats_stats_parent_id_idx" ON "_pages_v_blocks_stats_stats" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_stats_order_idx" ON "_pages_v_blocks_stats" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_stats_parent_id_idx" ON "_pages_v_blocks_stats" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_stats_path_idx" ON "_pages_v_blocks_stats" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_carousel_slides_order_idx" ON "_pages_v_blocks_carousel_slides" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_carousel_slides_parent_id_idx" ON "_pages_v_blocks_carousel_slides" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_carousel_slides_image_idx" ON "_pages_v_blocks_carousel_slides" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_carousel_order_idx" ON "_pages_v_blocks_carousel" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_carousel_parent_id_idx" ON "_pages_v_blocks_carousel" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_carousel_path_idx" ON "_pages_v_blocks_carousel" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_map_order_idx" ON "_pages_v_blocks_map" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_map_parent_id_idx" ON "_pages_v_blocks_map" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_map_path_idx" ON "_pages_v_blocks_map" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_map_location_idx" ON "_pages_v_blocks_map" USING btree ("location_id");
  CREATE INDEX "_pages_v_blocks_location_cards_order_idx" ON "_pages_v_blocks_location_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_location_cards_parent_id_idx" ON "_pages_v_blocks_location_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_location_cards_path_idx" ON "_pages_v_blocks_location_cards" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_social_embed_order_idx" ON "_pages_v_blocks_social_embed" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_social_embed_parent_id_idx" ON "_pages_v_blocks_social_embed" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_social_embed_path_idx" ON "_pages_v_blocks_social_embed" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_external_links_links_order_idx" ON "_pages_v_blocks_external_links_links" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_external_links_links_parent_id_idx" ON "_pages_v_blocks_external_links_links" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_external_links_order_idx" ON "_pages_v_blocks_external_links" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_external_links_parent_id_idx" ON "_pages_v_blocks_external_links" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_external_links_path_idx" ON "_pages_v_blocks_external_links" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_toggle_buttons_items_order_idx" ON "_pages_v_blocks_toggle_buttons_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_toggle_buttons_items_parent_id_idx" ON "_pages_v_blocks_toggle_buttons_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_toggle_buttons_order_idx" ON "_pages_v_blocks_toggle_buttons" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_toggle_buttons_parent_id_idx" ON "_pages_v_blocks_toggle_buttons" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_toggle_buttons_path_idx" ON "_pages_v_blocks_toggle_buttons" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_rankings_order_idx" ON "_pages_v_blocks_rankings" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_rankings_parent_id_idx" ON "_pages_v_blocks_rankings" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_rankings_path_idx" ON "_pages_v_blocks_rankings" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_exhibitions_grid_order_idx" ON "_pages_v_blocks_exhibitions_grid" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_exhibitions_grid_parent_id_idx" ON "_pages_v_blocks_exhibitions_grid" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_exhibitions_grid_path_idx" ON "_pages_v_blocks_exhibitions_grid" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_shared_block_order_idx" ON "_pages_v_blocks_shared_block" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_shared_block_parent_id_idx" ON "_pages_v_blocks_shared_block" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_shared_block_path_idx" ON "_pages_v_blocks_shared_block" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_shared_block_block_idx" ON "_pages_v_blocks_shared_block" USING btree ("block_id");
  CREATE INDEX "_pages_v_version_facts_order_idx" ON "_pages_v_version_facts" USING btree ("_order");
  CREATE INDEX "_pages_v_version_facts_parent_id_idx" ON "_pages_v_version_facts" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_version_breadcrumbs_order_idx" ON "_pages_v_version_breadcrumbs" USING btree ("_order");
  CREATE INDEX "_pages_v_version_breadcrumbs_parent_id_idx" ON "_pages_v_version_breadcrumbs" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_version_breadcrumbs_doc_idx" ON "_pages_v_version_breadcrumbs" USING btree ("doc_id");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_intro_version_intro_image_idx" ON "_pages_v" USING btree ("version_intro_image_id");
  CREATE INDEX "_pages_v_version_hero_version_hero_image_idx" ON "_pages_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_pages_v_version_meta_version_meta_image_idx" ON "_pages_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_version_path_idx" ON "_pages_v" USING btree ("version_path");
  CREATE INDEX "_pages_v_version_version_parent_idx" ON "_pages_v" USING btree ("version_parent_id");
  CREATE INDEX "_pages_v_version_version_sort_order_idx" ON "_pages_v" USING btree ("version_sort_order");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_pages_id_idx" ON "_pages_v_rels" USING btree ("pages_id");
  CREATE INDEX "shared_blocks_blocks_header_order_idx" ON "shared_blocks_blocks_header" USING btree ("_order");
  CREATE INDEX "shared_blocks_blocks_header_parent_id_idx" ON "shared_blocks_blocks_header" USING btree ("_parent_id");
  CREATE INDEX "shared_blocks_blocks_header_path_idx" ON "shared_blocks_blocks_header" USING btree ("_path");
  CREATE INDEX "shared_blocks_blocks_body_copy_order_idx" ON "shared_blocks_blocks_body_copy" USING btree ("_order");
  CREATE INDEX "shared_blocks_blocks_body_copy_parent_id_idx" ON "shared_blocks_blocks_body_copy" USING btree ("_parent_id");
  CREATE INDEX "shared_blocks_blocks_body_copy_path_idx" ON "shared_blocks_blocks_body_copy" USING btree ("_path");
  CREATE INDEX "shared_blocks_blocks_image_order_idx" ON "shared_blocks_blocks_image" USING btree ("_order");
  CREATE INDEX "shared_blocks_blocks_image_parent_id_idx" ON "shared_blocks_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "shared_blocks_blocks_image_path_idx" ON "shared_blocks_blocks_image" USING btree ("_path");
  CREATE INDEX "shared_blocks_blocks_image_image_idx" ON "shared_blocks_blocks_image" USING btree ("image_id");
  CREATE INDEX "shared_blocks_blocks_video_order_idx" ON "shared_blocks_blocks_video" USING btree ("_order");
  CREATE INDEX "shared_blocks_blocks_video_parent_id_idx" ON "shared_blocks_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "shared_blocks_blocks_video_path_idx" ON "shared_blocks_blocks_video" USING btree ("_path");
  CREATE INDEX "shared_blocks_blocks_video_poster_idx" ON "shared_blocks_blocks_video" USING btree ("poster_id");
  CREATE INDEX "shared_blocks_blocks_accordion_items_order_idx" ON "shared_blocks_blocks_accordion_items" USING btree ("_order");
  CREATE INDEX "shared_blocks_blocks_accordion_items_parent_id_idx" ON "shared_blocks_blocks_accordion_items" USING btree ("_parent_id");
  CREATE INDEX "shared_blocks_blocks_accordion_order_idx" ON "shared_blocks_blocks_accordion" USING btree ("_order");
  CREATE INDEX "shared_blocks_blocks_accordion_parent_id_idx" ON "shared_blocks_blocks_accordion" USING btree ("_parent_id");
  CREATE INDEX "shared_blocks_blocks_accordion_path_idx" ON "shared_blocks_blocks_accordion" USING btree ("_path");
  CREATE INDEX "shared_blocks_blocks_tabs_items_order_idx" ON "shared_blocks_blocks_tabs_items" USING btree ("_order");
  CREATE INDEX "shared_blocks_blocks_tabs_items_parent_id_idx" ON "shared_blocks_blocks_tabs_items" USING btree ("_parent_id");
  CREATE INDEX "shared_blocks_blocks_tabs_order_idx" ON "shared_blocks_blocks_tabs" USING btree ("_order");
  CREATE INDEX "shared_blocks_blocks_tabs_parent_id_idx" ON "shared_blocks_blocks_tabs" USING btree ("_parent_id");
  CREATE INDEX "shared_blocks_blocks_tabs_path_idx" ON "shared_blocks_blocks_tabs" USING btree ("_path");
  CREATE INDEX "shared_blocks_blocks_table_columns_order_idx" ON "shared_blocks_blocks_table_columns" USING btree ("_order");
  CREATE INDEX "shared_blocks_blocks_table_columns_parent_id_idx" ON "shared_blocks_blocks_table_columns" USING btree ("_parent_id");
  CREATE INDEX "shared_blocks_blocks_table_rows_cells_order_idx" ON "shared_blocks_blocks_table_rows_cells" USING btree ("_order");
  CREATE INDEX "shared_blocks_blocks_table_rows_cells_parent_id_idx" ON "shared_blocks_blocks_table_rows_cells" USING btree ("_parent_id");
  CREATE INDEX "shared_blocks_blocks_table_rows_order_idx" ON "shared_blocks_blocks_table_rows" USING btree ("_order");
  CREATE INDEX "shared_blocks_blocks_table_rows_parent_id_idx" ON "shared_blocks_blocks_table_rows" USING btree ("_parent_id");
  CREATE INDEX "shared_blocks_blocks_table_order_idx" ON "shared_blocks_blocks_table" USING btree ("_order");
  CREATE INDEX "shared_blocks_blocks_table_parent_id_idx" ON "shared_blocks_blocks_table" USING btree ("_parent_id");
  CREATE INDEX "shared_blocks_blocks_table_path_idx" ON "shared_blocks_blocks_table" USING btree ("_path");
  CREATE INDEX "shared_blocks_blocks_cards_cards_order_idx" ON "shared_blocks_blocks_cards_cards" USING btree ("_order");
  CREATE INDEX "shared_blocks_blocks_cards_cards_parent_id_idx" ON "shared_blocks_blocks_cards_cards" USING btree ("_parent_id");
  CREATE INDEX "shared_blocks_blocks_cards_cards_image_idx" ON "shared_blocks_blocks_cards_cards" USING btree ("image_id");
  CREATE INDEX "shared_blocks_blocks_cards_order_idx" ON "shared_blocks_blocks_cards" USING btree ("_order");
  CREATE INDEX "shared_blocks_blocks_cards_parent_id_idx" ON "shared_blocks_blocks_cards" USING btree ("_parent_id");
  CREATE INDEX "shared_blocks_blocks_cards_path_idx" ON "shared_blocks_blocks_cards" USING btree ("_path");
  CREATE INDEX "shared_blocks_blocks_buttons_buttons_order_idx" ON "shared_blocks_blocks_buttons_buttons" USING btree ("_order");
  CREATE INDEX "shared_blocks_blocks_buttons_buttons_parent_id_idx" ON "shared_blocks_blocks_buttons_buttons" USING btree ("_parent_id");
  CREATE INDEX "shared_blocks_blocks_buttons_order_idx" ON "shared_blocks_blocks_buttons" USING btree ("_order");
  CREATE INDEX "shared_blocks_blocks_buttons_parent_id_idx" ON "shared_blocks_blocks_buttons" USING btree ("_parent_id");
  CREATE INDEX "shared_blocks_blocks_buttons_path_idx" ON "shared_blocks_blocks_buttons" USING btree ("_path");
  CREATE INDEX "shared_blocks_blocks_stats_stats_order_idx" ON "shared_blocks_blocks_stats_stats" USING btree ("_order");
  CREATE INDEX "shared_blocks_blocks_stats_stats_parent_id_idx" ON "shared_blocks_blocks_stats_stats" USING btree ("_parent_id");
  CREATE INDEX "shared_blocks_blocks_stats_order_idx" ON "shared_blocks_blocks_stats" USING btree ("_order");
  CREATE INDEX "shared_blocks_blocks_stats_parent_id_idx" ON "shared_blocks_blocks_stats" USING btree ("_parent_id");
  CREATE INDEX "shared_blocks_blocks_stats_path_idx" ON "shared_blocks_blocks_stats" USING btree ("_path");
  CREATE INDEX "shared_blocks_blocks_carousel_slides_order_idx" ON "shared_blocks_blocks_carousel_slides" USING btree ("_order");
  CREATE INDEX "shared_blocks_blocks_carousel_slides_parent_id_idx" ON "shared_blocks_blocks_carousel_slides" USING btree ("_parent_id");
  CREATE INDEX "shared_blocks_blocks_carousel_slides_image_idx" ON "shared_blocks_blocks_carousel_slides" USING btree ("image_id");
  CREATE INDEX "shared_blocks_blocks_carousel_order_idx" ON "shared_blocks_blocks_carousel" USING btree ("_order");
  CREATE INDEX "shared_blocks_blocks_carousel_parent_id_idx" ON "shared_blocks_blocks_carousel" USING btree ("_parent_id");
  CREATE INDEX "shared_blocks_blocks_carousel_path_idx" ON "shared_blocks_blocks_carousel" USING btree ("_path");
  CREATE INDEX "shared_blocks_blocks_map_order_idx" ON "shared_blocks_blocks_map" USING btree ("_order");
  CREATE INDEX "shared_blocks_blocks_map_parent_id_idx" ON "shared_blocks_blocks_map" USING btree ("_parent_id");
  CREATE INDEX "shared_blocks_blocks_map_path_idx" ON "shared_blocks_blocks_map" USING btree ("_path");
  CREATE INDEX "shared_blocks_blocks_map_location_idx" ON "shared_blocks_blocks_map" USING btree ("location_id");
  CREATE INDEX "shared_blocks_blocks_location_cards_order_idx" ON "shared_blocks_blocks_location_cards" USING btree ("_order");
  CREATE INDEX "shared_blocks_blocks_location_cards_parent_id_idx" ON "shared_blocks_blocks_location_cards" USING btree ("_parent_id");
  CREATE INDEX "shared_blocks_blocks_location_cards_path_idx" ON "shared_blocks_blocks_location_cards" USING btree ("_path");
  CREATE INDEX "shared_blocks_blocks_social_embed_order_idx" ON "shared_blocks_blocks_social_embed" USING btree ("_order");
  CREATE INDEX "shared_blocks_blocks_social_embed_parent_id_idx" ON "shared_blocks_blocks_social_embed" USING btree ("_parent_id");
  CREATE INDEX "shared_blocks_blocks_social_embed_path_idx" ON "shared_blocks_blocks_social_embed" USING btree ("_path");
  CREATE INDEX "shared_blocks_blocks_external_links_links_order_idx" ON "shared_blocks_blocks_external_links_links" USING btree ("_order");
  CREATE INDEX "shared_blocks_blocks_external_links_links_parent_id_idx" ON "shared_blocks_blocks_external_links_links" USING btree ("_parent_id");
  CREATE INDEX "shared_blocks_blocks_external_links_order_idx" ON "shared_blocks_blocks_external_links" USING btree ("_order");
  CREATE INDEX "shared_blocks_blocks_external_links_parent_id_idx" ON "shared_blocks_blocks_external_links" USING btree ("_parent_id");
  CREATE INDEX "shared_blocks_blocks_external_links_path_idx" ON "shared_blocks_blocks_external_links" USING btree ("_path");
  CREATE INDEX "shared_blocks_blocks_toggle_buttons_items_order_idx" ON "shared_blocks_blocks_toggle_buttons_items" USING btree ("_order");
  CREATE INDEX "shared_blocks_blocks_toggle_buttons_items_parent_id_idx" ON "shared_blocks_blocks_toggle_buttons_items" USING btree ("_parent_id");
  CREATE INDEX "shared_blocks_blocks_toggle_buttons_order_idx" ON "shared_blocks_blocks_toggle_buttons" USING btree ("_order");
  CREATE INDEX "shared_blocks_blocks_toggle_buttons_parent_id_idx" ON "shared_blocks_blocks_toggle_buttons" USING btree ("_parent_id");
  CREATE INDEX "shared_blocks_blocks_toggle_buttons_path_idx" ON "shared_blocks_blocks_toggle_buttons" USING btree ("_path");
  CREATE INDEX "shared_blocks_blocks_rankings_order_idx" ON "shared_blocks_blocks_rankings" USING btree ("_order");
  CREATE INDEX "shared_blocks_blocks_rankings_parent_id_idx" ON "shared_blocks_blocks_rankings" USING btree ("_parent_id");
  CREATE INDEX "shared_blocks_blocks_rankings_path_idx" ON "shared_blocks_blocks_rankings" USING btree ("_path");
  CREATE INDEX "shared_blocks_blocks_exhibitions_grid_order_idx" ON "shared_blocks_blocks_exhibitions_grid" USING btree ("_order");
  CREATE INDEX "shared_blocks_blocks_exhibitions_grid_parent_id_idx" ON "shared_blocks_blocks_exhibitions_grid" USING btree ("_parent_id");
  CREATE INDEX "shared_blocks_blocks_exhibitions_grid_path_idx" ON "shared_blocks_blocks_exhibitions_grid" USING btree ("_path");
  CREATE INDEX "shared_blocks_updated_at_idx" ON "shared_blocks" USING btree ("updated_at");
  CREATE INDEX "shared_blocks_created_at_idx" ON "shared_blocks" USING btree ("created_at");
  CREATE INDEX "shared_blocks__status_idx" ON "shared_blocks" USING btree ("_status");
  CREATE INDEX "shared_blocks_rels_order_idx" ON "shared_blocks_rels" USING btree ("order");
  CREATE INDEX "shared_blocks_rels_parent_idx" ON "shared_blocks_rels" USING btree ("parent_id");
  CREATE INDEX "shared_blocks_rels_path_idx" ON "shared_blocks_rels" USING btree ("path");
  CREATE INDEX "shared_blocks_rels_pages_id_idx" ON "shared_blocks_rels" USING btree ("pages_id");
  CREATE INDEX "_shared_blocks_v_blocks_header_order_idx" ON "_shared_blocks_v_blocks_header" USING btree ("_order");
  CREATE INDEX "_shared_blocks_v_blocks_header_parent_id_idx" ON "_shared_blocks_v_blocks_header" USING btree ("_parent_id");
  CREATE INDEX "_shared_blocks_v_blocks_header_path_idx" ON "_shared_blocks_v_blocks_header" USING btree ("_path");
  CREATE INDEX "_shared_blocks_v_blocks_body_copy_order_idx" ON "_shared_blocks_v_blocks_body_copy" USING btree ("_order");
  CREATE INDEX "_shared_blocks_v_blocks_body_copy_parent_id_idx" ON "_shared_blocks_v_blocks_body_copy" USING btree ("_parent_id");
  CREATE INDEX "_shared_blocks_v_blocks_body_copy_path_idx" ON "_shared_blocks_v_blocks_body_copy" USING btree ("_path");
  CREATE INDEX "_shared_blocks_v_blocks_image_order_idx" ON "_shared_blocks_v_blocks_image" USING btree ("_order");
  CREATE INDEX "_shared_blocks_v_blocks_image_parent_id_idx" ON "_shared_blocks_v_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "_shared_blocks_v_blocks_image_path_idx" ON "_shared_blocks_v_blocks_image" USING btree ("_path");
  CREATE INDEX "_shared_blocks_v_blocks_image_image_idx" ON "_shared_blocks_v_blocks_image" USING btree ("image_id");
  CREATE INDEX "_shared_blocks_v_blocks_video_order_idx" ON "_shared_blocks_v_blocks_video" USING btree ("_order");
  CREATE INDEX "_shared_blocks_v_blocks_video_parent_id_idx" ON "_shared_blocks_v_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "_shared_blocks_v_blocks_video_path_idx" ON "_shared_blocks_v_blocks_video" USING btree ("_path");
  CREATE INDEX "_shared_blocks_v_blocks_video_poster_idx" ON "_shared_blocks_v_blocks_video" USING btree ("poster_id");
  CREATE INDEX "_shared_blocks_v_blocks_accordion_items_order_idx" ON "_shared_blocks_v_blocks_accordion_items" USING btree ("_order");
  CREATE INDEX "_shared_blocks_v_blocks_accordion_items_parent_id_idx" ON "_shared_blocks_v_blocks_accordion_items" USING btree ("_parent_id");
  CREATE INDEX "_shared_blocks_v_blocks_accordion_order_idx" ON "_shared_blocks_v_blocks_accordion" USING btree ("_order");
  CREATE INDEX "_shared_blocks_v_blocks_accordion_parent_id_idx" ON "_shared_blocks_v_blocks_accordion" USING btree ("_parent_id");
  CREATE INDEX "_shared_blocks_v_blocks_accordion_path_idx" ON "_shared_blocks_v_blocks_accordion" USING btree ("_path");
  CREATE INDEX "_shared_blocks_v_blocks_tabs_items_order_idx" ON "_shared_blocks_v_blocks_tabs_items" USING btree ("_order");
  CREATE INDEX "_shared_blocks_v_blocks_tabs_items_parent_id_idx" ON "_shared_blocks_v_blocks_tabs_items" USING btree ("_parent_id");
  CREATE INDEX "_shared_blocks_v_blocks_tabs_order_idx" ON "_shared_blocks_v_blocks_tabs" USING btree ("_order");
  CREATE INDEX "_shared_blocks_v_blocks_tabs_parent_id_idx" ON "_shared_blocks_v_blocks_tabs" USING btree ("_parent_id");
  CREATE INDEX "_shared_blocks_v_blocks_tabs_path_idx" ON "_shared_blocks_v_blocks_tabs" USING btree ("_path");
  CREATE INDEX "_shared_blocks_v_blocks_table_columns_order_idx" ON "_shared_blocks_v_blocks_table_columns" USING btree ("_order");
  CREATE INDEX "_shared_blocks_v_blocks_table_columns_parent_id_idx" ON "_shared_blocks_v_blocks_table_columns" USING btree ("_parent_id");
  CREATE INDEX "_shared_blocks_v_blocks_table_rows_cells_order_idx" ON "_shared_blocks_v_blocks_table_rows_cells" USING btree ("_order");
  CREATE INDEX "_shared_blocks_v_blocks_table_rows_cells_parent_id_idx" ON "_shared_blocks_v_blocks_table_rows_cells" USING btree ("_parent_id");
  CREATE INDEX "_shared_blocks_v_blocks_table_rows_order_idx" ON "_shared_blocks_v_blocks_table_rows" USING btree ("_order");
  CREATE INDEX "_shared_blocks_v_blocks_table_rows_parent_id_idx" ON "_shared_blocks_v_blocks_table_rows" USING btree ("_parent_id");
  CREATE INDEX "_shared_blocks_v_blocks_table_order_idx" ON "_shared_blocks_v_blocks_table" USING btree ("_order");
  CREATE INDEX "_shared_blocks_v_blocks_table_parent_id_idx" ON "_shared_blocks_v_blocks_table" USING btree ("_parent_id");
  CREATE INDEX "_shared_blocks_v_blocks_table_path_idx" ON "_shared_blocks_v_blocks_table" USING btree ("_path");
  CREATE INDEX "_shared_blocks_v_blocks_cards_cards_order_idx" ON "_shared_blocks_v_blocks_cards_cards" USING btree ("_order");
  CREATE INDEX "_shared_blocks_v_blocks_cards_cards_parent_id_idx" ON "_shared_blocks_v_blocks_cards_cards" USING btree ("_parent_id");
  CREATE INDEX "_shared_blocks_v_blocks_cards_cards_image_idx" ON "_shared_blocks_v_blocks_cards_cards" USING btree ("image_id");
  CREATE INDEX "_shared_blocks_v_blocks_cards_order_idx" ON "_shared_blocks_v_blocks_cards" USING btree ("_order");
  CREATE INDEX "_shared_blocks_v_blocks_cards_parent_id_idx" ON "_shared_blocks_v_blocks_cards" USING btree ("_parent_id");
  CREATE INDEX "_shared_blocks_v_blocks_cards_path_idx" ON "_shared_blocks_v_blocks_cards" USING btree ("_path");
  CREATE INDEX "_shared_blocks_v_blocks_buttons_buttons_order_idx" ON "_shared_blocks_v_blocks_buttons_buttons" USING btree ("_order");
  CREATE INDEX "_shared_blocks_v_blocks_buttons_buttons_parent_id_idx" ON "_shared_blocks_v_blocks_buttons_buttons" USING btree ("_parent_id");
  CREATE INDEX "_shared_blocks_v_blocks_buttons_order_idx" ON "_shared_blocks_v_blocks_buttons" USING btree ("_order");
  CREATE INDEX "_shared_blocks_v_blocks_buttons_parent_id_idx" ON "_shared_blocks_v_blocks_buttons" USING btree ("_parent_id");
  CREATE INDEX "_shared_blocks_v_blocks_buttons_path_idx" ON "_shared_blocks_v_blocks_buttons" USING btree ("_path");
  CREATE INDEX "_shared_blocks_v_blocks_stats_stats_order_idx" ON "_shared_blocks_v_blocks_stats_stats" USING btree ("_order");
  CREATE INDEX "_shared_blocks_v_blocks_stats_stats_parent_id_idx" ON "_shared_blocks_v_blocks_stats_stats" USING btree ("_parent_id");
  CREATE INDEX "_shared_blocks_v_blocks_stats_order_idx" ON "_shared_blocks_v_blocks_stats" USING btree ("_order");
  CREATE INDEX "_shared_blocks_v_blocks_stats_parent_id_idx" ON "_shared_blocks_v_blocks_stats" USING btree ("_parent_id");
  CREATE INDEX "_shared_blocks_v_blocks_stats_path_idx" ON "_shared_blocks_v_blocks_stats" USING btree ("_path");
  CREATE INDEX "_shared_blocks_v_blocks_carousel_slides_order_idx" ON "_shared_blocks_v_blocks_carousel_slides" USING btree ("_order");
  CREATE INDEX "_shared_blocks_v_blocks_carousel_slides_parent_id_idx" ON "_shared_blocks_v_blocks_carousel_slides" USING btree ("_parent_id");
  CREATE INDEX "_shared_blocks_v_blocks_carousel_slides_image_idx" ON "_shared_blocks_v_blocks_carousel_slides" USING btree ("image_id");
  CREATE INDEX "_shared_blocks_v_blocks_carousel_order_idx" ON "_shared_blocks_v_blocks_carousel" USING btree ("_order");
  CREATE INDEX "_shared_blocks_v_blocks_carousel_parent_id_idx" ON "_shared_blocks_v_blocks_carousel" USING btree ("_parent_id");
  CREATE INDEX "_shared_blocks_v_blocks_carousel_path_idx" ON "_shared_blocks_v_blocks_carousel" USING btree ("_path");
  CREATE INDEX "_shared_blocks_v_blocks_map_order_idx" ON "_shared_blocks_v_blocks_map" USING btree ("_order");
  CREATE INDEX "_shared_blocks_v_blocks_map_parent_id_idx" ON "_shared_blocks_v_blocks_map" USING btree ("_parent_id");
  CREATE INDEX "_shared_blocks_v_blocks_map_path_idx" ON "_shared_blocks_v_blocks_map" USING btree ("_path");
  CREATE INDEX "_shared_blocks_v_blocks_map_location_idx" ON "_shared_blocks_v_blocks_map" USING btree ("location_id");
  CREATE INDEX "_shared_blocks_v_blocks_location_cards_order_idx" ON "_shared_blocks_v_blocks_location_cards" USING btree ("_order");
  CREATE INDEX "_shared_blocks_v_blocks_location_cards_parent_id_idx" ON "_shared_blocks_v_blocks_location_cards" USING btree ("_parent_id");
  CREATE INDEX "_shared_blocks_v_blocks_location_cards_path_idx" ON "_shared_blocks_v_blocks_location_cards" USING btree ("_path");
  CREATE INDEX "_shared_blocks_v_blocks_social_embed_order_idx" ON "_shared_blocks_v_blocks_social_embed" USING btree ("_order");
  CREATE INDEX "_shared_blocks_v_blocks_social_embed_parent_id_idx" ON "_shared_blocks_v_blocks_social_embed" USING btree ("_parent_id");
  CREATE INDEX "_shared_blocks_v_blocks_social_embed_path_idx" ON "_shared_blocks_v_blocks_social_embed" USING btree ("_path");
  CREATE INDEX "_shared_blocks_v_blocks_external_links_links_order_idx" ON "_shared_blocks_v_blocks_external_links_links" USING btree ("_order");
  CREATE INDEX "_shared_blocks_v_blocks_external_links_links_parent_id_idx" ON "_shared_blocks_v_blocks_external_links_links" USING btree ("_parent_id");
  CREATE INDEX "_shared_blocks_v_blocks_external_links_order_idx" ON "_shared_blocks_v_blocks_external_links" USING btree ("_order");
  CREATE INDEX "_shared_blocks_v_blocks_external_links_parent_id_idx" ON "_shared_blocks_v_blocks_external_links" USING btree ("_parent_id");
  CREATE INDEX "_shared_blocks_v_blocks_external_links_path_idx" ON "_shared_blocks_v_blocks_external_links" USING btree ("_path");
  CREATE INDEX "_shared_blocks_v_blocks_toggle_buttons_items_order_idx" ON "_shared_blocks_v_blocks_toggle_buttons_items" USING btree ("_order");
  CREATE INDEX "_shared_blocks_v_blocks_toggle_buttons_items_parent_id_idx" ON "_shared_blocks_v_blocks_toggle_buttons_items" USING btree ("_parent_id");
  CREATE INDEX "_shared_blocks_v_blocks_toggle_buttons_order_idx" ON "_shared_blocks_v_blocks_toggle_buttons" USING btree ("_order");
  CREATE INDEX "_shared_blocks_v_blocks_toggle_buttons_parent_id_idx" ON "_shared_blocks_v_blocks_toggle_buttons" USING btree ("_parent_id");
  CREATE INDEX "_shared_blocks_v_blocks_toggle_buttons_path_idx" ON "_shared_blocks_v_blocks_toggle_buttons" USING btree ("_path");
  CREATE INDEX "_shared_blocks_v_blocks_rankings_order_idx" ON "_shared_blocks_v_blocks_rankings" USING btree ("_order");
  CREATE INDEX "_shared_blocks_v_blocks_rankings_parent_id_idx" ON "_shared_blocks_v_blocks_rankings" USING btree ("_parent_id");
  CREATE INDEX "_shared_blocks_v_blocks_rankings_path_idx" ON "_shared_blocks_v_blocks_rankings" USING btree ("_path");
  CREATE INDEX "_shared_blocks_v_blocks_exhibitions_grid_order_idx" ON "_shared_blocks_v_blocks_exhibitions_grid" USING btree ("_order");
  CREATE INDEX "_shared_blocks_v_blocks_exhibitions_grid_parent_id_idx" ON "_shared_blocks_v_blocks_exhibitions_grid" USING btree ("_parent_id");
  CREATE INDEX "_shared_blocks_v_blocks_exhibitions_grid_path_idx" ON "_shared_blocks_v_blocks_exhibitions_grid" USING btree ("_path");
  CREATE INDEX "_shared_blocks_v_parent_idx" ON "_shared_blocks_v" USING btree ("parent_id");
  CREATE INDEX "_shared_blocks_v_version_version_updated_at_idx" ON "_shared_blocks_v" USING btree ("version_updated_at");
  CREATE INDEX "_shared_blocks_v_version_version_created_at_idx" ON "_shared_blocks_v" USING btree ("version_created_at");
  CREATE INDEX "_shared_blocks_v_version_version__status_idx" ON "_shared_blocks_v" USING btree ("version__status");
  CREATE INDEX "_shared_blocks_v_created_at_idx" ON "_shared_blocks_v" USING btree ("created_at");
  CREATE INDEX "_shared_blocks_v_updated_at_idx" ON "_shared_blocks_v" USING btree ("updated_at");
  CREATE INDEX "_shared_blocks_v_latest_idx" ON "_shared_blocks_v" USING btree ("latest");
  CREATE INDEX "_shared_blocks_v_rels_order_idx" ON "_shared_blocks_v_rels" USING btree ("order");
  CREATE INDEX "_shared_blocks_v_rels_parent_idx" ON "_shared_blocks_v_rels" USING btree ("parent_id");
  CREATE INDEX "_shared_blocks_v_rels_path_idx" ON "_shared_blocks_v_rels" USING btree ("path");
  CREATE INDEX "_shared_blocks_v_rels_pages_id_idx" ON "_shared_blocks_v_rels" USING btree ("pages_id");
  CREATE INDEX "rankings_ranking_type_idx" ON "rankings" USING btree ("ranking_type");
  CREATE INDEX "rankings_department_idx" ON "rankings" USING btree ("department_id");
  CREATE INDEX "rankings_sort_order_idx" ON "rankings" USING btree ("sort_order");
  CREATE INDEX "rankings_updated_at_idx" ON "rankings" USING btree ("updated_at");
  CREATE INDEX "rankings_created_at_idx" ON "rankings" USING btree ("created_at");
  CREATE INDEX "rankings__status_idx" ON "rankings" USING btree ("_status");
  CREATE INDEX "_rankings_v_parent_idx" ON "_rankings_v" USING btree ("parent_id");
  CREATE INDEX "_rankings_v_version_version_ranking_type_idx" ON "_rankings_v" USING btree ("version_ranking_type");
  CREATE INDEX "_rankings_v_version_version_department_idx" ON "_rankings_v" USING btree ("version_department_id");
  CREATE INDEX "_rankings_v_version_version_sort_order_idx" ON "_rankings_v" USING btree ("version_sort_order");
  CREATE INDEX "_rankings_v_version_version_updated_at_idx" ON "_rankings_v" USING btree ("version_updated_at");
  CREATE INDEX "_rankings_v_version_version_created_at_idx" ON "_rankings_v" USING btree ("version_created_at");
  CREATE INDEX "_rankings_v_version_version__status_idx" ON "_rankings_v" USING btree ("version__status");
  CREATE INDEX "_rankings_v_created_at_idx" ON "_rankings_v" USING btree ("created_at");
  CREATE INDEX "_rankings_v_updated_at_idx" ON "_rankings_v" USING btree ("updated_at");
  CREATE INDEX "_rankings_v_latest_idx" ON "_rankings_v" USING btree ("latest");
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_approved_idx" ON "redirects" USING btree ("approved");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "redirects_rels_order_idx" ON "redirects_rels" USING btree ("order");
  CREATE INDEX "redirects_rels_parent_idx" ON "redirects_rels" USING btree ("parent_id");
  CREATE INDEX "redirects_rels_path_idx" ON "redirects_rels" USING btree ("path");
  CREATE INDEX "redirects_rels_pages_id_idx" ON "redirects_rels" USING btree ("pages_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_shared_blocks_fk" FOREIGN KEY ("shared_blocks_id") REFERENCES "public"."shared_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_rankings_fk" FOREIGN KEY ("rankings_id") REFERENCES "public"."rankings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_shared_blocks_id_idx" ON "payload_locked_documents_rels" USING btree ("shared_blocks_id");
  CREATE INDEX "payload_locked_documents_rels_rankings_id_idx" ON "payload_locked_documents_rels" USING btree ("rankings_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_header" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_body_copy" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_video" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_accordion_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_accordion" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_tabs_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_tabs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_table_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_table_rows_cells" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_table_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_table" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_cards_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_buttons_buttons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_buttons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_stats_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_carousel_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_carousel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_map" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_location_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_social_embed" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_external_links_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_external_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_toggle_buttons_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_toggle_buttons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_rankings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_exhibitions_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_shared_block" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_facts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_breadcrumbs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_header" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_body_copy" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_video" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_accordion_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_accordion" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_tabs_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_tabs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_table_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_table_rows_cells" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_table_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_table" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_cards_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_buttons_buttons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_buttons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_stats_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_carousel_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_carousel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_map" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_location_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_social_embed" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_external_links_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_external_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_toggle_buttons_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_toggle_buttons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_rankings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_exhibitions_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_shared_block" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_version_facts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_version_breadcrumbs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shared_blocks_blocks_header" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shared_blocks_blocks_body_copy" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shared_blocks_blocks_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shared_blocks_blocks_video" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shared_blocks_blocks_accordion_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shared_blocks_blocks_accordion" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shared_blocks_blocks_tabs_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shared_blocks_blocks_tabs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shared_blocks_blocks_table_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shared_blocks_blocks_table_rows_cells" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shared_blocks_blocks_table_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shared_blocks_blocks_table" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shared_blocks_blocks_cards_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shared_blocks_blocks_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shared_blocks_blocks_buttons_buttons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shared_blocks_blocks_buttons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shared_blocks_blocks_stats_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shared_blocks_blocks_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shared_blocks_blocks_carousel_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shared_blocks_blocks_carousel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shared_blocks_blocks_map" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shared_blocks_blocks_location_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shared_blocks_blocks_social_embed" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shared_blocks_blocks_external_links_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shared_blocks_blocks_external_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shared_blocks_blocks_toggle_buttons_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shared_blocks_blocks_toggle_buttons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shared_blocks_blocks_rankings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shared_blocks_blocks_exhibitions_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shared_blocks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shared_blocks_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_shared_blocks_v_blocks_header" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_shared_blocks_v_blocks_body_copy" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_shared_blocks_v_blocks_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_shared_blocks_v_blocks_video" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_shared_blocks_v_blocks_accordion_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_shared_blocks_v_blocks_accordion" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_shared_blocks_v_blocks_tabs_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_shared_blocks_v_blocks_tabs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_shared_blocks_v_blocks_table_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_shared_blocks_v_blocks_table_rows_cells" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_shared_blocks_v_blocks_table_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_shared_blocks_v_blocks_table" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_shared_blocks_v_blocks_cards_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_shared_blocks_v_blocks_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_shared_blocks_v_blocks_buttons_buttons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_shared_blocks_v_blocks_buttons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_shared_blocks_v_blocks_stats_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_shared_blocks_v_blocks_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_shared_blocks_v_blocks_carousel_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_shared_blocks_v_blocks_carousel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_shared_blocks_v_blocks_map" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_shared_blocks_v_blocks_location_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_shared_blocks_v_blocks_social_embed" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_shared_blocks_v_blocks_external_links_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_shared_blocks_v_blocks_external_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_shared_blocks_v_blocks_toggle_buttons_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_shared_blocks_v_blocks_toggle_buttons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_shared_blocks_v_blocks_rankings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_shared_blocks_v_blocks_exhibitions_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_shared_blocks_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_shared_blocks_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "rankings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_rankings_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_header" CASCADE;
  DROP TABLE "pages_blocks_body_copy" CASCADE;
  DROP TABLE "pages_blocks_image" CASCADE;
  DROP TABLE "pages_blocks_video" CASCADE;
  DROP TABLE "pages_blocks_accordion_items" CASCADE;
  DROP TABLE "pages_blocks_accordion" CASCADE;
  DROP TABLE "pages_blocks_tabs_items" CASCADE;
  DROP TABLE "pages_blocks_tabs" CASCADE;
  DROP TABLE "pages_blocks_table_columns" CASCADE;
  DROP TABLE "pages_blocks_table_rows_cells" CASCADE;
  DROP TABLE "pages_blocks_table_rows" CASCADE;
  DROP TABLE "pages_blocks_table" CASCADE;
  DROP TABLE "pages_blocks_cards_cards" CASCADE;
  DROP TABLE "pages_blocks_cards" CASCADE;
  DROP TABLE "pages_blocks_buttons_buttons" CASCADE;
  DROP TABLE "pages_blocks_buttons" CASCADE;
  DROP TABLE "pages_blocks_stats_stats" CASCADE;
  DROP TABLE "pages_blocks_stats" CASCADE;
  DROP TABLE "pages_blocks_carousel_slides" CASCADE;
  DROP TABLE "pages_blocks_carousel" CASCADE;
  DROP TABLE "pages_blocks_map" CASCADE;
  DROP TABLE "pages_blocks_location_cards" CASCADE;
  DROP TABLE "pages_blocks_social_embed" CASCADE;
  DROP TABLE "pages_blocks_external_links_links" CASCADE;
  DROP TABLE "pages_blocks_external_links" CASCADE;
  DROP TABLE "pages_blocks_toggle_buttons_items" CASCADE;
  DROP TABLE "pages_blocks_toggle_buttons" CASCADE;
  DROP TABLE "pages_blocks_rankings" CASCADE;
  DROP TABLE "pages_blocks_exhibitions_grid" CASCADE;
  DROP TABLE "pages_blocks_shared_block" CASCADE;
  DROP TABLE "pages_facts" CASCADE;
  DROP TABLE "pages_breadcrumbs" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "_pages_v_blocks_header" CASCADE;
  DROP TABLE "_pages_v_blocks_body_copy" CASCADE;
  DROP TABLE "_pages_v_blocks_image" CASCADE;
  DROP TABLE "_pages_v_blocks_video" CASCADE;
  DROP TABLE "_pages_v_blocks_accordion_items" CASCADE;
  DROP TABLE "_pages_v_blocks_accordion" CASCADE;
  DROP TABLE "_pages_v_blocks_tabs_items" CASCADE;
  DROP TABLE "_pages_v_blocks_tabs" CASCADE;
  DROP TABLE "_pages_v_blocks_table_columns" CASCADE;
  DROP TABLE "_pages_v_blocks_table_rows_cells" CASCADE;
  DROP TABLE "_pages_v_blocks_table_rows" CASCADE;
  DROP TABLE "_pages_v_blocks_table" CASCADE;
  DROP TABLE "_pages_v_blocks_cards_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_buttons_buttons" CASCADE;
  DROP TABLE "_pages_v_blocks_buttons" CASCADE;
  DROP TABLE "_pages_v_blocks_stats_stats" CASCADE;
  DROP TABLE "_pages_v_blocks_stats" CASCADE;
  DROP TABLE "_pages_v_blocks_carousel_slides" CASCADE;
  DROP TABLE "_pages_v_blocks_carousel" CASCADE;
  DROP TABLE "_pages_v_blocks_map" CASCADE;
  DROP TABLE "_pages_v_blocks_location_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_social_embed" CASCADE;
  DROP TABLE "_pages_v_blocks_external_links_links" CASCADE;
  DROP TABLE "_pages_v_blocks_external_links" CASCADE;
  DROP TABLE "_pages_v_blocks_toggle_buttons_items" CASCADE;
  DROP TABLE "_pages_v_blocks_toggle_buttons" CASCADE;
  DROP TABLE "_pages_v_blocks_rankings" CASCADE;
  DROP TABLE "_pages_v_blocks_exhibitions_grid" CASCADE;
  DROP TABLE "_pages_v_blocks_shared_block" CASCADE;
  DROP TABLE "_pages_v_version_facts" CASCADE;
  DROP TABLE "_pages_v_version_breadcrumbs" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  DROP TABLE "shared_blocks_blocks_header" CASCADE;
  DROP TABLE "shared_blocks_blocks_body_copy" CASCADE;
  DROP TABLE "shared_blocks_blocks_image" CASCADE;
  DROP TABLE "shared_blocks_blocks_video" CASCADE;
  DROP TABLE "shared_blocks_blocks_accordion_items" CASCADE;
  DROP TABLE "shared_blocks_blocks_accordion" CASCADE;
  DROP TABLE "shared_blocks_blocks_tabs_items" CASCADE;
  DROP TABLE "shared_blocks_blocks_tabs" CASCADE;
  DROP TABLE "shared_blocks_blocks_table_columns" CASCADE;
  DROP TABLE "shared_blocks_blocks_table_rows_cells" CASCADE;
  DROP TABLE "shared_blocks_blocks_table_rows" CASCADE;
  DROP TABLE "shared_blocks_blocks_table" CASCADE;
  DROP TABLE "shared_blocks_blocks_cards_cards" CASCADE;
  DROP TABLE "shared_blocks_blocks_cards" CASCADE;
  DROP TABLE "shared_blocks_blocks_buttons_buttons" CASCADE;
  DROP TABLE "shared_blocks_blocks_buttons" CASCADE;
  DROP TABLE "shared_blocks_blocks_stats_stats" CASCADE;
  DROP TABLE "shared_blocks_blocks_stats" CASCADE;
  DROP TABLE "shared_blocks_blocks_carousel_slides" CASCADE;
  DROP TABLE "shared_blocks_blocks_carousel" CASCADE;
  DROP TABLE "shared_blocks_blocks_map" CASCADE;
  DROP TABLE "shared_blocks_blocks_location_cards" CASCADE;
  DROP TABLE "shared_blocks_blocks_social_embed" CASCADE;
  DROP TABLE "shared_blocks_blocks_external_links_links" CASCADE;
  DROP TABLE "shared_blocks_blocks_external_links" CASCADE;
  DROP TABLE "shared_blocks_blocks_toggle_buttons_items" CASCADE;
  DROP TABLE "shared_blocks_blocks_toggle_buttons" CASCADE;
  DROP TABLE "shared_blocks_blocks_rankings" CASCADE;
  DROP TABLE "shared_blocks_blocks_exhibitions_grid" CASCADE;
  DROP TABLE "shared_blocks" CASCADE;
  DROP TABLE "shared_blocks_rels" CASCADE;
  DROP TABLE "_shared_blocks_v_blocks_header" CASCADE;
  DROP TABLE "_shared_blocks_v_blocks_body_copy" CASCADE;
  DROP TABLE "_shared_blocks_v_blocks_image" CASCADE;
  DROP TABLE "_shared_blocks_v_blocks_video" CASCADE;
  DROP TABLE "_shared_blocks_v_blocks_accordion_items" CASCADE;
  DROP TABLE "_shared_blocks_v_blocks_accordion" CASCADE;
  DROP TABLE "_shared_blocks_v_blocks_tabs_items" CASCADE;
  DROP TABLE "_shared_blocks_v_blocks_tabs" CASCADE;
  DROP TABLE "_shared_blocks_v_blocks_table_columns" CASCADE;
  DROP TABLE "_shared_blocks_v_blocks_table_rows_cells" CASCADE;
  DROP TABLE "_shared_blocks_v_blocks_table_rows" CASCADE;
  DROP TABLE "_shared_blocks_v_blocks_table" CASCADE;
  DROP TABLE "_shared_blocks_v_blocks_cards_cards" CASCADE;
  DROP TABLE "_shared_blocks_v_blocks_cards" CASCADE;
  DROP TABLE "_shared_blocks_v_blocks_buttons_buttons" CASCADE;
  DROP TABLE "_shared_blocks_v_blocks_buttons" CASCADE;
  DROP TABLE "_shared_blocks_v_blocks_stats_stats" CASCADE;
  DROP TABLE "_shared_blocks_v_blocks_stats" CASCADE;
  DROP TABLE "_shared_blocks_v_blocks_carousel_slides" CASCADE;
  DROP TABLE "_shared_blocks_v_blocks_carousel" CASCADE;
  DROP TABLE "_shared_blocks_v_blocks_map" CASCADE;
  DROP TABLE "_shared_blocks_v_blocks_location_cards" CASCADE;
  DROP TABLE "_shared_blocks_v_blocks_social_embed" CASCADE;
  DROP TABLE "_shared_blocks_v_blocks_external_links_links" CASCADE;
  DROP TABLE "_shared_blocks_v_blocks_external_links" CASCADE;
  DROP TABLE "_shared_blocks_v_blocks_toggle_buttons_items" CASCADE;
  DROP TABLE "_shared_blocks_v_blocks_toggle_buttons" CASCADE;
  DROP TABLE "_shared_blocks_v_blocks_rankings" CASCADE;
  DROP TABLE "_shared_blocks_v_blocks_exhibitions_grid" CASCADE;
  DROP TABLE "_shared_blocks_v" CASCADE;
  DROP TABLE "_shared_blocks_v_rels" CASCADE;
  DROP TABLE "rankings" CASCADE;
  DROP TABLE "_rankings_v" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "redirects_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_pages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_shared_blocks_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_rankings_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_redirects_fk";
  
  DROP INDEX "payload_locked_documents_rels_pages_id_idx";
  DROP INDEX "payload_locked_documents_rels_shared_blocks_id_idx";
  DROP INDEX "payload_locked_documents_rels_rankings_id_idx";
  DROP INDEX "payload_locked_documents_rels_redirects_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "pages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "shared_blocks_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "rankings_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "redirects_id";
  DROP TYPE "public"."enum_pages_blocks_header_level";
  DROP TYPE "public"."enum_pages_blocks_body_copy_format";
  DROP TYPE "public"."enum_pages_blocks_body_copy_width";
  DROP TYPE "public"."enum_pages_blocks_image_aspect_ratio";
  DROP TYPE "public"."enum_pages_blocks_image_width";
  DROP TYPE "public"."enum_pages_blocks_cards_cards_link_kind";
  DROP TYPE "public"."enum_pages_blocks_cards_layout";
  DROP TYPE "public"."enum_pages_blocks_buttons_buttons_type";
  DROP TYPE "public"."enum_pages_blocks_buttons_buttons_style";
  DROP TYPE "public"."enum_pages_blocks_carousel_slides_link_kind";
  DROP TYPE "public"."enum_pages_blocks_carousel_aspect_ratio";
  DROP TYPE "public"."enum_pages_blocks_location_cards_location_type";
  DROP TYPE "public"."enum_pages_blocks_location_cards_view";
  DROP TYPE "public"."enum_pages_blocks_external_links_links_kind";
  DROP TYPE "public"."enum_pages_blocks_external_links_links_network";
  DROP TYPE "public"."enum_pages_blocks_rankings_view";
  DROP TYPE "public"."enum_pages_blocks_rankings_ranking_type";
  DROP TYPE "public"."enum_pages_intro_kind";
  DROP TYPE "public"."enum_pages_hero_type";
  DROP TYPE "public"."enum_pages_template";
  DROP TYPE "public"."enum_pages_header_type";
  DROP TYPE "public"."enum_pages_exhibitions_grid";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_blocks_header_level";
  DROP TYPE "public"."enum__pages_v_blocks_body_copy_format";
  DROP TYPE "public"."enum__pages_v_blocks_body_copy_width";
  DROP TYPE "public"."enum__pages_v_blocks_image_aspect_ratio";
  DROP TYPE "public"."enum__pages_v_blocks_image_width";
  DROP TYPE "public"."enum__pages_v_blocks_cards_cards_link_kind";
  DROP TYPE "public"."enum__pages_v_blocks_cards_layout";
  DROP TYPE "public"."enum__pages_v_blocks_buttons_buttons_type";
  DROP TYPE "public"."enum__pages_v_blocks_buttons_buttons_style";
  DROP TYPE "public"."enum__pages_v_blocks_carousel_slides_link_kind";
  DROP TYPE "public"."enum__pages_v_blocks_carousel_aspect_ratio";
  DROP TYPE "public"."enum__pages_v_blocks_location_cards_location_type";
  DROP TYPE "public"."enum__pages_v_blocks_location_cards_view";
  DROP TYPE "public"."enum__pages_v_blocks_external_links_links_kind";
  DROP TYPE "public"."enum__pages_v_blocks_external_links_links_network";
  DROP TYPE "public"."enum__pages_v_blocks_rankings_view";
  DROP TYPE "public"."enum__pages_v_blocks_rankings_ranking_type";
  DROP TYPE "public"."enum__pages_v_version_intro_kind";
  DROP TYPE "public"."enum__pages_v_version_hero_type";
  DROP TYPE "public"."enum__pages_v_version_template";
  DROP TYPE "public"."enum__pages_v_version_header_type";
  DROP TYPE "public"."enum__pages_v_version_exhibitions_grid";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum_shared_blocks_blocks_header_level";
  DROP TYPE "public"."enum_shared_blocks_blocks_body_copy_format";
  DROP TYPE "public"."enum_shared_blocks_blocks_body_copy_width";
  DROP TYPE "public"."enum_shared_blocks_blocks_image_aspect_ratio";
  DROP TYPE "public"."enum_shared_blocks_blocks_image_width";
  DROP TYPE "public"."enum_shared_blocks_blocks_cards_cards_link_kind";
  DROP TYPE "public"."enum_shared_blocks_blocks_cards_layout";
  DROP TYPE "public"."enum_shared_blocks_blocks_buttons_buttons_type";
  DROP TYPE "public"."enum_shared_blocks_blocks_buttons_buttons_style";
  DROP TYPE "public"."enum_shared_blocks_blocks_carousel_slides_link_kind";
  DROP TYPE "public"."enum_shared_blocks_blocks_carousel_aspect_ratio";
  DROP TYPE "public"."enum_shared_blocks_blocks_location_cards_location_type";
  DROP TYPE "public"."enum_shared_blocks_blocks_location_cards_view";
  DROP TYPE "public"."enum_shared_blocks_blocks_external_links_links_kind";
  DROP TYPE "public"."enum_shared_blocks_blocks_external_links_links_network";
  DROP TYPE "public"."enum_shared_blocks_blocks_rankings_view";
  DROP TYPE "public"."enum_shared_blocks_blocks_rankings_ranking_type";
  DROP TYPE "public"."enum_shared_blocks_status";
  DROP TYPE "public"."enum__shared_blocks_v_blocks_header_level";
  DROP TYPE "public"."enum__shared_blocks_v_blocks_body_copy_format";
  DROP TYPE "public"."enum__shared_blocks_v_blocks_body_copy_width";
  DROP TYPE "public"."enum__shared_blocks_v_blocks_image_aspect_ratio";
  DROP TYPE "public"."enum__shared_blocks_v_blocks_image_width";
  DROP TYPE "public"."enum__shared_blocks_v_blocks_cards_cards_link_kind";
  DROP TYPE "public"."enum__shared_blocks_v_blocks_cards_layout";
  DROP TYPE "public"."enum__shared_blocks_v_blocks_buttons_buttons_type";
  DROP TYPE "public"."enum__shared_blocks_v_blocks_buttons_buttons_style";
  DROP TYPE "public"."enum__shared_blocks_v_blocks_carousel_slides_link_kind";
  DROP TYPE "public"."enum__shared_blocks_v_blocks_carousel_aspect_ratio";
  DROP TYPE "public"."enum__shared_blocks_v_blocks_location_cards_location_type";
  DROP TYPE "public"."enum__shared_blocks_v_blocks_location_cards_view";
  DROP TYPE "public"."enum__shared_blocks_v_blocks_external_links_links_kind";
  DROP TYPE "public"."enum__shared_blocks_v_blocks_external_links_links_network";
  DROP TYPE "public"."enum__shared_blocks_v_blocks_rankings_view";
  DROP TYPE "public"."enum__shared_blocks_v_blocks_rankings_ranking_type";
  DROP TYPE "public"."enum__shared_blocks_v_version_status";
  DROP TYPE "public"."enum_rankings_ranking_type";
  DROP TYPE "public"."enum_rankings_status";
  DROP TYPE "public"."enum__rankings_v_version_ranking_type";
  DROP TYPE "public"."enum__rankings_v_version_status";
  DROP TYPE "public"."enum_redirects_to_type";
  DROP TYPE "public"."enum_redirects_type";`)
}
