import { describe, expect, it } from 'vitest'

import {
  BUTTON_TYPES,
  CARD_LAYOUTS,
  LOCATION_CARD_TYPES,
  LOCATION_CARD_VIEWS,
  RANKING_FILTERS,
  RANKING_VIEWS,
  activateToggle,
  imageSizes,
  initialToggleState,
  mapUrls,
  rankingTypesFor,
  rectangularRows,
  wrapIndex,
} from './blocks'

describe('block values', () => {
  // spec §3: card layouts, button types, location types and card views
  it('are exactly those of spec §3', () => {
    expect(CARD_LAYOUTS).toEqual(['PORTRAIT', 'LANDSCAPE'])
    expect(BUTTON_TYPES).toEqual(['Url', 'Modal', 'Internal'])
    expect(LOCATION_CARD_TYPES).toEqual(['Facility', 'International Locations', 'Building'])
    expect(LOCATION_CARD_VIEWS).toEqual(['with image', 'without image', 'with map'])
  })

  // spec §2: rankings views Grid or List All; ranking types Departmental, Institutional, All
  it('filter rankings by type, All keeping both', () => {
    expect(RANKING_VIEWS).toEqual(['Grid', 'List All'])
    expect(RANKING_FILTERS).toEqual(['Departmental', 'Institutional', 'All'])
    expect(rankingTypesFor('All')).toEqual(['Departmental', 'Institutional'])
    expect(rankingTypesFor('Departmental')).toEqual(['Departmental'])
  })

  // spec §9: wide image breakpoints; a full-width image is as wide as the viewport
  it('give each image width its sizes', () => {
    expect(imageSizes('full')).toBe('100vw')
    expect(imageSizes('wide')).toContain('1600px')
    expect(imageSizes('column')).toContain('100vw')
  })
})

describe('toggle buttons', () => {
  // spec §4: each set of hidden classes becomes active on click; when all are active an all-clicked flag is true
  it('become active one by one and report all clicked at the end', () => {
    let state = initialToggleState(3)
    expect(state).toEqual({ active: [false, false, false], allClicked: false })
    state = activateToggle(state, 1)
    expect(state).toEqual({ active: [false, true, false], allClicked: false })
    state = activateToggle(state, 1)
    expect(state.active).toEqual([false, true, false])
    state = activateToggle(activateToggle(state, 0), 2)
    expect(state).toEqual({ active: [true, true, true], allClicked: true })
  })

  it('ignore a button that does not exist', () => {
    const state = initialToggleState(2)
    expect(activateToggle(state, 5)).toBe(state)
    expect(activateToggle(state, -1)).toBe(state)
  })
})

describe('carousel and tables', () => {
  it('wrap slide numbers around both ends', () => {
    expect(wrapIndex(3, 3)).toBe(0)
    expect(wrapIndex(-1, 3)).toBe(2)
    expect(wrapIndex(1, 0)).toBe(0)
  })

  it('pad table rows to a rectangle', () => {
    expect(rectangularRows(['a', 'b', 'c'], [['1'], ['1', '2', '3', '4']])).toEqual([
      ['1', '', '', ''],
      ['1', '2', '3', '4'],
    ])
    expect(rectangularRows([], [])).toEqual([])
  })
})

describe('map addresses', () => {
  it('point OpenStreetMap at the place', () => {
    const urls = mapUrls({ latitude: 40.7186, longitude: -73.9866 })!
    expect(urls.embed).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/)
    expect(urls.embed).toContain('marker=40.71860%2C-73.98660')
    expect(urls.link).toBe('https://www.openstreetmap.org/?mlat=40.71860&mlon=-73.98660#map=16/40.71860/-73.98660')
  })

  it('refuse coordinates that are not on Earth', () => {
    expect(mapUrls({ latitude: 91, longitude: 0 })).toBeNull()
    expect(mapUrls({ latitude: 0, longitude: Number.NaN })).toBeNull()
  })
})
