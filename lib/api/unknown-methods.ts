// Request methods the app does not speak (TRACE, TRACK, CONNECT, PROPFIND, FOO…) answer 405 with the security headers
// on every path (issue 23 L2). They cannot be refused in proxy.ts: Next builds a fetch Request for the proxy and undici
// throws on TRACE and TRACK (500, no headers); Node's parser drops methods it does not know (TRACK, FOO, lower-case
// verbs) with a bare 400 and closes CONNECT without a word. So this hook, installed by instrumentation.ts like the
// forwarded-headers one, answers them on the raw Node server before Next sees them.
import fs from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import path from 'node:path'
import type { Duplex } from 'node:stream'
import { errorEnvelope } from '@/lib/contract/envelope'
import { ErrorCode, MESSAGES } from '@/lib/contract/errors'

/** The methods Next's pages and route handlers serve; anything else is answered here. */
const KNOWN_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])

/** One header rule as `next build` froze it into routes-manifest.json (next.config's securityHeaders, with its regex). */
export interface HeaderRule {
  regex: string
  headers: { key: string; value: string }[]
}

/** Without a build's rules (never under `next start`): the strictest answer that still renders nothing. */
const FALLBACK_RULES: HeaderRule[] = [
  {
    regex: '^/.*$',
    headers: [
      { key: 'X-Content-Type-Options', value: 'nosniff' },
      { key: 'X-Frame-Options', value: 'DENY' },
      { key: 'Content-Security-Policy', value: "default-src 'none'; frame-ancestors 'none'" },
    ],
  },
]

/** The header rules of the build this server runs, so a 405 carries exactly what Next adds to the same path. */
export function builtHeaderRules(distDir = process.env.NEXT_DIST_DIR || '.next'): HeaderRule[] {
  try {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(/*turbopackIgnore: true*/ process.cwd(), distDir, 'routes-manifest.json'), 'utf8'),
    )
    const rules = (manifest.headers ?? []) as HeaderRule[]
    return rules.every((r) => typeof r.regex === 'string' && Array.isArray(r.headers)) && rules.length
      ? rules
      : FALLBACK_RULES
  } catch {
    return FALLBACK_RULES
  }
}

/** The request target's path (no query), or '/' for a target that is none (CONNECT's host:port, `*`). */
function pathOfTarget(target: string): string {
  if (!target.startsWith('/')) return '/'
  const end = target.search(/[?#]/)
  return end < 0 ? target : target.slice(0, end)
}

/** The 405 for a method on a path: the envelope under /api, plain text elsewhere, with that path's security headers. */
export function methodNotAllowed(
  target: string,
  rules: HeaderRule[],
): { status: 405; headers: Record<string, string>; body: string } {
  const pathname = pathOfTarget(target)
  const headers: Record<string, string> = {}
  for (const rule of rules) {
    let matches = false
    try {
      matches = new RegExp(rule.regex).test(pathname)
    } catch {
      matches = false
    }
    if (matches) for (const { key, value } of rule.headers) headers[key] = value
  }
  const api = pathname === '/api' || pathname.startsWith('/api/')
  const body = api
    ? JSON.stringify(
        errorEnvelope({
          code: ErrorCode.MethodNotAllowed,
          message: MESSAGES.methodNotAllowed,
          details: null,
          validationErrors: null,
        }),
      )
    : '不支持该请求方式'
  return {
    status: 405,
    body,
    headers: {
      ...headers,
      Allow: [...KNOWN_METHODS].join(', '),
      'Content-Type': api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
      'Cache-Control': 'no-store',
      // The request may carry a body nobody reads; the connection is not reused.
      Connection: 'close',
    },
  }
}

/** The answer as raw HTTP/1.1, for sockets Node's parser gave up on (no ServerResponse exists there). */
function rawResponse({ status, headers, body }: ReturnType<typeof methodNotAllowed>): string {
  const lines = Object.entries(headers).map(([k, v]) => `${k}: ${v}`)
  return [`HTTP/1.1 ${status} Method Not Allowed`, ...lines, '', body].join('\r\n')
}

/** The target of a request line Node could not parse ("FOO /api/x HTTP/1.1"), from the bytes it kept. */
function targetOfRawPacket(packet: unknown): string {
  const line = Buffer.isBuffer(packet) ? packet.subarray(0, 8192).toString('latin1').split('\r\n', 1)[0] : ''
  return line.split(' ')[1] ?? '/'
}

const INSTALLED = Symbol.for('qihang.unknownMethods')
const LISTENING = Symbol.for('qihang.unknownMethods.connect')
// The rules live beside the hook, on the process: a second install (another bundle, a test) replaces them.
const holder = globalThis as typeof globalThis & { __unknownMethodRules?: HeaderRule[] }

type Guarded = { emit: (...args: unknown[]) => boolean; [INSTALLED]?: true }
type ServerLike = http.Server & { [LISTENING]?: true }

/**
 * Wraps `emit` of Node's HTTP and HTTPS servers (as lib/api/forwarded-headers does): an unknown method on 'request' is
 * answered here; a method the parser refused ('clientError' HPE_INVALID_METHOD) gets a 405 instead of Node's bare 400;
 * and every server listens for CONNECT, which Node would otherwise close silently. Idempotent.
 */
export function installUnknownMethodGuard(rules: HeaderRule[] = builtHeaderRules()): void {
  holder.__unknownMethodRules = rules
  const current = () => holder.__unknownMethodRules ?? FALLBACK_RULES
  const answerSocket = (socket: Duplex, target: string) => {
    if (socket.writable) socket.end(rawResponse(methodNotAllowed(target, current())))
    else socket.destroy()
  }
  for (const Server of [http.Server, https.Server]) {
    const proto = Server.prototype as unknown as Guarded
    if (proto[INSTALLED]) continue
    const emit = proto.emit
    proto.emit = function (this: ServerLike, event: unknown, ...args: unknown[]) {
      if (event === 'connection' && !this[LISTENING]) {
        this[LISTENING] = true
        if (this.listenerCount('connect') === 0)
          this.on('connect', (req: http.IncomingMessage, socket: Duplex) => answerSocket(socket, req.url ?? '/'))
      }
      if (event === 'request') {
        const [req, res] = args as [http.IncomingMessage, http.ServerResponse]
        if (!KNOWN_METHODS.has(req.method ?? '')) {
          const answer = methodNotAllowed(req.url ?? '/', current())
          res.writeHead(answer.status, answer.headers).end(answer.body)
          return true
        }
      }
      if (event === 'clientError') {
        const [error, socket] = args as [NodeJS.ErrnoException & { rawPacket?: unknown }, Duplex]
        if (error?.code === 'HPE_INVALID_METHOD') {
          answerSocket(socket, targetOfRawPacket(error.rawPacket))
          return true
        }
      }
      return emit.call(this, event, ...args)
    }
    proto[INSTALLED] = true
  }
}
