// A data page's summary cards (issue 32): each a label and its number, as a description list.
import { PANEL } from '../styles'

export interface Stat {
  label: string
  value: string
  hint?: string
}

export function StatCards({ stats, label }: { stats: Stat[]; label: string }) {
  return (
    <dl
      aria-label={label}
      className="mb-5 grid grid-cols-2 gap-4 lg:grid-cols-4 xl:grid-cols-6"
      data-testid="stat-cards"
    >
      {stats.map((s) => (
        <div key={s.label} className={PANEL}>
          <dt className="text-sm text-gray-500">{s.label}</dt>
          <dd className="mt-1 text-2xl font-semibold text-gray-900 tabular-nums">{s.value}</dd>
          {s.hint ? <dd className="mt-1 text-xs text-gray-500">{s.hint}</dd> : null}
        </div>
      ))}
    </dl>
  )
}
