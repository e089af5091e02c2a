// Inputs of the message centre calls (MessageCenter/*).
import { z } from 'zod'
import { flag, id } from '../fields'
import { isMessageType, MESSAGE_TYPES } from '../account-nav'
import { enumDoc, labelToKey } from './labelled-choice'
import { MESSAGE_PAGE_SIZE, MESSAGE_PAGE_SIZE_MAX } from '../message-rules'

const fromQuery = (v: unknown) =>
  v === undefined || v === null || v === ''
    ? undefined
    : typeof v === 'string' && /^\d+$/.test(v.trim())
      ? Number(v)
      : v

const positive = (fallback: number, max: number, label: string) =>
  z
    .preprocess(
      fromQuery,
      z
        .number({ error: `${label}格式不正确` })
        .int({ error: `${label}格式不正确` })
        .min(1, { error: `${label}格式不正确` })
        .max(max, { error: `${label}不能超过${max}` })
        .optional()
        .default(fallback),
    )
    .meta({ title: label })

/** 0 系统通知, 1 企业消息, 2 学习提醒 (the number or its label); absent or empty means every type. */
const MESSAGE_TYPE_OPTIONS = MESSAGE_TYPES.map((t) => ({ key: t.type, label: t.label }))
const messageTypeKey = labelToKey(MESSAGE_TYPE_OPTIONS)
const messageType = z
  .preprocess(
    (v) => fromQuery(messageTypeKey(v)),
    z.number({ error: '消息类型不正确' }).refine(isMessageType, { error: '消息类型不正确' }).optional(),
  )
  .meta({ title: '消息类型', ...enumDoc(MESSAGE_TYPE_OPTIONS) })

export const messageListInput = z.object({
  messageType,
  page: positive(1, 10000, '页码'),
  pageSize: positive(MESSAGE_PAGE_SIZE, MESSAGE_PAGE_SIZE_MAX, '每页条数'),
})

export const messageIdInput = z.object({ id: id('消息编号') })

/** `{ id }` marks one message read; `{ all: true, messageType? }` marks every unread one (of that type) read. */
export const messageReadInput = z
  .object({
    id: z.preprocess((v) => (v === '' || v === null ? undefined : v), id('消息编号').optional()),
    all: flag('全部已读').optional(),
    messageType,
  })
  .refine((v) => v.id !== undefined || v.all === true, { error: '请选择消息' })
