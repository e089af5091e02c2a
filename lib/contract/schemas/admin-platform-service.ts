// 平台服务 as the console edits them (issue 32): what /join shows of each service — name, summary, description, who it
// is for, the steps and deliverables — its link anchor, its place in the list and whether the page shows it.
import { z } from 'zod'
import { flag, id, text } from '../fields'

export const SERVICE_LIMITS = {
  name: 30,
  summary: 120,
  description: 1000,
  audience: 200,
  item: 40,
  steps: 10,
  deliverables: 10,
  services: 30,
} as const
const L = SERVICE_LIMITS

export const SERVICE_MSG = {
  missing: '平台服务不存在',
  slugTaken: '该链接标识已被本机构的其他服务使用',
  slugBad: '链接标识只能包含小写字母、数字和连字符（-），以字母或数字开头，2–40个字符',
  tooMany: `每个机构最多${L.services}项平台服务`,
  edge: { up: '已经是第一项', down: '已经是最后一项' },
} as const

/** The anchor /join gives the service (/join#custom-training): stays readable in a link. */
const slug = z
  .string({ error: (iss) => (iss.input === undefined || iss.input === null ? '请输入链接标识' : SERVICE_MSG.slugBad) })
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{1,39}$/, { error: SERVICE_MSG.slugBad })
  .meta({ title: '链接标识' })

/** One per line, as the form's text box holds them; blank lines dropped. */
const toLines = (v: unknown) =>
  typeof v === 'string'
    ? v
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
    : v

/** Short lines in their order (a list, or one per line from the form): none repeated, none empty. */
function items(label: string, maxItems: number, minItems: number) {
  return z
    .preprocess(
      toLines,
      z
        .array(text(label, { max: L.item }), { error: `${label}格式不正确` })
        .min(minItems, { error: `请至少填写${minItems}项${label}` })
        .max(maxItems, { error: `${label}最多${maxItems}项` })
        .refine((list) => new Set(list).size === list.length, { error: `${label}不能重复` }),
    )
    .meta({ title: label })
}

export const platformServiceInput = z.object({
  slug,
  name: text('服务名称', { max: L.name }),
  summary: text('一句话介绍', { max: L.summary }),
  description: text('服务介绍', { max: L.description }),
  audience: text('适合谁', { max: L.audience }),
  steps: items('服务流程', L.steps, 1),
  deliverables: items('交付成果', L.deliverables, 0),
  isPublished: flag('在平台服务页显示'),
})
export const updatePlatformServiceInput = platformServiceInput.extend({ id: id('平台服务') })
export const movePlatformServiceInput = z.object({
  id: id('平台服务'),
  direction: z.enum(['up', 'down'], { error: '移动方向不正确' }).meta({ title: '方向' }),
})
export const publishPlatformServiceInput = z.object({ id: id('平台服务'), isPublished: flag('在平台服务页显示') })

/** @public */
export interface AdminPlatformServiceRow {
  id: number
  slug: string
  name: string
  summary: string
  description: string
  audience: string
  steps: string[]
  deliverables: string[]
  /** Its place on /join: 1, 2, 3… */
  sortOrder: number
  isPublished: boolean
}

export interface AdminPlatformServiceList {
  items: AdminPlatformServiceRow[]
  /** The tenant's 平台服务 switch (机构设置): off, /join and /toconsult are not shown at all. */
  switchOn: boolean
}
