/** The outbox's retry rule (our choice; the spec asks only that nothing is lost): waits double each time, gives up after twelve tries, about a day. */
export const OUTBOX_MAX_ATTEMPTS = 12
const FIRST_RETRY_MS = 60_000
const LONGEST_WAIT_MS = 6 * 60 * 60 * 1000

/** How long to wait after the `attempts`-th failed try: 1 min, 2, 4, 8… at most 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS)
}

/** What becomes of a message after a failed try: tried again at a later time, or given up. */
export function afterFailure(attempts: number, now: Date): { status: 'pending'; nextAttemptAt: string } | { status: 'failed' } {
  if (attempts >= OUTBOX_MAX_ATTEMPTS) return { status: 'failed' }
  return { status: 'pending', nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)).toISOString() }
}

/** A message as the server log shows it while no mail server is set: the envelope, the headers and the plain text (docs/decisions/0127). */
export function printableMessage(message: {
  to: string
  cc?: string | null
  bcc?: string | null
  replyTo?: string | null
  from: string
  subject: string
  headers?: Record<string, string>
  text?: string | null
  html?: string | null
}): string {
  const lines = [
    `From: ${message.from}`,
    `To: ${message.to}`,
    ...(message.cc ? [`Cc: ${message.cc}`] : []),
    ...(message.bcc ? [`Bcc: ${message.bcc}`] : []),
    ...(message.replyTo ? [`Reply-To: ${message.replyTo}`] : []),
    `Subject: ${message.subject}`,
    ...Object.entries(message.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
    '',
    message.text?.trim() ||
      (message.html ?? '')
        .replace(/<(style|script)[\s\S]*?<\/\1>/gi, '')
        .replace(/<br\s*\/?>|<\/(p|tr|h\d|li)>/gi, '\n')
        .replace(/<[^>]+>/g, '')
        .replace(/&nbsp;/g, ' ')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&amp;/g, '&')
        .replace(/\n{3,}/g, '\n\n')
        .trim(),
  ]
  return lines.map((line) => `  ${line}`.trimEnd()).join('\n')
}
