'use client'

/**
 * The locator map drawn in the browser as on the server, for Contact and Maps: its maps' points are data in the page's inline
 * payload, where the server's drawing sent each map's markup a second time; the cards of a list are each given the same list of
 * places, which the payload carries once (docs/decisions/0181). An event's page, with one small map, uses `LocatorMap` as it is and
 * loads no code for it.
 */
export { LocatorMap as GroupLocatorMap } from './locator-map'
