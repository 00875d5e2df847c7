import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_wide_alerts" ADD COLUMN "show_from" timestamp(3) with time zone;
  ALTER TABLE "site_wide_alerts" ADD COLUMN "show_until" timestamp(3) with time zone;
  ALTER TABLE "home_page_alerts" ADD COLUMN "show_from" timestamp(3) with time zone;
  ALTER TABLE "home_page_alerts" ADD COLUMN "show_until" timestamp(3) with time zone;
  CREATE INDEX "site_wide_alerts_show_from_idx" ON "site_wide_alerts" USING btree ("show_from");
  CREATE INDEX "site_wide_alerts_show_until_idx" ON "site_wide_alerts" USING btree ("show_until");
  CREATE INDEX "home_page_alerts_show_from_idx" ON "home_page_alerts" USING btree ("show_from");
  CREATE INDEX "home_page_alerts_show_until_idx" ON "home_page_alerts" USING btree ("show_until");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "site_wide_alerts_show_from_idx";
  DROP INDEX "site_wide_alerts_show_until_idx";
  DROP INDEX "home_page_alerts_show_from_idx";
  DROP INDEX "home_page_alerts_show_until_idx";
  ALTER TABLE "site_wide_alerts" DROP COLUMN "show_from";
  ALTER TABLE "site_wide_alerts" DROP COLUMN "show_until";
  ALTER TABLE "home_page_alerts" DROP COLUMN "show_from";
  ALTER TABLE "home_page_alerts" DROP COLUMN "show_until";`)
}
