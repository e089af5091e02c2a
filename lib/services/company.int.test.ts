// The company centre through the real dispatcher (PGlite, or PostgreSQL with TEST_DATABASE_URL): invitations from both
// sides, staff and VIP, and every refusal that keeps one company (or tenant) out of another's staff.
import os from 'node:os'
import path from 'node:path'
import { and, eq, gt } from 'drizzle-orm'
import { courses, lessons, messages, rateLimits } from '@/lib/db/schema'
import { listOutbox } from '@/lib/sms/outbox'
import { call, post, type Answer } from '@/tests/api-client'
import { createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'
import { companyToken, firstCodeLogin, userToken } from '@/tests/sign-in'

let db: SeededTestDatabase
let demoId = 0
let paidCourse = 0
let phoneSeq = 0
const tokens: Record<string, string> = {}

const INVITE = '/api/services/app/CompanyInviteUser'
const COMPANY = '/api/services/app/FrontCompany'
const freshPhone = () => `1350000${String(++phoneSeq).padStart(4, '0')}`

const get = (p: string, bearer?: string, host?: string) => call(p, { bearer, host })
const send = (p: string, body: unknown, bearer?: string, host?: string) => post(p, body, { bearer, host })
const expectError = (res: Answer, status: number, message?: string | RegExp) => {
  expect(res.status).toBe(status)
  expect(res.body.success).toBe(false)
  if (message)
    expect(res.body.error.message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message))
}
const invite = (bearer: string, PhoneNumber: string, userInCompanyName = '新同事') =>
  send(`${INVITE}/CreateCompanyInviteUser`, { PhoneNumber, userInCompanyName }, bearer)
const staffIds = async (bearer: string) =>
  (await get(`${INVITE}/GetCompanyFrontUser`, bearer)).body.result.items.map((s: { userId: number }) => s.userId)

beforeAll(async () => {
  process.env.STORAGE_DIR = path.join(os.tmpdir(), `qh-company-${process.pid}`)
  delete process.env.SMS_PROVIDER
  db = await createSeededTestDatabase()
  const seeded = db.seeded
  demoId = seeded.tenants.find((t) => t.slug === 'demo')!.id
  const [paid] = await db.db
    .selectDistinct({ id: courses.id })
    .from(courses)
    .innerJoin(lessons, and(eq(lessons.tenantId, courses.tenantId), eq(lessons.courseId, courses.id)))
    .where(and(eq(courses.tenantId, demoId), gt(courses.priceCents, 0), eq(courses.isPublished, true)))
    .limit(1)
  paidCourse = paid.id
  tokens.qihang = await companyToken('qihang_hr')
  tokens.yunfan = await companyToken('yunfan_hr')
  tokens.wang = await userToken('13800000001')
  tokens.li = await userToken('13800000002')
  tokens.zhang = await userToken('13800000005')
}, 180_000)
afterAll(() => db.cleanup())

describe('the company centre', () => {
  it('shows the company its own information and figures; only companies may ask', async () => {
    const info = (await get(`${COMPANY}/GetCompanyInfoByLogin`, tokens.qihang)).body.result
    expect(info).toMatchObject({
      companyName: '启航科技有限公司',
      userName: 'qihang_hr',
      phoneNumber: '13900000001',
      industry: '互联网/IT',
      staffCount: 3,
      vipCount: 1,
      pendingInviteCount: 1,
    })
    expectError(await get(`${COMPANY}/GetCompanyInfoByLogin`, tokens.wang), 403)
    expectError(await get(`${COMPANY}/GetCompanyInfoByLogin`), 401)
  })

  it('edits the information with the choices and limits the form has, refusing sensitive words', async () => {
    const base = {
      companyName: '启航科技有限公司',
      contactName: '陈经理',
      industry: '教育/培训',
      companySize: '500-999人',
      info: '第一行\r\n第二行',
    }
    const ok = await send(`${COMPANY}/UpdateCompanyInfo`, base, tokens.qihang)
    expect(ok.status).toBe(405) // PUT only: a POST is refused before anything is read
    const put = await call(`${COMPANY}/UpdateCompanyInfo`, { method: 'PUT', body: base, bearer: tokens.qihang })
    expect(put.status).toBe(200)
    expect(put.body.result).toMatchObject({ industry: '教育/培训', companySize: '500-999人', info: '第一行\n第二行' })
    expectError(
      await call(`${COMPANY}/UpdateCompanyInfo`, {
        method: 'PUT',
        body: { ...base, industry: '挖矿' },
        bearer: tokens.qihang,
      }),
      400,
      '请选择所属行业',
    )
    expectError(
      await call(`${COMPANY}/UpdateCompanyInfo`, {
        method: 'PUT',
        body: { ...base, companyName: '' },
        bearer: tokens.qihang,
      }),
      400,
      '请输入企业名称',
    )
    expectError(
      await call(`${COMPANY}/UpdateCompanyInfo`, {
        method: 'PUT',
        body: { ...base, info: '字'.repeat(501) },
        bearer: tokens.qihang,
      }),
      400,
      '企业简介不能超过500个字',
    )
    expectError(await call(`${COMPANY}/UpdateCompanyInfo`, { method: 'PUT', body: base, bearer: tokens.wang }), 403)
  })

  it('accepts only a logo this company uploaded', async () => {
    const foreign = `tenants/demo/uploads/u1/${'a'.repeat(32)}.jpg`
    expectError(
      await send(`${COMPANY}/ChangeCompanyLogoImg`, { logoUrl: foreign }, tokens.qihang),
      400,
      'Logo地址无效，请重新上传',
    )
  })
})

