import { describe, expect, it } from 'vitest'

import { LOCATION_CARD_VIEWS, directionsUrl, mapGridPath, openStreetMapUrl, placePoints, pointsPath, spreadOverlapping } from './places'

describe('places', () => {
  // spec §3: card views with image, without image, with map
  it('knows the three card views of spec §3', () => {
    expect(LOCATION_CARD_VIEWS.map((v) => v.label)).toEqual(['With image', 'Without image', 'With map'])
  })

  it('fits points inside the padding, north up and west left', () => {
    const placed = placePoints(
      [
        { id: 'west', label: 'W', latitude: 40.7, longitude: -74.01 },
        { id: 'east', label: 'E', latitude: 40.7, longitude: -73.97 },
        { id: 'north', label: 'N', latitude: 40.72, longitude: -73.99 },
      ],
      400,
      300,
      20,
    )
    const byId = Object.fromEntries(placed.map((p) => [p.id, p]))
    expect(byId.west!.x).toBeLessThan(byId.east!.x)
    expect(byId.north!.y).toBeLessThan(byId.west!.y)
    for (const p of placed) {
      expect(p.x).toBeGreaterThanOrEqual(20)
      expect(p.x).toBeLessThanOrEqual(380)
      expect(p.y).toBeGreaterThanOrEqual(20)
      expect(p.y).toBeLessThanOrEqual(280)
    }
  })

  it('centres a single point and drops impossible coordinates', () => {
    expect(placePoints([{ id: 'a', label: 'A', latitude: 10, longitude: 10 }], 200, 100, 10)).toEqual([
      { id: 'a', label: 'A', latitude: 10, longitude: 10, x: 100, y: 50 },
    ])
    expect(
      placePoints(
        [
          { id: 'x', label: 'X', latitude: 91, longitude: 0 },
          { id: 'y', label: 'Y', latitude: Number.NaN, longitude: 0 },
        ],
        200,
        100,
        10,
      ),
    ).toEqual([])
  })

  it('spreads points that share a spot so each stays visible, and leaves the others alone', () => {
    const spread = spreadOverlapping(
      [
        { id: 'a', x: 100, y: 100 },
        { id: 'b', x: 101, y: 100 },
        { id: 'c', x: 100, y: 101 },
        { id: 'far', x: 300, y: 300 },
      ],
      30,
    )
    expect(spread[3]).toEqual({ id: 'far', x: 300, y: 300 })
    for (let i = 0; i < 3; i++) {
      for (let j = i + 1; j < 3; j++) expect(Math.hypot(spread[i]!.x - spread[j]!.x, spread[i]!.y - spread[j]!.y)).toBeGreaterThanOrEqual(29.9)
      expect(Math.hypot(spread[i]!.x - 100.3, spread[i]!.y - 100.3)).toBeLessThan(30)
    }
  })

  it('links to OpenStreetMap with the coordinates, nothing else', () => {
    expect(openStreetMapUrl(40.71861, -73.98663)).toBe('https://www.openstreetmap.org/?mlat=40.71861&mlon=-73.98663#map=17/40.71861/-73.98663')
  })

  it('gives directions to a place’s address, else to its coordinates, else none', () => {
    expect(directionsUrl({ address: '209 East 23rd Street, New York', coordinates: { latitude: 40.7, longitude: -73.9 } })).toBe(
      'https://www.openstreetmap.org/directions?to=209%20East%2023rd%20Street%2C%20New%20York',
    )
    expect(directionsUrl({ address: null, coordinates: { latitude: 40.71861, longitude: -73.98663 } })).toBe(
      'https://www.openstreetmap.org/directions?to=40.71861%2C-73.98663',
    )
    expect(directionsUrl({ address: '  ', coordinates: null })).toBeNull()
  })

  // docs/decisions/0181: a map's grid and faint dots are one path each, not an element per line and dot.
  it('draws the grid as one path: a slanted line every 40 units each way, edges included', () => {
    expect(mapGridPath(80, 40)).toBe('M0 0L-7.2 40M40 0L32.8 40M80 0L72.8 40M0 0L80 4.8M0 40L80 44.8')
    expect(mapGridPath(480, 270).match(/M/g)).toHaveLength(13 + 7)
  })

  it('draws each dot as two arcs around its point', () => {
    expect(pointsPath([{ x: 10, y: 20 }], 5)).toBe('M5 20a5 5 0 1 0 10 0a5 5 0 1 0 -10 0')
    expect(pointsPath([], 5)).toBe('')
  })
})
