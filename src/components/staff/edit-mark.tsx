import { EDIT_TARGET_ATTRIBUTE, type EditTarget, encodeEditTarget } from '@/domain/edit-targets'

/** Names the published document a page shows, for the staff toolbar (spec §6: its Edit button and Before/After), in the cached HTML. */
export function EditMark({ target }: { target: EditTarget }) {
  return <div hidden {...{ [EDIT_TARGET_ATTRIBUTE]: encodeEditTarget(target) }} />
}
