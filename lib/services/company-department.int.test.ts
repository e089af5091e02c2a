// A company member's 部门 through the real dispatcher (PGlite, or PostgreSQL with TEST_DATABASE_URL): a field of its own
// on the invitation and the membership — the name (and the nickname it may become) no longer carries it — edited by the
// member's company only (issue 27).
import os from 'node:os'
import path from 'node:path'
import { call, post, type Answer } from '@/tests/api-client'
import { createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'
import { companyToken, firstCodeLogin } from '@/tests/sign-in'

let db: SeededTestDatabase
let demoId = 0
let phoneSeq = 0
const tokens: Record<string, string> = {}

const INVITE = '/api/services/app/CompanyInviteUser'
const freshPhone = () => `1350001${String(++phoneSeq).padStart(4, '0')}`

const get = (p: string, bearer?: string, host?: string) => call(p, { bearer, host })
const send = (p: string, body: unknown, bearer?: string, host?: string) => post(p, body, { bearer, host })
const expectError = (res: Answer, status: number, message?: string) => {
  expect(res.status).toBe(status)
  expect(res.body.success).toBe(false)
  if (message) expect(res.body.error.message).toBe(message)
}
interface Staff {
  userId: number
  userInCompanyName: string
  department: string | null
  nickname: string
}
const staff = async (bearer: string, keyword = ''): Promise<Staff[]> =>
  (await get(`${INVITE}/GetCompanyFrontUser?keyword=${encodeURIComponent(keyword)}`, bearer)).body.result.items
const setDepartment = (bearer: string, userId: number, department: unknown) =>
  send(`${INVITE}/SetUserDepartment`, { userId, department }, bearer)

beforeAll(async () => {
  process.env.STORAGE_DIR = path.join(os.tmpdir(), `qh-department-${process.pid}`)
  delete process.env.SMS_PROVIDER
  db = await createSeededTestDatabase()
  demoId = db.seeded.tenants.find((t) => t.slug === 'demo')!.id
  tokens.qihang = await companyToken('qihang_hr')
  tokens.yunfan = await companyToken('yunfan_hr')
}, 180_000)
afterAll(() => db.cleanup())

it('shows the seeded staff of 启航科技 under their 部门, their names without it', async () => {
  const byName = Object.fromEntries((await staff(tokens.qihang)).map((s) => [s.userInCompanyName, s.department]))
  expect(byName).toEqual({ 李明: '销售部', 王芳: '市场部', 赵强: '技术部' })
  const invites = (await get(`${INVITE}/GetCompanyInviteUser?status=pending`, tokens.qihang)).body.result.items
  expect(invites[0]).toMatchObject({ phoneNumber: '13800000005', userInCompanyName: '张伟', department: '市场部' })
})

it('carries the 部门 of an invitation to the membership; the nickname becomes the name alone', async () => {
  const phone = freshPhone()
  const created = await send(
    `${INVITE}/CreateCompanyInviteUser`,
    { PhoneNumber: phone, userInCompanyName: '刘洋', department: '  研发部 ' },
    tokens.qihang,
  )
  expect(created.status).toBe(200)
  const listed = (await get(`${INVITE}/GetCompanyInviteUser?status=pending`, tokens.qihang)).body.result.items
  expect(listed.find((i: { phoneNumber: string }) => i.phoneNumber === phone)).toMatchObject({
    userInCompanyName: '刘洋',
    department: '研发部',
  })

  const me = await firstCodeLogin(db.db, demoId, phone)
  const accepted = await send(`${INVITE}/InviteUserAccept`, { id: created.body.result.id }, me.bearer)
  expect(accepted.body.result.userName).toBe('刘洋')
  expect((await staff(tokens.qihang)).find((s) => s.userId === me.userId)).toMatchObject({
    userInCompanyName: '刘洋',
    department: '研发部',
    nickname: '刘洋',
  })
  // Searching by 部门 finds the member, as searching the old "姓名（部门）" names did.
  expect((await staff(tokens.qihang, '研发')).map((s) => s.userId)).toEqual([me.userId])
})

it('leaves the 部门 out when the invitation has none, and checks the one given', async () => {
  const invite = (department: unknown) =>
    send(
      `${INVITE}/CreateCompanyInviteUser`,
      { PhoneNumber: freshPhone(), userInCompanyName: '周敏', department },
      tokens.qihang,
    )
  const noDepartment = await send(
    `${INVITE}/CreateCompanyInviteUser`,
    { PhoneNumber: freshPhone(), userInCompanyName: '周敏' },
    tokens.qihang,
  )
  expect(noDepartment.status).toBe(200)
  for (const blank of ['', '   ', null]) expect((await invite(blank)).status).toBe(200)
  const pending = (await get(`${INVITE}/GetCompanyInviteUser?status=pending`, tokens.qihang)).body.result.items
  expect(pending.filter((i: { userInCompanyName: string }) => i.userInCompanyName === '周敏')).toHaveLength(4)
  for (const i of pending.filter((i: { userInCompanyName: string }) => i.userInCompanyName === '周敏'))
    expect(i.department).toBeNull()

  expectError(await invite('一'.repeat(21)), 400, '部门不能超过20个字')
  expect((await invite('一'.repeat(20))).status).toBe(200)
  expectError(await invite('市场\u0007部'), 400)
  expectError(await invite(42), 400, '部门格式不正确')
  expectError(await invite('刷单部'), 400, '部门包含敏感词，请修改')
})

it('lets the company change or clear a member’s 部门, and no other company or account', async () => {
  const li = (await staff(tokens.qihang, '李明'))[0]
  const changed = await setDepartment(tokens.qihang, li.userId, ' 大客户部 ')
  expect(changed.status).toBe(200)
  expect(changed.body.result).toEqual({ userId: li.userId, department: '大客户部' })
  expect((await staff(tokens.qihang, '李明'))[0]).toMatchObject({ userInCompanyName: '李明', department: '大客户部' })

  expectError(await setDepartment(tokens.qihang, li.userId, '一'.repeat(21)), 400, '部门不能超过20个字')
  expectError(await setDepartment(tokens.qihang, li.userId, '赌博部'), 400, '部门包含敏感词，请修改')
  expect((await staff(tokens.qihang, '李明'))[0].department).toBe('大客户部')

  expect((await setDepartment(tokens.qihang, li.userId, '')).body.result).toEqual({
    userId: li.userId,
    department: null,
  })
  expect((await staff(tokens.qihang, '李明'))[0].department).toBeNull()
  await setDepartment(tokens.qihang, li.userId, '销售部')

  // Another company's member, an unknown id, another tenant, an individual, a visitor.
  expectError(await setDepartment(tokens.yunfan, li.userId, '挖角部'), 404, '该员工不在本企业')
  expectError(await setDepartment(tokens.qihang, 999_999, '销售部'), 404, '该员工不在本企业')
  expectError(
    await send(
      `${INVITE}/SetUserDepartment`,
      { userId: li.userId, department: '销售部' },
      tokens.qihang,
      'acme.localhost',
    ),
    401,
  )
  const individual = await post('/api/TokenAuth/Authenticate', {
    userNameOrEmailAddress: '13800000002',
    password: 'Qihang2026',
    ispassword: true,
  })
  expectError(await setDepartment(individual.body.result.accessToken, li.userId, '自封部'), 403)
  expectError(await setDepartment('', li.userId, '销售部'), 401)
  expect((await staff(tokens.qihang, '李明'))[0].department).toBe('销售部')
})
