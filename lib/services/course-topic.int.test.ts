// Course discussion through the real dispatcher on a fresh database: every refusal path, counts, masking, tenancy.
import os from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { createSession } from '@/lib/auth/sessions'
import { getCompanyByLoginName, getIndividualByPhone } from '@/lib/db/queries/accounts'
import { courses, courseTopics, individuals, rateLimits, tenantSettings, topicReplies } from '@/lib/db/schema'
import { call, post, type CallInit } from '@/tests/api-client'
import { createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'
import { calls } from '@/tests/stubs/next-cache'
import { COMPANY_REFUSED, NOT_YOURS } from './course-topic'

const API = '/api/services/app/CourseTopic'
const ACME = { host: 'acme.localhost' }
let db: SeededTestDatabase
let demoId: number
let acmeId: number
let courseId: number
let hiddenCourseId: number
let acmeCourseId: number
let alice: CallInit
let bob: CallInit
let company: CallInit
let acmeUser: CallInit
let phoneSeq = 0

async function individual(tenantId: number, nickname: string): Promise<CallInit> {
  const phone = `1370000${String(++phoneSeq).padStart(4, '0')}`
  const [row] = await db.db.insert(individuals).values({ tenantId, phone, nickname }).returning({ id: individuals.id })
  const { token } = await createSession(db.db, {
    tenantId,
    kind: 'user',
    accountId: row.id,
    userAgent: 'discussion test',
  })
  return { bearer: token }
}

beforeAll(async () => {
  process.env.STORAGE_DIR = path.join(os.tmpdir(), `qh-discussion-${process.pid}`)
  db = await createSeededTestDatabase()
  const seeded = db.seeded
  demoId = seeded.tenants.find((t) => t.slug === 'demo')!.id
  acmeId = seeded.tenants.find((t) => t.slug === 'acme')!.id
  const demoCourses = await db.db.select().from(courses).where(eq(courses.tenantId, demoId))
  courseId = demoCourses.find((c) => c.isPublished)!.id
  hiddenCourseId = demoCourses.find((c) => c.id !== courseId)!.id
  await db.db
    .update(courses)
    .set({ isPublished: false })
    .where(and(eq(courses.tenantId, demoId), eq(courses.id, hiddenCourseId)))
  acmeCourseId = (
    await db.db
      .select()
      .from(courses)
      .where(and(eq(courses.tenantId, acmeId), eq(courses.isPublished, true)))
  )[0].id
  const wang = await getIndividualByPhone(db.db, { tenantId: demoId, phone: '13800000001' })
  alice = {
    bearer: (await createSession(db.db, { tenantId: demoId, kind: 'user', accountId: wang!.id, userAgent: 't' })).token,
  }
  bob = await individual(demoId, '学员小李')
  const hr = await getCompanyByLoginName(db.db, { tenantId: demoId, loginName: 'qihang_hr' })
  company = {
    bearer: (await createSession(db.db, { tenantId: demoId, kind: 'company', accountId: hr!.id, userAgent: 't' }))
      .token,
  }
  acmeUser = { ...(await individual(acmeId, '艾克美同学')), ...ACME }
}, 120_000) // migrating and seeding a fresh database takes far longer on a busy two-core machine
afterAll(() => db.cleanup())
// These accounts post far more than 5 a minute; the limit itself is tested on an account of its own below.
beforeEach(() => db.db.delete(rateLimits))

const createTopic = (who: CallInit, body: Record<string, unknown>) => post(`${API}/CreateTopic`, body, who)
const createReply = (who: CallInit, body: Record<string, unknown>) => post(`${API}/CreateReply`, body, who)
const topicRow = async (id: number) =>
  (
    await db.db
      .select()
      .from(courseTopics)
      .where(and(eq(courseTopics.tenantId, demoId), eq(courseTopics.id, id)))
  )[0]
const replyRow = async (id: number) =>
  (
    await db.db
      .select()
      .from(topicReplies)
      .where(and(eq(topicReplies.tenantId, demoId), eq(topicReplies.id, id)))
  )[0]

function expectRefusal(
  answer: { status: number; body: { success: boolean; error: { code: number; message: string } } },
  status: number,
  message: string | RegExp,
) {
  expect(answer.status).toBe(status)
  expect(answer.body).toMatchObject({ success: false, result: null, __abp: true })
  expect(answer.body.error.message).toMatch(message)
}

describe('posting a topic', () => {
  it('refuses visitors (401), company accounts (403, in plain Chinese) and writes nothing', async () => {
    const body = { courseId, title: '匿名话题', content: '内容' }
    const anonymous = await createTopic({}, body)
    expectRefusal(anonymous, 401, '请先登录')
    expect(anonymous.body.unAuthorizedRequest).toBe(true)
    expectRefusal(await createTopic(company, body), 403, COMPANY_REFUSED)
    expect(await db.db.select().from(courseTopics)).toHaveLength(0)
  })

  it("answers 404 for another tenant's course, an unpublished one and an unknown one", async () => {
    for (const id of [acmeCourseId, hiddenCourseId, 999999]) {
      expectRefusal(
        await createTopic(alice, { courseId: id, title: '别处的课程', content: '' }),
        404,
        '课程不存在或已下架',
      )
    }
    // And the other way round: acme's learner cannot reach demo's course from acme's host.
    expectRefusal(await createTopic(acmeUser, { courseId, title: '跨机构', content: '' }), 404, '课程不存在或已下架')
  })

  it('checks the title and content with Chinese messages naming the field (400 in the envelope)', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ title: '' }, '请输入话题标题', 'title'],
      [{ title: '   ' }, '请输入话题标题', 'title'],
      [{ title: undefined }, '请输入话题标题', 'title'],
      [{ title: '短' }, '话题标题至少2个字', 'title'],
      [{ title: '题'.repeat(51) }, '话题标题不能超过50个字', 'title'],
      [{ title: '两行\n标题' }, '话题标题包含非法字符', 'title'],
      [{ content: '字'.repeat(1001) }, '话题内容不能超过1000个字', 'content'],
      [{ content: '响铃\u0007' }, '话题内容包含非法字符', 'content'],
      [{ content: 42 }, '话题内容格式不正确', 'content'],
    ]
    for (const [patch, message, member] of cases) {
      const answer = await createTopic(alice, { courseId, title: '合法标题', content: '', ...patch })
      expectRefusal(answer, 400, message)
      expect(answer.body.error.validationErrors).toEqual([{ message, members: [member] }])
    }
    expect(await db.db.select().from(courseTopics)).toHaveLength(0)
  })

  it('stores the text as written (trimmed, line breaks kept) and shows it masked; a 50-character title fits', async () => {
    const ok = await createTopic(alice, {
      courseId,
      title: ` 这门课有人${'刷单'}吗 `,
      content: '第一行 刷单\r\n\r\n\r\n<b>第二行</b>  ',
    })
    expect(ok.status).toBe(200)
    const id = ok.body.result.id as number
    const row = await topicRow(id)
    expect(row).toMatchObject({
      title: '这门课有人刷单吗',
      content: '第一行 刷单\n\n<b>第二行</b>',
      authorId: expect.any(Number),
      replyCount: 0,
    })

    const detail = await call(`${API}/GetTopicDetail?id=${id}`)
    expect(detail.body.result).toMatchObject({
      id,
      courseId,
      title: '这门课有人**吗',
      content: '第一行 **\n\n<b>第二行</b>',
      author: { nickname: '学员小王' },
    })
    const list = await call(`${API}/GetTopicList?courseId=${courseId}`)
    expect(list.body.result.course).toEqual({ id: courseId, title: expect.any(String) })
    expect(list.body.result.topics).toMatchObject({
      totalCount: 1,
      page: 1,
      pageSize: 20,
      items: [{ id, title: '这门课有人**吗', excerpt: '第一行 ** <b>第二行</b>' }],
    })
    expect(JSON.stringify(list.body)).not.toContain('刷单')
    expect((await createTopic(alice, { courseId, title: '题'.repeat(50) })).status).toBe(200)
    // The course page's count is dropped with every write, so 课程讨论（N） follows at its next load.
    expect(calls).toContainEqual({ fn: 'revalidateTag', args: [`discussion:demo:${courseId}`, { expire: 0 }] })
  })

  it('masks with the list the tenant has now: a changed setting applies to text already stored', async () => {
    const id = (await createTopic(alice, { courseId, title: '关于 Spam 的讨论', content: 'spam SPAM' })).body.result.id
    const before = await call(`${API}/GetTopicDetail?id=${id}`)
    expect(before.body.result).toMatchObject({ title: '关于 Spam 的讨论', content: 'spam SPAM' })
    const [settings] = await db.db.select().from(tenantSettings).where(eq(tenantSettings.tenantId, demoId))
    await db.db
      .update(tenantSettings)
      .set({ sensitiveWords: `${settings.sensitiveWords}|spam` })
      .where(eq(tenantSettings.tenantId, demoId))
    try {
      const after = await call(`${API}/GetTopicDetail?id=${id}`)
      expect(after.body.result).toMatchObject({ title: '关于 **** 的讨论', content: '**** ****' })
    } finally {
      await db.db
        .update(tenantSettings)
        .set({ sensitiveWords: settings.sensitiveWords })
        .where(eq(tenantSettings.tenantId, demoId))
    }
  })
})

