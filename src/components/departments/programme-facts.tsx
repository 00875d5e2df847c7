import Link from 'next/link'

import { ApplyLink } from '@/components/site/apply-link'
import type { ProgrammeFacts } from '@/domain/programme-facts'

import styles from './department-view.module.css'

/** A programme's how to apply, deadlines and cost, with the APPLY menu's link of its level (spec §2): shown even when staff wrote nothing yet. */
export function ProgrammeFactsSection({ facts, title }: { facts: ProgrammeFacts; title: string }) {
  return (
    <section className={`${styles.section} ${styles.applying}`} aria-labelledby="department-applying" data-testid="programme-apply">
      <div className={styles.sectionHead}>
        <h2 id="department-applying">How to apply</h2>
      </div>
      <div className={styles.applyingGrid}>
        <div>
          {facts.howToApply ? (
            facts.howToApply.split(/\n{2,}/).map((paragraph, index) => <p key={index}>{paragraph}</p>)
          ) : (
            <p>The application requirements of {title} are on the admissions pages.</p>
          )}
          <p>
            <ApplyLink className={styles.apply} href={facts.apply.href} academicLevel={facts.apply.academicLevel}>
              Apply<span className="visually-hidden">: {facts.apply.label} application requirements</span>
            </ApplyLink>
          </p>
        </div>
        <dl className={styles.facts}>
          {facts.deadlines.length > 0 && (
            <div>
              <dt>Deadlines</dt>
              <dd>
                <ul className={styles.deadlines}>
                  {facts.deadlines.map((deadline) => (
                    <li key={`${deadline.label}-${deadline.date}`}>
                      <span className={styles.deadlineLabel}>{deadline.label}</span> <time dateTime={deadline.date}>{deadline.dateLabel}</time>
                      {deadline.passed && <span className={styles.passed}> (passed)</span>}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          )}
          {(facts.cost || facts.costUrl) && (
            <div>
              <dt>Cost</dt>
              <dd>
                {facts.cost && facts.cost.split(/\n+/).map((line, index) => <p key={index}>{line}</p>)}
                {facts.costUrl && (
                  <p>
                    <Link href={facts.costUrl}>Tuition and fees in full</Link>
                  </p>
                )}
              </dd>
            </div>
          )}
        </dl>
      </div>
    </section>
  )
}
