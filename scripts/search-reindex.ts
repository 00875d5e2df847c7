/** `npm run search:reindex`: rebuilds the site's own search index from what visitors may read now (docs/decisions/0057). */
import { bootPayload } from '@/seed/boot'
import { reindexAll } from '@/services/search-sources'

const payload = await bootPayload()
const started = Date.now()
const indexed = await reindexAll(payload)
console.log(`Indexed ${indexed} public documents for search in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
process.exit(0)
