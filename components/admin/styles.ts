// The console's few looks, named once: buttons, form controls, table cells and badges.
import type { OperatorRole } from '@/lib/contract/operator-roles'

const FOCUS = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary'

export const BUTTON = {
  primary: `inline-flex h-9 items-center justify-center gap-1 rounded-md bg-primary px-4 text-sm font-medium whitespace-nowrap text-primary-contrast hover:bg-primary-hover disabled:cursor-not-allowed disabled:opacity-60 ${FOCUS}`,
  secondary: `inline-flex h-9 items-center justify-center gap-1 rounded-md border border-gray-300 bg-white px-4 text-sm whitespace-nowrap text-gray-700 hover:border-primary hover:text-primary disabled:cursor-not-allowed disabled:opacity-60 ${FOCUS}`,
  danger: `inline-flex h-9 items-center justify-center gap-1 rounded-md bg-red-600 px-4 text-sm font-medium whitespace-nowrap text-white hover:bg-red-700 disabled:cursor-not-allowed disabled:opacity-60 ${FOCUS}`,
  /** A row's action in a table: text-like, compact. */
  link: `rounded px-1 text-sm whitespace-nowrap text-primary hover:underline disabled:cursor-not-allowed disabled:text-gray-400 ${FOCUS}`,
  linkDanger: `rounded px-1 text-sm whitespace-nowrap text-red-600 hover:underline disabled:cursor-not-allowed disabled:text-gray-400 ${FOCUS}`,
} as const

export const CONTROL = {
  input:
    'h-9 w-full min-w-0 rounded-md border border-gray-300 bg-white px-3 text-sm outline-none focus:border-primary aria-invalid:border-red-500',
  select:
    'h-9 w-full min-w-0 rounded-md border border-gray-300 bg-white px-2 text-sm outline-none focus:border-primary aria-invalid:border-red-500',
  label: 'mb-1 block text-sm font-medium text-gray-700',
  error: 'mt-1 text-xs text-red-600',
  hint: 'mt-1 text-xs text-gray-500',
} as const

export const TABLE = {
  wrap: 'overflow-x-auto rounded-lg border border-gray-200 bg-white',
  table: 'w-full min-w-[720px] border-collapse text-left text-sm',
  th: 'border-b border-gray-200 bg-gray-50 px-3 py-2.5 font-medium whitespace-nowrap text-gray-600',
  td: 'border-b border-gray-100 px-3 py-2.5 align-middle text-gray-800',
} as const

/** The console's card: a white panel with a heading row. */
export const PANEL = 'rounded-lg border border-gray-200 bg-white p-5'

const ROLE_BADGE: Record<OperatorRole, string> = {
  admin: 'bg-red-50 text-red-700 ring-red-200',
  operations: 'bg-blue-50 text-blue-700 ring-blue-200',
  support: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  readonly: 'bg-gray-100 text-gray-700 ring-gray-300',
}

export function roleBadge(role: OperatorRole): string {
  return `inline-flex items-center rounded px-1.5 py-0.5 text-xs whitespace-nowrap ring-1 ring-inset ${ROLE_BADGE[role]}`
}
