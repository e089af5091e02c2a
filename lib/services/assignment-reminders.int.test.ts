// 学习提醒 (issue 31, Deliver 3) on PGlite, or PostgreSQL with TEST_DATABASE_URL: a 必修 assignment due on day D, its
// reminders sent by two senders at once while the clock moves from D-4 to D+2 — each stage exactly once per unfinished
// person (message and, where the company chose it, an SMS), none for the finished, the elective, the cancelled, or
// someone who left the company.
import { and, eq } from 'drizzle-orm'
import {
  assignmentAllocations,
  companies,
  companyMembers,
  courseAssignments,
  courses,
  enrolments,
  individuals,
  messages,
  smsOutbox,
} from '@/lib/db/schema'
import { post } from '@/tests/api-client'
import { createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'
import { companyToken } from '@/tests/sign-in'
import { sendDueReminders } from './assignment-reminders'

let db: SeededTestDatabase
let demoId: number
let companyId: number
let people: Record<'li' | 'wang' | 'zhao', number>
let courseId: number
const DUE = '2026-12-10'
/** 10:00 in Shanghai on the day `offset` days from the due date. */
const dayAt = (offset: number) => new Date(Date.parse(`${DUE}T02:00:00Z`) + offset * 86_400_000)

/** This company's 学习提醒 to the person (the seed has learning reminders of its own). */
const reminders = async (individualId: number) =>
  (
    await db.db
      .select({ title: messages.title, content: messages.content })
      .from(messages)
      .where(and(eq(messages.tenantId, demoId), eq(messages.recipientId, individualId), eq(messages.messageType, 2)))
  ).filter((m) => m.content.startsWith('启航科技有限公司安排'))
const texts = async (phone: string) =>
  (
    await db.db
      .select()
      .from(smsOutbox)
      .where(and(eq(smsOutbox.phone, phone), eq(smsOutbox.purpose, 'study-reminder')))
      .orderBy(smsOutbox.id)
  ).map((r) => r.text)

let requiredId: number
let cancelledId: number

async function assign(
  kind: 'required' | 'elective',
  who: number[],
  extra: Partial<typeof courseAssignments.$inferInsert> = {},
) {
  const [a] = await db.db
    .insert(courseAssignments)
    .values({ tenantId: demoId, companyId, courseId, kind, startsOn: '2026-12-01', dueOn: DUE, ...extra })
    .returning()
  await db.db
    .insert(assignmentAllocations)
    .values(who.map((individualId) => ({ tenantId: demoId, assignmentId: a.id, individualId })))
  return a
}

/** Two senders at once, as two app instances' jobs would be; answers how many each sent. */
const bothSend = async (offset: number) =>
  (await Promise.all([sendDueReminders(dayAt(offset)), sendDueReminders(dayAt(offset))])).map((r) => r.sent)

beforeAll(async () => {
  delete process.env.SMS_PROVIDER
  db = await createSeededTestDatabase()
  demoId = db.seeded.tenants.find((t) => t.slug === 'demo')!.id
  const [company] = await db.db
    .select()
    .from(companies)
    .where(and(eq(companies.tenantId, demoId), eq(companies.loginName, 'qihang_hr')))
  companyId = company.id
  await db.db.update(companies).set({ remindBySms: true }).where(eq(companies.id, companyId))
  const byPhone = async (phone: string) =>
    (
      await db.db
        .select()
        .from(individuals)
        .where(and(eq(individuals.tenantId, demoId), eq(individuals.phone, phone)))
    )[0].id
  people = { li: await byPhone('13800000002'), wang: await byPhone('13800000003'), zhao: await byPhone('13800000004') }
  const [course] = await db.db
    .select()
    .from(courses)
    .where(and(eq(courses.tenantId, demoId), eq(courses.isPublished, true)))
    .limit(1)
  courseId = course.id
  requiredId = (await assign('required', [people.li, people.wang, people.zhao])).id
  // Electives and withdrawn assignments are nobody's deadline.
  await assign('elective', [people.li])
  cancelledId = (await assign('required', [people.li], { cancelledAt: new Date() })).id
  // 王芳 finished the course; 赵强 left the company.
  await db.db
    .insert(enrolments)
    .values({ tenantId: demoId, individualId: people.wang, courseId, source: 'assigned', completedAt: new Date() })
    .onConflictDoUpdate({
      target: [enrolments.tenantId, enrolments.individualId, enrolments.courseId],
      set: { completedAt: new Date() },
    })
  await db.db
    .delete(companyMembers)
    .where(and(eq(companyMembers.tenantId, demoId), eq(companyMembers.individualId, people.zhao)))
}, 180_000)
afterAll(() => db.cleanup())

it('sends each stage once across two senders as the days pass, to the unfinished staff member only', async () => {
  expect(await bothSend(-4)).toEqual([0, 0])
  expect((await bothSend(-3)).sort()).toEqual([0, 1])
  expect(await bothSend(-2)).toEqual([0, 0])
  expect(await bothSend(-1)).toEqual([0, 0])
  expect((await bothSend(0)).sort()).toEqual([0, 1])
  expect((await bothSend(1)).sort()).toEqual([0, 1])
  expect(await bothSend(2)).toEqual([0, 0])

  const course = (await db.db.select().from(courses).where(eq(courses.id, courseId)))[0].title
  expect(await reminders(people.li)).toEqual(
    expect.arrayContaining([
      {
        title: `学习提醒：《${course}》还剩3天`,
        content: `启航科技有限公司安排您学习的必修课程《${course}》将于12月10日截止（还剩3天），您目前尚未完成，请尽快学习。`,
      },
      {
        title: `学习提醒：《${course}》今天截止`,
        content: `启航科技有限公司安排您学习的必修课程《${course}》今天（12月10日）截止，您目前尚未完成，请尽快学习。`,
      },
      {
        title: `学习提醒：《${course}》已逾期`,
        content: `启航科技有限公司安排您学习的必修课程《${course}》已于12月10日截止，已逾期1天，您目前尚未完成，请尽快学习。`,
      },
    ]),
  )
  expect(await reminders(people.li)).toHaveLength(3)
  expect(await reminders(people.wang)).toEqual([])
  expect(await reminders(people.zhao)).toEqual([])
  // The company chose SMS too: one text per stage, in the reminder template's words.
  expect(await texts('13800000002')).toEqual(
    ['将于12月10日截止', '今天截止', '已于12月10日截止'].map(
      (deadline) => `【启航学堂】您的必修课程《${course}》${deadline}，目前尚未完成，请尽快学习。`,
    ),
  )
  expect(await texts('13800000003')).toEqual([])
})

describe('一键提醒 (CompanyReminder/RemindNow)', () => {
  const remind = (bearer: string, assignmentId: number, host?: string) =>
    post('/api/services/app/CompanyReminder/RemindNow', { assignmentId }, { bearer, host })

  it('reminds the unfinished once a day, and only on the company’s own open assignments', async () => {
    // Begun already (the one above starts in December): an assignment not yet begun is nobody's to remind.
    const started = (await assign('elective', [people.li], { startsOn: '2026-01-01' })).id
    const hr = await companyToken('qihang_hr')
    expect((await remind(hr, requiredId)).body.result).toEqual({ sent: 0 })
    const first = await remind(hr, started)
    expect(first.status).toBe(200)
    expect(first.body.result).toEqual({ sent: 1 })
    expect((await remind(hr, started)).body.result).toEqual({ sent: 0 })
    const cancelled = await remind(hr, cancelledId)
    expect([cancelled.status, cancelled.body.error.message]).toEqual([400, '该学习任务已撤销，无需提醒'])
    // Another company of the tenant, and the same company's token on another tenant's host.
    const other = await remind(await companyToken('yunfan_hr'), started)
    expect([other.status, other.body.error.message]).toEqual([404, '学习任务不存在'])
    expect((await remind(hr, started, 'acme.localhost')).status).toBe(401)
  })

  it('keeps the SMS setting per company', async () => {
    const hr = await companyToken('yunfan_hr')
    const set = await post(
      '/api/services/app/CompanyReminder/SetReminderSettings',
      { remindBySms: true },
      { bearer: hr },
    )
    expect(set.body.result).toEqual({ remindBySms: true })
    const [row] = await db.db.select().from(companies).where(eq(companies.loginName, 'yunfan_hr'))
    expect(row.remindBySms).toBe(true)
  })
})
