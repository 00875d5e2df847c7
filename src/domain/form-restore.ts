/**
 * The address a submit-error page sends the visitor back to, whose form then fills in the answers kept in the browser. Apart
 * from the form's rules (forms.ts), so that what decides when the form's code loads can read it without them (docs/decisions/0189).
 */
const FORM_RESTORE_PARAM = 'restore'

/** `path` with the answers to be restored. */
export const restoringPath = (path: string) => `${path}?${FORM_RESTORE_PARAM}=1`

/** Whether an address's query (`location.search`) asks for the kept answers. */
export const restoresAnswers = (search: string) => new URLSearchParams(search).get(FORM_RESTORE_PARAM) === '1'
