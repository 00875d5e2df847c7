import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Search results collapse a course's sections into one (docs/decisions/0107): the index keeps what groups documents, a
 * course's type and number, filled here for the sections already indexed.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "search_documents" ADD COLUMN "group_key" varchar`)
  await db.execute(sql`UPDATE "search_documents" d SET "group_key" = 'course:' || s."type"::text || ':' || s."course_number"
    FROM "course_sections" s WHERE d."kind" = 'course-sections' AND s."id"::text = d."doc_id"`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "search_documents" DROP COLUMN IF EXISTS "group_key"`)
}