describe('invitations', () => {
  it('waits for a phone without an account, which sees it (and a message) after its first login, and joins', async () => {
    const phone = freshPhone()
    const created = await invite(tokens.qihang, phone, '刘洋（研发部）')
    expect(created.status).toBe(200)
    expect(created.body.result.statusText).toBe('待接受')
    expectError(await invite(tokens.qihang, phone), 409, '已向该手机号发出邀请，请等待对方处理')

    const me = await firstCodeLogin(db.db, demoId, phone)
    expect((await send(`${INVITE}/CheckCompanyInviteByUser`, { phonenumber: phone }, me.bearer)).body.result).toBe(true)
    const [pending] = (await get(`${INVITE}/GetCompanyInviteByUser?PhoneNumber=${phone}`, me.bearer)).body.result
    expect(pending).toMatchObject({
      companyName: '启航科技有限公司',
      userInCompanyName: '刘洋（研发部）',
      status: 'pending',
    })
    const note = await db.db
      .select()
      .from(messages)
      .where(and(eq(messages.tenantId, demoId), eq(messages.recipientId, me.userId), eq(messages.messageType, 1)))
    expect(note.map((m) => m.title)).toContain('启航科技有限公司邀请您加入企业')

    expect((await send(`${INVITE}/FrontUserReadInvite`, { id: pending.id }, me.bearer)).status).toBe(200)
    const accepted = await send(`${INVITE}/InviteUserAccept`, { id: pending.id }, me.bearer)
    expect(accepted.status).toBe(200)
    // The default nickname (学员+尾号) gives way to the name the company knows them by.
    expect(accepted.body.result).toEqual({
      companyName: '启航科技有限公司',
      userName: '刘洋（研发部）',
      message: '恭喜您！成功加入启航科技有限公司',
    })
    expect(await staffIds(tokens.qihang)).toContain(me.userId)
    expect((await send(`${INVITE}/CheckCompanyInviteByUser`, {}, me.bearer)).body.result).toBe(false)
    expectError(
      await send(`${INVITE}/InviteUserAccept`, { id: pending.id }, me.bearer),
      400,
      '该邀请已处理，无法再次操作',
    )
    expectError(await invite(tokens.qihang, phone), 409, '该手机号已是本企业员工')
  })

  it('lets an individual answer only invitations to their own phone, and join one company at most', async () => {
    const seededInvite = (await get(`${INVITE}/GetCompanyInviteByUser`, tokens.zhang)).body.result[0]
    expect(seededInvite).toMatchObject({ companyName: '启航科技有限公司', userInCompanyName: '张伟' })
    // Someone else's invitation: as if it did not exist.
    expectError(
      await send(`${INVITE}/InviteUserAccept`, { id: seededInvite.id }, tokens.wang),
      404,
      '邀请不存在或已失效',
    )
    expectError(await send(`${INVITE}/InviteUserRefuse`, { id: seededInvite.id }, tokens.wang), 404)
    expectError(
      await send(`${INVITE}/CheckCompanyInviteByUser`, { PhoneNumber: '13800000005' }, tokens.wang),
      403,
      '只能查询本人手机号的邀请',
    )
    // 李明 is staff of 启航科技: another company's invitation is refused with the reason.
    expect((await invite(tokens.yunfan, '13800000002', '李明')).status).toBe(200)
    const [fromYunfan] = (await get(`${INVITE}/GetCompanyInviteByUser`, tokens.li)).body.result
    expectError(
      await send(`${INVITE}/InviteUserAccept`, { id: fromYunfan.id }, tokens.li),
      400,
      '您已加入企业「启航科技有限公司」，如需加入新企业，请先退出当前企业',
    )
    // Refusing shows 已拒绝 to the company, which is told.
    expect((await send(`${INVITE}/InviteUserRefuse`, { id: fromYunfan.id }, tokens.li)).body.result.statusText).toBe(
      '已拒绝',
    )
    const list = (await get(`${INVITE}/GetCompanyInviteUser?status=refused`, tokens.yunfan)).body.result
    expect(list.items[0]).toMatchObject({ phoneNumber: '13800000002', statusText: '已拒绝' })
  })

  it('keeps a company to its own invitations and staff, in the tenant and across tenants', async () => {
    const [zhangInvite] = (await get(`${INVITE}/GetCompanyInviteByUser`, tokens.zhang)).body.result
    expectError(await send(`${INVITE}/CompanyCancelInvite`, { id: zhangInvite.id }, tokens.yunfan), 404)
    const liId = (await get('/api/services/app/FrontUser/GetUserBaseInfo', tokens.li)).body.result.userId
    for (const m of ['CompanyKickUser', 'SetVipUser', 'KickVipUser'])
      expectError(await send(`${INVITE}/${m}`, { userId: liId }, tokens.yunfan), 404, '该员工不在本企业')
    expect(await staffIds(tokens.yunfan)).not.toContain(liId)
    expect(
      (await get(`${INVITE}/GetCompanyInviteUser`, tokens.yunfan)).body.result.items.map(
        (i: { phoneNumber: string }) => i.phoneNumber,
      ),
    ).not.toContain('13800000005')
    // A demo company's session means nothing on acme.
    expectError(await get(`${INVITE}/GetCompanyFrontUser`, tokens.qihang, 'acme.localhost'), 401)
    // Companies cannot use the personal calls, nor individuals the company ones.
    expectError(await send('/api/services/app/FrontUser/ExitCompany', {}, tokens.qihang), 403)
    expectError(await invite(tokens.wang, freshPhone()), 403)
  })

  it('cancels a pending invitation: the invitee can no longer accept it', async () => {
    const phone = freshPhone()
    const me = await firstCodeLogin(db.db, demoId, phone)
    const { id } = (await invite(tokens.qihang, phone)).body.result
    expect((await send(`${INVITE}/CompanyCancelInvite`, { id }, tokens.qihang)).status).toBe(200)
    expectError(await send(`${INVITE}/CompanyCancelInvite`, { id }, tokens.qihang), 400, '该邀请已处理，无法再次操作')
    expectError(await send(`${INVITE}/InviteUserAccept`, { id }, me.bearer), 400)
    const all = (await get(`${INVITE}/GetCompanyInviteByLoginUser`, me.bearer)).body.result
    expect(all[0]).toMatchObject({ id, statusText: '已取消' })
  })
})

