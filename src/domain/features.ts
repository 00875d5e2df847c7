/** The numbers and sorts of features, the college's stories (spec §7, §9). Pure: no I/O. */

/** spec §7 (features): the default page size of the features call. */
export const FEATURES_DEFAULT_LIMIT = 10
/** spec §9: the features list shows 12 per page. */
export const FEATURES_PAGE_SIZE = 12
/** spec §9: a feature feed shows 2 by default. */
export const FEATURE_FEED_DEFAULT_COUNT = 2
/** How many features a feature feed may be asked to show. */
export const FEATURE_FEED_MAX_COUNT = 12
/** How many related features a feature page shows. */
export const RELATED_FEATURES_COUNT = 3

/** spec §7 (features): the fields a features list sorts by; the feed sorts articleDate-DESC. */
export const FEATURE_SORT_FIELDS = ['articleDate', 'title', 'id'] as const
export type FeatureSortField = (typeof FEATURE_SORT_FIELDS)[number]
export const FEATURE_FEED_SORT = { field: 'articleDate', direction: 'DESC' } as const
