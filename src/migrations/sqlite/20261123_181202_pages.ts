import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_header\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kicker\` text,
  	\`heading\` text,
  	\`level\` text DEFAULT '2',
  	\`anchor\` text,
  	\`text\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_header_order_idx\` ON \`pages_blocks_header\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_header_parent_id_idx\` ON \`pages_blocks_header\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_header_path_idx\` ON \`pages_blocks_header\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_body_copy\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`format\` text DEFAULT 'richText',
  	\`content\` text,
  	\`html\` text,
  	\`width\` text DEFAULT 'column',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_body_copy_order_idx\` ON \`pages_blocks_body_copy\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_body_copy_parent_id_idx\` ON \`pages_blocks_body_copy\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_body_copy_path_idx\` ON \`pages_blocks_body_copy\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`aspect_ratio\` text DEFAULT 'free',
  	\`width\` text DEFAULT 'column',
  	\`caption\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_order_idx\` ON \`pages_blocks_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_parent_id_idx\` ON \`pages_blocks_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_path_idx\` ON \`pages_blocks_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_image_idx\` ON \`pages_blocks_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`title\` text,
  	\`poster_id\` integer,
  	\`caption\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_order_idx\` ON \`pages_blocks_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_parent_id_idx\` ON \`pages_blocks_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_path_idx\` ON \`pages_blocks_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_poster_idx\` ON \`pages_blocks_video\` (\`poster_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_accordion_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_accordion\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_items_order_idx\` ON \`pages_blocks_accordion_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_items_parent_id_idx\` ON \`pages_blocks_accordion_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_accordion\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`open_one_at_a_time\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_order_idx\` ON \`pages_blocks_accordion\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_parent_id_idx\` ON \`pages_blocks_accordion\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_path_idx\` ON \`pages_blocks_accordion\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_tabs_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`slug\` text,
  	\`content\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_tabs_items_order_idx\` ON \`pages_blocks_tabs_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_tabs_items_parent_id_idx\` ON \`pages_blocks_tabs_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_tabs_order_idx\` ON \`pages_blocks_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_tabs_parent_id_idx\` ON \`pages_blocks_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_tabs_path_idx\` ON \`pages_blocks_tabs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_table_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_table_columns_order_idx\` ON \`pages_blocks_table_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_table_columns_parent_id_idx\` ON \`pages_blocks_table_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_table_rows_cells\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_table_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_table_rows_cells_order_idx\` ON \`pages_blocks_table_rows_cells\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_table_rows_cells_parent_id_idx\` ON \`pages_blocks_table_rows_cells\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_table_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_table_rows_order_idx\` ON \`pages_blocks_table_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_table_rows_parent_id_idx\` ON \`pages_blocks_table_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_table\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`caption\` text,
  	\`row_headers\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_table_order_idx\` ON \`pages_blocks_table\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_table_parent_id_idx\` ON \`pages_blocks_table\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_table_path_idx\` ON \`pages_blocks_table\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_cards_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`kicker\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`link_kind\` text DEFAULT 'internal',
  	\`link_new_tab\` integer DEFAULT false,
  	\`link_url\` text,
  	\`link_label\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_cards_cards_order_idx\` ON \`pages_blocks_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cards_cards_parent_id_idx\` ON \`pages_blocks_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cards_cards_image_idx\` ON \`pages_blocks_cards_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`layout\` text DEFAULT 'PORTRAIT',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_cards_order_idx\` ON \`pages_blocks_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cards_parent_id_idx\` ON \`pages_blocks_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cards_path_idx\` ON \`pages_blocks_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_buttons_buttons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`type\` text DEFAULT 'Internal',
  	\`style\` text DEFAULT 'primary',
  	\`url\` text,
  	\`new_tab\` integer DEFAULT false,
  	\`modal_title\` text,
  	\`modal_content\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_buttons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_buttons_buttons_order_idx\` ON \`pages_blocks_buttons_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_buttons_buttons_parent_id_idx\` ON \`pages_blocks_buttons_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_buttons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_buttons_order_idx\` ON \`pages_blocks_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_buttons_parent_id_idx\` ON \`pages_blocks_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_buttons_path_idx\` ON \`pages_blocks_buttons\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_stats_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`source\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_stats_stats_order_idx\` ON \`pages_blocks_stats_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stats_stats_parent_id_idx\` ON \`pages_blocks_stats_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_stats_order_idx\` ON \`pages_blocks_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stats_parent_id_idx\` ON \`pages_blocks_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stats_path_idx\` ON \`pages_blocks_stats\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_carousel_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`caption\` text,
  	\`link_kind\` text DEFAULT 'internal',
  	\`link_new_tab\` integer DEFAULT false,
  	\`link_url\` text,
  	\`link_label\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_carousel_slides_order_idx\` ON \`pages_blocks_carousel_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_carousel_slides_parent_id_idx\` ON \`pages_blocks_carousel_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_carousel_slides_image_idx\` ON \`pages_blocks_carousel_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`aspect_ratio\` text DEFAULT '16:9',
  	\`autoplay\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_carousel_order_idx\` ON \`pages_blocks_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_carousel_parent_id_idx\` ON \`pages_blocks_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_carousel_path_idx\` ON \`pages_blocks_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_map\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`location_id\` integer,
  	\`title\` text,
  	\`address\` text,
  	\`latitude\` numeric,
  	\`longitude\` numeric,
  	\`zoom\` numeric DEFAULT 16,
  	\`block_name\` text,
  	FOREIGN KEY (\`location_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_map_order_idx\` ON \`pages_blocks_map\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_map_parent_id_idx\` ON \`pages_blocks_map\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_map_path_idx\` ON \`pages_blocks_map\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_map_location_idx\` ON \`pages_blocks_map\` (\`location_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_location_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`location_type\` text DEFAULT 'Facility',
  	\`view\` text DEFAULT 'with image',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_location_cards_order_idx\` ON \`pages_blocks_location_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_location_cards_parent_id_idx\` ON \`pages_blocks_location_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_location_cards_path_idx\` ON \`pages_blocks_location_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_social_embed\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`title\` text,
  	\`caption\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_social_embed_order_idx\` ON \`pages_blocks_social_embed\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_social_embed_parent_id_idx\` ON \`pages_blocks_social_embed\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_social_embed_path_idx\` ON \`pages_blocks_social_embed\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_external_links_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'Website',
  	\`network\` text,
  	\`url\` text,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_external_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_external_links_links_order_idx\` ON \`pages_blocks_external_links_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_external_links_links_parent_id_idx\` ON \`pages_blocks_external_links_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_external_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_external_links_order_idx\` ON \`pages_blocks_external_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_external_links_parent_id_idx\` ON \`pages_blocks_external_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_external_links_path_idx\` ON \`pages_blocks_external_links\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_toggle_buttons_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`content\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_toggle_buttons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_toggle_buttons_items_order_idx\` ON \`pages_blocks_toggle_buttons_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_toggle_buttons_items_parent_id_idx\` ON \`pages_blocks_toggle_buttons_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_toggle_buttons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`all_clicked_message\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_toggle_buttons_order_idx\` ON \`pages_blocks_toggle_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_toggle_buttons_parent_id_idx\` ON \`pages_blocks_toggle_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_toggle_buttons_path_idx\` ON \`pages_blocks_toggle_buttons\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_rankings\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`view\` text DEFAULT 'Grid',
  	\`ranking_type\` text DEFAULT 'All',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_rankings_order_idx\` ON \`pages_blocks_rankings\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rankings_parent_id_idx\` ON \`pages_blocks_rankings\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rankings_path_idx\` ON \`pages_blocks_rankings\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_exhibitions_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Exhibitions',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_exhibitions_grid_order_idx\` ON \`pages_blocks_exhibitions_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_exhibitions_grid_parent_id_idx\` ON \`pages_blocks_exhibitions_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_exhibitions_grid_path_idx\` ON \`pages_blocks_exhibitions_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_shared_block\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`block_id\`) REFERENCES \`shared_blocks\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_shared_block_order_idx\` ON \`pages_blocks_shared_block\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_shared_block_parent_id_idx\` ON \`pages_blocks_shared_block\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_shared_block_path_idx\` ON \`pages_blocks_shared_block\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_shared_block_block_idx\` ON \`pages_blocks_shared_block\` (\`block_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_facts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_facts_order_idx\` ON \`pages_facts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_facts_parent_id_idx\` ON \`pages_facts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_breadcrumbs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`doc_id\` integer,
  	\`url\` text,
  	\`label\` text,
  	FOREIGN KEY (\`doc_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_breadcrumbs_order_idx\` ON \`pages_breadcrumbs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_breadcrumbs_parent_id_idx\` ON \`pages_breadcrumbs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_breadcrumbs_doc_idx\` ON \`pages_breadcrumbs\` (\`doc_id\`);`)
  await db.run(sql`CREATE TABLE \`pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`summary\` text,
  	\`intro_kind\` text,
  	\`intro_text\` text,
  	\`intro_image_id\` integer,
  	\`intro_video_url\` text,
  	\`hero_type\` text DEFAULT 'none',
  	\`hero_image_id\` integer,
  	\`hero_video_url\` text,
  	\`hero_caption\` text,
  	\`template\` text,
  	\`header_type\` text DEFAULT 'default',
  	\`exhibitions_grid\` text DEFAULT 'none',
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`slug\` text,
  	\`path\` text,
  	\`parent_id\` integer,
  	\`sort_order\` numeric DEFAULT 0,
  	\`hide_from_search_engines\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`intro_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_intro_intro_image_idx\` ON \`pages\` (\`intro_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_hero_hero_image_idx\` ON \`pages\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_meta_meta_image_idx\` ON \`pages\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_path_idx\` ON \`pages\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_parent_idx\` ON \`pages\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_sort_order_idx\` ON \`pages\` (\`sort_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`pages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_rels_order_idx\` ON \`pages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_parent_idx\` ON \`pages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_path_idx\` ON \`pages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_pages_id_idx\` ON \`pages_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_header\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kicker\` text,
  	\`heading\` text,
  	\`level\` text DEFAULT '2',
  	\`anchor\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_header_order_idx\` ON \`_pages_v_blocks_header\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_header_parent_id_idx\` ON \`_pages_v_blocks_header\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_header_path_idx\` ON \`_pages_v_blocks_header\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_body_copy\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`format\` text DEFAULT 'richText',
  	\`content\` text,
  	\`html\` text,
  	\`width\` text DEFAULT 'column',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_body_copy_order_idx\` ON \`_pages_v_blocks_body_copy\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_body_copy_parent_id_idx\` ON \`_pages_v_blocks_body_copy\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_body_copy_path_idx\` ON \`_pages_v_blocks_body_copy\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`aspect_ratio\` text DEFAULT 'free',
  	\`width\` text DEFAULT 'column',
  	\`caption\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_order_idx\` ON \`_pages_v_blocks_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_parent_id_idx\` ON \`_pages_v_blocks_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_path_idx\` ON \`_pages_v_blocks_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_image_idx\` ON \`_pages_v_blocks_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`title\` text,
  	\`poster_id\` integer,
  	\`caption\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_order_idx\` ON \`_pages_v_blocks_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_parent_id_idx\` ON \`_pages_v_blocks_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_path_idx\` ON \`_pages_v_blocks_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_poster_idx\` ON \`_pages_v_blocks_video\` (\`poster_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_accordion_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_accordion\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_items_order_idx\` ON \`_pages_v_blocks_accordion_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_items_parent_id_idx\` ON \`_pages_v_blocks_accordion_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_accordion\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`open_one_at_a_time\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_order_idx\` ON \`_pages_v_blocks_accordion\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_parent_id_idx\` ON \`_pages_v_blocks_accordion\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_path_idx\` ON \`_pages_v_blocks_accordion\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_tabs_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`slug\` text,
  	\`content\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tabs_items_order_idx\` ON \`_pages_v_blocks_tabs_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tabs_items_parent_id_idx\` ON \`_pages_v_blocks_tabs_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tabs_order_idx\` ON \`_pages_v_blocks_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tabs_parent_id_idx\` ON \`_pages_v_blocks_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tabs_path_idx\` ON \`_pages_v_blocks_tabs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_table_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_table_columns_order_idx\` ON \`_pages_v_blocks_table_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_table_columns_parent_id_idx\` ON \`_pages_v_blocks_table_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_table_rows_cells\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_table_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_table_rows_cells_order_idx\` ON \`_pages_v_blocks_table_rows_cells\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_table_rows_cells_parent_id_idx\` ON \`_pages_v_blocks_table_rows_cells\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_table_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_table_rows_order_idx\` ON \`_pages_v_blocks_table_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_table_rows_parent_id_idx\` ON \`_pages_v_blocks_table_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_table\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`caption\` text,
  	\`row_headers\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_table_order_idx\` ON \`_pages_v_blocks_table\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_table_parent_id_idx\` ON \`_pages_v_blocks_table\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_table_path_idx\` ON \`_pages_v_blocks_table\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_cards_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`kicker\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`link_kind\` text DEFAULT 'internal',
  	\`link_new_tab\` integer DEFAULT false,
  	\`link_url\` text,
  	\`link_label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_cards_order_idx\` ON \`_pages_v_blocks_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_cards_parent_id_idx\` ON \`_pages_v_blocks_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_cards_image_idx\` ON \`_pages_v_blocks_cards_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`layout\` text DEFAULT 'PORTRAIT',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_order_idx\` ON \`_pages_v_blocks_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_parent_id_idx\` ON \`_pages_v_blocks_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_path_idx\` ON \`_pages_v_blocks_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_buttons_buttons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`type\` text DEFAULT 'Internal',
  	\`style\` text DEFAULT 'primary',
  	\`url\` text,
  	\`new_tab\` integer DEFAULT false,
  	\`modal_title\` text,
  	\`modal_content\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_buttons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_buttons_buttons_order_idx\` ON \`_pages_v_blocks_buttons_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_buttons_buttons_parent_id_idx\` ON \`_pages_v_blocks_buttons_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_buttons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_buttons_order_idx\` ON \`_pages_v_blocks_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_buttons_parent_id_idx\` ON \`_pages_v_blocks_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_buttons_path_idx\` ON \`_pages_v_blocks_buttons\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_stats_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`source\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stats_stats_order_idx\` ON \`_pages_v_blocks_stats_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stats_stats_parent_id_idx\` ON \`_pages_v_blocks_stats_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stats_order_idx\` ON \`_pages_v_blocks_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stats_parent_id_idx\` ON \`_pages_v_blocks_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stats_path_idx\` ON \`_pages_v_blocks_stats\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_carousel_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`caption\` text,
  	\`link_kind\` text DEFAULT 'internal',
  	\`link_new_tab\` integer DEFAULT false,
  	\`link_url\` text,
  	\`link_label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_carousel_slides_order_idx\` ON \`_pages_v_blocks_carousel_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_carousel_slides_parent_id_idx\` ON \`_pages_v_blocks_carousel_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_carousel_slides_image_idx\` ON \`_pages_v_blocks_carousel_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`aspect_ratio\` text DEFAULT '16:9',
  	\`autoplay\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_carousel_order_idx\` ON \`_pages_v_blocks_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_carousel_parent_id_idx\` ON \`_pages_v_blocks_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_carousel_path_idx\` ON \`_pages_v_blocks_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_map\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`location_id\` integer,
  	\`title\` text,
  	\`address\` text,
  	\`latitude\` numeric,
  	\`longitude\` numeric,
  	\`zoom\` numeric DEFAULT 16,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`location_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_map_order_idx\` ON \`_pages_v_blocks_map\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_map_parent_id_idx\` ON \`_pages_v_blocks_map\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_map_path_idx\` ON \`_pages_v_blocks_map\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_map_location_idx\` ON \`_pages_v_blocks_map\` (\`location_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_location_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`location_type\` text DEFAULT 'Facility',
  	\`view\` text DEFAULT 'with image',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_location_cards_order_idx\` ON \`_pages_v_blocks_location_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_location_cards_parent_id_idx\` ON \`_pages_v_blocks_location_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_location_cards_path_idx\` ON \`_pages_v_blocks_location_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_social_embed\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`title\` text,
  	\`caption\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_social_embed_order_idx\` ON \`_pages_v_blocks_social_embed\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_social_embed_parent_id_idx\` ON \`_pages_v_blocks_social_embed\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_social_embed_path_idx\` ON \`_pages_v_blocks_social_embed\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_external_links_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'Website',
  	\`network\` text,
  	\`url\` text,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_external_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_external_links_links_order_idx\` ON \`_pages_v_blocks_external_links_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_external_links_links_parent_id_idx\` ON \`_pages_v_blocks_external_links_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_external_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_external_links_order_idx\` ON \`_pages_v_blocks_external_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_external_links_parent_id_idx\` ON \`_pages_v_blocks_external_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_external_links_path_idx\` ON \`_pages_v_blocks_external_links\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_toggle_buttons_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`content\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_toggle_buttons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_toggle_buttons_items_order_idx\` ON \`_pages_v_blocks_toggle_buttons_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_toggle_buttons_items_parent_id_idx\` ON \`_pages_v_blocks_toggle_buttons_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_toggle_buttons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`all_clicked_message\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_toggle_buttons_order_idx\` ON \`_pages_v_blocks_toggle_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_toggle_buttons_parent_id_idx\` ON \`_pages_v_blocks_toggle_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_toggle_buttons_path_idx\` ON \`_pages_v_blocks_toggle_buttons\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_rankings\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`view\` text DEFAULT 'Grid',
  	\`ranking_type\` text DEFAULT 'All',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rankings_order_idx\` ON \`_pages_v_blocks_rankings\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rankings_parent_id_idx\` ON \`_pages_v_blocks_rankings\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rankings_path_idx\` ON \`_pages_v_blocks_rankings\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_exhibitions_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Exhibitions',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_exhibitions_grid_order_idx\` ON \`_pages_v_blocks_exhibitions_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_exhibitions_grid_parent_id_idx\` ON \`_pages_v_blocks_exhibitions_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_exhibitions_grid_path_idx\` ON \`_pages_v_blocks_exhibitions_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_shared_block\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`block_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`block_id\`) REFERENCES \`shared_blocks\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_shared_block_order_idx\` ON \`_pages_v_blocks_shared_block\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_shared_block_parent_id_idx\` ON \`_pages_v_blocks_shared_block\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_shared_block_path_idx\` ON \`_pages_v_blocks_shared_block\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_shared_block_block_idx\` ON \`_pages_v_blocks_shared_block\` (\`block_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_facts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_facts_order_idx\` ON \`_pages_v_version_facts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_facts_parent_id_idx\` ON \`_pages_v_version_facts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_breadcrumbs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`doc_id\` integer,
  	\`url\` text,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`doc_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_breadcrumbs_order_idx\` ON \`_pages_v_version_breadcrumbs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_breadcrumbs_parent_id_idx\` ON \`_pages_v_version_breadcrumbs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_breadcrumbs_doc_idx\` ON \`_pages_v_version_breadcrumbs\` (\`doc_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_summary\` text,
  	\`version_intro_kind\` text,
  	\`version_intro_text\` text,
  	\`version_intro_image_id\` integer,
  	\`version_intro_video_url\` text,
  	\`version_hero_type\` text DEFAULT 'none',
  	\`version_hero_image_id\` integer,
  	\`version_hero_video_url\` text,
  	\`version_hero_caption\` text,
  	\`version_template\` text,
  	\`version_header_type\` text DEFAULT 'default',
  	\`version_exhibitions_grid\` text DEFAULT 'none',
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version_slug\` text,
  	\`version_path\` text,
  	\`version_parent_id\` integer,
  	\`version_sort_order\` numeric DEFAULT 0,
  	\`version_hide_from_search_engines\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_intro_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_intro_version_intro_image_idx\` ON \`_pages_v\` (\`version_intro_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_hero_version_hero_image_idx\` ON \`_pages_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_meta_version_meta_image_idx\` ON \`_pages_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_slug_idx\` ON \`_pages_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_path_idx\` ON \`_pages_v\` (\`version_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_parent_idx\` ON \`_pages_v\` (\`version_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_sort_order_idx\` ON \`_pages_v\` (\`version_sort_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_order_idx\` ON \`_pages_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_parent_idx\` ON \`_pages_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_path_idx\` ON \`_pages_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_pages_id_idx\` ON \`_pages_v_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE TABLE \`shared_blocks_blocks_header\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kicker\` text,
  	\`heading\` text,
  	\`level\` text DEFAULT '2',
  	\`anchor\` text,
  	\`text\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`shared_blocks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_header_order_idx\` ON \`shared_blocks_blocks_header\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_header_parent_id_idx\` ON \`shared_blocks_blocks_header\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_header_path_idx\` ON \`shared_blocks_blocks_header\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`shared_blocks_blocks_body_copy\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`format\` text DEFAULT 'richText',
  	\`content\` text,
  	\`html\` text,
  	\`width\` text DEFAULT 'column',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`shared_blocks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_body_copy_order_idx\` ON \`shared_blocks_blocks_body_copy\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_body_copy_parent_id_idx\` ON \`shared_blocks_blocks_body_copy\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_body_copy_path_idx\` ON \`shared_blocks_blocks_body_copy\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`shared_blocks_blocks_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`aspect_ratio\` text DEFAULT 'free',
  	\`width\` text DEFAULT 'column',
  	\`caption\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`shared_blocks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_image_order_idx\` ON \`shared_blocks_blocks_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_image_parent_id_idx\` ON \`shared_blocks_blocks_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_image_path_idx\` ON \`shared_blocks_blocks_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_image_image_idx\` ON \`shared_blocks_blocks_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`shared_blocks_blocks_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`title\` text,
  	\`poster_id\` integer,
  	\`caption\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`shared_blocks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_video_order_idx\` ON \`shared_blocks_blocks_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_video_parent_id_idx\` ON \`shared_blocks_blocks_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_video_path_idx\` ON \`shared_blocks_blocks_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_video_poster_idx\` ON \`shared_blocks_blocks_video\` (\`poster_id\`);`)
  await db.run(sql`CREATE TABLE \`shared_blocks_blocks_accordion_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`shared_blocks_blocks_accordion\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_accordion_items_order_idx\` ON \`shared_blocks_blocks_accordion_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_accordion_items_parent_id_idx\` ON \`shared_blocks_blocks_accordion_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`shared_blocks_blocks_accordion\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`open_one_at_a_time\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`shared_blocks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_accordion_order_idx\` ON \`shared_blocks_blocks_accordion\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_accordion_parent_id_idx\` ON \`shared_blocks_blocks_accordion\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_accordion_path_idx\` ON \`shared_blocks_blocks_accordion\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`shared_blocks_blocks_tabs_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`slug\` text,
  	\`content\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`shared_blocks_blocks_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_tabs_items_order_idx\` ON \`shared_blocks_blocks_tabs_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_tabs_items_parent_id_idx\` ON \`shared_blocks_blocks_tabs_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`shared_blocks_blocks_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`shared_blocks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_tabs_order_idx\` ON \`shared_blocks_blocks_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_tabs_parent_id_idx\` ON \`shared_blocks_blocks_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_tabs_path_idx\` ON \`shared_blocks_blocks_tabs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`shared_blocks_blocks_table_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`shared_blocks_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_table_columns_order_idx\` ON \`shared_blocks_blocks_table_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_table_columns_parent_id_idx\` ON \`shared_blocks_blocks_table_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`shared_blocks_blocks_table_rows_cells\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`shared_blocks_blocks_table_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_table_rows_cells_order_idx\` ON \`shared_blocks_blocks_table_rows_cells\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_table_rows_cells_parent_id_idx\` ON \`shared_blocks_blocks_table_rows_cells\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`shared_blocks_blocks_table_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`shared_blocks_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_table_rows_order_idx\` ON \`shared_blocks_blocks_table_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_table_rows_parent_id_idx\` ON \`shared_blocks_blocks_table_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`shared_blocks_blocks_table\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`caption\` text,
  	\`row_headers\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`shared_blocks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_table_order_idx\` ON \`shared_blocks_blocks_table\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_table_parent_id_idx\` ON \`shared_blocks_blocks_table\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_table_path_idx\` ON \`shared_blocks_blocks_table\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`shared_blocks_blocks_cards_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`kicker\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`link_kind\` text DEFAULT 'internal',
  	\`link_new_tab\` integer DEFAULT false,
  	\`link_url\` text,
  	\`link_label\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`shared_blocks_blocks_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_cards_cards_order_idx\` ON \`shared_blocks_blocks_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_cards_cards_parent_id_idx\` ON \`shared_blocks_blocks_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_cards_cards_image_idx\` ON \`shared_blocks_blocks_cards_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`shared_blocks_blocks_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`layout\` text DEFAULT 'PORTRAIT',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`shared_blocks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_cards_order_idx\` ON \`shared_blocks_blocks_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_cards_parent_id_idx\` ON \`shared_blocks_blocks_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_cards_path_idx\` ON \`shared_blocks_blocks_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`shared_blocks_blocks_buttons_buttons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`type\` text DEFAULT 'Internal',
  	\`style\` text DEFAULT 'primary',
  	\`url\` text,
  	\`new_tab\` integer DEFAULT false,
  	\`modal_title\` text,
  	\`modal_content\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`shared_blocks_blocks_buttons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_buttons_buttons_order_idx\` ON \`shared_blocks_blocks_buttons_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_buttons_buttons_parent_id_idx\` ON \`shared_blocks_blocks_buttons_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`shared_blocks_blocks_buttons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`shared_blocks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_buttons_order_idx\` ON \`shared_blocks_blocks_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_buttons_parent_id_idx\` ON \`shared_blocks_blocks_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_buttons_path_idx\` ON \`shared_blocks_blocks_buttons\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`shared_blocks_blocks_stats_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`source\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`shared_blocks_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_stats_stats_order_idx\` ON \`shared_blocks_blocks_stats_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_stats_stats_parent_id_idx\` ON \`shared_blocks_blocks_stats_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`shared_blocks_blocks_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`shared_blocks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_stats_order_idx\` ON \`shared_blocks_blocks_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_stats_parent_id_idx\` ON \`shared_blocks_blocks_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_stats_path_idx\` ON \`shared_blocks_blocks_stats\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`shared_blocks_blocks_carousel_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`caption\` text,
  	\`link_kind\` text DEFAULT 'internal',
  	\`link_new_tab\` integer DEFAULT false,
  	\`link_url\` text,
  	\`link_label\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`shared_blocks_blocks_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_carousel_slides_order_idx\` ON \`shared_blocks_blocks_carousel_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_carousel_slides_parent_id_idx\` ON \`shared_blocks_blocks_carousel_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_carousel_slides_image_idx\` ON \`shared_blocks_blocks_carousel_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`shared_blocks_blocks_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`aspect_ratio\` text DEFAULT '16:9',
  	\`autoplay\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`shared_blocks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_carousel_order_idx\` ON \`shared_blocks_blocks_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_carousel_parent_id_idx\` ON \`shared_blocks_blocks_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_carousel_path_idx\` ON \`shared_blocks_blocks_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`shared_blocks_blocks_map\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`location_id\` integer,
  	\`title\` text,
  	\`address\` text,
  	\`latitude\` numeric,
  	\`longitude\` numeric,
  	\`zoom\` numeric DEFAULT 16,
  	\`block_name\` text,
  	FOREIGN KEY (\`location_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`shared_blocks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_map_order_idx\` ON \`shared_blocks_blocks_map\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_map_parent_id_idx\` ON \`shared_blocks_blocks_map\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_map_path_idx\` ON \`shared_blocks_blocks_map\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_map_location_idx\` ON \`shared_blocks_blocks_map\` (\`location_id\`);`)
  await db.run(sql`CREATE TABLE \`shared_blocks_blocks_location_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`location_type\` text DEFAULT 'Facility',
  	\`view\` text DEFAULT 'with image',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`shared_blocks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_location_cards_order_idx\` ON \`shared_blocks_blocks_location_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_location_cards_parent_id_idx\` ON \`shared_blocks_blocks_location_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_location_cards_path_idx\` ON \`shared_blocks_blocks_location_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`shared_blocks_blocks_social_embed\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`title\` text,
  	\`caption\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`shared_blocks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_social_embed_order_idx\` ON \`shared_blocks_blocks_social_embed\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_social_embed_parent_id_idx\` ON \`shared_blocks_blocks_social_embed\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_social_embed_path_idx\` ON \`shared_blocks_blocks_social_embed\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`shared_blocks_blocks_external_links_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'Website',
  	\`network\` text,
  	\`url\` text,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`shared_blocks_blocks_external_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_external_links_links_order_idx\` ON \`shared_blocks_blocks_external_links_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_external_links_links_parent_id_idx\` ON \`shared_blocks_blocks_external_links_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`shared_blocks_blocks_external_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`shared_blocks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_external_links_order_idx\` ON \`shared_blocks_blocks_external_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_external_links_parent_id_idx\` ON \`shared_blocks_blocks_external_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_external_links_path_idx\` ON \`shared_blocks_blocks_external_links\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`shared_blocks_blocks_toggle_buttons_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`content\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`shared_blocks_blocks_toggle_buttons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_toggle_buttons_items_order_idx\` ON \`shared_blocks_blocks_toggle_buttons_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_toggle_buttons_items_parent_id_idx\` ON \`shared_blocks_blocks_toggle_buttons_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`shared_blocks_blocks_toggle_buttons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`all_clicked_message\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`shared_blocks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_toggle_buttons_order_idx\` ON \`shared_blocks_blocks_toggle_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_toggle_buttons_parent_id_idx\` ON \`shared_blocks_blocks_toggle_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_toggle_buttons_path_idx\` ON \`shared_blocks_blocks_toggle_buttons\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`shared_blocks_blocks_rankings\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`view\` text DEFAULT 'Grid',
  	\`ranking_type\` text DEFAULT 'All',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`shared_blocks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_rankings_order_idx\` ON \`shared_blocks_blocks_rankings\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_rankings_parent_id_idx\` ON \`shared_blocks_blocks_rankings\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_rankings_path_idx\` ON \`shared_blocks_blocks_rankings\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`shared_blocks_blocks_exhibitions_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Exhibitions',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`shared_blocks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_exhibitions_grid_order_idx\` ON \`shared_blocks_blocks_exhibitions_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_exhibitions_grid_parent_id_idx\` ON \`shared_blocks_blocks_exhibitions_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_exhibitions_grid_path_idx\` ON \`shared_blocks_blocks_exhibitions_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`shared_blocks\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`shared_blocks_updated_at_idx\` ON \`shared_blocks\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_created_at_idx\` ON \`shared_blocks\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks__status_idx\` ON \`shared_blocks\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`shared_blocks_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`shared_blocks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shared_blocks_rels_order_idx\` ON \`shared_blocks_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_rels_parent_idx\` ON \`shared_blocks_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_rels_path_idx\` ON \`shared_blocks_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_rels_pages_id_idx\` ON \`shared_blocks_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE TABLE \`_shared_blocks_v_blocks_header\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kicker\` text,
  	\`heading\` text,
  	\`level\` text DEFAULT '2',
  	\`anchor\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_shared_blocks_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_header_order_idx\` ON \`_shared_blocks_v_blocks_header\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_header_parent_id_idx\` ON \`_shared_blocks_v_blocks_header\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_header_path_idx\` ON \`_shared_blocks_v_blocks_header\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_shared_blocks_v_blocks_body_copy\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`format\` text DEFAULT 'richText',
  	\`content\` text,
  	\`html\` text,
  	\`width\` text DEFAULT 'column',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_shared_blocks_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_body_copy_order_idx\` ON \`_shared_blocks_v_blocks_body_copy\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_body_copy_parent_id_idx\` ON \`_shared_blocks_v_blocks_body_copy\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_body_copy_path_idx\` ON \`_shared_blocks_v_blocks_body_copy\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_shared_blocks_v_blocks_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`aspect_ratio\` text DEFAULT 'free',
  	\`width\` text DEFAULT 'column',
  	\`caption\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_shared_blocks_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_image_order_idx\` ON \`_shared_blocks_v_blocks_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_image_parent_id_idx\` ON \`_shared_blocks_v_blocks_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_image_path_idx\` ON \`_shared_blocks_v_blocks_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_image_image_idx\` ON \`_shared_blocks_v_blocks_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_shared_blocks_v_blocks_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`title\` text,
  	\`poster_id\` integer,
  	\`caption\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_shared_blocks_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_video_order_idx\` ON \`_shared_blocks_v_blocks_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_video_parent_id_idx\` ON \`_shared_blocks_v_blocks_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_video_path_idx\` ON \`_shared_blocks_v_blocks_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_video_poster_idx\` ON \`_shared_blocks_v_blocks_video\` (\`poster_id\`);`)
  await db.run(sql`CREATE TABLE \`_shared_blocks_v_blocks_accordion_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_shared_blocks_v_blocks_accordion\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_accordion_items_order_idx\` ON \`_shared_blocks_v_blocks_accordion_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_accordion_items_parent_id_idx\` ON \`_shared_blocks_v_blocks_accordion_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_shared_blocks_v_blocks_accordion\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`open_one_at_a_time\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_shared_blocks_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_accordion_order_idx\` ON \`_shared_blocks_v_blocks_accordion\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_accordion_parent_id_idx\` ON \`_shared_blocks_v_blocks_accordion\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_accordion_path_idx\` ON \`_shared_blocks_v_blocks_accordion\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_shared_blocks_v_blocks_tabs_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`slug\` text,
  	\`content\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_shared_blocks_v_blocks_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_tabs_items_order_idx\` ON \`_shared_blocks_v_blocks_tabs_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_tabs_items_parent_id_idx\` ON \`_shared_blocks_v_blocks_tabs_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_shared_blocks_v_blocks_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_shared_blocks_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_tabs_order_idx\` ON \`_shared_blocks_v_blocks_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_tabs_parent_id_idx\` ON \`_shared_blocks_v_blocks_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_tabs_path_idx\` ON \`_shared_blocks_v_blocks_tabs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_shared_blocks_v_blocks_table_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_shared_blocks_v_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_table_columns_order_idx\` ON \`_shared_blocks_v_blocks_table_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_table_columns_parent_id_idx\` ON \`_shared_blocks_v_blocks_table_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_shared_blocks_v_blocks_table_rows_cells\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_shared_blocks_v_blocks_table_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_table_rows_cells_order_idx\` ON \`_shared_blocks_v_blocks_table_rows_cells\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_table_rows_cells_parent_id_idx\` ON \`_shared_blocks_v_blocks_table_rows_cells\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_shared_blocks_v_blocks_table_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_shared_blocks_v_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_table_rows_order_idx\` ON \`_shared_blocks_v_blocks_table_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_table_rows_parent_id_idx\` ON \`_shared_blocks_v_blocks_table_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_shared_blocks_v_blocks_table\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`caption\` text,
  	\`row_headers\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_shared_blocks_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_table_order_idx\` ON \`_shared_blocks_v_blocks_table\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_table_parent_id_idx\` ON \`_shared_blocks_v_blocks_table\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_table_path_idx\` ON \`_shared_blocks_v_blocks_table\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_shared_blocks_v_blocks_cards_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`kicker\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`link_kind\` text DEFAULT 'internal',
  	\`link_new_tab\` integer DEFAULT false,
  	\`link_url\` text,
  	\`link_label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_shared_blocks_v_blocks_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_cards_cards_order_idx\` ON \`_shared_blocks_v_blocks_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_cards_cards_parent_id_idx\` ON \`_shared_blocks_v_blocks_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_cards_cards_image_idx\` ON \`_shared_blocks_v_blocks_cards_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_shared_blocks_v_blocks_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`layout\` text DEFAULT 'PORTRAIT',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_shared_blocks_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_cards_order_idx\` ON \`_shared_blocks_v_blocks_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_cards_parent_id_idx\` ON \`_shared_blocks_v_blocks_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_cards_path_idx\` ON \`_shared_blocks_v_blocks_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_shared_blocks_v_blocks_buttons_buttons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`type\` text DEFAULT 'Internal',
  	\`style\` text DEFAULT 'primary',
  	\`url\` text,
  	\`new_tab\` integer DEFAULT false,
  	\`modal_title\` text,
  	\`modal_content\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_shared_blocks_v_blocks_buttons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_buttons_buttons_order_idx\` ON \`_shared_blocks_v_blocks_buttons_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_buttons_buttons_parent_id_idx\` ON \`_shared_blocks_v_blocks_buttons_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_shared_blocks_v_blocks_buttons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_shared_blocks_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_buttons_order_idx\` ON \`_shared_blocks_v_blocks_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_buttons_parent_id_idx\` ON \`_shared_blocks_v_blocks_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_buttons_path_idx\` ON \`_shared_blocks_v_blocks_buttons\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_shared_blocks_v_blocks_stats_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`source\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_shared_blocks_v_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_stats_stats_order_idx\` ON \`_shared_blocks_v_blocks_stats_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_stats_stats_parent_id_idx\` ON \`_shared_blocks_v_blocks_stats_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_shared_blocks_v_blocks_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_shared_blocks_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_stats_order_idx\` ON \`_shared_blocks_v_blocks_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_stats_parent_id_idx\` ON \`_shared_blocks_v_blocks_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_stats_path_idx\` ON \`_shared_blocks_v_blocks_stats\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_shared_blocks_v_blocks_carousel_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`caption\` text,
  	\`link_kind\` text DEFAULT 'internal',
  	\`link_new_tab\` integer DEFAULT false,
  	\`link_url\` text,
  	\`link_label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_shared_blocks_v_blocks_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_carousel_slides_order_idx\` ON \`_shared_blocks_v_blocks_carousel_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_carousel_slides_parent_id_idx\` ON \`_shared_blocks_v_blocks_carousel_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_carousel_slides_image_idx\` ON \`_shared_blocks_v_blocks_carousel_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_shared_blocks_v_blocks_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`aspect_ratio\` text DEFAULT '16:9',
  	\`autoplay\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_shared_blocks_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_carousel_order_idx\` ON \`_shared_blocks_v_blocks_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_carousel_parent_id_idx\` ON \`_shared_blocks_v_blocks_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_carousel_path_idx\` ON \`_shared_blocks_v_blocks_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_shared_blocks_v_blocks_map\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`location_id\` integer,
  	\`title\` text,
  	\`address\` text,
  	\`latitude\` numeric,
  	\`longitude\` numeric,
  	\`zoom\` numeric DEFAULT 16,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`location_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_shared_blocks_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_map_order_idx\` ON \`_shared_blocks_v_blocks_map\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_map_parent_id_idx\` ON \`_shared_blocks_v_blocks_map\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_map_path_idx\` ON \`_shared_blocks_v_blocks_map\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_map_location_idx\` ON \`_shared_blocks_v_blocks_map\` (\`location_id\`);`)
  await db.run(sql`CREATE TABLE \`_shared_blocks_v_blocks_location_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`location_type\` text DEFAULT 'Facility',
  	\`view\` text DEFAULT 'with image',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_shared_blocks_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_location_cards_order_idx\` ON \`_shared_blocks_v_blocks_location_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_location_cards_parent_id_idx\` ON \`_shared_blocks_v_blocks_location_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_location_cards_path_idx\` ON \`_shared_blocks_v_blocks_location_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_shared_blocks_v_blocks_social_embed\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`title\` text,
  	\`caption\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_shared_blocks_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_social_embed_order_idx\` ON \`_shared_blocks_v_blocks_social_embed\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_social_embed_parent_id_idx\` ON \`_shared_blocks_v_blocks_social_embed\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_social_embed_path_idx\` ON \`_shared_blocks_v_blocks_social_embed\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_shared_blocks_v_blocks_external_links_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'Website',
  	\`network\` text,
  	\`url\` text,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_shared_blocks_v_blocks_external_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_external_links_links_order_idx\` ON \`_shared_blocks_v_blocks_external_links_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_external_links_links_parent_id_idx\` ON \`_shared_blocks_v_blocks_external_links_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_shared_blocks_v_blocks_external_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_shared_blocks_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_external_links_order_idx\` ON \`_shared_blocks_v_blocks_external_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_external_links_parent_id_idx\` ON \`_shared_blocks_v_blocks_external_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_external_links_path_idx\` ON \`_shared_blocks_v_blocks_external_links\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_shared_blocks_v_blocks_toggle_buttons_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`content\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_shared_blocks_v_blocks_toggle_buttons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_toggle_buttons_items_order_idx\` ON \`_shared_blocks_v_blocks_toggle_buttons_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_toggle_buttons_items_parent_id_idx\` ON \`_shared_blocks_v_blocks_toggle_buttons_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_shared_blocks_v_blocks_toggle_buttons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`all_clicked_message\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_shared_blocks_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_toggle_buttons_order_idx\` ON \`_shared_blocks_v_blocks_toggle_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_toggle_buttons_parent_id_idx\` ON \`_shared_blocks_v_blocks_toggle_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_toggle_buttons_path_idx\` ON \`_shared_blocks_v_blocks_toggle_buttons\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_shared_blocks_v_blocks_rankings\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`view\` text DEFAULT 'Grid',
  	\`ranking_type\` text DEFAULT 'All',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_shared_blocks_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_rankings_order_idx\` ON \`_shared_blocks_v_blocks_rankings\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_rankings_parent_id_idx\` ON \`_shared_blocks_v_blocks_rankings\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_rankings_path_idx\` ON \`_shared_blocks_v_blocks_rankings\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_shared_blocks_v_blocks_exhibitions_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Exhibitions',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_shared_blocks_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_exhibitions_grid_order_idx\` ON \`_shared_blocks_v_blocks_exhibitions_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_exhibitions_grid_parent_id_idx\` ON \`_shared_blocks_v_blocks_exhibitions_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_exhibitions_grid_path_idx\` ON \`_shared_blocks_v_blocks_exhibitions_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_shared_blocks_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`shared_blocks\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_parent_idx\` ON \`_shared_blocks_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_version_version_updated_at_idx\` ON \`_shared_blocks_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_version_version_created_at_idx\` ON \`_shared_blocks_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_version_version__status_idx\` ON \`_shared_blocks_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_created_at_idx\` ON \`_shared_blocks_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_updated_at_idx\` ON \`_shared_blocks_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_latest_idx\` ON \`_shared_blocks_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_shared_blocks_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_shared_blocks_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_rels_order_idx\` ON \`_shared_blocks_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_rels_parent_idx\` ON \`_shared_blocks_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_rels_path_idx\` ON \`_shared_blocks_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_rels_pages_id_idx\` ON \`_shared_blocks_v_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE TABLE \`rankings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`rank\` text,
  	\`ranking_type\` text DEFAULT 'Institutional',
  	\`year\` numeric,
  	\`source\` text,
  	\`department_id\` integer,
  	\`url\` text,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`department_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`rankings_ranking_type_idx\` ON \`rankings\` (\`ranking_type\`);`)
  await db.run(sql`CREATE INDEX \`rankings_department_idx\` ON \`rankings\` (\`department_id\`);`)
  await db.run(sql`CREATE INDEX \`rankings_sort_order_idx\` ON \`rankings\` (\`sort_order\`);`)
  await db.run(sql`CREATE INDEX \`rankings_updated_at_idx\` ON \`rankings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`rankings_created_at_idx\` ON \`rankings\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`rankings__status_idx\` ON \`rankings\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_rankings_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_rank\` text,
  	\`version_ranking_type\` text DEFAULT 'Institutional',
  	\`version_year\` numeric,
  	\`version_source\` text,
  	\`version_department_id\` integer,
  	\`version_url\` text,
  	\`version_sort_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`rankings\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_department_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_rankings_v_parent_idx\` ON \`_rankings_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_rankings_v_version_version_ranking_type_idx\` ON \`_rankings_v\` (\`version_ranking_type\`);`)
  await db.run(sql`CREATE INDEX \`_rankings_v_version_version_department_idx\` ON \`_rankings_v\` (\`version_department_id\`);`)
  await db.run(sql`CREATE INDEX \`_rankings_v_version_version_sort_order_idx\` ON \`_rankings_v\` (\`version_sort_order\`);`)
  await db.run(sql`CREATE INDEX \`_rankings_v_version_version_updated_at_idx\` ON \`_rankings_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_rankings_v_version_version_created_at_idx\` ON \`_rankings_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_rankings_v_version_version__status_idx\` ON \`_rankings_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_rankings_v_created_at_idx\` ON \`_rankings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_rankings_v_updated_at_idx\` ON \`_rankings_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_rankings_v_latest_idx\` ON \`_rankings_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`redirects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`from\` text NOT NULL,
  	\`to_type\` text DEFAULT 'reference',
  	\`to_url\` text,
  	\`type\` text DEFAULT '301' NOT NULL,
  	\`approved\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`redirects_from_idx\` ON \`redirects\` (\`from\`);`)
  await db.run(sql`CREATE INDEX \`redirects_approved_idx\` ON \`redirects\` (\`approved\`);`)
  await db.run(sql`CREATE INDEX \`redirects_updated_at_idx\` ON \`redirects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`redirects_created_at_idx\` ON \`redirects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`redirects_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`redirects_rels_order_idx\` ON \`redirects_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_parent_idx\` ON \`redirects_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_path_idx\` ON \`redirects_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_pages_id_idx\` ON \`redirects_rels\` (\`pages_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`pages_id\` integer REFERENCES pages(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`shared_blocks_id\` integer REFERENCES shared_blocks(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`rankings_id\` integer REFERENCES rankings(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`redirects_id\` integer REFERENCES redirects(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_shared_blocks_id_idx\` ON \`payload_locked_documents_rels\` (\`shared_blocks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rankings_id_idx\` ON \`payload_locked_documents_rels\` (\`rankings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_header\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_body_copy\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_video\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_accordion_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_accordion\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_tabs_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_tabs\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_table_columns\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_table_rows_cells\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_table_rows\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_table\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_buttons_buttons\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_buttons\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_stats_stats\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_stats\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_carousel_slides\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_carousel\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_map\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_location_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_social_embed\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_external_links_links\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_external_links\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_toggle_buttons_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_toggle_buttons\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_rankings\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_exhibitions_grid\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_shared_block\`;`)
  await db.run(sql`DROP TABLE \`pages_facts\`;`)
  await db.run(sql`DROP TABLE \`pages_breadcrumbs\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages_rels\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_header\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_body_copy\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_image\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_video\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_accordion_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_accordion\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_tabs_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_tabs\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_table_columns\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_table_rows_cells\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_table_rows\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_table\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_buttons_buttons\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_buttons\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_stats_stats\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_stats\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_carousel_slides\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_carousel\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_map\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_location_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_social_embed\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_external_links_links\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_external_links\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_toggle_buttons_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_toggle_buttons\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_rankings\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_exhibitions_grid\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_shared_block\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_facts\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_breadcrumbs\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_rels\`;`)
  await db.run(sql`DROP TABLE \`shared_blocks_blocks_header\`;`)
  await db.run(sql`DROP TABLE \`shared_blocks_blocks_body_copy\`;`)
  await db.run(sql`DROP TABLE \`shared_blocks_blocks_image\`;`)
  await db.run(sql`DROP TABLE \`shared_blocks_blocks_video\`;`)
  await db.run(sql`DROP TABLE \`shared_blocks_blocks_accordion_items\`;`)
  await db.run(sql`DROP TABLE \`shared_blocks_blocks_accordion\`;`)
  await db.run(sql`DROP TABLE \`shared_blocks_blocks_tabs_items\`;`)
  await db.run(sql`DROP TABLE \`shared_blocks_blocks_tabs\`;`)
  await db.run(sql`DROP TABLE \`shared_blocks_blocks_table_columns\`;`)
  await db.run(sql`DROP TABLE \`shared_blocks_blocks_table_rows_cells\`;`)
  await db.run(sql`DROP TABLE \`shared_blocks_blocks_table_rows\`;`)
  await db.run(sql`DROP TABLE \`shared_blocks_blocks_table\`;`)
  await db.run(sql`DROP TABLE \`shared_blocks_blocks_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`shared_blocks_blocks_cards\`;`)
  await db.run(sql`DROP TABLE \`shared_blocks_blocks_buttons_buttons\`;`)
  await db.run(sql`DROP TABLE \`shared_blocks_blocks_buttons\`;`)
  await db.run(sql`DROP TABLE \`shared_blocks_blocks_stats_stats\`;`)
  await db.run(sql`DROP TABLE \`shared_blocks_blocks_stats\`;`)
  await db.run(sql`DROP TABLE \`shared_blocks_blocks_carousel_slides\`;`)
  await db.run(sql`DROP TABLE \`shared_blocks_blocks_carousel\`;`)
  await db.run(sql`DROP TABLE \`shared_blocks_blocks_map\`;`)
  await db.run(sql`DROP TABLE \`shared_blocks_blocks_location_cards\`;`)
  await db.run(sql`DROP TABLE \`shared_blocks_blocks_social_embed\`;`)
  await db.run(sql`DROP TABLE \`shared_blocks_blocks_external_links_links\`;`)
  await db.run(sql`DROP TABLE \`shared_blocks_blocks_external_links\`;`)
  await db.run(sql`DROP TABLE \`shared_blocks_blocks_toggle_buttons_items\`;`)
  await db.run(sql`DROP TABLE \`shared_blocks_blocks_toggle_buttons\`;`)
  await db.run(sql`DROP TABLE \`shared_blocks_blocks_rankings\`;`)
  await db.run(sql`DROP TABLE \`shared_blocks_blocks_exhibitions_grid\`;`)
  await db.run(sql`DROP TABLE \`shared_blocks\`;`)
  await db.run(sql`DROP TABLE \`shared_blocks_rels\`;`)
  await db.run(sql`DROP TABLE \`_shared_blocks_v_blocks_header\`;`)
  await db.run(sql`DROP TABLE \`_shared_blocks_v_blocks_body_copy\`;`)
  await db.run(sql`DROP TABLE \`_shared_blocks_v_blocks_image\`;`)
  await db.run(sql`DROP TABLE \`_shared_blocks_v_blocks_video\`;`)
  await db.run(sql`DROP TABLE \`_shared_blocks_v_blocks_accordion_items\`;`)
  await db.run(sql`DROP TABLE \`_shared_blocks_v_blocks_accordion\`;`)
  await db.run(sql`DROP TABLE \`_shared_blocks_v_blocks_tabs_items\`;`)
  await db.run(sql`DROP TABLE \`_shared_blocks_v_blocks_tabs\`;`)
  await db.run(sql`DROP TABLE \`_shared_blocks_v_blocks_table_columns\`;`)
  await db.run(sql`DROP TABLE \`_shared_blocks_v_blocks_table_rows_cells\`;`)
  await db.run(sql`DROP TABLE \`_shared_blocks_v_blocks_table_rows\`;`)
  await db.run(sql`DROP TABLE \`_shared_blocks_v_blocks_table\`;`)
  await db.run(sql`DROP TABLE \`_shared_blocks_v_blocks_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`_shared_blocks_v_blocks_cards\`;`)
  await db.run(sql`DROP TABLE \`_shared_blocks_v_blocks_buttons_buttons\`;`)
  await db.run(sql`DROP TABLE \`_shared_blocks_v_blocks_buttons\`;`)
  await db.run(sql`DROP TABLE \`_shared_blocks_v_blocks_stats_stats\`;`)
  await db.run(sql`DROP TABLE \`_shared_blocks_v_blocks_stats\`;`)
  await db.run(sql`DROP TABLE \`_shared_blocks_v_blocks_carousel_slides\`;`)
  await db.run(sql`DROP TABLE \`_shared_blocks_v_blocks_carousel\`;`)
  await db.run(sql`DROP TABLE \`_shared_blocks_v_blocks_map\`;`)
  await db.run(sql`DROP TABLE \`_shared_blocks_v_blocks_location_cards\`;`)
  await db.run(sql`DROP TABLE \`_shared_blocks_v_blocks_social_embed\`;`)
  await db.run(sql`DROP TABLE \`_shared_blocks_v_blocks_external_links_links\`;`)
  await db.run(sql`DROP TABLE \`_shared_blocks_v_blocks_external_links\`;`)
  await db.run(sql`DROP TABLE \`_shared_blocks_v_blocks_toggle_buttons_items\`;`)
  await db.run(sql`DROP TABLE \`_shared_blocks_v_blocks_toggle_buttons\`;`)
  await db.run(sql`DROP TABLE \`_shared_blocks_v_blocks_rankings\`;`)
  await db.run(sql`DROP TABLE \`_shared_blocks_v_blocks_exhibitions_grid\`;`)
  await db.run(sql`DROP TABLE \`_shared_blocks_v\`;`)
  await db.run(sql`DROP TABLE \`_shared_blocks_v_rels\`;`)
  await db.run(sql`DROP TABLE \`rankings\`;`)
  await db.run(sql`DROP TABLE \`_rankings_v\`;`)
  await db.run(sql`DROP TABLE \`redirects\`;`)
  await db.run(sql`DROP TABLE \`redirects_rels\`;`)
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
  	FOREIGN KEY (\`library_hours_id\`) REFERENCES \`library_hours\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "roles_id", "media_id", "departments_id", "tags_id", "locations_id", "buildings_id", "faculty_profiles_id", "site_wide_alerts_id", "home_page_alerts_id", "events_id", "exhibitors_id", "departments_and_categories_id", "videos_id", "video_channels_id", "library_hours_id") SELECT "id", "order", "parent_id", "path", "users_id", "roles_id", "media_id", "departments_id", "tags_id", "locations_id", "buildings_id", "faculty_profiles_id", "site_wide_alerts_id", "home_page_alerts_id", "events_id", "exhibitors_id", "departments_and_categories_id", "videos_id", "video_channels_id", "library_hours_id" FROM \`payload_locked_documents_rels\`;`)
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
}