describe('staff and VIP', () => {
  it('VIP opens paid courses; removal ends VIP and the access it gave', async () => {
    const phone = freshPhone()
    const me = await firstCodeLogin(db.db, demoId, phone)
    const { id } = (await invite(tokens.qihang, phone, '黄敏')).body.result
    await send(`${INVITE}/InviteUserAccept`, { id }, me.bearer)
    const join = () => send('/api/services/app/FrontCourse/JoinCourse', { courseId: paidCourse }, me.bearer)
    expectError(await join(), 403, '该课程为企业VIP专享')

    expect((await send(`${INVITE}/SetVipUser`, { userId: me.userId }, tokens.qihang)).body.result).toEqual({
      userId: me.userId,
      isVip: true,
    })
    expectError(await send(`${INVITE}/SetVipUser`, { userId: me.userId }, tokens.qihang), 400, '该员工已是VIP学员')
    expect((await join()).status).toBe(200)
    const vipNote = await db.db
      .select()
      .from(messages)
      .where(
        and(
          eq(messages.tenantId, demoId),
          eq(messages.recipientId, me.userId),
          eq(messages.title, '您已成为企业VIP学员'),
        ),
      )
    expect(vipNote).toHaveLength(1)

    const searched = (await get(`${INVITE}/GetCompanyFrontUser?keyword=${encodeURIComponent('黄敏')}`, tokens.qihang))
      .body.result
    expect(searched).toMatchObject({ totalCount: 1, items: [{ userId: me.userId, isVip: true, phoneNumber: phone }] })

    expect((await send(`${INVITE}/CompanyKickUser`, { userId: me.userId }, tokens.qihang)).status).toBe(200)
    const state = (await get(`/api/services/app/CourseLearn/GetLearnState?courseId=${paidCourse}`, me.bearer)).body
      .result
    expect(state.access).toBe('refused')
    expect(
      (await get('/api/services/app/FrontUser/GetUserBasicInfo', me.bearer)).body.result.companyName ?? null,
    ).toBeNull()
    expectError(await send(`${INVITE}/KickVipUser`, { userId: me.userId }, tokens.qihang), 404)
  })

  it('an individual exits the company: membership and VIP end, the company is told', async () => {
    const phone = freshPhone()
    const me = await firstCodeLogin(db.db, demoId, phone)
    const { id } = (await invite(tokens.qihang, phone, '吴静')).body.result
    await send(`${INVITE}/InviteUserAccept`, { id }, me.bearer)
    await send(`${INVITE}/SetVipUser`, { userId: me.userId }, tokens.qihang)
    expect((await send('/api/services/app/FrontUser/ExitCompany', {}, me.bearer)).status).toBe(200)
    expect(await staffIds(tokens.qihang)).not.toContain(me.userId)
    expectError(await send('/api/services/app/FrontUser/ExitCompany', {}, me.bearer), 400, '您尚未加入企业')
    expect(
      (await get(`/api/services/app/CourseLearn/GetLearnState?courseId=${paidCourse}`, me.bearer)).body.result.access,
    ).toBe('refused')
    const told = await db.db
      .select()
      .from(messages)
      .where(
        and(eq(messages.tenantId, demoId), eq(messages.recipientKind, 'company'), eq(messages.title, '吴静已退出企业')),
      )
    expect(told).toHaveLength(1)
  })

  it('changes the contact phone by the old number’s code, then the new one’s', async () => {
    await db.db.delete(rateLimits)
    expect((await send(`${COMPANY}/SendCompanyResetPhoneNumberCode`, {}, tokens.yunfan)).status).toBe(200)
    const [old] = await listOutbox(db.db, { tenantId: demoId, phone: '13900000002' })
    const ticket = (await send(`${COMPANY}/CheckCompanyResetPhoneNumberCode`, { phoneCode: old!.code }, tokens.yunfan))
      .body.result.ticket
    expectError(
      await send(
        `${COMPANY}/SendCompanyResetNewPhoneNumberCode`,
        { PhoneNumber: '13900000002', ticket },
        tokens.yunfan,
      ),
      400,
      '新联系电话不能与原联系电话相同',
    )
    // A ticket of this company is no ticket for an individual, nor for another company.
    expectError(
      await send(
        `${COMPANY}/SendCompanyResetNewPhoneNumberCode`,
        { PhoneNumber: '13900000003', ticket },
        tokens.qihang,
      ),
      400,
    )
    expect(
      (
        await send(
          `${COMPANY}/SendCompanyResetNewPhoneNumberCode`,
          { PhoneNumber: '13900000003', ticket },
          tokens.yunfan,
        )
      ).status,
    ).toBe(200)
    const [fresh] = await listOutbox(db.db, { tenantId: demoId, phone: '13900000003' })
    const done = await send(
      `${COMPANY}/CheckCompanyResetNewPhoneNumberCode`,
      { PhoneNumber: '13900000003', phoneCode: fresh!.code, ticket },
      tokens.yunfan,
    )
    expect(done.body.result).toEqual({ phoneNumber: '13900000003' })
    expect((await get(`${COMPANY}/GetCompanyInfoByLogin`, tokens.yunfan)).body.result.phoneNumber).toBe('13900000003')
  })
})
