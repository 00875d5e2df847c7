/** spec §6 (admin notifications): how long a notice may be, and how many the back office lists at once. */
export const ADMIN_NOTICE_MAX_LENGTH = 500
export const ADMIN_NOTICES_LISTED = 10

export type AdminNotice = { id: number | string; message: string; alertUntil?: string | null; createdAt: string }
