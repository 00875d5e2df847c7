/** How many saved versions a document keeps (spec §3: content resources have draft and audit variants). */
const MAX_VERSIONS_PER_DOCUMENT = 50

/** The versions of a collection with drafts: a draft may be saved beside the published version, and the last versions are kept. */
export const DRAFTS_AND_VERSIONS = { drafts: true, maxPerDoc: MAX_VERSIONS_PER_DOCUMENT } as const

/** The same for a global (home page, featured events). */
export const GLOBAL_DRAFTS_AND_VERSIONS = { drafts: true, max: MAX_VERSIONS_PER_DOCUMENT } as const
