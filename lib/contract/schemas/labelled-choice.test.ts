// Every choice whose page label differs from its wire value takes either — the handler always gets the key — and
// refuses anything else with the field's own message; the JSON schema lists both with their meanings.
import { z } from 'zod'
import { myCoursesInput } from './learning'
import { courseListInput } from './catalogue'
import { inviteListInput } from './company'
import { messageListInput, messageReadInput } from './messages'
import { myCouponsInput } from './coupon'
import { operatorListInput, operatorStatusInput, submitConsultInput } from './consultation'
import { keyOrLabel } from './labelled-choice'

const messageOf = (r: { success: boolean; error?: z.ZodError }) => r.error?.issues[0]?.message

describe('each labelled field takes its key or its label, and nothing else', () => {
  const cases: [string, string, z.ZodType, string, string, unknown, string][] = [
    // method, field, schema, key, label, what the handler gets, the refusal
    ['FrontCourse/GetCourseList', 'sort', courseListInput, 'popular', '最热', 'popular', '排序方式不正确'],
    ['FrontCourse/GetMyCourses', 'state', myCoursesInput, 'completed', '已完成', 'completed', '课程状态不正确'],
    ['Coupon/GetMyCoupons', 'state', myCouponsInput, 'expired', '已过期', 'expired', '优惠券状态不正确'],
    [
      'CompanyInviteUser/GetCompanyInviteUser',
      'status',
      inviteListInput,
      'refused',
      '已拒绝',
      'refused',
      '邀请状态不正确',
    ],
    ['ConsultationOperator/GetRequests', 'status', operatorListInput, 'replied', '已回复', 'replied', '咨询状态不正确'],
    ['MessageCenter/GetMessageInfo', 'messageType', messageListInput, '1', '企业消息', 1, '消息类型不正确'],
  ]
  it.each(cases)('%s: %s', (_method, field, schema, key, label, handled, refusal) => {
    expect((schema.parse({ [field]: key }) as Record<string, unknown>)[field]).toBe(handled)
    expect((schema.parse({ [field]: label }) as Record<string, unknown>)[field]).toBe(handled)
    expect(messageOf(schema.safeParse({ [field]: '随便' }))).toBe(refusal)
  })

  it('the operator sets a request 已受理 or 已关闭 by key or label; other states stay refused', () => {
    expect(operatorStatusInput.parse({ id: 1, status: '已关闭' }).status).toBe('closed')
    expect(operatorStatusInput.parse({ id: 1, status: 'accepted' }).status).toBe('accepted')
    expect(messageOf(operatorStatusInput.safeParse({ id: 1, status: '已回复' }))).toBe('咨询状态只能设为已受理或已关闭')
  })

  it('marking read takes the message type by label too', () => {
    expect(messageReadInput.parse({ all: true, messageType: '学习提醒' }).messageType).toBe(2)
  })

  it('an absent choice still reads as its default', () => {
    expect(courseListInput.parse({}).sort).toBe('newest')
    expect(myCouponsInput.parse({}).state).toBe('usable')
    expect(myCoursesInput.parse({}).state).toBe('learning')
    expect(messageListInput.parse({}).messageType).toBeUndefined()
  })
})

describe('the time to call on Consultation/Submit', () => {
  const time = submitConsultInput.shape.preferredTime
  it('takes the README’s 工作日均可 as anytime, each label as its key, and refuses the rest', () => {
    expect(time.parse('工作日均可')).toBe('anytime')
    expect(time.parse('anytime')).toBe('anytime')
    expect(time.parse('工作日晚上（18:00–21:00）')).toBe('evening')
    expect(time.parse('周末')).toBe('weekend')
    for (const bad of ['midnight', '', undefined, null, 3])
      expect(messageOf(time.safeParse(bad))).toBe('请选择方便联系的时间')
  })
})

it('documents keys and labels with their meanings in the JSON schema of the input', () => {
  const schema = z.toJSONSchema(
    z.object({
      size: keyOrLabel(
        [
          { key: 's', label: '小' },
          { key: 'l', label: '大' },
        ],
        '尺寸',
        '请选择尺寸',
      ),
    }),
    { io: 'input' },
  ) as { properties: Record<string, unknown> }
  expect(schema.properties.size).toEqual({
    type: 'string',
    title: '尺寸',
    description: '可选值：s（小）、l（大）。也可传中文标签（如「小」），服务器按对应的值处理。',
    enum: ['s', 'l', '小', '大'],
    'x-enum-descriptions': ['小', '大', '同 s', '同 l'],
  })
})
