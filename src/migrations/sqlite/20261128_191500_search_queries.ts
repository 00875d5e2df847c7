import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/** The search query report (services/search-report.ts, docs/decisions/0105): per day, each query's searches and how many found nothing; nothing of who asked. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`search_queries\` (
    \`day\` text NOT NULL,
    \`query\` text NOT NULL,
    \`searches\` integer NOT NULL,
    \`empty\` integer NOT NULL,
    PRIMARY KEY (\`day\`, \`query\`)
  )`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE IF EXISTS \`search_queries\``)
}