describe('replies, floors and counts', () => {
  let topicId: number
  let floorId: number

  beforeAll(async () => {
    topicId = (await createTopic(bob, { courseId, title: '楼层测试', content: '欢迎回复' })).body.result.id
  })

  it('numbers floors, previews three replies per floor, and keeps reply_count, child_count and last_reply_at right', async () => {
    floorId = (await createReply(alice, { topicId, content: '一楼：传销 不可取' })).body.result.id
    const second = (await createReply(bob, { topicId, content: '二楼' })).body.result.id
    for (const n of [1, 2, 3, 4])
      expect(
        (await createReply(n % 2 ? bob : alice, { topicId, parentId: floorId, content: `楼中回复${n}` })).status,
      ).toBe(200)
    expect(await topicRow(topicId)).toMatchObject({ replyCount: 6, lastReplyAt: expect.any(Date) })
    expect(await replyRow(floorId)).toMatchObject({ childCount: 4, parentId: null })

    const floors = await call(`${API}/GetReplyList?topicId=${topicId}`)
    expect(floors.body.result.totalCount).toBe(2)
    const [first, next] = floors.body.result.items
    expect(first).toMatchObject({
      id: floorId,
      floor: 1,
      content: '一楼：** 不可取',
      childCount: 4,
      deleted: false,
      author: { nickname: '学员小王' },
    })
    expect(first.children.map((c: { content: string }) => c.content)).toEqual(['楼中回复1', '楼中回复2', '楼中回复3'])
    expect(next).toMatchObject({ id: second, floor: 2, children: [] })

    const inFloor = await call(`${API}/GetReplyList?topicId=${topicId}&parentId=${floorId}&pageSize=2&page=2`)
    expect(inFloor.body.result).toMatchObject({
      totalCount: 4,
      page: 2,
      pageSize: 2,
      items: [{ content: '楼中回复3' }, { content: '楼中回复4' }],
    })
    const detail = await call(`${API}/GetReplyDetail?id=${floorId}`)
    expect(detail.body.result).toMatchObject({
      floor: { id: floorId, floor: 1 },
      topic: { id: topicId, courseId, title: '楼层测试' },
    })
  })

  it('refuses a reply to a floor of another topic, to a reply inside a floor, and reply texts out of bounds', async () => {
    const other = (await createTopic(bob, { courseId, title: '另一个话题' })).body.result.id
    expectRefusal(
      await createReply(alice, { topicId: other, parentId: floorId, content: '串楼' }),
      404,
      '回复不存在或已删除',
    )
    const child = (await call(`${API}/GetReplyList?topicId=${topicId}&parentId=${floorId}`)).body.result.items[0].id
    expectRefusal(await createReply(alice, { topicId, parentId: child, content: '楼中楼' }), 404, '回复不存在或已删除')
    expectRefusal(await call(`${API}/GetReplyDetail?id=${child}`), 404, '回复不存在或已删除')
    expectRefusal(await createReply(alice, { topicId, content: ' \n ' }), 400, '请输入回复内容')
    expectRefusal(await createReply(alice, { topicId, content: '回'.repeat(501) }), 400, '回复内容不能超过500个字')
    expect((await createReply(alice, { topicId, content: '回'.repeat(500) })).status).toBe(200)
    expectRefusal(await createReply(company, { topicId, content: '企业回复' }), 403, COMPANY_REFUSED)
    expectRefusal(await createReply({}, { topicId, content: '游客回复' }), 401, '请先登录')
  })

  it("refuses deleting someone else's reply (403); deleting one's own uncounts it; a deleted floor with replies stays as a placeholder", async () => {
    const before = (await topicRow(topicId)).replyCount
    expectRefusal(await post(`${API}/DeleteReply`, { id: floorId }, bob), 403, NOT_YOURS)
    expectRefusal(await post(`${API}/DeleteReply`, { id: floorId }, company), 403, COMPANY_REFUSED)
    expectRefusal(await post(`${API}/DeleteReply`, { id: floorId }, {}), 401, '请先登录')
    const children = (await call(`${API}/GetReplyList?topicId=${topicId}&parentId=${floorId}`)).body.result.items
    const bobsChild = children.find((c: { author: { nickname: string } }) => c.author.nickname === '学员小李')
    expect((await post(`${API}/DeleteReply`, { id: bobsChild.id }, bob)).status).toBe(200)
    expect(await replyRow(floorId)).toMatchObject({ childCount: 3 })
    expect((await post(`${API}/DeleteReply`, { id: floorId }, alice)).body).toMatchObject({
      success: true,
      result: true,
    })
    expect((await topicRow(topicId)).replyCount).toBe(before - 2)
    expectRefusal(await post(`${API}/DeleteReply`, { id: floorId }, alice), 404, '回复不存在或已删除')

    const floors = (await call(`${API}/GetReplyList?topicId=${topicId}`)).body.result.items
    expect(floors[0]).toMatchObject({ id: floorId, floor: 1, deleted: true, content: '', author: null, childCount: 3 })
    expect(JSON.stringify(floors[0])).not.toContain('一楼')
    expect((await call(`${API}/GetReplyDetail?id=${floorId}`)).body.result.floor).toMatchObject({
      deleted: true,
      content: '',
    })
    expectRefusal(
      await createReply(bob, { topicId, parentId: floorId, content: '回复已删除的楼' }),
      404,
      '回复不存在或已删除',
    )

    // A deleted floor without replies leaves the list; the next floor keeps its number.
    const lonely = (await createReply(alice, { topicId, content: '马上删除' })).body.result.id
    await post(`${API}/DeleteReply`, { id: lonely }, alice)
    const ids = (await call(`${API}/GetReplyList?topicId=${topicId}`)).body.result.items.map(
      (f: { id: number }) => f.id,
    )
    expect(ids).not.toContain(lonely)
    expectRefusal(await call(`${API}/GetReplyDetail?id=${lonely}`), 404, '回复不存在或已删除')
    expect((await createReply(bob, { topicId, content: '新楼层' })).status).toBe(200)
    const last = (await call(`${API}/GetReplyList?topicId=${topicId}`)).body.result.items.at(-1)
    expect(last).toMatchObject({ content: '新楼层', floor: 5 })
  })

  it("refuses deleting someone else's topic; deleting one's own hides it, its replies and its pages", async () => {
    expectRefusal(await post(`${API}/DeleteTopic`, { id: topicId }, alice), 403, NOT_YOURS)
    const count = (await call(`${API}/GetTopicList?courseId=${courseId}`)).body.result.topics.totalCount
    expect((await post(`${API}/DeleteTopic`, { id: topicId }, bob)).status).toBe(200)
    expect((await call(`${API}/GetTopicList?courseId=${courseId}`)).body.result.topics.totalCount).toBe(count - 1)
    expectRefusal(await call(`${API}/GetTopicDetail?id=${topicId}`), 404, '话题不存在或已删除')
    expectRefusal(await call(`${API}/GetReplyList?topicId=${topicId}`), 404, '话题不存在或已删除')
    const [aFloor] = await db.db
      .select()
      .from(topicReplies)
      .where(and(eq(topicReplies.tenantId, demoId), eq(topicReplies.topicId, topicId)))
    expectRefusal(await call(`${API}/GetReplyDetail?id=${aFloor.id}`), 404, '回复不存在或已删除')
    expectRefusal(await createReply(alice, { topicId, content: '回复已删除的话题' }), 404, '话题不存在或已删除')
    expectRefusal(await post(`${API}/DeleteTopic`, { id: topicId }, bob), 404, '话题不存在或已删除')
  })
})

