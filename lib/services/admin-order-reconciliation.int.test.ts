// AdminOrder's 对账 through the dispatcher on a small known set of orders around Beijing midnight: paid by paid_at's
// day, refunds by refunded_at's, closed (and lapsed) by the day placed; per channel and in total; acme's numbers
// never include demo's; 客服 is refused; ranges are checked; the xlsx opens with exceljs and adds up to the same.
import ExcelJS from 'exceljs'
import { and, asc, eq } from 'drizzle-orm'
import { dispatch } from '@/lib/api/dispatch'
import { auditLog, courses, orders } from '@/lib/db/schema'
import type { Reconciliation } from '@/lib/contract/reconciliation-rules'
import { call, post, requestFor, targetOf } from '@/tests/api-client'
import { ACME, course, db, idOf, ids, learner, withCouponDatabase } from '@/tests/coupon-harness'
import { consoleCookie } from '@/tests/console-session'

withCouponDatabase('order-reconciliation')

const A = '/admin/api/services/app/AdminOrder'
let seq = 0
type Row = typeof orders.$inferInsert

/** An order of a new learner of the tenant, with the times and state given. */
async function order(host: string, courseId: number, o: Partial<Row>) {
  const token = await learner(host)
  seq += 1
  await db.db.insert(orders).values({
    tenantId: host === ACME ? ids.acme : ids.demo,
    orderNo: `2025030100000000${String(seq).padStart(4, '0')}`,
    individualId: idOf.get(token)!,
    courseId,
    courseTitle: '对账测试课程',
    priceCents: o.payableCents ?? 100,
    payableCents: 100,
    expiresAt: new Date(Date.parse(String(o.createdAt)) + 15 * 60_000),
    ...o,
  })
}
const at = (iso: string) => new Date(iso)

async function as(login: string, host = 'demo.localhost') {
  const tenantId = host === ACME ? ids.acme : ids.demo
  return { cookie: await consoleCookie(db.db, tenantId, login), host }
}

beforeAll(async () => {
  const demo = 'demo.localhost'
  // 09:00 Beijing on 1 March, WeChat.
  await order(demo, course.python, {
    state: 'paid',
    method: 'wechat_native',
    payableCents: 29900,
    createdAt: at('2025-03-01T01:00:00Z'),
    paidAt: at('2025-03-01T01:01:00Z'),
  })
  // Placed 23:30 on 1 March, paid 00:10 on 2 March (Beijing): the 2nd's.
  await order(demo, course.sql, {
    state: 'paid',
    method: 'alipay_page',
    payableCents: 9900,
    priceCents: 12900,
    discountCents: 3000,
    createdAt: at('2025-03-01T15:30:00Z'),
    paidAt: at('2025-03-01T16:10:00Z'),
  })
  // Paid on the 1st, refunded on the 3rd: both days count it.
  await order(demo, course.excel, {
    state: 'refunded',
    method: 'wechat_h5',
    payableCents: 19900,
    createdAt: at('2025-03-01T02:00:00Z'),
    paidAt: at('2025-03-01T02:02:00Z'),
    refundedAt: at('2025-03-03T03:00:00Z'),
    refundReason: '学员申请',
  })
  // Closed before a way was chosen (2nd), and a pending one past its expiry (3rd, Alipay).
  await order(demo, course.powerbi, { state: 'closed', createdAt: at('2025-03-02T04:00:00Z') })
  await order(demo, course.python, { state: 'pending', method: 'alipay_wap', createdAt: at('2025-03-03T05:00:00Z') })
  // 18:00 on 28 February: outside the range.
  await order(demo, course.sql, {
    state: 'paid',
    method: 'wechat_native',
    payableCents: 50000,
    createdAt: at('2025-02-28T10:00:00Z'),
    paidAt: at('2025-02-28T10:00:30Z'),
  })
  const [acmeCourse] = await db.db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.tenantId, ids.acme))
    .orderBy(asc(courses.id))
  await order(ACME, acmeCourse.id, {
    state: 'paid',
    method: 'wechat_native',
    payableCents: 50000,
    createdAt: at('2025-03-01T03:00:00Z'),
    paidAt: at('2025-03-01T03:00:10Z'),
  })
})

const RANGE = 'from=2025-03-01&to=2025-03-03'

it('counts paid, refunded and closed orders per Beijing day and channel, per channel and in total', async () => {
  const res = await call(`${A}/GetReconciliation?${RANGE}`, await as('viewer'))
  expect(res.status).toBe(200)
  const r = res.body.result as Reconciliation
  const brief = r.rows.map((x) => [
    x.day,
    x.channelText,
    x.paidCount,
    x.paidCents,
    x.refundedCount,
    x.refundedCents,
    x.closedCount,
  ])
  expect(brief).toEqual([
    ['2025-03-01', '微信支付', 2, 49800, 0, 0, 0],
    ['2025-03-02', '未选择', 0, 0, 0, 0, 1],
    ['2025-03-02', '支付宝', 1, 9900, 0, 0, 0],
    ['2025-03-03', '支付宝', 0, 0, 0, 0, 1],
    ['2025-03-03', '微信支付', 0, 0, 1, 19900, 0],
  ])
  expect(r.totals).toEqual({
    paidCount: 3,
    paidCents: 59700,
    refundedCount: 1,
    refundedCents: 19900,
    closedCount: 2,
    netCents: 39800,
  })
  expect(r.channels.map((c) => [c.channel, c.paidCents, c.refundedCents, c.netCents])).toEqual([
    ['wechat', 49800, 19900, 29900],
    ['alipay', 9900, 0, 9900],
  ])
})

