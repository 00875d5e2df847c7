import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "pages_blocks_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"form_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"form_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "shared_blocks_blocks_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"form_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "_shared_blocks_v_blocks_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"form_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "features_blocks_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"form_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "_features_v_blocks_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"form_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "pages_blocks_form" ADD CONSTRAINT "pages_blocks_form_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_form" ADD CONSTRAINT "pages_blocks_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_form" ADD CONSTRAINT "_pages_v_blocks_form_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_form" ADD CONSTRAINT "_pages_v_blocks_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shared_blocks_blocks_form" ADD CONSTRAINT "shared_blocks_blocks_form_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shared_blocks_blocks_form" ADD CONSTRAINT "shared_blocks_blocks_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shared_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_shared_blocks_v_blocks_form" ADD CONSTRAINT "_shared_blocks_v_blocks_form_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_shared_blocks_v_blocks_form" ADD CONSTRAINT "_shared_blocks_v_blocks_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_shared_blocks_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "features_blocks_form" ADD CONSTRAINT "features_blocks_form_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "features_blocks_form" ADD CONSTRAINT "features_blocks_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_features_v_blocks_form" ADD CONSTRAINT "_features_v_blocks_form_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_features_v_blocks_form" ADD CONSTRAINT "_features_v_blocks_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_features_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_form_order_idx" ON "pages_blocks_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_form_parent_id_idx" ON "pages_blocks_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_form_path_idx" ON "pages_blocks_form" USING btree ("_path");
  CREATE INDEX "pages_blocks_form_form_idx" ON "pages_blocks_form" USING btree ("form_id");
  CREATE INDEX "_pages_v_blocks_form_order_idx" ON "_pages_v_blocks_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_form_parent_id_idx" ON "_pages_v_blocks_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_form_path_idx" ON "_pages_v_blocks_form" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_form_form_idx" ON "_pages_v_blocks_form" USING btree ("form_id");
  CREATE INDEX "shared_blocks_blocks_form_order_idx" ON "shared_blocks_blocks_form" USING btree ("_order");
  CREATE INDEX "shared_blocks_blocks_form_parent_id_idx" ON "shared_blocks_blocks_form" USING btree ("_parent_id");
  CREATE INDEX "shared_blocks_blocks_form_path_idx" ON "shared_blocks_blocks_form" USING btree ("_path");
  CREATE INDEX "shared_blocks_blocks_form_form_idx" ON "shared_blocks_blocks_form" USING btree ("form_id");
  CREATE INDEX "_shared_blocks_v_blocks_form_order_idx" ON "_shared_blocks_v_blocks_form" USING btree ("_order");
  CREATE INDEX "_shared_blocks_v_blocks_form_parent_id_idx" ON "_shared_blocks_v_blocks_form" USING btree ("_parent_id");
  CREATE INDEX "_shared_blocks_v_blocks_form_path_idx" ON "_shared_blocks_v_blocks_form" USING btree ("_path");
  CREATE INDEX "_shared_blocks_v_blocks_form_form_idx" ON "_shared_blocks_v_blocks_form" USING btree ("form_id");
  CREATE INDEX "features_blocks_form_order_idx" ON "features_blocks_form" USING btree ("_order");
  CREATE INDEX "features_blocks_form_parent_id_idx" ON "features_blocks_form" USING btree ("_parent_id");
  CREATE INDEX "features_blocks_form_path_idx" ON "features_blocks_form" USING btree ("_path");
  CREATE INDEX "features_blocks_form_form_idx" ON "features_blocks_form" USING btree ("form_id");
  CREATE INDEX "_features_v_blocks_form_order_idx" ON "_features_v_blocks_form" USING btree ("_order");
  CREATE INDEX "_features_v_blocks_form_parent_id_idx" ON "_features_v_blocks_form" USING btree ("_parent_id");
  CREATE INDEX "_features_v_blocks_form_path_idx" ON "_features_v_blocks_form" USING btree ("_path");
  CREATE INDEX "_features_v_blocks_form_form_idx" ON "_features_v_blocks_form" USING btree ("form_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_form" CASCADE;
  DROP TABLE "_pages_v_blocks_form" CASCADE;
  DROP TABLE "shared_blocks_blocks_form" CASCADE;
  DROP TABLE "_shared_blocks_v_blocks_form" CASCADE;
  DROP TABLE "features_blocks_form" CASCADE;
  DROP TABLE "_features_v_blocks_form" CASCADE;`)
}
