import { describe, expect, it } from 'vitest'

import {
  EVENT_NEARNESS_DAYS,
  FUZZY_MIN_LENGTH,
  KIND_WEIGHTS,
  PAST_EVENT_WEIGHT,
  SEARCH_DEBOUNCE_MS,
  SEARCH_EMPTY_TEXT,
  SEARCH_LOADING_TEXT,
  SEARCH_KINDS,
  SEARCH_PAGE_SIZE,
  TITLE_WEIGHT,
  HEADING_WEIGHT,
  allowedEdits,
  corrections,
  courseGroupKey,
  editDistance,
  ftsExpression,
  markedWords,
  queryWords,
  splitsOf,
  tsExpression,
  wordForms,
  formattedUrlOf,
  indexedWords,
  markTerms,
  searchResponse,
  searchKindOf,
  searchTerms,
  sectionsNote,
  snippetOf,
  webSiteStructuredData,
} from './search'

describe('search constants and texts (spec §8, §9)', () => {
  it('pages by 10 after a 500 ms debounce, and says what it is doing', () => {
    expect(SEARCH_PAGE_SIZE).toBe(10) // spec §9
    expect(SEARCH_DEBOUNCE_MS).toBe(500) // spec §9
    expect(SEARCH_LOADING_TEXT).toBe('Searching...') // spec §8
    expect(SEARCH_EMPTY_TEXT).toBe('No results found') // spec §8
  })
})

describe('searchTerms', () => {
  it('keeps letters and digits, folded, once each: no operator or quote reaches the index', () => {
    expect(searchTerms('Café  "Painting" OR painting* -x NEAR(a b) 100% title_text:')).toEqual(['cafe', 'painting', 'or', 'x', 'near', 'a', 'b', '100'])
    expect(searchTerms('%%% ***')).toEqual([])
    expect(searchTerms('ليلى ٢٠٢٦')).toEqual(['ليلى', '٢٠٢٦'])
  })

  it('searches at most eight words of at most forty letters', () => {
    expect(searchTerms('a b c d e f g h i j')).toHaveLength(8)
    expect(searchTerms('x'.repeat(100))[0]).toHaveLength(40)
  })
})

describe('misspellings (five letters or more)', () => {
  it('allows one edit in a word of five to seven letters, two in a longer one, none in a shorter', () => {
    expect(FUZZY_MIN_LENGTH).toBe(5)
    expect(allowedEdits('film')).toBe(0)
    expect(allowedEdits('paint')).toBe(1)
    expect(allowedEdits('illustration')).toBe(2)
  })

  it('measures edits, giving up past the limit', () => {
    expect(editDistance('ilustration', 'illustration', 2)).toBe(1)
    expect(editDistance('painting', 'sculpture', 2)).toBe(3)
  })

  it('counts a swap of two neighbouring letters as one edit', () => {
    expect(editDistance('paintnig', 'painting', 2)).toBe(1)
    expect(editDistance('maikng', 'making', 1)).toBe(1)
    expect(editDistance('wrokshop', 'workshop', 2)).toBe(1)
    expect(corrections('maikng', ['making', 'masking', 'taking'])).toEqual(['making'])
    expect(editDistance('ab', 'ba', 1)).toBe(1)
    expect(editDistance('abc', 'cab', 2)).toBe(2)
  })

  it('finds the words a misspelled term may mean, nearest first', () => {
    expect(corrections('ilustration', ['illustration', 'illustrations', 'installation', 'ilustration'])).toEqual(['illustration', 'illustrations'])
    expect(corrections('film', ['films'])).toEqual([])
  })

  it('keeps the words of five letters or more for corrections', () => {
    expect(indexedWords('The Photo of Ceramics and Céramics')).toEqual(['photo', 'ceramics'])
  })
})

