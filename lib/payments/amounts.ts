// The small conversions both gateways need, exact and without floats: fen ↔ yuan text, China time as each gateway writes
// it (Asia/Shanghai is UTC+8 all year, no daylight saving), and a UTF-8 cut that never splits a character.

const CHINA_OFFSET_MS = 8 * 60 * 60_000

/** Fen as the yuan text Alipay wants ('299.00', '0.01'): integer arithmetic, so 29900 is never 298.99999. */
export function fenToYuan(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new RangeError(`not an amount in fen: ${fen}`)
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`
}

/** Alipay's yuan text as fen, read digit by digit ('0.01' → 1, '299' → 29900); null for anything else. */
export function yuanToFen(text: string): number | null {
  const m = /^(0|[1-9]\d{0,10})(?:\.(\d{1,2}))?$/.exec(text)
  if (!m) return null
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'))
}

/** The wall-clock fields of China time: an ISO string of the instant moved by eight hours. */
const chinaIso = (at: Date) => new Date(at.getTime() + CHINA_OFFSET_MS).toISOString()

/** WeChat Pay's time_expire: RFC 3339 in China time, '2025-01-02T15:04:05+08:00'. */
export function chinaRfc3339(at: Date): string {
  return `${chinaIso(at).slice(0, 19)}+08:00`
}

/** Alipay's 'yyyy-MM-dd HH:mm:ss', read as China time whatever the server's zone. */
export function chinaDateTime(at: Date): string {
  return chinaIso(at).slice(0, 19).replace('T', ' ')
}

/** Alipay's 'yyyy-MM-dd HH:mm:ss' (China time) as an instant, or null when it is not one. */
export function parseChinaDateTime(text: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return null
  const at = new Date(`${text.replace(' ', 'T')}+08:00`)
  return Number.isNaN(at.getTime()) ? null : at
}

/**
 * The longest prefix of `text` within `maxBytes` of UTF-8, cut between characters (code points), so a Chinese title cut
 * for WeChat's 127-byte description never ends in half a character.
 */
export function cutUtf8(text: string, maxBytes: number): string {
  let bytes = 0
  let out = ''
  for (const ch of text) {
    bytes += Buffer.byteLength(ch, 'utf8')
    if (bytes > maxBytes) break
    out += ch
  }
  return out
}
