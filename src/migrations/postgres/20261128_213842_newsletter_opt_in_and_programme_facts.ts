import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_newsletter_signups_status" AS ENUM('pending', 'confirmed');
  CREATE TABLE "departments_applying_deadlines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"date" timestamp(3) with time zone
  );
  
  ALTER TABLE "departments" ADD COLUMN "applying_how_to_apply" varchar;
  ALTER TABLE "departments" ADD COLUMN "applying_cost" varchar;
  ALTER TABLE "departments" ADD COLUMN "applying_cost_url" varchar;
  ALTER TABLE "newsletter_signups" ADD COLUMN "status" "enum_newsletter_signups_status" DEFAULT 'pending' NOT NULL;
  ALTER TABLE "newsletter_signups" ADD COLUMN "confirmed_at" timestamp(3) with time zone;
  ALTER TABLE "outbox_messages" ADD COLUMN "headers" jsonb;
  ALTER TABLE "departments_applying_deadlines" ADD CONSTRAINT "departments_applying_deadlines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "departments_applying_deadlines_order_idx" ON "departments_applying_deadlines" USING btree ("_order");
  CREATE INDEX "departments_applying_deadlines_parent_id_idx" ON "departments_applying_deadlines" USING btree ("_parent_id");
  CREATE INDEX "newsletter_signups_status_idx" ON "newsletter_signups" USING btree ("status");`)
  // Sign-ups stored before double opt-in were subscribed under the rules of their day: they stay subscribers (decision 0125).
  await db.execute(sql`UPDATE "newsletter_signups" SET "status" = 'confirmed', "confirmed_at" = "created_at";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "departments_applying_deadlines" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "departments_applying_deadlines" CASCADE;
  DROP INDEX "newsletter_signups_status_idx";
  ALTER TABLE "departments" DROP COLUMN "applying_how_to_apply";
  ALTER TABLE "departments" DROP COLUMN "applying_cost";
  ALTER TABLE "departments" DROP COLUMN "applying_cost_url";
  ALTER TABLE "newsletter_signups" DROP COLUMN "status";
  ALTER TABLE "newsletter_signups" DROP COLUMN "confirmed_at";
  ALTER TABLE "outbox_messages" DROP COLUMN "headers";
  DROP TYPE "public"."enum_newsletter_signups_status";`)
}
