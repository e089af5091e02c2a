// Display rules shared by both variants: durations (docs/spec.md §9), prices in the tenant's unit, counts.

/** mm:ss under an hour, hh:mm:ss otherwise (docs/spec.md §9). */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds))
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  const sec = s % 60
  const pad = (n: number) => String(n).padStart(2, '0')
  return h > 0 ? `${pad(h)}:${pad(m)}:${pad(sec)}` : `${pad(m)}:${pad(sec)}`
}

/** A course's total length in words: "3小时20分钟", "45分钟". */
export function formatTotalDuration(totalSeconds: number): string {
  const minutes = Math.round(totalSeconds / 60)
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  if (h === 0) return `${m}分钟`
  return m === 0 ? `${h}小时` : `${h}小时${m}分钟`
}

/** 0 → 免费; otherwise the amount with the tenant's paymentUnitName ("¥" for 元). */
export function formatPrice(price: number, unit: string): string {
  if (!price) return '免费'
  const amount = Number.isInteger(price) ? String(price) : price.toFixed(2)
  return unit === '元' ? `¥${amount}` : `${amount}${unit}`
}

/** 12345 → 1.2万 (how Chinese sites show learner counts). */
export function formatCount(n: number): string {
  if (n >= 10000) return `${(n / 10000).toFixed(n >= 100000 ? 0 : 1).replace(/\.0$/, '')}万`
  return String(n)
}
