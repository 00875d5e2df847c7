import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "outbox_messages" ADD COLUMN "text" varchar;
  ALTER TABLE "forms" ADD COLUMN "confirmation_subject" varchar;
  ALTER TABLE "forms" ADD COLUMN "confirmation_text" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "outbox_messages" DROP COLUMN "text";
  ALTER TABLE "forms" DROP COLUMN "confirmation_subject";
  ALTER TABLE "forms" DROP COLUMN "confirmation_text";`)
}
