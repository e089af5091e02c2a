// CompanyGroup through the real dispatcher (PGlite, or PostgreSQL with TEST_DATABASE_URL): a company's groups, their
// members (its own staff only), a person joining later getting the group's open assignments, and every method refused
// to another company, another tenant, an individual and a visitor (issue 31).
import os from 'node:os'
import path from 'node:path'
import { and, count, eq, sql } from 'drizzle-orm'
import { addDays, todayInZone } from '@/lib/contract/assignment-rules'
import { assignmentAllocations, companyGroupMembers, companyGroups, courses, individuals } from '@/lib/db/schema'
import { call, post, type Answer, type CallInit } from '@/tests/api-client'
import { createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'
import { companyToken, firstCodeLogin, userToken } from '@/tests/sign-in'

let db: SeededTestDatabase
let demoId = 0
let acmeId = 0
let freeCourse = 0
let otherCourse = 0
let phoneSeq = 0
const tokens: Record<string, string> = {}
const staff: Record<string, number> = {}

const S = '/api/services/app'
const G = `${S}/CompanyGroup`
const A = `${S}/CompanyAssignment`
const freshPhone = () => `1350002${String(++phoneSeq).padStart(4, '0')}`
const send = (p: string, body: unknown, init: CallInit) => post(p, body, init)
const as = (bearer: string, host?: string): CallInit => ({ bearer, host })
const expectError = (res: Answer, status: number, message?: string) => {
  expect(res.status).toBe(status)
  expect(res.body.success).toBe(false)
  if (message) expect(res.body.error.message).toBe(message)
}
interface Group {
  id: number
  name: string
  memberCount: number
  members: { userId: number; userInCompanyName: string }[]
}
const groups = async (bearer: string): Promise<Group[]> => (await call(`${G}/GetList`, as(bearer))).body.result
const create = (bearer: string, name: unknown) => send(`${G}/Create`, { name }, as(bearer))
const setMembers = (bearer: string, groupId: number, add: number[], remove: number[] = []) =>
  send(`${G}/SetMembers`, { groupId, add, remove }, as(bearer))
const allocationsOf = async (individualId: number) =>
  (
    await db.db
      .select({ n: count() })
      .from(assignmentAllocations)
      .where(and(eq(assignmentAllocations.tenantId, demoId), eq(assignmentAllocations.individualId, individualId)))
  )[0].n

/** Invites a new phone to the company; it signs in and accepts. */
async function newMember(companyBearer: string, name: string) {
  const phone = freshPhone()
  const invite = await send(
    `${S}/CompanyInviteUser/CreateCompanyInviteUser`,
    { PhoneNumber: phone, userInCompanyName: name },
    as(companyBearer),
  )
  const me = await firstCodeLogin(db.db, demoId, phone)
  expect(
    (await send(`${S}/CompanyInviteUser/InviteUserAccept`, { id: invite.body.result.id }, as(me.bearer))).status,
  ).toBe(200)
  return me
}

beforeAll(async () => {
  process.env.STORAGE_DIR = path.join(os.tmpdir(), `qh-company-group-${process.pid}`)
  delete process.env.SMS_PROVIDER
  db = await createSeededTestDatabase()
  demoId = db.seeded.tenants.find((t) => t.slug === 'demo')!.id
  acmeId = db.seeded.tenants.find((t) => t.slug === 'acme')!.id
  tokens.qihang = await companyToken('qihang_hr')
  tokens.yunfan = await companyToken('yunfan_hr')
  tokens.wang = await userToken('13800000003')
  for (const [name, phone] of [
    ['li', '13800000002'],
    ['wang', '13800000003'],
    ['zhao', '13800000004'],
  ]) {
    const [row] = await db.db
      .select({ id: individuals.id })
      .from(individuals)
      .where(and(eq(individuals.tenantId, demoId), eq(individuals.phone, phone)))
    staff[name] = row.id
  }
  const [acmePerson] = await db.db
    .select({ id: individuals.id })
    .from(individuals)
    .where(eq(individuals.tenantId, acmeId))
  staff.acme = acmePerson.id
  const free = await db.db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.tenantId, demoId), eq(courses.priceCents, 0), eq(courses.isPublished, true)))
    .limit(2)
  ;[freeCourse, otherCourse] = free.map((c) => c.id)
}, 180_000)
afterAll(() => db.cleanup())

it('creates, lists, renames and deletes groups, with names checked in Chinese', async () => {
  const made = await create(tokens.qihang, ' 销售部 ')
  expect(made.status).toBe(200)
  expect(made.body.result).toMatchObject({ name: '销售部', memberCount: 0, members: [] })
  expectError(await create(tokens.qihang, '销售部'), 409, '已有同名部门')
  expectError(await create(tokens.qihang, '  '), 400, '请输入部门名称')
  expectError(await create(tokens.qihang, '部'.repeat(21)), 400, '部门名称不能超过20个字')
  // Another company may use the same name: names are unique within a company.
  expect((await create(tokens.yunfan, '销售部')).status).toBe(200)

  const other = (await create(tokens.qihang, '市场部')).body.result.id
  expectError(await send(`${G}/Rename`, { groupId: other, name: '销售部' }, as(tokens.qihang)), 409, '已有同名部门')
  expect((await send(`${G}/Rename`, { groupId: other, name: '品牌部' }, as(tokens.qihang))).status).toBe(200)
  expect((await groups(tokens.qihang)).map((g) => g.name)).toEqual(['销售部', '品牌部'])
  expect((await send(`${G}/Delete`, { groupId: other }, as(tokens.qihang))).status).toBe(200)
  expect((await groups(tokens.qihang)).map((g) => g.name)).toEqual(['销售部'])
  expect((await groups(tokens.yunfan)).map((g) => g.name)).toEqual(['销售部'])
})

