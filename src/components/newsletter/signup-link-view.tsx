import Link from 'next/link'

import { PageIntro } from '@/components/ui/page-intro'
import { CHECK_INBOX_MESSAGE, type LinkOutcome, SUBSCRIBE_PATH } from '@/domain/newsletters'
import { CONFIRMATION_LINK_DAYS } from '@/domain/newsletter-links'

import styles from './signup-link-view.module.css'

/** What each outcome of a followed newsletter link tells the visitor, and what to do next (docs/decisions/0125). */
const LINK_OUTCOME_WORDS: Record<LinkOutcome | 'thankYou', { title: string; lead: string; next: string }> = {
  thankYou: { title: 'Check your inbox', lead: CHECK_INBOX_MESSAGE, next: 'No e-mail after a few minutes? Look in your spam folder, or sign up again.' },
  confirmed: {
    title: 'Your subscription is confirmed',
    lead: 'Thank you: your address is on the list. The next issue will reach your inbox.',
    next: 'Every issue has an unsubscribe link at the bottom.',
  },
  expired: {
    title: 'This confirmation link has expired',
    lead: `A confirmation link works for ${CONFIRMATION_LINK_DAYS} days, and this one is older. Your address was not subscribed.`,
    next: 'Sign up again and follow the link in the new e-mail.',
  },
  invalid: {
    title: 'This link does not work',
    lead: 'The link is not one we sent, or part of it was cut or changed on the way (some mail programs break long links). Nothing was changed.',
    next: 'Copy the whole link from the e-mail into the address bar, or sign up again.',
  },
  unsubscribed: {
    title: 'You are unsubscribed',
    lead: 'Your address is off this list: you will receive no more of this newsletter.',
    next: 'Changed your mind? You can sign up again at any time.',
  },
}

/** A page that says what became of a newsletter link, with the way back to the sign-up. */
export function SignupLinkView({ outcome }: { outcome: LinkOutcome | 'thankYou' }) {
  const words = LINK_OUTCOME_WORDS[outcome]
  return (
    <>
      <PageIntro kicker="Newsletters" title={words.title} lead={words.lead} />
      <div className={`container ${styles.body}`} data-testid={`signup-link-${outcome}`}>
        <p>{words.next}</p>
        <p>
          {outcome === 'confirmed' || outcome === 'thankYou' ? (
            <Link href="/">Back to the home page</Link>
          ) : (
            <Link href={SUBSCRIBE_PATH}>Sign up for a newsletter</Link>
          )}
        </p>
      </div>
    </>
  )
}

/** The page an unsubscribe link opens in a browser: one button, which posts to this very address (its token included). */
export function UnsubscribeView() {
  return (
    <>
      <PageIntro kicker="Newsletters" title="Unsubscribe" lead="Press the button to take your address off this newsletter's list." />
      <div className={`container ${styles.body}`}>
        {/* No action: the form posts to the page's own address, the signed token in its query. */}
        <form method="post" data-testid="unsubscribe-form">
          <button type="submit" className={styles.button}>
            Unsubscribe
          </button>
        </form>
        <p>
          <Link href="/">Keep my subscription and go to the home page</Link>
        </p>
      </div>
    </>
  )
}
