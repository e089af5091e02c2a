// The socket peer and trusted proxies (issue 9, H3/L5/L3). Next only fills X-Forwarded-For from the socket when the
// client sent none (`??=` in base-server), so a route handler cannot tell a forged header from a real one. This hook,
// installed by instrumentation.ts, rewrites the forwarded headers on the raw Node request before Next reads them.
import http from 'node:http'
import https from 'node:https'
import { BlockList, isIP } from 'node:net'
import { getEnv } from '@/lib/env'

/** Headers only a trusted proxy may set; from anyone else they are dropped and Next fills its own from the socket. */
const PROXY_HEADERS = ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip', 'forwarded'] as const

/** An address as one hop of X-Forwarded-For: IPv4-mapped IPv6 as IPv4, brackets and ports dropped; null if no IP. */
export function normalizeIp(value: string): string | null {
  let v = value.trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(v)
  if (bracketed) v = bracketed[1]
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(v)) v = v.slice(0, v.lastIndexOf(':'))
  if (/^::ffff:\d{1,3}(?:\.\d{1,3}){3}$/i.test(v)) v = v.slice(7)
  return isIP(v) ? v.toLowerCase() : null
}

let memo: { entries: readonly string[]; list: BlockList } | null = null

/** TRUSTED_PROXIES as a BlockList (rebuilt only when the setting changes). */
function trustedList(): BlockList {
  const entries = getEnv().trustedProxies
  if (memo?.entries === entries) return memo.list
  const list = new BlockList()
  for (const entry of entries) {
    const [address, prefix] = entry.split('/')
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4'
    if (prefix === undefined) list.addAddress(address, type)
    else list.addSubnet(address, Number(prefix), type)
  }
  memo = { entries, list }
  return list
}

/** Whether TRUSTED_PROXIES vouches for this hop. */
export function isTrustedProxy(hop: string): boolean {
  const ip = normalizeIp(hop)
  try {
    if (!ip || !getEnv().trustedProxies.length) return false
    return trustedList().check(ip, isIP(ip) === 6 ? 'ipv6' : 'ipv4')
  } catch {
    // An unusable configuration stops the server at start (lib/seed/prepare); until then nobody is trusted.
    return false
  }
}

type RawHeaders = http.IncomingHttpHeaders

/**
 * After this, the last X-Forwarded-For hop is always the socket peer, and X-Forwarded-Host/-Proto/-Port exist only when a
 * trusted proxy sent them. From a trusted proxy the peer is appended (nginx's `$proxy_add_x_forwarded_for`); from
 * anyone else X-Forwarded-For is replaced by the peer, so a client cannot add hops of its own.
 */
export function sanitizeForwardedHeaders(headers: RawHeaders, socketPeer: string | undefined): void {
  const peer = (socketPeer && normalizeIp(socketPeer)) || 'unknown'
  const forwarded = headers['x-forwarded-for']
  const sent = Array.isArray(forwarded) ? forwarded.join(', ') : forwarded
  if (peer !== 'unknown' && isTrustedProxy(peer)) {
    headers['x-forwarded-for'] = sent?.trim() ? `${sent}, ${peer}` : peer
    return
  }
  headers['x-forwarded-for'] = peer
  for (const name of PROXY_HEADERS) delete headers[name]
}

const INSTALLED = Symbol.for('qihang.forwardedHeaders')

/**
 * Wraps `emit('request')` of Node's HTTP and HTTPS servers, which `next start`, `next dev` and the standalone server
 * all use, so every request is sanitized before Next sees it. Idempotent.
 */
export function installForwardedHeaders(): void {
  for (const Server of [http.Server, https.Server]) {
    const proto = Server.prototype as unknown as { emit: (...args: unknown[]) => boolean; [INSTALLED]?: true }
    if (proto[INSTALLED]) continue
    const emit = proto.emit
    proto.emit = function (this: unknown, event: unknown, ...args: unknown[]) {
      if (event === 'request') {
        const req = args[0] as http.IncomingMessage
        sanitizeForwardedHeaders(req.headers, req.socket?.remoteAddress)
      }
      return emit.call(this, event, ...args)
    }
    proto[INSTALLED] = true
  }
}
