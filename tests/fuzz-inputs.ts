// Typed garbage for the API fuzz test, derived from each method's zod input (via its JSON schema), so a new method or
// field is fuzzed without anyone listing it here.
import { z } from 'zod'
import type { AnyMethod } from '@/lib/contract/define'
import type { CallInit, Answer } from './api-client'

export type JsonType = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object' | 'unknown'

export interface Field {
  name: string
  types: JsonType[]
  enumValues: unknown[]
}

/** The input's top-level fields with their JSON types (zod → JSON schema, input side). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function fieldsOf(spec: AnyMethod<any>): Field[] {
  let schema: Record<string, unknown>
  try {
    schema = z.toJSONSchema(spec.input, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>
  } catch {
    return []
  }
  const props = (schema.properties ?? {}) as Record<string, Record<string, unknown>>
  return Object.entries(props).map(([name, s]) => {
    const variants = (s.anyOf as Record<string, unknown>[] | undefined) ?? [s]
    const types = variants.map((v) => (typeof v.type === 'string' ? (v.type as JsonType) : 'unknown'))
    const enumValues = variants.flatMap((v) => (Array.isArray(v.enum) ? v.enum : []))
    return { name, types, enumValues }
  })
}

const SAMPLES: Record<JsonType, unknown[]> = {
  string: ['13800000001', '1234', 'Abc12345', 'qihang_hr', 'demo', '透视', 'abc', '0123456789abcdef0123456789abcdef'],
  integer: [1, 2],
  number: [1],
  boolean: [true, false],
  array: [[]],
  object: [{}],
  unknown: ['abc', 1],
}

/**
 * A payload the schema accepts, built field by field: the first sample of the field's type that zod raises no issue
 * for. Garbage then replaces one field at a time, so what the schema lets through reaches the handler.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function validBase(spec: AnyMethod<any>): Record<string, unknown> {
  const base: Record<string, unknown> = {}
  for (const field of fieldsOf(spec)) {
    const candidates = [...field.enumValues, ...field.types.flatMap((t) => SAMPLES[t])]
    for (const candidate of candidates) {
      const issues = (spec.input as z.ZodType).safeParse({ ...base, [field.name]: candidate }).error?.issues ?? []
      if (!issues.some((i) => i.path[0] === field.name)) {
        base[field.name] = candidate
        break
      }
    }
  }
  return base
}

/** JSON text put in place as is: nesting too deep for JSON.stringify, numbers JavaScript cannot hold. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** A JSON body: `base` with `field` replaced by `value` (raw JSON text for RawJson). */
export function bodyWith(base: Record<string, unknown>, field: string, value: unknown): string {
  const marker = '@@fuzz-value@@'
  const text = JSON.stringify({ ...base, [field]: marker })
  return text.replace(JSON.stringify(marker), () => (value instanceof RawJson ? value.text : JSON.stringify(value)))
}

const WRONG_TYPES: Array<[string, unknown]> = [
  ['null', null],
  ['true', true],
  ['array', ['a', 1, null]],
  ['object', { a: { b: 1 } }],
  ['nested 50k', new RawJson(`${'['.repeat(50_000)}"x"${']'.repeat(50_000)}`)],
]

/** Strings PostgreSQL, regexes or length checks have tripped on elsewhere. */
const STRINGS: Array<[string, unknown]> = [
  ['empty', ''],
  ['blanks', ' \u3000 '],
  ['NUL', '\u0000'],
  ['NUL inside', 'ab\u0000cd'],
  ['C0 controls', '\u0001\u0007\u001b[31m\u007f'],
  ['C1 controls', 'a\u0085\u009fb'],
  ['10k latin', 'x'.repeat(10_000)],
  ['10k Chinese', '汉'.repeat(10_000)],
  ['lone surrogate', 'a\ud800b'],
  ['lone low surrogate after Chinese', '汉\udc00'],
  ['reversed surrogate pair', '学\ude00\ud83d'],
  ['emoji', '😀'.repeat(40)],
  ['SQL', "' OR 1=1; DROP TABLE courses; --"],
]

/** Numbers at and past the edges of ids, pages and JavaScript itself. */
const NUMBERS: Array<[string, unknown]> = [
  ['zero', 0],
  ['-1', -1],
  ['1.5', 1.5],
  ['2^31', 2147483648],
  ['2^53+1', new RawJson('9007199254740993')],
  ['1e308', 1e308],
  ['1e999 (Infinity)', new RawJson('1e999')],
  ['-0', new RawJson('-0')],
]

/** Garbage for one field, chosen by its JSON type: every wrong type, and the hard values of its own type. */
export function garbageFor(field: Pick<Field, 'types'>): Array<[string, unknown]> {
  const types = new Set(field.types)
  const out = [...WRONG_TYPES]
  if (types.has('string') || types.has('unknown')) out.push(...STRINGS, ['a number', 12])
  if (types.has('integer') || types.has('number') || types.has('unknown'))
    out.push(...NUMBERS, ['digits as text', '12'], ['400 digits', '9'.repeat(400)], ['NUL', '\u0000'])
  if (types.has('boolean')) out.push(['yes', 'yes'], ['2', 2], ['NUL', '\u0000'])
  return out
}

const CHUNK = new Uint8Array(64 * 1024).fill(0x20)

/** A chunked body of `bytes` with no Content-Length, made lazily so only what is read is allocated. */
export function chunkedBody(bytes: number): ReadableStream<Uint8Array> {
  let sent = 0
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes) return controller.close()
      sent += CHUNK.length
      controller.enqueue(CHUNK)
    },
  })
}

