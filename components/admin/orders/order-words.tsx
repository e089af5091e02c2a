// The words and looks the console's order screens share (issue 33): amounts as ¥299.00, the state as a coloured tag,
// the way of payment by its channel's name, times in the tenant's zone as date over time.
import { formatDateTime } from '@/lib/contract/dates'
import { fenToYuan, PAY_METHOD_LABELS, type OrderView } from '@/lib/contract/order-rules'
import type { OperatorRole } from '@/lib/contract/operator-roles'

/** `¥299.00` from fen. */
export const yuan = (fen: number) => `¥${fenToYuan(fen)}`

/** 微信支付 / 支付宝, or a dash for an order never sent to a channel. */
export const methodText = (method: OrderView['method']) => (method ? PAY_METHOD_LABELS[method] : '—')

/** Only 管理员 refunds (the server refuses the others all the same): the button is not drawn for them. */
export const canRefund = (role: OperatorRole) => role === 'admin'

const STATE_LOOK: Record<OrderView['state'], string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  paid: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  closed: 'bg-gray-100 text-gray-600 ring-gray-300',
  refunded: 'bg-red-50 text-red-700 ring-red-200',
}

/** The state as a tag: colour and word, never the colour alone. */
export function OrderStateTag({ order }: { order: Pick<OrderView, 'state' | 'stateText'> }) {
  return (
    <span
      className={`inline-flex items-center rounded px-1.5 py-0.5 text-xs whitespace-nowrap ring-1 ring-inset ${STATE_LOOK[order.state]}`}
    >
      {order.stateText}
    </span>
  )
}

/** A time as its date over its clock (keeps the table narrow), or a dash. */
export function TimeCell({ at }: { at: string | null }) {
  if (!at) return <span className="text-gray-400">—</span>
  const [date, clock] = formatDateTime(at).split(' ')
  return (
    <time dateTime={at} className="block leading-tight whitespace-nowrap tabular-nums">
      {date}
      <span className="block text-xs text-gray-500">{clock}</span>
    </time>
  )
}
