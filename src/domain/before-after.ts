/** spec §6 (Before/After audit labels): the published version beside the latest draft, field by field; the service turns both into plain text. */

/** spec §6: the toolbar's button and the two sides of the comparison. */
export const BEFORE_AFTER = 'Before/After'
export const BEFORE = 'Before'
export const AFTER = 'After'
/** What Before/After says when the latest draft is the published version. */
export const NO_UNPUBLISHED_CHANGES = 'No unpublished changes'

/** One field of one version as text: `path` names it (`hero.title`), `label` as the back office shows it. */
export type FieldText = { path: string; label: string; text: string }

/** A field whose text differs between the published version (`before`) and the latest draft (`after`); empty when a side has none. */
export type FieldChange = { path: string; label: string; before: string; after: string }

/** Text compared as people read it: line ends and trailing spaces do not make a change. */
const normalized = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim()

/** The fields that differ, in the draft's order, then those only the published version has. `before` is null when never published. */
export function fieldChanges(before: FieldText[] | null, after: FieldText[]): FieldChange[] {
  const published = new Map((before ?? []).map((field) => [field.path, field]))
  const drafted = new Set(after.map((field) => field.path))
  const changes: FieldChange[] = after.flatMap((field) => {
    const was = normalized(published.get(field.path)?.text ?? '')
    const is = normalized(field.text)
    return was === is ? [] : [{ path: field.path, label: field.label, before: was, after: is }]
  })
  for (const field of before ?? []) {
    const was = normalized(field.text)
    if (!drafted.has(field.path) && was) changes.push({ path: field.path, label: field.label, before: was, after: '' })
  }
  return changes
}