it('puts only the company’s own staff in a group: another company’s or tenant’s person writes nothing', async () => {
  const [sales] = await groups(tokens.qihang)
  const yunfanPerson = await newMember(tokens.yunfan, '云帆员工')
  for (const stranger of [yunfanPerson.userId, staff.acme, 987654]) {
    expectError(await setMembers(tokens.qihang, sales.id, [staff.wang, stranger]), 400, '只能添加本企业的员工')
  }
  const rows = await db.db.select().from(companyGroupMembers).where(eq(companyGroupMembers.tenantId, demoId))
  expect(rows).toEqual([])

  const res = await setMembers(tokens.qihang, sales.id, [staff.wang, staff.zhao, staff.wang])
  expect(res.body.result).toMatchObject({ groupId: sales.id, memberCount: 2, allocated: 0 })
  const [listed] = await groups(tokens.qihang)
  expect(listed.members.map((m) => m.userInCompanyName)).toEqual(['王芳', '赵强'])
  expect((await setMembers(tokens.qihang, sales.id, [], [staff.zhao])).body.result.memberCount).toBe(1)
})

it('gives a person who joins a group later its open assignments, not its cancelled or past ones', async () => {
  const [sales] = await groups(tokens.qihang)
  const due = addDays(todayInZone(), 2)
  const made = await send(
    `${A}/Create`,
    { courseIds: [freeCourse], groupIds: [sales.id], kind: 'required', startsOn: todayInZone(), dueOn: due },
    as(tokens.qihang),
  )
  expect(made.status).toBe(200)
  expect(made.body.result.allocatedCount).toBe(1) // 王芳, the one member now
  // Two more for the group: one cancelled, one past due (written to the table: the API refuses a past due date).
  const more = await send(
    `${A}/Create`,
    {
      courseIds: [freeCourse, otherCourse],
      groupIds: [sales.id],
      kind: 'elective',
      startsOn: todayInZone(),
      dueOn: due,
    },
    as(tokens.qihang),
  )
  const [cancelledId, pastId] = more.body.result.assignmentIds
  expect((await send(`${A}/Cancel`, { assignmentId: cancelledId }, as(tokens.qihang))).status).toBe(200)
  await db.db.execute(
    sql`update course_assignments set starts_on = '2020-01-01', due_on = '2020-01-02' where tenant_id = ${demoId} and id = ${pastId}`,
  )

  expect(await allocationsOf(staff.li)).toBe(0)
  const res = await setMembers(tokens.qihang, sales.id, [staff.li])
  expect(res.body.result).toMatchObject({ memberCount: 2, allocated: 1 })
  expect(await allocationsOf(staff.li)).toBe(1)
  // Adding again changes nothing.
  expect((await setMembers(tokens.qihang, sales.id, [staff.li])).body.result.allocated).toBe(0)

  const list = (await call(`${A}/GetList`, as(tokens.qihang))).body.result.items
  const open = list.find((a: { id: number }) => a.id === made.body.result.assignmentIds[0])
  expect(open).toMatchObject({ kind: 'required', kindText: '必修', dueOn: due, allocatedCount: 2, cancelled: false })
  expect(open.groups).toEqual([{ id: sales.id, name: '销售部' }])
})

it('refuses every group method to another company (404), another tenant’s host, an individual and a visitor', async () => {
  const [sales] = await groups(tokens.qihang)
  const id = sales.id
  const calls: [string, unknown][] = [
    ['Rename', { groupId: id, name: '偷改' }],
    ['Delete', { groupId: id }],
    ['SetMembers', { groupId: id, add: [], remove: [staff.wang] }],
  ]
  for (const [m, body] of calls) expectError(await send(`${G}/${m}`, body, as(tokens.yunfan)), 404, '部门不存在')
  expect((await groups(tokens.yunfan)).some((g) => g.id === id)).toBe(false)
  for (const [m, body] of [['Create', { name: '外部' }], ...calls] as [string, unknown][]) {
    const other = await send(`${G}/${m}`, body, as(tokens.qihang, 'acme.localhost'))
    expect(other.status).toBe(401)
    expect((await send(`${G}/${m}`, body, as(tokens.wang))).status).toBe(403)
    expect((await post(`${G}/${m}`, body)).status).toBe(401)
  }
  const other = await call(`${G}/GetList`, as(tokens.qihang, 'acme.localhost'))
  expect(other.status).toBe(401)
  expect((await call(`${G}/GetList`, as(tokens.wang))).status).toBe(403)
  expect((await call(`${G}/GetList`)).status).toBe(401)
  // Nothing changed.
  const [after] = await groups(tokens.qihang)
  expect(after).toMatchObject({ name: '销售部', memberCount: 2 })
  const acmeGroups = await db.db.select().from(companyGroups).where(eq(companyGroups.tenantId, acmeId))
  expect(acmeGroups).toEqual([])
})
