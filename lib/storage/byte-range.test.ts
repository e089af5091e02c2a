// Range headers as browsers and players send them, and the malformed ones a server may ignore.
import { parseRange } from './byte-range'

it('answers single ranges, open-ended ranges and suffixes', () => {
  expect(parseRange('bytes=0-99', 1000)).toEqual({ kind: 'partial', start: 0, end: 99 })
  expect(parseRange('bytes=900-', 1000)).toEqual({ kind: 'partial', start: 900, end: 999 })
  expect(parseRange('bytes=990-5000', 1000)).toEqual({ kind: 'partial', start: 990, end: 999 })
  expect(parseRange('bytes=-100', 1000)).toEqual({ kind: 'partial', start: 900, end: 999 })
  expect(parseRange('bytes=-5000', 1000)).toEqual({ kind: 'partial', start: 0, end: 999 })
})

it('refuses ranges past the end, and ignores what it does not understand', () => {
  expect(parseRange('bytes=1000-', 1000)).toEqual({ kind: 'unsatisfiable' })
  expect(parseRange('bytes=-0', 1000)).toEqual({ kind: 'unsatisfiable' })
  expect(parseRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' })
  for (const h of [null, '', 'bytes=', 'bytes=-', 'bytes=5-2', 'bytes=0-1,5-9', 'items=0-9', 'bytes=a-b']) {
    expect(parseRange(h, 1000)).toEqual({ kind: 'full' })
  }
})
