// What the course page's button says for each learning state: a voucher is named before it is spent, and a paid course
// the learner cannot take points to /coupon.
import { viewOf } from './course-learn-button'
import type { LearnState } from '@/lib/contract/schemas/learning'

const base: LearnState = {
  courseId: 7,
  title: '课程',
  forbidSkip: false,
  access: 'canEnrol',
  reason: null,
  enrolVia: 'free',
  voucher: null,
  purchase: null,
  enrolled: false,
  percent: 0,
  completed: false,
  lastLesson: null,
  lessons: [],
  watermark: null,
}

it('asks to use a voucher, naming it, when that is the way in', () => {
  expect(viewOf(7, { ...base, enrolVia: 'voucher', voucher: { id: 3, title: 'Python数据分析课程券' } }, true)).toEqual({
    label: '使用课程券学习',
    href: null,
    note: '可使用「Python数据分析课程券」',
    action: 'join',
  })
  expect(viewOf(7, base, true)).toMatchObject({ label: '开始学习', action: 'join', note: null })
})

it('offers 有课程券？去兑换 beside a paid refusal only', () => {
  expect(viewOf(7, { ...base, access: 'refused', enrolVia: null, reason: '该课程为企业VIP专享' }, true)).toMatchObject({
    action: 'none',
    note: '该课程为企业VIP专享',
    redeemHint: true,
  })
  expect(
    viewOf(7, { ...base, access: 'company', enrolVia: null, reason: '企业账号仅可浏览课程，请使用个人账号学习' }, true)
      .redeemHint,
  ).toBe(false)
  expect(viewOf(7, null, false)).toMatchObject({ action: 'login', label: '登录后学习' })
})

it('offers 立即购买 for a paid course the learner could buy, and to a visitor (signing in first)', () => {
  const buyable = { ...base, access: 'refused' as const, enrolVia: null, reason: '该课程为企业VIP专享' }
  expect(viewOf(7, { ...buyable, purchase: { priceCents: 29900, openOrderNo: null } }, true)).toEqual({
    label: '立即购买',
    href: '/checkout?courseId=7',
    note: null,
    action: 'buy',
    redeemHint: true,
  })
  expect(
    viewOf(7, { ...buyable, purchase: { priceCents: 29900, openOrderNo: '20261127100000123456' } }, true).note,
  ).toBe('你有一笔待支付的订单')
  const visitor = {
    ...base,
    access: 'visitor' as const,
    enrolVia: null,
    purchase: { priceCents: 100, openOrderNo: null },
  }
  expect(viewOf(7, visitor, false)).toMatchObject({ label: '立即购买', action: 'buy' })
})
