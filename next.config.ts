// Next's configuration, and the security headers of every response (pages, API, files) with their start-up check.
import fs from 'node:fs'
import path from 'node:path'
import type { NextConfig } from 'next'
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_SERVER } from 'next/constants'

export interface SecurityOptions {
  /** APP_ENV=production: HSTS and upgrade-insecure-requests. */
  production: boolean
  /** STORAGE_PUBLIC_URL: an absolute CDN base adds its origin to img-src and media-src. */
  storagePublicUrl?: string
  /** `next dev`: React's development build evaluates strings, so the dev server alone allows eval. */
  dev?: boolean
}

export interface HeaderRule {
  source: string
  headers: { key: string; value: string }[]
}

function storageOrigin(url: string | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url.trim())) return null
  try {
    return new URL(url.trim()).origin
  } catch {
    return null
  }
}

/**
 * The page policy. Pages are ISR-cached per tenant, so there is no per-request nonce, and Next's inline
 * `self.__next_f.push(…)` scripts differ per page, so no fixed hash covers them: scripts are limited to our own
 * origin plus inline ('unsafe-inline'), and everything a CSP can still close is closed (objects, base URI,
 * form targets, framing, foreign connections). img-src takes any https: image for third-party avatars (QQ/WeChat).
 */
export function contentSecurityPolicy(options: SecurityOptions): string {
  const storage = storageOrigin(options.storagePublicUrl)
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${options.dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${storage ? ` ${storage}` : ''}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    // blob: is how hls.js hands the <video> its Media Source (encrypted HLS with 清晰度, issue 30).
    `media-src 'self' blob:${storage ? ` ${storage}` : ''}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ]
  if (options.production) directives.push('upgrade-insecure-requests')
  return directives.join('; ')
}

/**
 * Headers for every path, and the page policy for every path but /storage: a route handler's own
 * Content-Security-Policy does not survive a config one (measured), and stored files keep their sandbox policy.
 */
export function securityHeaders(options: SecurityOptions): HeaderRule[] {
  const headers = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    // X-Frame-Options for older browsers, frame-ancestors for current ones: nothing in the spec is embedded.
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
  ]
  if (options.production)
    headers.push({ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' })
  return [
    { source: '/:path*', headers },
    {
      source: '/:path((?!storage/).*)',
      headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy(options) }],
    },
  ]
}

/**
 * next.config's headers() is evaluated by `next build` and frozen into routes-manifest.json; `next start` never
 * re-reads it. A build made for another APP_ENV or STORAGE_PUBLIC_URL would silently serve the wrong policy
 * (no HSTS in production), so the server refuses to start on one. Returns the problem, or null.
 */
export function builtHeadersMismatch(distDir: string, options: SecurityOptions): string | null {
  let manifest: { headers?: HeaderRule[] }
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'routes-manifest.json'), 'utf8'))
  } catch {
    return null
  }
  const want = securityHeaders(options)
  const sources = new Set(want.map((rule) => rule.source))
  const built = (manifest.headers ?? [])
    .filter((rule) => sources.has(rule.source))
    .map(({ source, headers }) => ({ source, headers }))
  if (JSON.stringify(built) === JSON.stringify(want)) return null
  return (
    `The build in ${distDir} has security headers for another environment (APP_ENV or STORAGE_PUBLIC_URL differ ` +
    'from this start). Headers are fixed at build time: run `npm run build` again with the same variables.'
  )
}

// headers() runs in `next build` and is frozen into the build, so this reads APP_ENV and STORAGE_PUBLIC_URL itself:
// getEnv() (lib/env.ts) would demand the runtime secrets (SESSION_SECRET, SMS provider) on the build machine.
// The same trimmed values as lib/env.ts; `next start` compares them with the build below.
function securityOptions(phase: string): SecurityOptions {
  return {
    production: process.env.APP_ENV?.trim() === 'production',
    storagePublicUrl: process.env.STORAGE_PUBLIC_URL?.trim() || undefined,
    dev: phase === PHASE_DEVELOPMENT_SERVER,
  }
}

const distDir = process.env.NEXT_DIST_DIR || '.next'

export default function config(phase: string): NextConfig {
  const options = securityOptions(phase)
  if (phase === PHASE_PRODUCTION_SERVER) {
    const problem = builtHeadersMismatch(distDir, options)
    if (problem) throw new Error(problem)
  }
  return {
    // 'use cache' for per-tenant data functions, without Cache Components: pages stay classic ISR so
    // notFound() keeps its HTTP 404 and no tenant has to be known at build time (see docs/architecture.md).
    // isrFlushToDisk false: the route cache (ISR pages, their RSC and segment data) lives in memory only, an LRU of at
    // most cacheMaxMemorySize bytes. Nothing a visitor requests (an unknown id, a search term) becomes a file on disk, so
    // the cache has a bound instead of growing with every distinct URL (issue 9, H2; docs/architecture.md, Caching).
    experimental: { useCache: true, isrFlushToDisk: false },
    cacheMaxMemorySize: 128 * 1024 * 1024,
    // 'use cache' entries in a store bounded by the bytes they really hold (use-cache-handler.mjs): Next's built-in one
    // shares the 128 MiB above, counted so that every distinct search kept an 8 KiB buffer slab it did not count; the
    // same module caps Next's never-emptied memo of every rendered path's lifetime (issue 23, L5; `npm run soak:memory`).
    // Plain JavaScript, imported by `next start` at run time, by absolute path; `next dev` keeps Next's own handler,
    // whose development rules serve stale entries so that reloads stay fast.
    ...(phase === PHASE_DEVELOPMENT_SERVER
      ? {}
      : { cacheHandlers: { default: path.join(process.cwd(), 'use-cache-handler.mjs') } }),
    // Several instances (REDIS_URL): the route cache moves to Valkey/Redis behind a bounded local layer, with tag
    // invalidations every instance sees (cache-handler.mjs, cache-shared.mjs; docs/deploy.md). Read when `next start`
    // evaluates this file, so one build serves with or without it.
    ...(phase === PHASE_PRODUCTION_SERVER && process.env.REDIS_URL?.trim()
      ? { cacheHandler: path.join(process.cwd(), 'cache-handler.mjs') }
      : {}),
    // No ETag on pages: Next hashes the whole HTML on every request to make one (~2.4 ms for the 230-KB desktop home on
    // this machine, a fifth of serving it from the cache), and HTML is not what browsers revalidate here — hashed
    // /_next assets are immutable, and /theme.css and /storage set their own validators.
    generateEtags: false,
    allowedDevOrigins: ['*.localhost'],
    serverExternalPackages: [
      '@electric-sql/pglite',
      'sharp',
      '@node-rs/argon2',
      'pg',
      'rate-limiter-flexible',
      'pdfkit',
      'ioredis',
      'pg-boss',
      // The resumable upload's server and stores (lib/api/tus-lesson-video.ts): plain Node, loaded as they ship.
      '@tus/server',
      '@tus/file-store',
      '@tus/s3-store',
      // The payment gateways (lib/payments): plain Node (urllib, axios, node:crypto), loaded as they ship.
      'alipay-sdk',
      'wechatpay-axios-plugin',
    ],
    poweredByHeader: false,
    // npm test type-checks first (with lint, side by side) and then builds: it sets QH_TYPECHECKED so the build does
    // not check the same code a second time (~40 s). `npm start` and a plain `next build` still check.
    typescript: { ignoreBuildErrors: process.env.QH_TYPECHECKED === '1' },
    // No image optimiser: pictures are sized by the storage route's imageView2 in a bounded pool, and /_next/image
    // decoded any stored upload for anyone, uncached (issue 23, M1). `unoptimized` makes Next 16 answer it with 404; the
    // empty pattern lists refuse every source should a later version serve it anyway; the proxy answers 404 first.
    images: { unoptimized: true, localPatterns: [], remotePatterns: [] },
    // A second build folder (NEXT_DIST_DIR=.next-perf …) lets a bench or a parallel e2e run keep its own build.
    distDir,
    // ky ships only ES modules; listing it lets next/jest transform it too.
    transpilePackages: ['ky'],
    headers: async () => securityHeaders(options),
  }
}