describe('forgiving words (docs/decisions/0105)', () => {
  it('drops the common words of queries, unless nothing else is left', () => {
    expect(queryWords(['graphic', 'design', 'courses'])).toEqual(['graphic', 'design'])
    expect(queryWords(['directions', 'to', 'the', 'campus'])).toEqual(['directions', 'campus'])
    expect(queryWords(['saturday', 'drawing', 'class'])).toEqual(['saturday', 'drawing'])
    expect(queryWords(['the', 'classes'])).toEqual(['the', 'classes'])
  })

  it('searches a plural as its singular too, and a singular in y as its plural', () => {
    expect(wordForms('classes')).toEqual(['classes', 'class'])
    expect(wordForms('paintings')).toEqual(['paintings', 'painting'])
    expect(wordForms('studies')).toEqual(['studies', 'study'])
    expect(wordForms('sketches')).toEqual(['sketches', 'sketch'])
    expect(wordForms('study')).toEqual(['study', 'studies'])
    expect(wordForms('painting')).toEqual(['painting'])
    expect(wordForms('arts')).toEqual(['arts'])
    expect(wordForms('class')).toEqual(['class'])
    expect(wordForms('campus')).toEqual(['campus'])
    expect(wordForms('2026s')).toEqual(['2026s'])
  })

  it('splits a joined word into two words, each of two letters or more', () => {
    expect(splitsOf('precollege')).toContainEqual(['pre', 'college'])
    expect(splitsOf('abcd')).toEqual([['ab', 'cd']])
    expect(splitsOf('abc')).toEqual([])
  })

  it('writes each word’s alternatives as FTS5 and tsquery expressions, and marks every form', () => {
    const slot = [
      { word: 'classes', prefix: true },
      { word: 'class', prefix: true },
      { word: 'glasses', prefix: false },
      { phrase: ['pre', 'college'] as const },
    ]
    expect(ftsExpression(slot)).toBe('("classes"* OR "class"* OR "glasses" OR "pre college")')
    expect(tsExpression(slot)).toBe('(classes:* | class:* | glasses | (pre <-> college))')
    expect(tsExpression(slot, 'A')).toBe('(classes:*A | class:*A | glasses:A | (pre:A <-> college:A))')
    expect(markedWords([slot, [{ word: 'class', prefix: true }]])).toEqual(['classes', 'class', 'glasses', 'pre', 'college'])
  })
})

describe('ranking weights (docs/decisions/0106)', () => {
  it('weighs the title over the text, pages and programmes over stories, upcoming events over past ones', () => {
    expect(TITLE_WEIGHT).toBeGreaterThan(1)
    // docs/decisions/0131: headings and summary between the title and the text.
    expect(HEADING_WEIGHT).toBeGreaterThan(1)
    expect(HEADING_WEIGHT).toBeLessThan(TITLE_WEIGHT)
    for (const landing of ['pages', 'departments'])
      for (const story of ['features', 'press-releases', 'videos', 'exhibitors']) expect(KIND_WEIGHTS[landing]).toBeGreaterThan(KIND_WEIGHTS[story]!)
    expect(PAST_EVENT_WEIGHT).toBeLessThan(1)
    expect(EVENT_NEARNESS_DAYS).toBeGreaterThan(0)
  })
})

describe('one result per course (docs/decisions/0107)', () => {
  it('groups sections by the course’s type and number, and says how many there are', () => {
    expect(courseGroupKey('ContinuingEducation', 'CE-DRW-2031')).toBe('course:ContinuingEducation:CE-DRW-2031')
    expect(sectionsNote(3)).toBe('3 sections · ')
    expect(sectionsNote(1)).toBe('')
    const document = { path: '/c/x-1', title: 'X', body: 'Drawing', imageUrl: null, imageAlt: null }
    const response = searchResponse('x', { documents: [{ ...document, sections: 2 }, document], total: 2 }, 1, 'https://college.example', ['x'])
    expect(response.items.map((item) => item.snippet)).toEqual(['2 sections · Drawing', 'Drawing'])
  })
})

