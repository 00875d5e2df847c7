import { z } from 'zod'

import { SEARCH_KINDS, type SearchKind, SEARCH_MAX_START, searchQueryProblem } from '@/domain/search'

import { defineEndpoints } from '../endpoint'
import { wholeNumber } from '../query'

/** spec §5: the query's rules, as the full results page checks them too. */
const searchQuery = z
  .string()
  .superRefine((query, context) => {
    const problem = searchQueryProblem(query)
    if (problem) context.addIssue({ code: 'custom', message: problem })
  })
  .transform((query) => query.trim())

export const searchEndpoints = defineEndpoints({
  search: {
    method: 'GET',
    path: '/api/v1/search',
    group: 'Search',
    summary: 'Search the site (the results overlay and /search)',
    query: z.strictObject({
      q: searchQuery,
      start: wholeNumber(1, SEARCH_MAX_START).default(1),
      kind: z.enum(SEARCH_KINDS.map((kind) => kind.value) as [SearchKind, ...SearchKind[]]).optional(),
    }),
    returns:
      'spec §3’s search result: `items` (link, htmlTitle, htmlFormattedUrl, htmlSnippet, pagemap with cse_thumbnail and metatags), `searchInformation` (totalResults, formattedTotalResults) and `queries` (request, and nextPage with its startIndex when there are more). Ten a page from the 1-based `start`, narrowed to one `kind` (page, programme, course, event, exhibition, story, press, person, video) when given; each result names its kind in `pagemap.kind`. Documents holding more of the words first, then by relevance; a course once, with its number of sections; a misspelled word of five letters or more still finds its document. From the custom search service of spec §7 when the site config holds its key and engine id, else from the site’s own index. 400 for a query under three characters once trimmed, over 200, or with control characters; 503 when the custom search service fails.',
  },
})
