'use client'
// 订单管理's filter bar (issue 33): an order number or phone, 状态 and 支付渠道 applied as they change, a 下单日期
// range sent with 查询 (a reversed range is said, never sent), 重置 clearing them all — the same look as FilterBar.
import { useId, useState } from 'react'
import { ORDER_STATE_LABELS } from '@/lib/contract/order-rules'
import type { ListParams } from '../list-params'
import { BUTTON, CONTROL } from '../styles'

export const ORDER_FILTERS = ['keyword', 'state', 'channel', 'from', 'to'] as const
type Key = (typeof ORDER_FILTERS)[number]

const STATES = Object.entries(ORDER_STATE_LABELS)
export const CHANNEL_LABELS = { wechat: '微信支付', alipay: '支付宝' } as const

export function OrderFilters({ list }: { list: ListParams<Key> }) {
  const uid = useId()
  const { values, apply } = list
  const [error, setError] = useState('')
  const select = (key: 'state' | 'channel', label: string, all: string, options: [string, string][]) => (
    <div className="w-32">
      <label htmlFor={`${uid}-${key}`} className={CONTROL.label}>
        {label}
      </label>
      <select
        id={`${uid}-${key}`}
        value={values[key]}
        onChange={(e) => apply({ [key]: e.target.value })}
        className={CONTROL.select}
      >
        <option value="">{all}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  )
  return (
    <form
      role="search"
      aria-label="筛选订单"
      className="mb-4 flex flex-wrap items-end gap-3"
      onSubmit={(e) => {
        e.preventDefault()
        const data = new FormData(e.currentTarget)
        const got = (k: string) => String(data.get(k) ?? '').trim()
        const [from, to] = [got('from'), got('to')]
        if (from && to && from > to) {
          setError('结束日期不能早于开始日期')
          return
        }
        setError('')
        apply({ keyword: got('keyword'), from, to })
      }}
    >
      <div className="w-56 max-w-full">
        <label htmlFor={`${uid}-keyword`} className={CONTROL.label}>
          订单号或手机号
        </label>
        <input
          key={values.keyword}
          id={`${uid}-keyword`}
          name="keyword"
          type="search"
          maxLength={20}
          defaultValue={values.keyword}
          placeholder="订单号或手机号"
          className={CONTROL.input}
        />
      </div>
      {select('state', '状态', '全部状态', STATES)}
      {select('channel', '支付渠道', '全部渠道', Object.entries(CHANNEL_LABELS))}
      <fieldset className="flex items-end gap-1.5">
        <legend className={CONTROL.label}>下单日期</legend>
        <input
          key={`from-${values.from}`}
          name="from"
          type="date"
          aria-label="下单日期（开始）"
          defaultValue={values.from}
          className={`${CONTROL.input} w-36`}
        />
        <span aria-hidden="true" className="pb-2 text-gray-400">
          –
        </span>
        <input
          key={`to-${values.to}`}
          name="to"
          type="date"
          aria-label="下单日期（结束）"
          defaultValue={values.to}
          className={`${CONTROL.input} w-36`}
        />
      </fieldset>
      <button type="submit" className={BUTTON.primary}>
        查询
      </button>
      <button
        type="button"
        className={BUTTON.secondary}
        onClick={() => {
          setError('')
          apply({ keyword: '', state: '', channel: '', from: '', to: '' })
        }}
      >
        重置
      </button>
      {error ? (
        <p role="alert" className="w-full text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </form>
  )
}