describe('tenancy and publication', () => {
  let acmeTopic: number
  let acmeFloor: number
  const ACME_TITLE = '艾克美内部讨论专用标题'

  beforeAll(async () => {
    acmeTopic = (await createTopic(acmeUser, { courseId: acmeCourseId, title: ACME_TITLE, content: '仅限艾克美' })).body
      .result.id
    acmeFloor = (await createReply(acmeUser, { topicId: acmeTopic, content: '艾克美的回复' })).body.result.id
  })

  it("answers 404 on demo's host for acme's course, topic and floor — reads and writes — and leaks none of it", async () => {
    const answers = [
      await call(`${API}/GetTopicList?courseId=${acmeCourseId}`),
      await call(`${API}/GetTopicDetail?id=${acmeTopic}`),
      await call(`${API}/GetReplyList?topicId=${acmeTopic}`),
      await call(`${API}/GetReplyDetail?id=${acmeFloor}`),
      await createReply(alice, { topicId: acmeTopic, content: '跨机构回复' }),
      await post(`${API}/DeleteTopic`, { id: acmeTopic }, alice),
      await post(`${API}/DeleteReply`, { id: acmeFloor }, alice),
    ]
    for (const answer of answers) {
      expect(answer.status).toBe(404)
      expect(JSON.stringify(answer.body)).not.toMatch(/艾克美/)
    }
    // A demo session on acme's host is nobody there.
    expectRefusal(await createReply({ ...alice, ...ACME }, { topicId: acmeTopic, content: '换了主机' }), 401, /登录/)
    expect((await call(`${API}/GetTopicDetail?id=${acmeTopic}`, ACME)).body.result.title).toBe(ACME_TITLE)
    expect((await topicRow(acmeTopic)) ?? null).toBeNull()
  })

  it('hides the topics of a course that is unpublished later (404 on every read and write)', async () => {
    const topicId = (await createTopic(bob, { courseId, title: '下架前的话题' })).body.result.id
    const floorId = (await createReply(bob, { topicId, content: '下架前的回复' })).body.result.id
    await db.db
      .update(courses)
      .set({ isPublished: false })
      .where(and(eq(courses.tenantId, demoId), eq(courses.id, courseId)))
    try {
      expect((await call(`${API}/GetTopicList?courseId=${courseId}`)).status).toBe(404)
      expect((await call(`${API}/GetTopicDetail?id=${topicId}`)).status).toBe(404)
      expect((await call(`${API}/GetReplyDetail?id=${floorId}`)).status).toBe(404)
      expect((await createReply(bob, { topicId, content: '还能回复吗' })).status).toBe(404)
      expect((await post(`${API}/DeleteReply`, { id: floorId }, bob)).status).toBe(404)
    } finally {
      await db.db
        .update(courses)
        .set({ isPublished: true })
        .where(and(eq(courses.tenantId, demoId), eq(courses.id, courseId)))
    }
  })
})

describe('rate limit', () => {
  it('allows 5 posts a minute per account (topics and replies together), then 429 with the wait in Chinese', async () => {
    const carol = await individual(demoId, '学员小陈')
    // Refusals that write nothing (validation, 404) cost no post.
    expect((await createTopic(carol, { courseId, title: '' })).status).toBe(400)
    expect((await createTopic(carol, { courseId: hiddenCourseId, title: '下架课程' })).status).toBe(404)
    const topicId = (await createTopic(carol, { courseId, title: '限流测试' })).body.result.id
    for (let i = 1; i <= 4; i++) expect((await createReply(carol, { topicId, content: `第${i}条` })).status).toBe(200)
    const refused = await createReply(carol, { topicId, content: '第6条' })
    expectRefusal(refused, 429, /^发言过于频繁，请\d+秒后再试$/)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expectRefusal(await createTopic(carol, { courseId, title: '换个方式发' }), 429, /发言过于频繁/)
    // Another account is unaffected.
    expect((await createReply(bob, { topicId, content: '别人的发言' })).status).toBe(200)
    expect((await topicRow(topicId)).replyCount).toBe(5)
  })
})
