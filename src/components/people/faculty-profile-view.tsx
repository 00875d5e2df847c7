import Link from 'next/link'

import { Breadcrumbs } from '@/components/ui/breadcrumbs'
import { RichText } from '@/components/ui/rich-text'
import { FACULTY_PATH } from '@/domain/department-paths'
import type { FacultyProfile } from '@/services/faculty'

import styles from './faculty-profile-view.module.css'
import { Portrait } from './portrait'

/** A faculty profile page: portrait and name lead, then the biography, with the facts beside it. */
export function FacultyProfileView({ profile }: { profile: FacultyProfile }) {
  const { supplemental } = profile
  const hasFacts =
    supplemental.education.length > 0 || supplemental.awards.length > 0 || supplemental.coursesTaught.length > 0 || supplemental.officeHours || supplemental.cv
  return (
    <article className={styles.profile}>
      <div className="container">
        <Breadcrumbs
          trail={[
            { label: 'Faculty', href: FACULTY_PATH },
            { label: profile.name, href: profile.path },
          ]}
        />
        <header className={styles.hero}>
          <div className={styles.portrait}>
            <Portrait
              name={profile.name}
              image={profile.image}
              sizes="(max-width: 767px) 100vw, (max-width: 1439px) 40vw, 560px"
              priority
              alt={`Portrait of ${profile.name}`}
            />
          </div>
          <div className={styles.heading}>
            {profile.departments.length > 0 && (
              <ul className={styles.departments} aria-label="Departments">
                {profile.departments.map((department) => (
                  <li key={department.id}>
                    <Link href={department.path}>{department.title}</Link>
                  </li>
                ))}
              </ul>
            )}
            <h1 className={styles.name}>{profile.name}</h1>
            {supplemental.pronouns && <p className={styles.pronouns}>{supplemental.pronouns}</p>}
            {profile.titles.length > 0 && (
              <ul className={styles.titles}>
                {profile.titles.map((title) => (
                  <li key={title}>{title}</li>
                ))}
              </ul>
            )}
            {profile.shortBio && <p className={styles.lead}>{profile.shortBio}</p>}
            {(profile.email || profile.website || profile.links.length > 0) && (
              <ul className={styles.links} aria-label="Contact and links">
                {profile.email && (
                  <li>
                    <a href={`mailto:${profile.email}`}>{profile.email}</a>
                  </li>
                )}
                {profile.website && (
                  <li>
                    <a href={profile.website} rel="noopener noreferrer" target="_blank">
                      Website<span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  </li>
                )}
                {profile.links.map((link) => (
                  <li key={link.url}>
                    <a href={link.url} rel="noopener noreferrer" target="_blank">
                      {link.label}
                      <span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </header>
        <div className={styles.body}>
          <div className={styles.bio}>
            {profile.bio ? <RichText data={profile.bio} /> : !profile.shortBio && <p>{profile.name} has not written a biography yet.</p>}
          </div>
          {hasFacts && (
            <aside className={styles.facts} aria-label={`More about ${profile.name}`}>
              {supplemental.education.length > 0 && (
                <section>
                  <h2>Education</h2>
                  <ul>
                    {supplemental.education.map((entry) => (
                      <li key={`${entry.degree}-${entry.institution}-${entry.year}`}>
                        {entry.degree}, {entry.institution}
                        {entry.year ? `, ${entry.year}` : ''}
                      </li>
                    ))}
                  </ul>
                </section>
              )}
              {supplemental.awards.length > 0 && (
                <section>
                  <h2>Awards</h2>
                  <ul>
                    {supplemental.awards.map((award) => (
                      <li key={`${award.title}-${award.year}`}>
                        {award.title}
                        {award.year ? `, ${award.year}` : ''}
                      </li>
                    ))}
                  </ul>
                </section>
              )}
              {supplemental.coursesTaught.length > 0 && (
                <section>
                  <h2>Courses</h2>
                  <ul>
                    {supplemental.coursesTaught.map((course) => (
                      <li key={course}>{course}</li>
                    ))}
                  </ul>
                </section>
              )}
              {supplemental.officeHours && (
                <section>
                  <h2>Office hours</h2>
                  <p>{supplemental.officeHours}</p>
                </section>
              )}
              {supplemental.cv && (
                <p>
                  <a href={supplemental.cv.url}>Download CV{supplemental.cv.filename ? ` (${supplemental.cv.filename})` : ''}</a>
                </p>
              )}
            </aside>
          )}
        </div>
      </div>
    </article>
  )
}
