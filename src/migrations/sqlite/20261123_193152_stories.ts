import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_feature_feed\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Stories',
  	\`count\` numeric DEFAULT 2,
  	\`only_featured_on_homepage\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_feed_order_idx\` ON \`pages_blocks_feature_feed\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_feed_parent_id_idx\` ON \`pages_blocks_feature_feed\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_feed_path_idx\` ON \`pages_blocks_feature_feed\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_feature_feed\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Stories',
  	\`count\` numeric DEFAULT 2,
  	\`only_featured_on_homepage\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_feed_order_idx\` ON \`_pages_v_blocks_feature_feed\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_feed_parent_id_idx\` ON \`_pages_v_blocks_feature_feed\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_feed_path_idx\` ON \`_pages_v_blocks_feature_feed\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`shared_blocks_blocks_feature_feed\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Stories',
  	\`count\` numeric DEFAULT 2,
  	\`only_featured_on_homepage\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`shared_blocks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_feature_feed_order_idx\` ON \`shared_blocks_blocks_feature_feed\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_feature_feed_parent_id_idx\` ON \`shared_blocks_blocks_feature_feed\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_blocks_feature_feed_path_idx\` ON \`shared_blocks_blocks_feature_feed\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_shared_blocks_v_blocks_feature_feed\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Stories',
  	\`count\` numeric DEFAULT 2,
  	\`only_featured_on_homepage\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_shared_blocks_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_feature_feed_order_idx\` ON \`_shared_blocks_v_blocks_feature_feed\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_feature_feed_parent_id_idx\` ON \`_shared_blocks_v_blocks_feature_feed\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_blocks_feature_feed_path_idx\` ON \`_shared_blocks_v_blocks_feature_feed\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`features_blocks_header\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`features_blocks_header_order_idx\` ON \`features_blocks_header\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_header_parent_id_idx\` ON \`features_blocks_header\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_header_path_idx\` ON \`features_blocks_header\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`features_blocks_body_copy\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`format\` text DEFAULT 'richText',
  	\`content\` text,
  	\`html\` text,
  	\`width\` text DEFAULT 'column',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`features_blocks_body_copy_order_idx\` ON \`features_blocks_body_copy\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_body_copy_parent_id_idx\` ON \`features_blocks_body_copy\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_body_copy_path_idx\` ON \`features_blocks_body_copy\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`features_blocks_image\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`features_blocks_image_order_idx\` ON \`features_blocks_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_image_parent_id_idx\` ON \`features_blocks_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_image_path_idx\` ON \`features_blocks_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_image_image_idx\` ON \`features_blocks_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`features_blocks_video\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`features_blocks_video_order_idx\` ON \`features_blocks_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_video_parent_id_idx\` ON \`features_blocks_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_video_path_idx\` ON \`features_blocks_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_video_poster_idx\` ON \`features_blocks_video\` (\`poster_id\`);`)
  await db.run(sql`CREATE TABLE \`features_blocks_accordion_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`features_blocks_accordion\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`features_blocks_accordion_items_order_idx\` ON \`features_blocks_accordion_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_accordion_items_parent_id_idx\` ON \`features_blocks_accordion_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`features_blocks_accordion\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`open_one_at_a_time\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`features_blocks_accordion_order_idx\` ON \`features_blocks_accordion\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_accordion_parent_id_idx\` ON \`features_blocks_accordion\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_accordion_path_idx\` ON \`features_blocks_accordion\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`features_blocks_tabs_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`slug\` text,
  	\`content\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`features_blocks_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`features_blocks_tabs_items_order_idx\` ON \`features_blocks_tabs_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_tabs_items_parent_id_idx\` ON \`features_blocks_tabs_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`features_blocks_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`features_blocks_tabs_order_idx\` ON \`features_blocks_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_tabs_parent_id_idx\` ON \`features_blocks_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_tabs_path_idx\` ON \`features_blocks_tabs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`features_blocks_table_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`features_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`features_blocks_table_columns_order_idx\` ON \`features_blocks_table_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_table_columns_parent_id_idx\` ON \`features_blocks_table_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`features_blocks_table_rows_cells\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`features_blocks_table_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`features_blocks_table_rows_cells_order_idx\` ON \`features_blocks_table_rows_cells\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_table_rows_cells_parent_id_idx\` ON \`features_blocks_table_rows_cells\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`features_blocks_table_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`features_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`features_blocks_table_rows_order_idx\` ON \`features_blocks_table_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_table_rows_parent_id_idx\` ON \`features_blocks_table_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`features_blocks_table\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`caption\` text,
  	\`row_headers\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`features_blocks_table_order_idx\` ON \`features_blocks_table\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_table_parent_id_idx\` ON \`features_blocks_table\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_table_path_idx\` ON \`features_blocks_table\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`features_blocks_cards_cards\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`features_blocks_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`features_blocks_cards_cards_order_idx\` ON \`features_blocks_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_cards_cards_parent_id_idx\` ON \`features_blocks_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_cards_cards_image_idx\` ON \`features_blocks_cards_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`features_blocks_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`layout\` text DEFAULT 'PORTRAIT',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`features_blocks_cards_order_idx\` ON \`features_blocks_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_cards_parent_id_idx\` ON \`features_blocks_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_cards_path_idx\` ON \`features_blocks_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`features_blocks_buttons_buttons\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`features_blocks_buttons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`features_blocks_buttons_buttons_order_idx\` ON \`features_blocks_buttons_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_buttons_buttons_parent_id_idx\` ON \`features_blocks_buttons_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`features_blocks_buttons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`features_blocks_buttons_order_idx\` ON \`features_blocks_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_buttons_parent_id_idx\` ON \`features_blocks_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_buttons_path_idx\` ON \`features_blocks_buttons\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`features_blocks_stats_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`source\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`features_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`features_blocks_stats_stats_order_idx\` ON \`features_blocks_stats_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_stats_stats_parent_id_idx\` ON \`features_blocks_stats_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`features_blocks_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`features_blocks_stats_order_idx\` ON \`features_blocks_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_stats_parent_id_idx\` ON \`features_blocks_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_stats_path_idx\` ON \`features_blocks_stats\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`features_blocks_carousel_slides\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`features_blocks_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`features_blocks_carousel_slides_order_idx\` ON \`features_blocks_carousel_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_carousel_slides_parent_id_idx\` ON \`features_blocks_carousel_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_carousel_slides_image_idx\` ON \`features_blocks_carousel_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`features_blocks_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`aspect_ratio\` text DEFAULT '16:9',
  	\`autoplay\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`features_blocks_carousel_order_idx\` ON \`features_blocks_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_carousel_parent_id_idx\` ON \`features_blocks_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_carousel_path_idx\` ON \`features_blocks_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`features_blocks_map\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`features_blocks_map_order_idx\` ON \`features_blocks_map\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_map_parent_id_idx\` ON \`features_blocks_map\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_map_path_idx\` ON \`features_blocks_map\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_map_location_idx\` ON \`features_blocks_map\` (\`location_id\`);`)
  await db.run(sql`CREATE TABLE \`features_blocks_location_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`location_type\` text DEFAULT 'Facility',
  	\`view\` text DEFAULT 'with image',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`features_blocks_location_cards_order_idx\` ON \`features_blocks_location_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_location_cards_parent_id_idx\` ON \`features_blocks_location_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_location_cards_path_idx\` ON \`features_blocks_location_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`features_blocks_social_embed\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`title\` text,
  	\`caption\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`features_blocks_social_embed_order_idx\` ON \`features_blocks_social_embed\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_social_embed_parent_id_idx\` ON \`features_blocks_social_embed\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_social_embed_path_idx\` ON \`features_blocks_social_embed\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`features_blocks_external_links_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'Website',
  	\`network\` text,
  	\`url\` text,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`features_blocks_external_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`features_blocks_external_links_links_order_idx\` ON \`features_blocks_external_links_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_external_links_links_parent_id_idx\` ON \`features_blocks_external_links_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`features_blocks_external_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`features_blocks_external_links_order_idx\` ON \`features_blocks_external_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_external_links_parent_id_idx\` ON \`features_blocks_external_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_external_links_path_idx\` ON \`features_blocks_external_links\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`features_blocks_toggle_buttons_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`content\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`features_blocks_toggle_buttons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`features_blocks_toggle_buttons_items_order_idx\` ON \`features_blocks_toggle_buttons_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_toggle_buttons_items_parent_id_idx\` ON \`features_blocks_toggle_buttons_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`features_blocks_toggle_buttons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`all_clicked_message\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`features_blocks_toggle_buttons_order_idx\` ON \`features_blocks_toggle_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_toggle_buttons_parent_id_idx\` ON \`features_blocks_toggle_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_toggle_buttons_path_idx\` ON \`features_blocks_toggle_buttons\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`features_blocks_rankings\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`view\` text DEFAULT 'Grid',
  	\`ranking_type\` text DEFAULT 'All',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`features_blocks_rankings_order_idx\` ON \`features_blocks_rankings\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_rankings_parent_id_idx\` ON \`features_blocks_rankings\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_rankings_path_idx\` ON \`features_blocks_rankings\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`features_blocks_exhibitions_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Exhibitions',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`features_blocks_exhibitions_grid_order_idx\` ON \`features_blocks_exhibitions_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_exhibitions_grid_parent_id_idx\` ON \`features_blocks_exhibitions_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_exhibitions_grid_path_idx\` ON \`features_blocks_exhibitions_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`features_blocks_feature_feed\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Stories',
  	\`count\` numeric DEFAULT 2,
  	\`only_featured_on_homepage\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`features_blocks_feature_feed_order_idx\` ON \`features_blocks_feature_feed\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_feature_feed_parent_id_idx\` ON \`features_blocks_feature_feed\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_feature_feed_path_idx\` ON \`features_blocks_feature_feed\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`features_blocks_shared_block\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`block_id\`) REFERENCES \`shared_blocks\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`features_blocks_shared_block_order_idx\` ON \`features_blocks_shared_block\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_shared_block_parent_id_idx\` ON \`features_blocks_shared_block\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_shared_block_path_idx\` ON \`features_blocks_shared_block\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`features_blocks_shared_block_block_idx\` ON \`features_blocks_shared_block\` (\`block_id\`);`)
  await db.run(sql`CREATE TABLE \`features\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`summary\` text,
  	\`article_date\` text,
  	\`byline\` text,
  	\`hero_type\` text DEFAULT 'image',
  	\`hero_image_id\` integer,
  	\`hero_video_url\` text,
  	\`hero_caption\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`slug\` text,
  	\`featured_on_homepage\` integer DEFAULT false,
  	\`published\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`features_article_date_idx\` ON \`features\` (\`article_date\`);`)
  await db.run(sql`CREATE INDEX \`features_hero_hero_image_idx\` ON \`features\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`features_meta_meta_image_idx\` ON \`features\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`features_slug_idx\` ON \`features\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`features_featured_on_featured_on_homepage_idx\` ON \`features\` (\`featured_on_homepage\`);`)
  await db.run(sql`CREATE INDEX \`features_published_idx\` ON \`features\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`features_updated_at_idx\` ON \`features\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`features_created_at_idx\` ON \`features\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`features__status_idx\` ON \`features\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`features_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`features_id\` integer,
  	\`departments_id\` integer,
  	\`tags_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`features\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`features_id\`) REFERENCES \`features\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`departments_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`features_rels_order_idx\` ON \`features_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`features_rels_parent_idx\` ON \`features_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`features_rels_path_idx\` ON \`features_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`features_rels_pages_id_idx\` ON \`features_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`features_rels_features_id_idx\` ON \`features_rels\` (\`features_id\`);`)
  await db.run(sql`CREATE INDEX \`features_rels_departments_id_idx\` ON \`features_rels\` (\`departments_id\`);`)
  await db.run(sql`CREATE INDEX \`features_rels_tags_id_idx\` ON \`features_rels\` (\`tags_id\`);`)
  await db.run(sql`CREATE TABLE \`_features_v_blocks_header\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_features_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_header_order_idx\` ON \`_features_v_blocks_header\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_header_parent_id_idx\` ON \`_features_v_blocks_header\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_header_path_idx\` ON \`_features_v_blocks_header\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_features_v_blocks_body_copy\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_features_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_body_copy_order_idx\` ON \`_features_v_blocks_body_copy\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_body_copy_parent_id_idx\` ON \`_features_v_blocks_body_copy\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_body_copy_path_idx\` ON \`_features_v_blocks_body_copy\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_features_v_blocks_image\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_features_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_image_order_idx\` ON \`_features_v_blocks_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_image_parent_id_idx\` ON \`_features_v_blocks_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_image_path_idx\` ON \`_features_v_blocks_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_image_image_idx\` ON \`_features_v_blocks_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_features_v_blocks_video\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_features_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_video_order_idx\` ON \`_features_v_blocks_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_video_parent_id_idx\` ON \`_features_v_blocks_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_video_path_idx\` ON \`_features_v_blocks_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_video_poster_idx\` ON \`_features_v_blocks_video\` (\`poster_id\`);`)
  await db.run(sql`CREATE TABLE \`_features_v_blocks_accordion_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_features_v_blocks_accordion\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_accordion_items_order_idx\` ON \`_features_v_blocks_accordion_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_accordion_items_parent_id_idx\` ON \`_features_v_blocks_accordion_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_features_v_blocks_accordion\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`open_one_at_a_time\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_features_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_accordion_order_idx\` ON \`_features_v_blocks_accordion\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_accordion_parent_id_idx\` ON \`_features_v_blocks_accordion\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_accordion_path_idx\` ON \`_features_v_blocks_accordion\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_features_v_blocks_tabs_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`slug\` text,
  	\`content\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_features_v_blocks_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_tabs_items_order_idx\` ON \`_features_v_blocks_tabs_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_tabs_items_parent_id_idx\` ON \`_features_v_blocks_tabs_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_features_v_blocks_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_features_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_tabs_order_idx\` ON \`_features_v_blocks_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_tabs_parent_id_idx\` ON \`_features_v_blocks_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_tabs_path_idx\` ON \`_features_v_blocks_tabs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_features_v_blocks_table_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_features_v_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_table_columns_order_idx\` ON \`_features_v_blocks_table_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_table_columns_parent_id_idx\` ON \`_features_v_blocks_table_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_features_v_blocks_table_rows_cells\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_features_v_blocks_table_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_table_rows_cells_order_idx\` ON \`_features_v_blocks_table_rows_cells\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_table_rows_cells_parent_id_idx\` ON \`_features_v_blocks_table_rows_cells\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_features_v_blocks_table_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_features_v_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_table_rows_order_idx\` ON \`_features_v_blocks_table_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_table_rows_parent_id_idx\` ON \`_features_v_blocks_table_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_features_v_blocks_table\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`caption\` text,
  	\`row_headers\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_features_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_table_order_idx\` ON \`_features_v_blocks_table\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_table_parent_id_idx\` ON \`_features_v_blocks_table\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_table_path_idx\` ON \`_features_v_blocks_table\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_features_v_blocks_cards_cards\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_features_v_blocks_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_cards_cards_order_idx\` ON \`_features_v_blocks_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_cards_cards_parent_id_idx\` ON \`_features_v_blocks_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_cards_cards_image_idx\` ON \`_features_v_blocks_cards_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_features_v_blocks_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`layout\` text DEFAULT 'PORTRAIT',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_features_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_cards_order_idx\` ON \`_features_v_blocks_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_cards_parent_id_idx\` ON \`_features_v_blocks_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_cards_path_idx\` ON \`_features_v_blocks_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_features_v_blocks_buttons_buttons\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_features_v_blocks_buttons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_buttons_buttons_order_idx\` ON \`_features_v_blocks_buttons_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_buttons_buttons_parent_id_idx\` ON \`_features_v_blocks_buttons_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_features_v_blocks_buttons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_features_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_buttons_order_idx\` ON \`_features_v_blocks_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_buttons_parent_id_idx\` ON \`_features_v_blocks_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_buttons_path_idx\` ON \`_features_v_blocks_buttons\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_features_v_blocks_stats_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`source\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_features_v_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_stats_stats_order_idx\` ON \`_features_v_blocks_stats_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_stats_stats_parent_id_idx\` ON \`_features_v_blocks_stats_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_features_v_blocks_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_features_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_stats_order_idx\` ON \`_features_v_blocks_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_stats_parent_id_idx\` ON \`_features_v_blocks_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_stats_path_idx\` ON \`_features_v_blocks_stats\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_features_v_blocks_carousel_slides\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_features_v_blocks_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_carousel_slides_order_idx\` ON \`_features_v_blocks_carousel_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_carousel_slides_parent_id_idx\` ON \`_features_v_blocks_carousel_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_carousel_slides_image_idx\` ON \`_features_v_blocks_carousel_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_features_v_blocks_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`aspect_ratio\` text DEFAULT '16:9',
  	\`autoplay\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_features_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_carousel_order_idx\` ON \`_features_v_blocks_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_carousel_parent_id_idx\` ON \`_features_v_blocks_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_carousel_path_idx\` ON \`_features_v_blocks_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_features_v_blocks_map\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_features_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_map_order_idx\` ON \`_features_v_blocks_map\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_map_parent_id_idx\` ON \`_features_v_blocks_map\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_map_path_idx\` ON \`_features_v_blocks_map\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_map_location_idx\` ON \`_features_v_blocks_map\` (\`location_id\`);`)
  await db.run(sql`CREATE TABLE \`_features_v_blocks_location_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`location_type\` text DEFAULT 'Facility',
  	\`view\` text DEFAULT 'with image',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_features_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_location_cards_order_idx\` ON \`_features_v_blocks_location_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_location_cards_parent_id_idx\` ON \`_features_v_blocks_location_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_location_cards_path_idx\` ON \`_features_v_blocks_location_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_features_v_blocks_social_embed\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`title\` text,
  	\`caption\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_features_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_social_embed_order_idx\` ON \`_features_v_blocks_social_embed\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_social_embed_parent_id_idx\` ON \`_features_v_blocks_social_embed\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_social_embed_path_idx\` ON \`_features_v_blocks_social_embed\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_features_v_blocks_external_links_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'Website',
  	\`network\` text,
  	\`url\` text,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_features_v_blocks_external_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_external_links_links_order_idx\` ON \`_features_v_blocks_external_links_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_external_links_links_parent_id_idx\` ON \`_features_v_blocks_external_links_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_features_v_blocks_external_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_features_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_external_links_order_idx\` ON \`_features_v_blocks_external_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_external_links_parent_id_idx\` ON \`_features_v_blocks_external_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_external_links_path_idx\` ON \`_features_v_blocks_external_links\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_features_v_blocks_toggle_buttons_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`content\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_features_v_blocks_toggle_buttons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_toggle_buttons_items_order_idx\` ON \`_features_v_blocks_toggle_buttons_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_toggle_buttons_items_parent_id_idx\` ON \`_features_v_blocks_toggle_buttons_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_features_v_blocks_toggle_buttons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`all_clicked_message\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_features_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_toggle_buttons_order_idx\` ON \`_features_v_blocks_toggle_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_toggle_buttons_parent_id_idx\` ON \`_features_v_blocks_toggle_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_toggle_buttons_path_idx\` ON \`_features_v_blocks_toggle_buttons\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_features_v_blocks_rankings\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`view\` text DEFAULT 'Grid',
  	\`ranking_type\` text DEFAULT 'All',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_features_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_rankings_order_idx\` ON \`_features_v_blocks_rankings\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_rankings_parent_id_idx\` ON \`_features_v_blocks_rankings\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_rankings_path_idx\` ON \`_features_v_blocks_rankings\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_features_v_blocks_exhibitions_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Exhibitions',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_features_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_exhibitions_grid_order_idx\` ON \`_features_v_blocks_exhibitions_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_exhibitions_grid_parent_id_idx\` ON \`_features_v_blocks_exhibitions_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_exhibitions_grid_path_idx\` ON \`_features_v_blocks_exhibitions_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_features_v_blocks_feature_feed\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Stories',
  	\`count\` numeric DEFAULT 2,
  	\`only_featured_on_homepage\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_features_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_feature_feed_order_idx\` ON \`_features_v_blocks_feature_feed\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_feature_feed_parent_id_idx\` ON \`_features_v_blocks_feature_feed\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_feature_feed_path_idx\` ON \`_features_v_blocks_feature_feed\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_features_v_blocks_shared_block\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`block_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`block_id\`) REFERENCES \`shared_blocks\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_features_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_shared_block_order_idx\` ON \`_features_v_blocks_shared_block\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_shared_block_parent_id_idx\` ON \`_features_v_blocks_shared_block\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_shared_block_path_idx\` ON \`_features_v_blocks_shared_block\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_blocks_shared_block_block_idx\` ON \`_features_v_blocks_shared_block\` (\`block_id\`);`)
  await db.run(sql`CREATE TABLE \`_features_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_summary\` text,
  	\`version_article_date\` text,
  	\`version_byline\` text,
  	\`version_hero_type\` text DEFAULT 'image',
  	\`version_hero_image_id\` integer,
  	\`version_hero_video_url\` text,
  	\`version_hero_caption\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version_slug\` text,
  	\`version_featured_on_homepage\` integer DEFAULT false,
  	\`version_published\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`features\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_features_v_parent_idx\` ON \`_features_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_version_version_article_date_idx\` ON \`_features_v\` (\`version_article_date\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_version_hero_version_hero_image_idx\` ON \`_features_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_version_meta_version_meta_image_idx\` ON \`_features_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_version_version_slug_idx\` ON \`_features_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_version_featured_on_version_featured_on_home_idx\` ON \`_features_v\` (\`version_featured_on_homepage\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_version_version_published_idx\` ON \`_features_v\` (\`version_published\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_version_version_updated_at_idx\` ON \`_features_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_version_version_created_at_idx\` ON \`_features_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_version_version__status_idx\` ON \`_features_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_created_at_idx\` ON \`_features_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_updated_at_idx\` ON \`_features_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_latest_idx\` ON \`_features_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_features_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`features_id\` integer,
  	\`departments_id\` integer,
  	\`tags_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_features_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`features_id\`) REFERENCES \`features\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`departments_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_features_v_rels_order_idx\` ON \`_features_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_rels_parent_idx\` ON \`_features_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_rels_path_idx\` ON \`_features_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_rels_pages_id_idx\` ON \`_features_v_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_rels_features_id_idx\` ON \`_features_v_rels\` (\`features_id\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_rels_departments_id_idx\` ON \`_features_v_rels\` (\`departments_id\`);`)
  await db.run(sql`CREATE INDEX \`_features_v_rels_tags_id_idx\` ON \`_features_v_rels\` (\`tags_id\`);`)
  await db.run(sql`CREATE TABLE \`homepage_featured_stories\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'Story',
  	\`feature_id\` integer,
  	\`video_id\` integer,
  	\`title\` text,
  	\`kicker\` text,
  	\`years\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`link_kind\` text DEFAULT 'internal',
  	\`link_new_tab\` integer DEFAULT false,
  	\`link_url\` text,
  	\`link_label\` text,
  	FOREIGN KEY (\`feature_id\`) REFERENCES \`features\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`homepage\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`homepage_featured_stories_order_idx\` ON \`homepage_featured_stories\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`homepage_featured_stories_parent_id_idx\` ON \`homepage_featured_stories\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`homepage_featured_stories_feature_idx\` ON \`homepage_featured_stories\` (\`feature_id\`);`)
  await db.run(sql`CREATE INDEX \`homepage_featured_stories_video_idx\` ON \`homepage_featured_stories\` (\`video_id\`);`)
  await db.run(sql`CREATE INDEX \`homepage_featured_stories_image_idx\` ON \`homepage_featured_stories\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`homepage_blocks_feature_feed\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Stories',
  	\`count\` numeric DEFAULT 2,
  	\`only_featured_on_homepage\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`homepage\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`homepage_blocks_feature_feed_order_idx\` ON \`homepage_blocks_feature_feed\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`homepage_blocks_feature_feed_parent_id_idx\` ON \`homepage_blocks_feature_feed\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`homepage_blocks_feature_feed_path_idx\` ON \`homepage_blocks_feature_feed\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`homepage_blocks_stats_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`source\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`homepage_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`homepage_blocks_stats_stats_order_idx\` ON \`homepage_blocks_stats_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`homepage_blocks_stats_stats_parent_id_idx\` ON \`homepage_blocks_stats_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`homepage_blocks_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`homepage\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`homepage_blocks_stats_order_idx\` ON \`homepage_blocks_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`homepage_blocks_stats_parent_id_idx\` ON \`homepage_blocks_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`homepage_blocks_stats_path_idx\` ON \`homepage_blocks_stats\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`homepage_blocks_impact\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`link_kind\` text DEFAULT 'internal',
  	\`link_new_tab\` integer DEFAULT false,
  	\`link_url\` text,
  	\`link_label\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`homepage\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`homepage_blocks_impact_order_idx\` ON \`homepage_blocks_impact\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`homepage_blocks_impact_parent_id_idx\` ON \`homepage_blocks_impact\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`homepage_blocks_impact_path_idx\` ON \`homepage_blocks_impact\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`homepage_blocks_impact_image_idx\` ON \`homepage_blocks_impact\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`homepage_blocks_carousel_slides\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`homepage_blocks_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`homepage_blocks_carousel_slides_order_idx\` ON \`homepage_blocks_carousel_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`homepage_blocks_carousel_slides_parent_id_idx\` ON \`homepage_blocks_carousel_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`homepage_blocks_carousel_slides_image_idx\` ON \`homepage_blocks_carousel_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`homepage_blocks_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`aspect_ratio\` text DEFAULT '16:9',
  	\`autoplay\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`homepage\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`homepage_blocks_carousel_order_idx\` ON \`homepage_blocks_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`homepage_blocks_carousel_parent_id_idx\` ON \`homepage_blocks_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`homepage_blocks_carousel_path_idx\` ON \`homepage_blocks_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`landing_strip_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`title\` text,
  	\`text\` text,
  	\`link_kind\` text DEFAULT 'internal',
  	\`link_new_tab\` integer DEFAULT false,
  	\`link_url\` text,
  	\`link_label\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing_strip\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`landing_strip_slides_order_idx\` ON \`landing_strip_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_strip_slides_parent_id_idx\` ON \`landing_strip_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_strip_slides_image_idx\` ON \`landing_strip_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`landing_strip\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`homepage\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`landing_strip_order_idx\` ON \`landing_strip\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_strip_parent_id_idx\` ON \`landing_strip\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_strip_path_idx\` ON \`landing_strip\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`homepage_blocks_featured_events_section\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`show_callout\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`homepage\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`homepage_blocks_featured_events_section_order_idx\` ON \`homepage_blocks_featured_events_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`homepage_blocks_featured_events_section_parent_id_idx\` ON \`homepage_blocks_featured_events_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`homepage_blocks_featured_events_section_path_idx\` ON \`homepage_blocks_featured_events_section\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`homepage_blocks_video_feed_tiktok_posts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`caption\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`homepage_blocks_video_feed\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`homepage_blocks_video_feed_tiktok_posts_order_idx\` ON \`homepage_blocks_video_feed_tiktok_posts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`homepage_blocks_video_feed_tiktok_posts_parent_id_idx\` ON \`homepage_blocks_video_feed_tiktok_posts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`homepage_blocks_video_feed_tiktok_posts_image_idx\` ON \`homepage_blocks_video_feed_tiktok_posts\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`homepage_blocks_video_feed\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Watch',
  	\`type\` text DEFAULT 'OnlyVideos',
  	\`channel_id\` integer,
  	\`count\` numeric DEFAULT 4,
  	\`profile_url\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`channel_id\`) REFERENCES \`video_channels\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`homepage\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`homepage_blocks_video_feed_order_idx\` ON \`homepage_blocks_video_feed\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`homepage_blocks_video_feed_parent_id_idx\` ON \`homepage_blocks_video_feed\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`homepage_blocks_video_feed_path_idx\` ON \`homepage_blocks_video_feed\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`homepage_blocks_video_feed_channel_idx\` ON \`homepage_blocks_video_feed\` (\`channel_id\`);`)
  await db.run(sql`CREATE TABLE \`homepage_blocks_notable_alumni_alumni\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`class_of\` text,
  	\`discipline\` text,
  	\`image_id\` integer,
  	\`url\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`homepage_blocks_notable_alumni\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`homepage_blocks_notable_alumni_alumni_order_idx\` ON \`homepage_blocks_notable_alumni_alumni\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`homepage_blocks_notable_alumni_alumni_parent_id_idx\` ON \`homepage_blocks_notable_alumni_alumni\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`homepage_blocks_notable_alumni_alumni_image_idx\` ON \`homepage_blocks_notable_alumni_alumni\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`homepage_blocks_notable_alumni\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Notable alumni',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`homepage\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`homepage_blocks_notable_alumni_order_idx\` ON \`homepage_blocks_notable_alumni\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`homepage_blocks_notable_alumni_parent_id_idx\` ON \`homepage_blocks_notable_alumni\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`homepage_blocks_notable_alumni_path_idx\` ON \`homepage_blocks_notable_alumni\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`homepage\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`template\` text DEFAULT 'ThreeFeaturedStories',
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`homepage__status_idx\` ON \`homepage\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`homepage_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`features_id\` integer,
  	\`departments_id\` integer,
  	\`tags_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`homepage\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`features_id\`) REFERENCES \`features\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`departments_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`homepage_rels_order_idx\` ON \`homepage_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`homepage_rels_parent_idx\` ON \`homepage_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`homepage_rels_path_idx\` ON \`homepage_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`homepage_rels_pages_id_idx\` ON \`homepage_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`homepage_rels_features_id_idx\` ON \`homepage_rels\` (\`features_id\`);`)
  await db.run(sql`CREATE INDEX \`homepage_rels_departments_id_idx\` ON \`homepage_rels\` (\`departments_id\`);`)
  await db.run(sql`CREATE INDEX \`homepage_rels_tags_id_idx\` ON \`homepage_rels\` (\`tags_id\`);`)
  await db.run(sql`CREATE TABLE \`_homepage_v_version_featured_stories\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'Story',
  	\`feature_id\` integer,
  	\`video_id\` integer,
  	\`title\` text,
  	\`kicker\` text,
  	\`years\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`link_kind\` text DEFAULT 'internal',
  	\`link_new_tab\` integer DEFAULT false,
  	\`link_url\` text,
  	\`link_label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`feature_id\`) REFERENCES \`features\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_homepage_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_homepage_v_version_featured_stories_order_idx\` ON \`_homepage_v_version_featured_stories\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_homepage_v_version_featured_stories_parent_id_idx\` ON \`_homepage_v_version_featured_stories\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_homepage_v_version_featured_stories_feature_idx\` ON \`_homepage_v_version_featured_stories\` (\`feature_id\`);`)
  await db.run(sql`CREATE INDEX \`_homepage_v_version_featured_stories_video_idx\` ON \`_homepage_v_version_featured_stories\` (\`video_id\`);`)
  await db.run(sql`CREATE INDEX \`_homepage_v_version_featured_stories_image_idx\` ON \`_homepage_v_version_featured_stories\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_homepage_v_blocks_feature_feed\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Stories',
  	\`count\` numeric DEFAULT 2,
  	\`only_featured_on_homepage\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_homepage_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_homepage_v_blocks_feature_feed_order_idx\` ON \`_homepage_v_blocks_feature_feed\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_homepage_v_blocks_feature_feed_parent_id_idx\` ON \`_homepage_v_blocks_feature_feed\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_homepage_v_blocks_feature_feed_path_idx\` ON \`_homepage_v_blocks_feature_feed\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_homepage_v_blocks_stats_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`source\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_homepage_v_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_homepage_v_blocks_stats_stats_order_idx\` ON \`_homepage_v_blocks_stats_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_homepage_v_blocks_stats_stats_parent_id_idx\` ON \`_homepage_v_blocks_stats_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_homepage_v_blocks_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_homepage_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_homepage_v_blocks_stats_order_idx\` ON \`_homepage_v_blocks_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_homepage_v_blocks_stats_parent_id_idx\` ON \`_homepage_v_blocks_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_homepage_v_blocks_stats_path_idx\` ON \`_homepage_v_blocks_stats\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_homepage_v_blocks_impact\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`link_kind\` text DEFAULT 'internal',
  	\`link_new_tab\` integer DEFAULT false,
  	\`link_url\` text,
  	\`link_label\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_homepage_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_homepage_v_blocks_impact_order_idx\` ON \`_homepage_v_blocks_impact\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_homepage_v_blocks_impact_parent_id_idx\` ON \`_homepage_v_blocks_impact\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_homepage_v_blocks_impact_path_idx\` ON \`_homepage_v_blocks_impact\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_homepage_v_blocks_impact_image_idx\` ON \`_homepage_v_blocks_impact\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_homepage_v_blocks_carousel_slides\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_homepage_v_blocks_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_homepage_v_blocks_carousel_slides_order_idx\` ON \`_homepage_v_blocks_carousel_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_homepage_v_blocks_carousel_slides_parent_id_idx\` ON \`_homepage_v_blocks_carousel_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_homepage_v_blocks_carousel_slides_image_idx\` ON \`_homepage_v_blocks_carousel_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_homepage_v_blocks_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`aspect_ratio\` text DEFAULT '16:9',
  	\`autoplay\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_homepage_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_homepage_v_blocks_carousel_order_idx\` ON \`_homepage_v_blocks_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_homepage_v_blocks_carousel_parent_id_idx\` ON \`_homepage_v_blocks_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_homepage_v_blocks_carousel_path_idx\` ON \`_homepage_v_blocks_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_landing_strip_v_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`title\` text,
  	\`text\` text,
  	\`link_kind\` text DEFAULT 'internal',
  	\`link_new_tab\` integer DEFAULT false,
  	\`link_url\` text,
  	\`link_label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_strip_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_strip_v_slides_order_idx\` ON \`_landing_strip_v_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_strip_v_slides_parent_id_idx\` ON \`_landing_strip_v_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landing_strip_v_slides_image_idx\` ON \`_landing_strip_v_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_landing_strip_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_homepage_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_strip_v_order_idx\` ON \`_landing_strip_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_strip_v_parent_id_idx\` ON \`_landing_strip_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landing_strip_v_path_idx\` ON \`_landing_strip_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_homepage_v_blocks_featured_events_section\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`show_callout\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_homepage_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_homepage_v_blocks_featured_events_section_order_idx\` ON \`_homepage_v_blocks_featured_events_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_homepage_v_blocks_featured_events_section_parent_id_idx\` ON \`_homepage_v_blocks_featured_events_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_homepage_v_blocks_featured_events_section_path_idx\` ON \`_homepage_v_blocks_featured_events_section\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_homepage_v_blocks_video_feed_tiktok_posts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`caption\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_homepage_v_blocks_video_feed\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_homepage_v_blocks_video_feed_tiktok_posts_order_idx\` ON \`_homepage_v_blocks_video_feed_tiktok_posts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_homepage_v_blocks_video_feed_tiktok_posts_parent_id_idx\` ON \`_homepage_v_blocks_video_feed_tiktok_posts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_homepage_v_blocks_video_feed_tiktok_posts_image_idx\` ON \`_homepage_v_blocks_video_feed_tiktok_posts\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_homepage_v_blocks_video_feed\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Watch',
  	\`type\` text DEFAULT 'OnlyVideos',
  	\`channel_id\` integer,
  	\`count\` numeric DEFAULT 4,
  	\`profile_url\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`channel_id\`) REFERENCES \`video_channels\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_homepage_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_homepage_v_blocks_video_feed_order_idx\` ON \`_homepage_v_blocks_video_feed\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_homepage_v_blocks_video_feed_parent_id_idx\` ON \`_homepage_v_blocks_video_feed\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_homepage_v_blocks_video_feed_path_idx\` ON \`_homepage_v_blocks_video_feed\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_homepage_v_blocks_video_feed_channel_idx\` ON \`_homepage_v_blocks_video_feed\` (\`channel_id\`);`)
  await db.run(sql`CREATE TABLE \`_homepage_v_blocks_notable_alumni_alumni\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`class_of\` text,
  	\`discipline\` text,
  	\`image_id\` integer,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_homepage_v_blocks_notable_alumni\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_homepage_v_blocks_notable_alumni_alumni_order_idx\` ON \`_homepage_v_blocks_notable_alumni_alumni\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_homepage_v_blocks_notable_alumni_alumni_parent_id_idx\` ON \`_homepage_v_blocks_notable_alumni_alumni\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_homepage_v_blocks_notable_alumni_alumni_image_idx\` ON \`_homepage_v_blocks_notable_alumni_alumni\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_homepage_v_blocks_notable_alumni\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Notable alumni',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_homepage_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_homepage_v_blocks_notable_alumni_order_idx\` ON \`_homepage_v_blocks_notable_alumni\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_homepage_v_blocks_notable_alumni_parent_id_idx\` ON \`_homepage_v_blocks_notable_alumni\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_homepage_v_blocks_notable_alumni_path_idx\` ON \`_homepage_v_blocks_notable_alumni\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_homepage_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_template\` text DEFAULT 'ThreeFeaturedStories',
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_homepage_v_version_version__status_idx\` ON \`_homepage_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_homepage_v_created_at_idx\` ON \`_homepage_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_homepage_v_updated_at_idx\` ON \`_homepage_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_homepage_v_latest_idx\` ON \`_homepage_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_homepage_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`features_id\` integer,
  	\`departments_id\` integer,
  	\`tags_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_homepage_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`features_id\`) REFERENCES \`features\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`departments_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_homepage_v_rels_order_idx\` ON \`_homepage_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_homepage_v_rels_parent_idx\` ON \`_homepage_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_homepage_v_rels_path_idx\` ON \`_homepage_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_homepage_v_rels_pages_id_idx\` ON \`_homepage_v_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`_homepage_v_rels_features_id_idx\` ON \`_homepage_v_rels\` (\`features_id\`);`)
  await db.run(sql`CREATE INDEX \`_homepage_v_rels_departments_id_idx\` ON \`_homepage_v_rels\` (\`departments_id\`);`)
  await db.run(sql`CREATE INDEX \`_homepage_v_rels_tags_id_idx\` ON \`_homepage_v_rels\` (\`tags_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_rels\` ADD \`features_id\` integer REFERENCES features(id);`)
  await db.run(sql`ALTER TABLE \`pages_rels\` ADD \`departments_id\` integer REFERENCES departments(id);`)
  await db.run(sql`ALTER TABLE \`pages_rels\` ADD \`tags_id\` integer REFERENCES tags(id);`)
  await db.run(sql`CREATE INDEX \`pages_rels_features_id_idx\` ON \`pages_rels\` (\`features_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_departments_id_idx\` ON \`pages_rels\` (\`departments_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_tags_id_idx\` ON \`pages_rels\` (\`tags_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_rels\` ADD \`features_id\` integer REFERENCES features(id);`)
  await db.run(sql`ALTER TABLE \`_pages_v_rels\` ADD \`departments_id\` integer REFERENCES departments(id);`)
  await db.run(sql`ALTER TABLE \`_pages_v_rels\` ADD \`tags_id\` integer REFERENCES tags(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_features_id_idx\` ON \`_pages_v_rels\` (\`features_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_departments_id_idx\` ON \`_pages_v_rels\` (\`departments_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_tags_id_idx\` ON \`_pages_v_rels\` (\`tags_id\`);`)
  await db.run(sql`ALTER TABLE \`shared_blocks_rels\` ADD \`features_id\` integer REFERENCES features(id);`)
  await db.run(sql`ALTER TABLE \`shared_blocks_rels\` ADD \`departments_id\` integer REFERENCES departments(id);`)
  await db.run(sql`ALTER TABLE \`shared_blocks_rels\` ADD \`tags_id\` integer REFERENCES tags(id);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_rels_features_id_idx\` ON \`shared_blocks_rels\` (\`features_id\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_rels_departments_id_idx\` ON \`shared_blocks_rels\` (\`departments_id\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_rels_tags_id_idx\` ON \`shared_blocks_rels\` (\`tags_id\`);`)
  await db.run(sql`ALTER TABLE \`_shared_blocks_v_rels\` ADD \`features_id\` integer REFERENCES features(id);`)
  await db.run(sql`ALTER TABLE \`_shared_blocks_v_rels\` ADD \`departments_id\` integer REFERENCES departments(id);`)
  await db.run(sql`ALTER TABLE \`_shared_blocks_v_rels\` ADD \`tags_id\` integer REFERENCES tags(id);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_rels_features_id_idx\` ON \`_shared_blocks_v_rels\` (\`features_id\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_rels_departments_id_idx\` ON \`_shared_blocks_v_rels\` (\`departments_id\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_rels_tags_id_idx\` ON \`_shared_blocks_v_rels\` (\`tags_id\`);`)
  await db.run(sql`ALTER TABLE \`redirects_rels\` ADD \`features_id\` integer REFERENCES features(id);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_features_id_idx\` ON \`redirects_rels\` (\`features_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`features_id\` integer REFERENCES features(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_features_id_idx\` ON \`payload_locked_documents_rels\` (\`features_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_feature_feed\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_feature_feed\`;`)
  await db.run(sql`DROP TABLE \`shared_blocks_blocks_feature_feed\`;`)
  await db.run(sql`DROP TABLE \`_shared_blocks_v_blocks_feature_feed\`;`)
  await db.run(sql`DROP TABLE \`features_blocks_header\`;`)
  await db.run(sql`DROP TABLE \`features_blocks_body_copy\`;`)
  await db.run(sql`DROP TABLE \`features_blocks_image\`;`)
  await db.run(sql`DROP TABLE \`features_blocks_video\`;`)
  await db.run(sql`DROP TABLE \`features_blocks_accordion_items\`;`)
  await db.run(sql`DROP TABLE \`features_blocks_accordion\`;`)
  await db.run(sql`DROP TABLE \`features_blocks_tabs_items\`;`)
  await db.run(sql`DROP TABLE \`features_blocks_tabs\`;`)
  await db.run(sql`DROP TABLE \`features_blocks_table_columns\`;`)
  await db.run(sql`DROP TABLE \`features_blocks_table_rows_cells\`;`)
  await db.run(sql`DROP TABLE \`features_blocks_table_rows\`;`)
  await db.run(sql`DROP TABLE \`features_blocks_table\`;`)
  await db.run(sql`DROP TABLE \`features_blocks_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`features_blocks_cards\`;`)
  await db.run(sql`DROP TABLE \`features_blocks_buttons_buttons\`;`)
  await db.run(sql`DROP TABLE \`features_blocks_buttons\`;`)
  await db.run(sql`DROP TABLE \`features_blocks_stats_stats\`;`)
  await db.run(sql`DROP TABLE \`features_blocks_stats\`;`)
  await db.run(sql`DROP TABLE \`features_blocks_carousel_slides\`;`)
  await db.run(sql`DROP TABLE \`features_blocks_carousel\`;`)
  await db.run(sql`DROP TABLE \`features_blocks_map\`;`)
  await db.run(sql`DROP TABLE \`features_blocks_location_cards\`;`)
  await db.run(sql`DROP TABLE \`features_blocks_social_embed\`;`)
  await db.run(sql`DROP TABLE \`features_blocks_external_links_links\`;`)
  await db.run(sql`DROP TABLE \`features_blocks_external_links\`;`)
  await db.run(sql`DROP TABLE \`features_blocks_toggle_buttons_items\`;`)
  await db.run(sql`DROP TABLE \`features_blocks_toggle_buttons\`;`)
  await db.run(sql`DROP TABLE \`features_blocks_rankings\`;`)
  await db.run(sql`DROP TABLE \`features_blocks_exhibitions_grid\`;`)
  await db.run(sql`DROP TABLE \`features_blocks_feature_feed\`;`)
  await db.run(sql`DROP TABLE \`features_blocks_shared_block\`;`)
  await db.run(sql`DROP TABLE \`features\`;`)
  await db.run(sql`DROP TABLE \`features_rels\`;`)
  await db.run(sql`DROP TABLE \`_features_v_blocks_header\`;`)
  await db.run(sql`DROP TABLE \`_features_v_blocks_body_copy\`;`)
  await db.run(sql`DROP TABLE \`_features_v_blocks_image\`;`)
  await db.run(sql`DROP TABLE \`_features_v_blocks_video\`;`)
  await db.run(sql`DROP TABLE \`_features_v_blocks_accordion_items\`;`)
  await db.run(sql`DROP TABLE \`_features_v_blocks_accordion\`;`)
  await db.run(sql`DROP TABLE \`_features_v_blocks_tabs_items\`;`)
  await db.run(sql`DROP TABLE \`_features_v_blocks_tabs\`;`)
  await db.run(sql`DROP TABLE \`_features_v_blocks_table_columns\`;`)
  await db.run(sql`DROP TABLE \`_features_v_blocks_table_rows_cells\`;`)
  await db.run(sql`DROP TABLE \`_features_v_blocks_table_rows\`;`)
  await db.run(sql`DROP TABLE \`_features_v_blocks_table\`;`)
  await db.run(sql`DROP TABLE \`_features_v_blocks_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`_features_v_blocks_cards\`;`)
  await db.run(sql`DROP TABLE \`_features_v_blocks_buttons_buttons\`;`)
  await db.run(sql`DROP TABLE \`_features_v_blocks_buttons\`;`)
  await db.run(sql`DROP TABLE \`_features_v_blocks_stats_stats\`;`)
  await db.run(sql`DROP TABLE \`_features_v_blocks_stats\`;`)
  await db.run(sql`DROP TABLE \`_features_v_blocks_carousel_slides\`;`)
  await db.run(sql`DROP TABLE \`_features_v_blocks_carousel\`;`)
  await db.run(sql`DROP TABLE \`_features_v_blocks_map\`;`)
  await db.run(sql`DROP TABLE \`_features_v_blocks_location_cards\`;`)
  await db.run(sql`DROP TABLE \`_features_v_blocks_social_embed\`;`)
  await db.run(sql`DROP TABLE \`_features_v_blocks_external_links_links\`;`)
  await db.run(sql`DROP TABLE \`_features_v_blocks_external_links\`;`)
  await db.run(sql`DROP TABLE \`_features_v_blocks_toggle_buttons_items\`;`)
  await db.run(sql`DROP TABLE \`_features_v_blocks_toggle_buttons\`;`)
  await db.run(sql`DROP TABLE \`_features_v_blocks_rankings\`;`)
  await db.run(sql`DROP TABLE \`_features_v_blocks_exhibitions_grid\`;`)
  await db.run(sql`DROP TABLE \`_features_v_blocks_feature_feed\`;`)
  await db.run(sql`DROP TABLE \`_features_v_blocks_shared_block\`;`)
  await db.run(sql`DROP TABLE \`_features_v\`;`)
  await db.run(sql`DROP TABLE \`_features_v_rels\`;`)
  await db.run(sql`DROP TABLE \`homepage_featured_stories\`;`)
  await db.run(sql`DROP TABLE \`homepage_blocks_feature_feed\`;`)
  await db.run(sql`DROP TABLE \`homepage_blocks_stats_stats\`;`)
  await db.run(sql`DROP TABLE \`homepage_blocks_stats\`;`)
  await db.run(sql`DROP TABLE \`homepage_blocks_impact\`;`)
  await db.run(sql`DROP TABLE \`homepage_blocks_carousel_slides\`;`)
  await db.run(sql`DROP TABLE \`homepage_blocks_carousel\`;`)
  await db.run(sql`DROP TABLE \`landing_strip_slides\`;`)
  await db.run(sql`DROP TABLE \`landing_strip\`;`)
  await db.run(sql`DROP TABLE \`homepage_blocks_featured_events_section\`;`)
  await db.run(sql`DROP TABLE \`homepage_blocks_video_feed_tiktok_posts\`;`)
  await db.run(sql`DROP TABLE \`homepage_blocks_video_feed\`;`)
  await db.run(sql`DROP TABLE \`homepage_blocks_notable_alumni_alumni\`;`)
  await db.run(sql`DROP TABLE \`homepage_blocks_notable_alumni\`;`)
  await db.run(sql`DROP TABLE \`homepage\`;`)
  await db.run(sql`DROP TABLE \`homepage_rels\`;`)
  await db.run(sql`DROP TABLE \`_homepage_v_version_featured_stories\`;`)
  await db.run(sql`DROP TABLE \`_homepage_v_blocks_feature_feed\`;`)
  await db.run(sql`DROP TABLE \`_homepage_v_blocks_stats_stats\`;`)
  await db.run(sql`DROP TABLE \`_homepage_v_blocks_stats\`;`)
  await db.run(sql`DROP TABLE \`_homepage_v_blocks_impact\`;`)
  await db.run(sql`DROP TABLE \`_homepage_v_blocks_carousel_slides\`;`)
  await db.run(sql`DROP TABLE \`_homepage_v_blocks_carousel\`;`)
  await db.run(sql`DROP TABLE \`_landing_strip_v_slides\`;`)
  await db.run(sql`DROP TABLE \`_landing_strip_v\`;`)
  await db.run(sql`DROP TABLE \`_homepage_v_blocks_featured_events_section\`;`)
  await db.run(sql`DROP TABLE \`_homepage_v_blocks_video_feed_tiktok_posts\`;`)
  await db.run(sql`DROP TABLE \`_homepage_v_blocks_video_feed\`;`)
  await db.run(sql`DROP TABLE \`_homepage_v_blocks_notable_alumni_alumni\`;`)
  await db.run(sql`DROP TABLE \`_homepage_v_blocks_notable_alumni\`;`)
  await db.run(sql`DROP TABLE \`_homepage_v\`;`)
  await db.run(sql`DROP TABLE \`_homepage_v_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_rels\`("id", "order", "parent_id", "path", "pages_id") SELECT "id", "order", "parent_id", "path", "pages_id" FROM \`pages_rels\`;`)
  await db.run(sql`DROP TABLE \`pages_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_rels\` RENAME TO \`pages_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_rels_order_idx\` ON \`pages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_parent_idx\` ON \`pages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_path_idx\` ON \`pages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_pages_id_idx\` ON \`pages_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_rels\`("id", "order", "parent_id", "path", "pages_id") SELECT "id", "order", "parent_id", "path", "pages_id" FROM \`_pages_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_rels\` RENAME TO \`_pages_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_order_idx\` ON \`_pages_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_parent_idx\` ON \`_pages_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_path_idx\` ON \`_pages_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_pages_id_idx\` ON \`_pages_v_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_shared_blocks_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`shared_blocks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_shared_blocks_rels\`("id", "order", "parent_id", "path", "pages_id") SELECT "id", "order", "parent_id", "path", "pages_id" FROM \`shared_blocks_rels\`;`)
  await db.run(sql`DROP TABLE \`shared_blocks_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_shared_blocks_rels\` RENAME TO \`shared_blocks_rels\`;`)
  await db.run(sql`CREATE INDEX \`shared_blocks_rels_order_idx\` ON \`shared_blocks_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_rels_parent_idx\` ON \`shared_blocks_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_rels_path_idx\` ON \`shared_blocks_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`shared_blocks_rels_pages_id_idx\` ON \`shared_blocks_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__shared_blocks_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_shared_blocks_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__shared_blocks_v_rels\`("id", "order", "parent_id", "path", "pages_id") SELECT "id", "order", "parent_id", "path", "pages_id" FROM \`_shared_blocks_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_shared_blocks_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__shared_blocks_v_rels\` RENAME TO \`_shared_blocks_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_rels_order_idx\` ON \`_shared_blocks_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_rels_parent_idx\` ON \`_shared_blocks_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_rels_path_idx\` ON \`_shared_blocks_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_shared_blocks_v_rels_pages_id_idx\` ON \`_shared_blocks_v_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_redirects_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_redirects_rels\`("id", "order", "parent_id", "path", "pages_id") SELECT "id", "order", "parent_id", "path", "pages_id" FROM \`redirects_rels\`;`)
  await db.run(sql`DROP TABLE \`redirects_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_redirects_rels\` RENAME TO \`redirects_rels\`;`)
  await db.run(sql`CREATE INDEX \`redirects_rels_order_idx\` ON \`redirects_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_parent_idx\` ON \`redirects_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_path_idx\` ON \`redirects_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_pages_id_idx\` ON \`redirects_rels\` (\`pages_id\`);`)
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
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "roles_id", "media_id", "departments_id", "tags_id", "locations_id", "buildings_id", "faculty_profiles_id", "site_wide_alerts_id", "home_page_alerts_id", "events_id", "exhibitors_id", "departments_and_categories_id", "videos_id", "video_channels_id", "library_hours_id", "pages_id", "shared_blocks_id", "rankings_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "users_id", "roles_id", "media_id", "departments_id", "tags_id", "locations_id", "buildings_id", "faculty_profiles_id", "site_wide_alerts_id", "home_page_alerts_id", "events_id", "exhibitors_id", "departments_and_categories_id", "videos_id", "video_channels_id", "library_hours_id", "pages_id", "shared_blocks_id", "rankings_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
}
