import { cronSecret, expect, signInAsAdministrator, test } from './fixtures'

// spec §6 (course semesters and their auto publish/unpublish; cron job): the job clock's call
// runs the semester schedule inside a request, so the sections it publishes reach visitors'
// kept catalogue, pages and calls at once (docs/decisions/0054).

const RUN = '/api/payload-jobs/run?allQueues=true'
const HOUR = 60 * 60 * 1000

test('a semester whose publish day has come has its draft sections shown to visitors after the job clock’s call', async ({ playwright, baseURL }) => {
  const staff = await playwright.request.newContext({ baseURL })
  const visitor = await playwright.request.newContext({ baseURL })
  await signInAsAdministrator(staff)
  const year = 2050 + Math.floor(Math.random() * 50)
  const semester = await staff.post('/api/semesters', {
    data: { term: 'Spring', year, schedule: { publishSectionsOn: new Date(Date.now() - HOUR).toISOString(), unpublishSectionsOn: null } },
  })
  expect(semester.status(), await semester.text()).toBe(201)
  const semesterId = (await semester.json()).doc.id as number
  const registrationId = `JOB-${year}`
  const title = `Scheduled Lithography ${year}`
  const section = await staff.post('/api/course-sections?draft=true', {
    data: { registrationId, title, slug: `scheduled-lithography-${year}`, courseNumber: 'CE-901', type: 'CE', semester: semesterId, _status: 'draft' },
  })
  expect(section.status(), await section.text()).toBe(201)
  const sectionId = (await section.json()).doc.id as number

  // Visitors do not see the draft; the catalogue that leaves it out is now kept in memory.
  const search = `/academics/continuing-education/courses?title=${encodeURIComponent(title)}`
  expect((await visitor.get(`/api/v1/courses/${sectionId}`)).status()).toBe(404)
  expect(await (await visitor.get(search)).text()).toContain('No sections match')

  // Only the job clock's secret or the cron job capability runs the jobs.
  expect((await visitor.get(RUN)).status()).toBe(401)
  expect((await visitor.get(RUN, { headers: { Authorization: 'Bearer not-the-secret-at-all' } })).status()).toBe(401)

  // The schedule runs every second on this server: its first call queues the run, a later one runs it.
  await expect
    .poll(
      async () => {
        const run = await visitor.get(RUN, { headers: { Authorization: `Bearer ${cronSecret()}` } })
        expect(run.status()).toBe(200)
        return (await visitor.get(`/api/v1/courses/${sectionId}`)).status()
      },
      { intervals: [1100], timeout: 20_000 },
    )
    .toBe(200)
  const { path } = (await (await visitor.get(`/api/v1/courses/${sectionId}`)).json()) as { path: string }
  const results = await (await visitor.get(search)).text()
  expect(results).not.toContain('No sections match')
  expect(results).toContain(`href="${path}"`)
  expect((await visitor.get(path)).status()).toBe(200)

  const after = await (await staff.get(`/api/semesters/${semesterId}?depth=0`)).json()
  expect(after.schedule.sectionsPublishedAt).toBeTruthy()
  await staff.dispose()
  await visitor.dispose()
})
