'use client'

/**
 * The locator map drawn in the browser as on the server, for a list of cards that each map the same places: every card's map is
 * given the same list, which the page's inline payload then carries once, where the server's drawing sent each map's markup a
 * second time (docs/decisions/0181). A page with one map uses `LocatorMap` as it is, and loads no code for it.
 */
export { LocatorMap as GroupLocatorMap } from './locator-map'
