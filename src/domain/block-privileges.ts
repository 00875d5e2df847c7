/** spec §6 (add privileges to blocks, advanced page section, VAP blocks): blocks that take a capability of their own; the list is data in Site config. */
export type BlockPrivilege = { block: string; capability: string }

export const DEFAULT_BLOCK_PRIVILEGES: readonly BlockPrivilege[] = [
  // Advanced page sections: blocks that behave or pull live content rather than show what is typed.
  ...['tabs', 'toggleButtons', 'form', 'courseSections', 'exhibitionsGrid', 'featureFeed'].map((block) => ({ block, capability: 'advancedPageSection' })),
  // The design studio's (VAP) display blocks.
  ...['carousel', 'stats', 'rankings'].map((block) => ({ block, capability: 'vapBlocks' })),
]

export type BlockRow = { blockType: string; id?: string | null } & Record<string, unknown>

/** A block's content without what does not change its meaning: empty values, populated relations reduced to their ids. */
function normalized(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalized)
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
    if ('id' in (value as object) && entries.some(([key]) => key === 'createdAt' || key === 'updatedAt')) return (value as { id: unknown }).id
    return Object.fromEntries(
      entries
        .filter(([, inner]) => inner !== null && inner !== undefined && inner !== '' && !(Array.isArray(inner) && inner.length === 0))
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, inner]) => [key, normalized(inner)]),
    )
  }
  return value
}

const rowsOf = (rows: readonly BlockRow[] | null | undefined, block: string) =>
  JSON.stringify((rows ?? []).filter((row) => row.blockType === block).map(normalized))

/** The privilege a change breaks: a block the writer may not touch that was added, removed or changed; null when the change may go ahead. */
export function brokenBlockPrivilege(
  before: readonly BlockRow[] | null | undefined,
  after: readonly BlockRow[] | null | undefined,
  privileges: readonly BlockPrivilege[],
  holds: (capability: string) => boolean,
): BlockPrivilege | null {
  return privileges.find((privilege) => !holds(privilege.capability) && rowsOf(before, privilege.block) !== rowsOf(after, privilege.block)) ?? null
}

/** The blocks offered to a writer: all but those they lack the capability for, except ones already in the document (so it still saves). */
export function offeredBlocks(
  all: readonly string[],
  present: readonly BlockRow[] | null | undefined,
  privileges: readonly BlockPrivilege[],
  holds: (capability: string) => boolean,
): string[] {
  const presentTypes = new Set((present ?? []).map((row) => row.blockType))
  const withheld = new Set(privileges.filter((privilege) => !holds(privilege.capability)).map((privilege) => privilege.block))
  return all.filter((block) => !withheld.has(block) || presentTypes.has(block))
}
