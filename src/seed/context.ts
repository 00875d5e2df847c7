import type { CollectionSlug, DataFromCollectionSlug, File, Payload, RequiredDataFromCollectionSlug } from 'payload'

/** Nothing is cached yet, so hooks skip revalidation; `bulkInsert`: parents come first and nothing moves, so re-saves are skipped. */
export const SEED_CONTEXT = { disableRevalidate: true, bulkInsert: true }

/** Both database adapters number their documents. */
type Id = number

/** What the shared seed made, for each area's seeder (`src/seed/<area>.ts`); deterministic: the same size gives the same content. */
export type SeedContext = {
  payload: Payload
  /** 1 for the small demo college, 10 for `--size large`. */
  factor: number
  /** The seeded random source shared by every area, in order. */
  random: () => number
  /** payload.create as staff, without revalidation, counted by collection. */
  create: <S extends CollectionSlug>(args: {
    collection: S
    /** A slug left out is filled from the title by the slug field's hook. */
    data: Omit<RequiredDataFromCollectionSlug<S>, 'slug'> & { slug?: string }
    file?: File
    /** Save as a draft (collections with drafts); published otherwise. */
    draft?: boolean
  }) => Promise<DataFromCollectionSlug<S>>
  /** Adds documents written past `create` (bulk writes through the adapter) to the seed's counts. */
  tally: (collection: CollectionSlug, count: number) => void
  /** One of the generated images, cycling. */
  image: (index: number) => Id
  departments: { id: Id; title: string; type: string; published: boolean }[]
  tags: { id: Id; title: string; type: string }[]
  /** Location ids by title. */
  locations: Map<string, Id>
  buildings: { id: Id; title: string }[]
  faculty: { id: Id; name: string; departments: Id[] }[]
}

export type SeedArea = (context: SeedContext) => Promise<void>
