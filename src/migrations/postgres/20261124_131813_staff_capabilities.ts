import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_config_block_privileges_block" AS ENUM('header', 'bodyCopy', 'image', 'video', 'accordion', 'tabs', 'table', 'cards', 'buttons', 'stats', 'carousel', 'map', 'locationCards', 'socialEmbed', 'externalLinks', 'toggleButtons', 'rankings', 'exhibitionsGrid', 'featureFeed', 'courseSections', 'form', 'sharedBlock');
  CREATE TYPE "public"."enum_site_config_block_privileges_capability" AS ENUM('alert', 'auditLogs', 'block', 'courseSemesters', 'courseSemestersAutoPublish', 'building', 'buildingCode', 'config', 'cronJob', 'department', 'download', 'draft', 'event', 'eventAdministrate', 'eventPublish', 'eventNewsletter', 'facultyProfile', 'facultyRoleProfileEdit', 'facultySupplementalFields', 'feature', 'form', 'externalPress', 'location', 'navigation', 'navbarPropertiesEvent', 'navbarPropertiesPage', 'newsletter', 'pageCreate', 'pageEdit', 'pressRelease', 'cmsUserProfile', 'redirect', 'redirectAutoApprove', 'session', 'tag', 'user', 'userRoles', 'video', 'videoChannel', 'cssJsModule', 'seoModule', 'vapBlocks', 'courses', 'featuredOn', 'homepageSectionEdit', 'advancedPageSection', 'adminNotifications', 'addPrivilegesToBlocks', 'authorizeGoogleAccount', 'artists', 'alertUsersWithNotificationsUntilDate', 'notableAlumni');
  CREATE TABLE "admin_notices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"message" varchar NOT NULL,
  	"alert_until" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_config_block_privileges" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block" "enum_site_config_block_privileges_block" NOT NULL,
  	"capability" "enum_site_config_block_privileges_capability" NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "admin_toolbar" boolean DEFAULT true;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "admin_notices_id" integer;
  ALTER TABLE "site_config_block_privileges" ADD CONSTRAINT "site_config_block_privileges_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_config"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "admin_notices_updated_at_idx" ON "admin_notices" USING btree ("updated_at");
  CREATE INDEX "admin_notices_created_at_idx" ON "admin_notices" USING btree ("created_at");
  CREATE INDEX "site_config_block_privileges_order_idx" ON "site_config_block_privileges" USING btree ("_order");
  CREATE INDEX "site_config_block_privileges_parent_id_idx" ON "site_config_block_privileges" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_admin_notices_fk" FOREIGN KEY ("admin_notices_id") REFERENCES "public"."admin_notices"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_admin_notices_id_idx" ON "payload_locked_documents_rels" USING btree ("admin_notices_id");`)
  // Signing in now takes `session` (spec §6); every role could sign in before, so every role keeps it.
  await db.execute(
    sql`INSERT INTO "roles_capabilities" ("order", "parent_id", "value") SELECT COALESCE((SELECT MAX(c."order") FROM "roles_capabilities" c WHERE c."parent_id" = r."id"), 0) + 1, r."id", 'session' FROM "roles" r WHERE NOT EXISTS (SELECT 1 FROM "roles_capabilities" c WHERE c."parent_id" = r."id" AND c."value" = 'session');`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "admin_notices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_config_block_privileges" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "admin_notices" CASCADE;
  DROP TABLE "site_config_block_privileges" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_admin_notices_fk";
  
  DROP INDEX "payload_locked_documents_rels_admin_notices_id_idx";
  ALTER TABLE "users" DROP COLUMN "admin_toolbar";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "admin_notices_id";
  DROP TYPE "public"."enum_site_config_block_privileges_block";
  DROP TYPE "public"."enum_site_config_block_privileges_capability";`)
}
