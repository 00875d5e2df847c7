import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Search results collapse a course's sections into one (docs/decisions/0107): the index keeps what groups documents, a
 * course's type and number, filled here for the sections already indexed.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`search_documents\` ADD \`group_key\` text`)
  await db.run(sql`UPDATE \`search_documents\` SET \`group_key\` = (
    SELECT 'course:' || s.\`type\` || ':' || s.\`course_number\` FROM \`course_sections\` s WHERE CAST(s.\`id\` AS text) = \`search_documents\`.\`doc_id\`
  ) WHERE \`kind\` = 'course-sections'`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`search_documents\` DROP COLUMN \`group_key\``)
}