it('lets 管理员, 运营 and 只读 read, refuses 客服, and shows acme none of demo', async () => {
  for (const login of ['admin', 'content', 'viewer'])
    expect((await call(`${A}/GetReconciliation?${RANGE}`, await as(login))).status).toBe(200)
  for (const path of [`GetReconciliation?${RANGE}`, `ExportReconciliation?${RANGE}`])
    expect((await call(`${A}/${path}`, await as('support'))).status).toBe(403)
  const acme = (await call(`${A}/GetReconciliation?${RANGE}`, await as('admin', ACME))).body.result as Reconciliation
  expect(acme.totals).toMatchObject({ paidCount: 1, paidCents: 50000, refundedCount: 0, closedCount: 0 })
})

it('defaults to the last 7 days and refuses reversed, half and longer-than-92-day ranges', async () => {
  const r = (await call(`${A}/GetReconciliation`, await as('admin'))).body.result as Reconciliation
  expect(Date.parse(r.to) - Date.parse(r.from)).toBe(6 * 86_400_000)
  const bad = async (q: string) => (await call(`${A}/GetReconciliation?${q}`, await as('admin'))).body.error?.message
  expect(await bad('from=2025-03-03&to=2025-03-01')).toContain('结束日期不能早于开始日期')
  expect(await bad('from=2025-01-01&to=2025-04-30')).toContain('一次最多查看92天的对账数据')
  expect(await bad('from=2025-03-01')).toContain('请选择开始日期和结束日期')
})

it('exports 对账汇总 and 订单明细 whose totals match, phones masked below 管理员, audited', async () => {
  const book = async (login: string) => {
    const path = `${A}/ExportReconciliation?${RANGE}`
    const res = await dispatch(requestFor(path, await as(login)), targetOf(path))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('对账单-2025-03-01至2025-03-03.xlsx'))
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(await res.arrayBuffer())
    return wb.worksheets.map((s) => ({
      name: s.name,
      rows: (s.getSheetValues().slice(1) as unknown[][]).map((r) => r.slice(1)),
    }))
  }
  const [summary, detail] = await book('admin')
  expect(summary.name).toBe('对账汇总')
  expect(summary.rows[0]).toEqual(expect.arrayContaining(['日期', '支付渠道', '支付成功金额（元）', '退款金额（元）']))
  expect(summary.rows.at(-1)).toEqual(['合计', undefined, 3, 597, 1, 199, 398, 2].map((v) => v ?? undefined))
  expect(detail.name).toBe('订单明细')
  const orderRows = detail.rows.slice(1)
  expect(orderRows).toHaveLength(3)
  const paidYuan = orderRows.reduce((s, r) => s + Number(r[7]), 0)
  expect(paidYuan).toBe(597)
  expect(orderRows.map((r) => r[4])).toEqual(expect.arrayContaining([expect.stringMatching(/^1360000\d{4}$/)]))
  expect(orderRows.find((r) => r[9] === '已退款')?.[13]).toBe('学员申请')

  const [, masked] = await book('viewer')
  expect(masked.rows.slice(1).every((r) => /\*{4}/.test(String(r[4])))).toBe(true)
  const audits = await db.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.tenantId, ids.demo), eq(auditLog.kind, 'AdminOrder/ExportReconciliation')))
  expect(audits).toHaveLength(2)
})

it("gives acme's operators none of demo's orders: not listed, not found by number, not refundable", async () => {
  const demoList = (await call(`${A}/GetList?pageSize=50`, await as('admin'))).body.result
  const demoNo = demoList.items[0].orderNo as string
  const acme = await as('admin', ACME)
  const list = (await call(`${A}/GetList?pageSize=50`, acme)).body.result
  expect(list.totalCount).toBe(1)
  expect(list.items.map((o: { orderNo: string }) => o.orderNo)).not.toContain(demoNo)
  expect((await call(`${A}/GetList?keyword=${demoNo}`, acme)).body.result.totalCount).toBe(0)
  const refund = await post(`${A}/Refund`, { orderNo: demoNo, reason: '跨机构' }, { ...acme, origin: `http://${ACME}` })
  expect([refund.status, refund.body.error.message]).toEqual([404, '订单不存在'])
  // A demo cookie on acme's host is not an operator there.
  const { cookie } = await as('admin')
  expect((await call(`${A}/GetReconciliation?${RANGE}`, { cookie, host: ACME })).status).toBe(401)
})
