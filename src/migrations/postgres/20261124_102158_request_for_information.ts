import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_forms_request_for_information_type" AS ENUM('Subscribe', 'RequestMaterials', 'ForDepartmentPage');
  CREATE TYPE "public"."enum_forms_request_for_information_main_type" AS ENUM('Graduate', 'Undergraduate');
  CREATE TABLE "forms_blocks_programme" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar DEFAULT 'programme' NOT NULL,
  	"label" varchar,
  	"width" numeric,
  	"required" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_start_term" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar DEFAULT 'startTerm' NOT NULL,
  	"label" varchar,
  	"width" numeric,
  	"required" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  ALTER TABLE "forms" ADD COLUMN "request_for_information_type" "enum_forms_request_for_information_type";
  ALTER TABLE "forms" ADD COLUMN "request_for_information_main_type" "enum_forms_request_for_information_main_type";
  ALTER TABLE "forms_blocks_programme" ADD CONSTRAINT "forms_blocks_programme_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_start_term" ADD CONSTRAINT "forms_blocks_start_term_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "forms_blocks_programme_order_idx" ON "forms_blocks_programme" USING btree ("_order");
  CREATE INDEX "forms_blocks_programme_parent_id_idx" ON "forms_blocks_programme" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_programme_path_idx" ON "forms_blocks_programme" USING btree ("_path");
  CREATE INDEX "forms_blocks_start_term_order_idx" ON "forms_blocks_start_term" USING btree ("_order");
  CREATE INDEX "forms_blocks_start_term_parent_id_idx" ON "forms_blocks_start_term" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_start_term_path_idx" ON "forms_blocks_start_term" USING btree ("_path");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "forms_blocks_programme" CASCADE;
  DROP TABLE "forms_blocks_start_term" CASCADE;
  ALTER TABLE "forms" DROP COLUMN "request_for_information_type";
  ALTER TABLE "forms" DROP COLUMN "request_for_information_main_type";
  DROP TYPE "public"."enum_forms_request_for_information_type";
  DROP TYPE "public"."enum_forms_request_for_information_main_type";`)
}
