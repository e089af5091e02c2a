// HTTP Range (RFC 9110 §14) for stored files: a <video> seeks only when the server answers 206 Partial Content.

export type RangeAnswer = { kind: 'full' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' }

const SINGLE = /^bytes=(\d*)-(\d*)$/

/**
 * One byte range of a file of `size` bytes. Absent, malformed or multi-range headers get the whole file (the RFC lets a
 * server ignore Range); a range starting past the end is unsatisfiable (416).
 */
export function parseRange(header: string | null, size: number): RangeAnswer {
  if (!header) return { kind: 'full' }
  const m = SINGLE.exec(header.trim())
  if (!m || (m[1] === '' && m[2] === '')) return { kind: 'full' }
  if (m[1] === '') {
    // bytes=-N: the last N bytes.
    const suffix = Number(m[2])
    if (suffix === 0) return { kind: 'unsatisfiable' }
    return size === 0
      ? { kind: 'unsatisfiable' }
      : { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(m[1])
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1)
  if (!Number.isSafeInteger(start) || start >= size) return { kind: 'unsatisfiable' }
  if (end < start) return { kind: 'full' }
  return { kind: 'partial', start, end }
}
