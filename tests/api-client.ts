// The API as a client reaches it in tests: a Request through the real dispatcher, read back as status and envelope.
import { dispatch, type Target } from '@/lib/api/dispatch'

export interface CallInit {
  /** Host header (the tenant); default demo.localhost. */
  host?: string
  method?: string
  /** JSON-encoded into the body. */
  body?: unknown
  /** Sent as is (broken JSON, a stream). */
  raw?: BodyInit
  contentType?: string | null
  /**
   * The socket peer as the forwarded-headers hook leaves it: the last X-Forwarded-For hop. A fresh address per call
   * unless given, so per-IP limits of one test do not spill into the next.
   */
  ip?: string
  /** Hops a client (or proxies) put before the peer. */
  forwardedFor?: string
  origin?: string
  referer?: string
  cookie?: string
  bearer?: string
  headers?: Record<string, string>
}

let ipSeq = 0
/** A documentation-range address (RFC 5737) no other call of this process used. */
export function freshIp(): string {
  ipSeq += 1
  return `198.51.${(ipSeq >> 8) & 255}.${ipSeq & 255}`
}

/** The route files' target for an API path, as they derive it from the URL. */
export function targetOf(path: string): Target {
  const parts = path.split('?')[0].split('/').filter(Boolean)
  if (parts[1] === 'services') return { prefix: 'app', service: parts[3], method: parts[4] }
  if (parts[0] === 'admin') return { prefix: 'admin', service: parts[4], method: parts[5] }
  return { prefix: parts[1] as 'Common' | 'TokenAuth', method: parts[2] }
}

export function requestFor(path: string, init: CallInit = {}): Request {
  const host = init.host ?? 'demo.localhost'
  const peer = init.ip ?? freshIp()
  const headers: Record<string, string> = {
    host,
    'x-forwarded-for': init.forwardedFor ? `${init.forwardedFor}, ${peer}` : peer,
    ...init.headers,
  }
  if (init.origin !== undefined) headers.origin = init.origin
  if (init.referer !== undefined) headers.referer = init.referer
  if (init.cookie) headers.cookie = init.cookie
  if (init.bearer) headers.authorization = `Bearer ${init.bearer}`
  let body: BodyInit | undefined = init.raw
  if (body === undefined && init.body !== undefined) body = JSON.stringify(init.body)
  const contentType = init.contentType === undefined ? 'application/json' : init.contentType
  if (body !== undefined && contentType) headers['content-type'] = contentType
  const method = init.method ?? (body === undefined ? 'GET' : 'POST')
  const streaming = typeof ReadableStream !== 'undefined' && body instanceof ReadableStream
  return new Request(`http://${host}${path}`, {
    method,
    headers,
    body,
    ...(streaming ? { duplex: 'half' } : {}),
  } as RequestInit)
}

export interface Answer {
  status: number
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any
  headers: Headers
  setCookie: string | null
}

export async function call(path: string, init: CallInit = {}): Promise<Answer> {
  const res = await dispatch(requestFor(path, init), targetOf(path))
  const text = await res.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    // left as text: the caller's envelope check then fails with the raw answer in view
  }
  return { status: res.status, body, headers: res.headers, setCookie: res.headers.get('set-cookie') }
}

export const post = (path: string, body: unknown, init: CallInit = {}) => call(path, { ...init, body, method: 'POST' })

/** The `name=value` part of a Set-Cookie header, as a browser sends it back. */
export const cookieOf = (setCookie: string | null) => (setCookie ?? '').split(';')[0]
