import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "search_settings_synonyms" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"words" varchar NOT NULL
  );
  
  CREATE TABLE "search_settings_promotions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"query" varchar NOT NULL,
  	"page_id" integer NOT NULL
  );
  
  CREATE TABLE "search_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "search_settings_synonyms" ADD CONSTRAINT "search_settings_synonyms_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."search_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_settings_promotions" ADD CONSTRAINT "search_settings_promotions_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "search_settings_promotions" ADD CONSTRAINT "search_settings_promotions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."search_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "search_settings_synonyms_order_idx" ON "search_settings_synonyms" USING btree ("_order");
  CREATE INDEX "search_settings_synonyms_parent_id_idx" ON "search_settings_synonyms" USING btree ("_parent_id");
  CREATE INDEX "search_settings_promotions_order_idx" ON "search_settings_promotions" USING btree ("_order");
  CREATE INDEX "search_settings_promotions_parent_id_idx" ON "search_settings_promotions" USING btree ("_parent_id");
  CREATE INDEX "search_settings_promotions_page_idx" ON "search_settings_promotions" USING btree ("page_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "search_settings_synonyms" CASCADE;
  DROP TABLE "search_settings_promotions" CASCADE;
  DROP TABLE "search_settings" CASCADE;`)
}
