import { EDIT_TARGET_ATTRIBUTE, type EditTarget, encodeEditTarget } from '@/domain/edit-targets'

/**
 * Names the content a page shows for the staff toolbar (spec §6: its Edit button and Before/After),
 * in the cached HTML every visitor gets: a hidden element holding the kind and id of a published
 * document, nothing more.
 */
export function EditMark({ target }: { target: EditTarget }) {
  return <div hidden {...{ [EDIT_TARGET_ATTRIBUTE]: encodeEditTarget(target) }} />
}
