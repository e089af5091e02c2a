// The message centre through the real dispatcher (PGlite, or PostgreSQL with TEST_DATABASE_URL): counts, paging, read,
// delete, the refusals, and the real events that write messages (code login, password reset, joining and finishing).
import os from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { dispatch, type Target } from '@/lib/api/dispatch'
import { createSession } from '@/lib/auth/sessions'
import { companies, courses, individuals, lessons, messages } from '@/lib/db/schema'
import { seedMessages } from '@/lib/seed/messages'
import { listOutbox } from '@/lib/sms/outbox'
import { notify } from '@/lib/services/notify'
import { apiRequest, createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'
import { fakeDateOnly } from '@/tests/fake-date'

let db: SeededTestDatabase
const ids = { demo: 0, acme: 0, wang: 0, li: 0, company: 0 }
const tokens: Record<string, string> = {}
let ipSeq = 0
let t = Date.now()

function target(p: string): Target {
  const parts = p.split('?')[0].split('/').filter(Boolean)
  if (parts[1] === 'services') return { prefix: 'app', service: parts[3], method: parts[4] }
  return { prefix: parts[1] as 'Common' | 'TokenAuth', method: parts[2] }
}

async function call(
  p: string,
  { body, token, host = 'demo.localhost' }: { body?: unknown; token?: string; host?: string } = {},
) {
  const headers: Record<string, string> = { 'x-forwarded-for': `10.1.0.${++ipSeq % 250}` }
  if (token) headers.authorization = `Bearer ${token}`
  const res = await dispatch(
    apiRequest(p, { host, method: body === undefined ? 'GET' : 'POST', body, headers }),
    target(p),
  )
  return { status: res.status, body: await res.json() }
}
const mc = (m: string) => `/api/services/app/MessageCenter/${m}`
const count = (token: string) =>
  call(mc('GetMessageCountByLogin'), { token }).then(
    (r) => r.body.result as { messageCount: number; newestMessageType: number },
  )
const list = (token: string, q = '') => call(mc(`GetMessageInfo${q}`), { token }).then((r) => r.body.result)

async function sessionFor(tenantId: number, kind: 'user' | 'company', accountId: number) {
  return (await createSession(db.db, { tenantId, kind, accountId, userAgent: 'message-test' })).token
}
async function userId(tenantId: number, phone: string) {
  const [u] = await db.db
    .select()
    .from(individuals)
    .where(and(eq(individuals.tenantId, tenantId), eq(individuals.phone, phone)))
  return u.id
}

beforeAll(async () => {
  process.env.STORAGE_DIR = path.join(os.tmpdir(), `qh-messages-${process.pid}`)
  delete process.env.SMS_PROVIDER
  db = await createSeededTestDatabase()
  const summary = db.seeded
  ids.demo = summary.tenants.find((x) => x.slug === 'demo')!.id
  ids.acme = summary.tenants.find((x) => x.slug === 'acme')!.id
  ids.wang = await userId(ids.demo, '13800000001')
  ids.li = await userId(ids.demo, '13800000002')
  const [company] = await db.db.select().from(companies).where(eq(companies.tenantId, ids.demo))
  ids.company = company.id
  tokens.wang = await sessionFor(ids.demo, 'user', ids.wang)
  tokens.li = await sessionFor(ids.demo, 'user', ids.li)
  tokens.company = await sessionFor(ids.demo, 'company', ids.company)
  tokens.acme = await sessionFor(ids.acme, 'user', await userId(ids.acme, '13800000001'))
}, 120_000)
afterAll(async () => {
  jest.useRealTimers()
  await db.cleanup()
})

describe('seeded messages', () => {
  it('are there once: a re-run of the seed adds none', async () => {
    const before = (await db.db.select().from(messages)).length
    expect(before).toBeGreaterThanOrEqual(50)
    await db.db.transaction((tx) => seedMessages(tx, ids.demo, 'demo'))
    expect((await db.db.select().from(messages)).length).toBe(before)
  })
})

describe('counts', () => {
  it('answer the unread count and the newest unread type, per account', async () => {
    const rows = await db.db
      .select()
      .from(messages)
      .where(
        and(eq(messages.tenantId, ids.demo), eq(messages.recipientId, ids.wang), eq(messages.recipientKind, 'user')),
      )
    const unread = rows.filter((r) => !r.isRead).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    expect(await count(tokens.wang)).toEqual({ messageCount: unread.length, newestMessageType: unread[0].messageType })
    expect((await count(tokens.company)).messageCount).toBe(2)
  })

  it('lists all three types with totals and unread counts', async () => {
    const res = await call(mc('GetMessageTypeCountByLogin'), { token: tokens.wang })
    expect(res.body.result.map((r: { messageType: number; typeName: string }) => [r.messageType, r.typeName])).toEqual([
      [0, '系统通知'],
      [1, '企业消息'],
      [2, '学习提醒'],
    ])
    const byType = Object.fromEntries(
      res.body.result.map((r: { messageType: number; totalCount: number }) => [r.messageType, r.totalCount]),
    )
    expect(byType).toEqual({ 0: 4, 1: 0, 2: 21 })
    const unread = res.body.result.reduce((s: number, r: { unreadCount: number }) => s + r.unreadCount, 0)
    expect(unread).toBe((await count(tokens.wang)).messageCount)
  })

  it('falls back to the newest read type, then to 0', async () => {
    const [fresh] = await db.db
      .insert(individuals)
      .values({ tenantId: ids.demo, phone: '13700000999', nickname: '空' })
      .returning()
    const token = await sessionFor(ids.demo, 'user', fresh.id)
    expect(await count(token)).toEqual({ messageCount: 0, newestMessageType: 0 })
    await db.db.transaction((tx) =>
      notify(tx, { tenantId: ids.demo, to: { kind: 'user', id: fresh.id }, type: 1, title: '企业', content: '内容' }),
    )
    await call(mc('ChangeMessageReadStatus'), { token, body: { all: true } })
    expect(await count(token)).toEqual({ messageCount: 0, newestMessageType: 1 })
  })
})

describe('list', () => {
  it('pages newest first, by type, 20 by default and 50 at most', async () => {
    const first = await list(tokens.wang, '?messageType=2')
    expect(first.items).toHaveLength(20)
    expect(first).toMatchObject({ totalCount: 21, page: 1, pageSize: 20 })
    const times = first.items.map((i: { createdAt: string }) => Date.parse(i.createdAt))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    expect(first.items.every((i: { messageType: number }) => i.messageType === 2)).toBe(true)
    const second = await list(tokens.wang, '?messageType=2&page=2')
    expect(second.items).toHaveLength(1)
    expect(Date.parse(second.items[0].createdAt)).toBeLessThanOrEqual(times[19])
    expect((await list(tokens.wang, '?pageSize=50')).items).toHaveLength(25)
    expect((await list(tokens.wang, '?messageType=')).totalCount).toBe(25)
    expect(Object.keys(first.items[0]).sort()).toEqual([
      'content',
      'createdAt',
      'id',
      'isRead',
      'link',
      'messageType',
      'title',
    ])
  })

  it('refuses bad types and paging in Chinese with 400', async () => {
    for (const [q, message] of [
      ['?messageType=3', '消息类型不正确'],
      ['?messageType=x', '消息类型不正确'],
      ['?pageSize=51', '每页条数不能超过50'],
      ['?page=0', '页码格式不正确'],
    ]) {
      const res = await call(mc(`GetMessageInfo${q}`), { token: tokens.wang })
      expect(res.status).toBe(400)
      expect(res.body.error.message).toBe(message)
    }
  })
})

describe('read and delete', () => {
  it('marks one read, answering the new count; again changes nothing', async () => {
    const before = (await count(tokens.li)).messageCount
    const unread = (await list(tokens.li, '?pageSize=50')).items.find((i: { isRead: boolean }) => !i.isRead)
    const res = await call(mc('ChangeMessageReadStatus'), { token: tokens.li, body: { id: unread.id } })
    expect(res.body.result).toEqual({ messageCount: before - 1 })
    expect(
      (await call(mc('ChangeMessageReadStatus'), { token: tokens.li, body: { id: unread.id } })).body.result,
    ).toEqual({ messageCount: before - 1 })
    expect((await list(tokens.li, '?pageSize=50')).items.find((i: { id: number }) => i.id === unread.id).isRead).toBe(
      true,
    )
  })

  it('marks every unread message of one type read, then all', async () => {
    await call(mc('ChangeMessageReadStatus'), { token: tokens.li, body: { all: true, messageType: 1 } })
    const types = (await call(mc('GetMessageTypeCountByLogin'), { token: tokens.li })).body.result
    expect(types[1].unreadCount).toBe(0)
    const rest = types[0].unreadCount + types[2].unreadCount
    expect((await count(tokens.li)).messageCount).toBe(rest)
    expect(
      (await call(mc('ChangeMessageReadStatus'), { token: tokens.li, body: { all: 'true' } })).body.result,
    ).toEqual({ messageCount: 0 })
  })

  it('deletes one of the caller own messages for good', async () => {
    const { items, totalCount } = await list(tokens.wang)
    const res = await call(mc('DelMessageInfo'), { token: tokens.wang, body: { id: items[0].id } })
    expect(res.status).toBe(200)
    expect((await list(tokens.wang)).totalCount).toBe(totalCount - 1)
    expect(
      await db.db
        .select()
        .from(messages)
        .where(and(eq(messages.tenantId, ids.demo), eq(messages.id, items[0].id))),
    ).toEqual([])
    expect((await call(mc('DelMessageInfo'), { token: tokens.wang, body: { id: items[0].id } })).status).toBe(404)
  })
})

describe('refusals', () => {
  it('answers 401 to a visitor on every call', async () => {
    for (const [m, body] of [
      ['GetMessageCountByLogin'],
      ['GetMessageTypeCountByLogin'],
      ['GetMessageInfo'],
      ['ChangeMessageReadStatus', { id: 1 }],
      ['DelMessageInfo', { id: 1 }],
    ] as const) {
      expect((await call(mc(m), { body })).status).toBe(401)
    }
  })

  it('answers another account and another tenant 404 消息不存在, and changes nothing', async () => {
    const wangMessage = (await list(tokens.wang)).items[0]
    const acmeId = await db.db.transaction((tx) =>
      notify(tx, {
        tenantId: ids.acme,
        to: { kind: 'user', id: ids.wang },
        type: 0,
        title: '他人',
        content: '别处的消息',
      }),
    )
    const companyMessage = (await list(tokens.company)).items[0]
    const attempts: [string, number, string?][] = [
      [tokens.li, wangMessage.id],
      [tokens.company, wangMessage.id],
      [tokens.wang, acmeId],
      [tokens.wang, companyMessage.id],
      [tokens.acme, wangMessage.id, 'acme.localhost'],
    ]
    for (const [token, id, host] of attempts) {
      for (const m of ['ChangeMessageReadStatus', 'DelMessageInfo']) {
        const res = await call(mc(m), { token, body: { id }, host })
        expect(res.status).toBe(404)
        expect(res.body.error.message).toBe('消息不存在')
      }
    }
    const [still] = await db.db
      .select()
      .from(messages)
      .where(and(eq(messages.tenantId, ids.demo), eq(messages.id, wangMessage.id)))
    expect(still.isRead).toBe(wangMessage.isRead)
    // The same recipient id in another tenant sees only its own.
    const acmeList = (await call(mc('GetMessageInfo'), { token: tokens.acme, host: 'acme.localhost' })).body.result
    expect(acmeList.items.map((i: { id: number }) => i.id)).not.toContain(wangMessage.id)
    // A demo session on the acme host is no session there.
    expect((await call(mc('GetMessageInfo'), { token: tokens.wang, host: 'acme.localhost' })).status).toBe(401)
  })

  it('refuses malformed ids and empty bodies with 400 in Chinese', async () => {
    for (const [m, body, message] of [
      ['DelMessageInfo', { id: 'x' }, '消息编号格式不正确'],
      ['DelMessageInfo', {}, '请输入消息编号'],
      ['DelMessageInfo', { id: -1 }, '消息编号格式不正确'],
      ['ChangeMessageReadStatus', {}, '请选择消息'],
      ['ChangeMessageReadStatus', { all: true, messageType: 7 }, '消息类型不正确'],
    ] as const) {
      const res = await call(mc(m), { token: tokens.wang, body })
      expect(res.status).toBe(400)
      expect(res.body.error.message).toBe(message)
    }
  })
})

describe('events write messages', () => {
  it('a first code login welcomes the new account (系统通知), once', async () => {
    const phone = '13712340012'
    await call('/api/TokenAuth/SendPhoneCode', { body: { PhoneNumber: phone } })
    const [sms] = await listOutbox(db.db, { tenantId: ids.demo, phone })
    const login = await call('/api/TokenAuth/Authenticate', {
      body: { userNameOrEmailAddress: phone, phoneCode: sms.code, ispassword: false, isAgreeProtocol: true },
    })
    expect(login.status).toBe(200)
    const token = login.body.result.accessToken
    const page = await list(token)
    expect(page.items).toHaveLength(1)
    expect(page.items[0]).toMatchObject({ messageType: 0, isRead: false })
    expect(page.items[0].title).toMatch(/^欢迎加入/)
    expect(await count(token)).toEqual({ messageCount: 1, newestMessageType: 0 })
  })

  it('joining a course and finishing it through heartbeats write 学习提醒, once each', async () => {
    const candidates = await db.db
      .select()
      .from(courses)
      .where(
        and(
          eq(courses.tenantId, ids.demo),
          eq(courses.isPublished, true),
          eq(courses.priceCents, 0),
          eq(courses.forbidSkip, false),
        ),
      )
    let course = candidates[0]
    let ls: (typeof lessons.$inferSelect)[] = []
    for (const c of candidates) {
      ls = await db.db
        .select()
        .from(lessons)
        .where(and(eq(lessons.tenantId, ids.demo), eq(lessons.courseId, c.id)))
      if (ls.length > 0) {
        course = c
        break
      }
    }
    for (const l of ls)
      await db.db
        .update(lessons)
        .set({ durationSeconds: 10, videoUrl: 'demo/media/test.mp4' })
        .where(and(eq(lessons.tenantId, ids.demo), eq(lessons.id, l.id)))
    const [u] = await db.db
      .insert(individuals)
      .values({ tenantId: ids.demo, phone: '13700000888', nickname: '学习者' })
      .returning()
    const token = await sessionFor(ids.demo, 'user', u.id)
    for (let i = 0; i < 2; i++)
      expect(
        (await call('/api/services/app/FrontCourse/JoinCourse', { token, body: { courseId: course.id } })).status,
      ).toBe(200)
    let page = await list(token)
    expect(page.items.map((i: { title: string; messageType: number }) => [i.messageType, i.title])).toEqual([
      [2, `已加入课程《${course.title}》`],
    ])

    fakeDateOnly()
    jest.setSystemTime(t)
    let completed = false
    for (const l of ls) {
      const started = await call('/api/services/app/CourseLearn/StartPlay', {
        token,
        body: { courseId: course.id, lessonId: l.id },
      })
      jest.setSystemTime((t += 10_000))
      const beat = await call('/api/services/app/CourseLearn/Heartbeat', {
        token,
        body: {
          courseId: course.id,
          lessonId: l.id,
          playToken: started.body.result.playToken,
          seq: 1,
          position: 10,
          playing: true,
        },
      })
      completed = beat.body.result.courseCompleted
    }
    expect(completed).toBe(true)
    // Another beat on a completed course writes nothing more.
    const again = await call('/api/services/app/CourseLearn/StartPlay', {
      token,
      body: { courseId: course.id, lessonId: ls[0].id },
    })
    jest.setSystemTime((t += 10_000))
    await call('/api/services/app/CourseLearn/Heartbeat', {
      token,
      body: {
        courseId: course.id,
        lessonId: ls[0].id,
        playToken: again.body.result.playToken,
        seq: 1,
        position: 10,
        playing: true,
      },
    })
    jest.useRealTimers()
    page = await list(token)
    expect(page.items.map((i: { title: string }) => i.title)).toEqual([
      `恭喜完成课程《${course.title}》`,
      `已加入课程《${course.title}》`,
    ])
    expect(page.items[0]).toMatchObject({ messageType: 2, link: `/course/${course.id}` })
  })

  it('a company password reset sends the company a 系统通知 with the time', async () => {
    const before = (await list(tokens.company)).totalCount
    await call('/api/services/app/FrontCompany/SendCompanyResetPasswordCode', {
      body: { userName: 'qihang_hr', PhoneNumber: '13900000001' },
    })
    const [sms] = await listOutbox(db.db, { tenantId: ids.demo, phone: '13900000001' })
    const reset = await call('/api/services/app/FrontCompany/FrontCompanyResetPassword', {
      body: { userName: 'qihang_hr', PhoneNumber: '13900000001', phoneCode: sms?.code, password: 'NewPass2026' },
    })
    expect(reset.status).toBe(200)
    const token = await sessionFor(ids.demo, 'company', ids.company)
    const page = await list(token)
    expect(page.totalCount).toBe(before + 1)
    expect(page.items[0]).toMatchObject({ messageType: 0, title: '登录密码已修改', isRead: false })
    expect(page.items[0].content).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}（北京时间）/)
  })
})
