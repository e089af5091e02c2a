// Diagnosis PDF exports are limited (issue 23 L8): each is drawn on the server, so an account gets 10 a minute and an
// address 20 a minute (per tenant), every try counted whatever its outcome; the next one is a 429 envelope that says
// when to try again. (The drawing itself, one at a time per process: lib/pdf/render-queue.test.ts.)
import { and, eq } from 'drizzle-orm'
import { createSession } from '@/lib/auth/sessions'
import { RULES } from '@/lib/auth/limits'
import { individuals } from '@/lib/db/schema'
import { call } from '@/tests/api-client'
import { createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'

let db: SeededTestDatabase
const tokens: string[] = []
const PDF = '/api/services/app/Diagnosis/GetReportPdf'

beforeAll(async () => {
  db = await createSeededTestDatabase()
  const demoId = db.seeded.tenants.find((t) => t.slug === 'demo')!.id
  const learners = await db.db
    .select({ id: individuals.id })
    .from(individuals)
    .where(and(eq(individuals.tenantId, demoId), eq(individuals.disabled, false)))
    .limit(3)
  expect(learners).toHaveLength(3)
  for (const { id } of learners)
    tokens.push(
      (await createSession(db.db, { tenantId: demoId, kind: 'user', accountId: id, userAgent: 'pdf-limit' })).token,
    )
}, 120_000)
afterAll(() => db.cleanup())

/** An export of a report that is not the caller's (404) costs a point like any other: the limit counts tries. */
const exportTry = (bearer: string, ip: string) => call(`${PDF}?id=987654`, { bearer, ip })

function expectTooOften(answer: Awaited<ReturnType<typeof call>>) {
  expect(answer.status).toBe(429)
  expect(answer.body).toMatchObject({ success: false, result: null, __abp: true, error: { code: 429 } })
  expect(answer.body.error.message).toMatch(/^导出过于频繁，请\d+秒后再试$/)
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0)
}

it(`answers an account's export number ${RULES.pdfExportMinute.points + 1} within a minute with 429`, async () => {
  for (let i = 0; i < RULES.pdfExportMinute.points; i++)
    expect((await exportTry(tokens[0], `203.0.113.${i + 1}`)).status).toBe(404)
  // From a fresh address too: the account's own count refuses.
  expectTooOften(await exportTry(tokens[0], '203.0.113.200'))
})

it(`answers an address's export number ${RULES.pdfExportIpMinute.points + 1} within a minute with 429, whichever account asks`, async () => {
  const ip = '198.18.0.7'
  const perAccount = RULES.pdfExportIpMinute.points / 2
  for (const bearer of [tokens[1], tokens[2]])
    for (let i = 0; i < perAccount; i++) expect((await exportTry(bearer, ip)).status).toBe(404)
  expectTooOften(await exportTry(tokens[2], ip))
})