/** The whole-body cases that also run for every other identity: one of each kind. */
export const LIGHT_BODY_CASES = new Set(['broken JSON', 'JSON array', 'text/plain', 'chunked 8 MiB'])

/** Whole-body cases for a write method: broken and odd JSON, wrong types, wrong Content-Type, oversize bodies. */
export function bodyCases(base: Record<string, unknown>): Array<[string, CallInit]> {
  const json = JSON.stringify(base)
  return [
    ['empty body', { raw: '' }],
    ['broken JSON', { raw: '{"a":' }],
    ['single quotes', { raw: "{'a':1}" }],
    ['NaN', { raw: 'NaN' }],
    ['JSON null', { raw: 'null' }],
    ['JSON array', { raw: '[1,2,3]' }],
    ['JSON string', { raw: '"text"' }],
    ['JSON number', { raw: '1e999' }],
    ['nested arrays 100k', { raw: `${'['.repeat(100_000)}${']'.repeat(100_000)}` }],
    ['nested objects 50k', { raw: `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}` }],
    ['huge exponent field', { raw: json.replace(/^\{/, '{"x":1e999999,') }],
    ['duplicate keys', { raw: json.replace(/^\{/, '{"x":1,"x":"\\u0000",') }],
    ['__proto__', { raw: json.replace(/^\{/, '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}},') }],
    ['control chars in an extra key', { raw: json.replace(/^\{/, '{"a\\u0000b":"\\u0000",') }],
    ['invalid UTF-8', { raw: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]) }],
    ['text/plain', { raw: json, contentType: 'text/plain' }],
    ['form-encoded', { raw: 'a=1&b=%00', contentType: 'application/x-www-form-urlencoded' }],
    [
      'multipart',
      {
        raw: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
        contentType: 'multipart/form-data; boundary=x',
      },
    ],
    ['no Content-Type', { raw: json, contentType: null }],
    ['declared 2 MiB', { raw: json, headers: { 'content-length': String(2 * 1024 * 1024) } }],
    ['1.1 MiB string field', { raw: JSON.stringify({ ...base, pad: 'x'.repeat(1_150_000) }) }],
    ['chunked 8 MiB', { raw: chunkedBody(8 * 1024 * 1024) }],
  ]
}

/** Query-string values for one field of a read method (clients send ids and pages as text). */
export const QUERY_GARBAGE = [
  '',
  '%00',
  'a%00b',
  '%1B%5B31m',
  '-1',
  '0',
  '1.5',
  '1e309',
  '9'.repeat(400),
  'x'.repeat(10_000),
  '%E6%B1%89'.repeat(3_000),
  '%5B%5D',
  '%FF%FE',
  '%E4%B8',
  'NaN',
  '0x10',
  // A surrogate written as UTF-8 bytes (CESU-8), alone and as a pair: decoding gives U+FFFD, never half a pair.
  '%E6%B1%89%ED%B0%80',
  '%ED%A0%BD%ED%B8%80',
]

/**
 * Ill-formed UTF-16 as JSON writes it (issue 23 L1): half a surrogate pair after Chinese text made PGlite miscount the
 * statement. Each must be refused by the dispatcher with a 400 in whichever body field (or key) it arrives.
 */
export const ILL_FORMED_JSON: Array<[string, string]> = [
  ['lone low after Chinese', '"汉\\udc00"'],
  ['reversed pair', '"学员\\ude00\\ud83d"'],
  ['lone high at the end', '"小王\\ud83d"'],
]

/** Methods the app does not speak (issue 23 L2): those fetch can build reach the dispatcher; all of them a raw socket. */
export const UNKNOWN_VERBS_FETCH = ['PROPFIND', 'FOO', 'QUERY']
export const UNKNOWN_VERBS_RAW = ['TRACE', 'TRACK', 'PROPFIND', 'FOO', 'get', 'M-SEARCH']

/** Whole-query cases: repeated, unknown and malformed parameters. */
export const QUERY_CASES = [
  'a=%00',
  '%00=1',
  'page=1&page=2&page=%00',
  '&&&=&=',
  'x=' + '%25'.repeat(2_000),
  Array.from({ length: 500 }, (_, i) => `p${i}=${i}`).join('&'),
]

/** What is wrong with an answer as a client sees it, or null: any 5xx, or not the ABP envelope. */
export function envelopeProblem(a: Answer): string | null {
  const b = a.body
  if (a.status >= 500) return `HTTP ${a.status}`
  if (typeof b !== 'object' || b === null) return 'not a JSON envelope'
  if (
    b.__abp !== true ||
    typeof b.success !== 'boolean' ||
    !('result' in b) ||
    typeof b.unAuthorizedRequest !== 'boolean'
  )
    return 'not the envelope shape'
  if (b.success) return a.status === 200 && b.error === null ? null : `success with HTTP ${a.status}`
  const e = b.error
  if (a.status === 200) return 'failure with HTTP 200'
  if (b.result !== null) return 'a failure with a result'
  if (!e || typeof e.code !== 'number' || typeof e.message !== 'string') return 'no error code or message'
  if (!/[\u4e00-\u9fff]/.test(e.message)) return `message not in Chinese: ${e.message.slice(0, 80)}`
  const codeFits = e.code === a.status || (a.status === 400 && e.code === 0) || (a.status === 401 && e.code === -10)
  if (!codeFits) return `error.code ${e.code} with HTTP ${a.status}`
  if (b.unAuthorizedRequest !== (a.status === 401)) return 'unAuthorizedRequest disagrees with the status'
  return null
}
