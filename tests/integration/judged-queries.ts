/**
 * The judged query set (docs/decisions/0105): what a visitor of a college site types, and the pages a good answer
 * holds, each at or above a rank, judged on the demo seed. A path ending in `*` is any page whose address starts so
 * (a course's sections, each its own address). A query is answered well when every judged page is within its rank.
 */
export type Judgement = { query: string; want: readonly (readonly [path: string, within: number])[] }

export const JUDGED_QUERIES: readonly Judgement[] = [
  // What people ask for in their own words: a word the site does not hold must not empty the answer.
  { query: 'graphic design courses', want: [['/academics/continuing-education/courses/graphic-design-foundations-*', 3]] },
  { query: 'photography classes', want: [['/academics/continuing-education/courses/digital-photography-i-*', 10]] },
  { query: 'saturday drawing class', want: [['/academics/pre-college/courses/pre-college-saturday-studio-portfolio-drawing-*', 5]] },
  { query: 'directions to campus', want: [['/contact-and-maps', 5]] },
  { query: 'campus tour', want: [['/admissions/visit', 3]] },
  { query: 'newsletter', want: [['/get-info*', 5]] },
  { query: 'history of the college', want: [['/about/about-sva/history', 3]] },
  { query: 'the library', want: [['/academics/library', 2]] },
  { query: 'jobs', want: [['/about/about-sva/working-at-sva', 3]] },
  { query: 'donate', want: [['/alumni/give-back', 3]] },
  // Joined and split forms, stems and plurals, swapped letters.
  { query: 'precollege', want: [['/academics/pre-college', 3]] },
  { query: 'pre college', want: [['/academics/pre-college', 3]] },
  { query: 'scholarship', want: [['/admissions/financial-aid/scholarships', 3]] },
  { query: 'internship', want: [['/life-at-sva/career-development/internships', 3]] },
  { query: 'certificate', want: [['/academics/continuing-education/certificate-programs', 3]] },
  { query: 'paintings', want: [['/academics/undergraduate/painting-and-drawing', 5]] },
  { query: 'maikng minicomics', want: [['/academics/continuing-education/courses/making-minicomics-and-zines-*', 3]] },
  { query: 'scholarhsips', want: [['/admissions/financial-aid/scholarships', 3]] },
  // Programmes: the landing page before stories that mention it.
  { query: 'mfa fine arts', want: [['/academics/graduate/fine-arts', 3]] },
  { query: 'bfa illustration', want: [['/academics/undergraduate/illustration', 3]] },
  { query: 'illustration', want: [['/academics/undergraduate/illustration', 3]] },
  { query: 'painting', want: [['/academics/undergraduate/painting-and-drawing', 3]] },
  { query: 'animation', want: [['/academics/undergraduate/animation-and-motion', 3]] },
  { query: 'bfa animation', want: [['/academics/undergraduate/animation-and-motion', 3]] },
  { query: 'comics', want: [['/academics/undergraduate/comics-and-sequential-art', 3]] },
  { query: 'sculpture', want: [['/academics/undergraduate/sculpture-and-expanded-practice', 3]] },
  { query: 'mfa photography', want: [['/academics/graduate/photography-and-image-making', 5]] },
  { query: 'communication design', want: [['/academics/undergraduate/communication-design', 1]] },
  { query: 'interior architecture', want: [['/academics/undergraduate/interior-architecture', 1]] },
  { query: 'art therapy', want: [['/academics/graduate/art-therapy', 2]] },
  { query: 'lisbon', want: [['/academics/summer-residency/lisbon', 3]] },
  // Sections of the site: the page first.
  { query: 'library hours', want: [['/academics/library', 2]] },
  { query: 'summer housing', want: [['/admissions/summer-housing', 2]] },
  { query: 'harbor hall', want: [['/admissions/summer-housing/harbor-hall', 2]] },
  { query: 'tuition', want: [['/admissions/tuition-and-fees', 1]] },
  { query: 'financial aid', want: [['/admissions/financial-aid', 2]] },
  { query: 'scholarships', want: [['/admissions/financial-aid/scholarships', 1]] },
  { query: 'how to apply', want: [['/admissions/how-to-apply', 1]] },
  { query: 'apply', want: [['/admissions/how-to-apply', 2]] },
  { query: 'visit', want: [['/admissions/visit', 3]] },
  { query: 'portfolio guidelines', want: [['/admissions/how-to-apply/portfolio-guidelines', 1]] },
  { query: 'international students', want: [['/admissions/how-to-apply/international-applicants', 2]] },
  { query: 'transfer students', want: [['/admissions/how-to-apply/transfer-students', 1]] },
  { query: 'graduate application requirements', want: [['/admissions/how-to-apply/graduate-application-requirements', 1]] },
  { query: 'undergraduate requirements', want: [['/admissions/how-to-apply/undergraduate-application-requirements', 1]] },
  { query: 'work study', want: [['/admissions/financial-aid/work-study', 1]] },
  { query: 'academic calendar', want: [['/academics/academic-calendar', 1]] },
  { query: 'continuing education', want: [['/academics/continuing-education', 2]] },
  { query: 'online courses', want: [['/academics/continuing-education/online-learning', 3]] },
  { query: 'certificate programs', want: [['/academics/continuing-education/certificate-programs', 1]] },
  { query: 'summer intensives', want: [['/academics/pre-college/summer-intensives', 1]] },
  { query: 'study abroad', want: [['/academics/study-abroad', 2]] },
  { query: 'foundation year', want: [['/academics/foundation-year', 1]] },
  { query: 'special collections', want: [['/academics/library/special-collections', 1]] },
  { query: 'research guides', want: [['/academics/library/research-guides', 1]] },
  { query: 'registrar', want: [['/academics/departments/registrar', 2]] },
  { query: 'contact', want: [['/contact-and-maps', 1]] },
  { query: 'internships', want: [['/life-at-sva/career-development/internships', 1]] },
  { query: 'career development', want: [['/life-at-sva/career-development', 2]] },
  { query: 'employer services', want: [['/life-at-sva/career-development/employer-services', 1]] },
  { query: 'student life', want: [['/life-at-sva/student-life', 1]] },
  { query: 'clubs', want: [['/life-at-sva/student-life/clubs-and-organizations', 1]] },
  { query: 'counseling', want: [['/life-at-sva/student-life/health-and-wellness', 2]] },
  { query: 'disability services', want: [['/life-at-sva/student-services/disability-services', 1]] },
  { query: 'residence halls', want: [['/about/campus/residence-halls', 1]] },
  { query: 'galleries', want: [['/about/campus/galleries', 3]] },
  { query: 'privacy policy', want: [['/about/policies/privacy', 2]] },
  { query: 'title ix', want: [['/about/policies/title-ix', 1]] },
  { query: 'mission', want: [['/about/about-sva/mission-and-values', 1]] },
  { query: 'president', want: [['/about/about-sva/leadership', 2]] },
  { query: 'rankings', want: [['/about/about-sva/rankings-and-recognition', 1]] },
  { query: 'faculty positions', want: [['/about/about-sva/working-at-sva/faculty-positions', 1]] },
  { query: 'accessibility', want: [['/accessibility-notice', 2]] },
  { query: 'alumni', want: [['/alumni', 3]] },
  { query: 'give back', want: [['/alumni/give-back', 1]] },
  { query: 'reunions', want: [['/alumni/events-and-reunions', 1]] },
  // Events: the soonest upcoming first.
  { query: 'open house', want: [['/events/fall-open-house', 3]] },
  { query: 'noor haddad lecture', want: [['/events/visiting-artist-lecture-noor-haddad', 1]] },
]

/** Whether the found addresses (best first) hold each judged page within its rank. */
export function answeredWell(judgement: Judgement, found: readonly string[]): boolean {
  return judgement.want.every(([path, within]) => {
    const matches = path.endsWith('*') ? (link: string) => link.startsWith(path.slice(0, -1)) : (link: string) => link === path
    const at = found.findIndex(matches)
    return at >= 0 && at < within
  })
}