describe('kinds of result (docs/decisions/0108)', () => {
  it('names every kind the issue lists, each searchable collection under one kind', () => {
    expect(SEARCH_KINDS.map((kind) => kind.label)).toEqual(['Page', 'Programme', 'Course', 'Event', 'Exhibition', 'Story', 'Press release', 'Person', 'Video'])
    const collections = SEARCH_KINDS.flatMap((kind) => kind.collections)
    expect(new Set(collections).size).toBe(collections.length)
    expect(searchKindOf('course')).toBe('course')
    expect(searchKindOf('Course')).toBeNull()
    expect(searchKindOf(['course'])).toBeNull()
  })

  it('says in pagemap what each result is', () => {
    const document = { path: '/c/x', title: 'X', body: '', imageUrl: null, imageAlt: null }
    const response = searchResponse('x', { documents: [{ ...document, kind: 'course-sections' }, document], total: 2 }, 1, 'https://college.example', ['x'])
    expect(response.items[0]!.pagemap.kind).toEqual([{ value: 'course', label: 'Course' }])
    expect(response.items[1]!.pagemap.kind).toBeUndefined()
  })
})

describe('result text', () => {
  it('escapes the text and marks only the words that begin with a searched term', () => {
    expect(markTerms('Painting <b>& Drawing</b> for painters', ['painting', 'draw'])).toBe(
      '<b>Painting</b> &lt;b&gt;&amp; <b>Drawing</b>&lt;/b&gt; for painters',
    )
    expect(markTerms('Café culture', ['cafe'])).toBe('<b>Café</b> culture')
  })

  it('cuts a long text around the first searched word, at word ends', () => {
    const text = `${'Early words of the page. '.repeat(20)}Then the printmaking studio opens late on Thursdays. ${'Closing words. '.repeat(20)}`
    const snippet = snippetOf(text, ['printmaking'])
    expect(snippet.startsWith('… ')).toBe(true)
    expect(snippet).toContain('printmaking studio')
    expect(snippet.endsWith(' …')).toBe(true)
    expect(snippetOf('Short text.', ['short'])).toBe('Short text.')
  })

  it('shows an address without its scheme', () => {
    expect(formattedUrlOf('https://foundry.example/academics/graduate/visual-narrative')).toBe('foundry.example/academics/graduate/visual-narrative')
    expect(formattedUrlOf('https://foundry.example/')).toBe('foundry.example')
  })
})

describe('searchResponse (spec §3)', () => {
  const documents = Array.from({ length: 10 }, (_, index) => ({
    path: `/events/open-studio-${index}`,
    title: `Open studio ${index}`,
    body: 'Studios on every floor.',
    imageUrl: index === 0 ? '/api/media/file/studio.webp' : null,
    imageAlt: index === 0 ? 'A studio' : null,
  }))

  it('answers items, searchInformation and queries with the next page’s start', () => {
    const response = searchResponse('open studio', { documents, total: 25 }, 11, 'https://foundry.example', ['open', 'studio'])
    expect(response.items[0]).toMatchObject({
      link: 'https://foundry.example/events/open-studio-0',
      htmlTitle: '<b>Open</b> <b>studio</b> 0',
      htmlFormattedUrl: 'foundry.example/events/<b>open</b>-<b>studio</b>-0',
      pagemap: { cse_thumbnail: [{ src: 'https://foundry.example/api/media/file/studio.webp' }], metatags: [{ 'og:image:alt': 'A studio' }] },
    })
    expect(response.searchInformation).toEqual({ totalResults: '25', formattedTotalResults: '25' })
    expect(response.queries.request[0]).toEqual({ searchTerms: 'open studio', startIndex: 11, count: 10, totalResults: '25' })
    expect(response.queries.nextPage?.[0]?.startIndex).toBe(21)
    expect(searchResponse('open studio', { documents, total: 20 }, 11, 'https://foundry.example', []).queries.nextPage).toBeUndefined()
  })
})

describe('the home page’s WebSite structured data', () => {
  it('points search engines to /search?q=', () => {
    expect(webSiteStructuredData('Foundry', 'https://foundry.example')).toMatchObject({
      '@type': 'WebSite',
      url: 'https://foundry.example/',
      potentialAction: { '@type': 'SearchAction', target: { urlTemplate: 'https://foundry.example/search?q={search_term_string}' } },
    })
  })
})
