/**
 * spec §2, §7: what a click on an application's link sends, with its `academic_level`, wherever the link is shown. Apart from
 * the header's menus (header-menus.ts), so that a page's apply link carries this name alone (docs/decisions/0189).
 */
export const APPLY_CLICK_EVENT = 'apply-click'
