// Every environment variable the server reads, in one place: its default, its check, and the production rules.
import { hkdfSync } from 'node:crypto'
import { isIP } from 'node:net'
import { z } from 'zod'

export type RawEnv = Record<string, string | undefined>

/** The committed development secret: good enough to seal cookies on a laptop, refused under APP_ENV=production. */
const DEV_SESSION_SECRET = 'dev-only-secret-change-me-in-production-0123456789'
const SMS_PROVIDERS = ['outbox', 'aliyun', 'tencent'] as const
export type SmsProviderName = (typeof SMS_PROVIDERS)[number]

// An empty variable (`FOO=` in a .env file) means "not set", as shells and dotenv users expect.
const unsetIfEmpty = (v: unknown) =>
  typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim() : v
const opt = () => z.preprocess(unsetIfEmpty, z.string().optional())
const flag = (fallback: boolean) =>
  z
    .preprocess(unsetIfEmpty, z.enum(['0', '1'], { error: 'must be 0 or 1' }).optional())
    .transform((v) => (v === undefined ? fallback : v === '1'))
const int = (fallback: number, min: number, max: number) =>
  z.preprocess(unsetIfEmpty, z.coerce.number().int().min(min).max(max).optional()).transform((v) => v ?? fallback)
const text = (fallback: string) => z.preprocess(unsetIfEmpty, z.string().optional()).transform((v) => v ?? fallback)

/** Why an entry of TRUSTED_PROXIES is unusable, or null: an IPv4/IPv6 address, or one with a /prefix. */
function proxyEntryProblem(entry: string): string | null {
  const [address, prefix, extra] = entry.split('/')
  const family = isIP(address)
  const bits = family === 4 ? 32 : 128
  const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits)
  if (!family || extra !== undefined || !prefixOk) return `"${entry}" is not an IP address or CIDR range`
  if (prefix !== undefined && Number(prefix) === 0) return `"${entry}" would trust every client; list your proxies`
  return null
}

/** Loopback names and addresses: a server bound to one of these is reachable from this machine only. */
function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
  return h === 'localhost' || h === '::1' || (isIP(h) === 4 && h.startsWith('127.'))
}

/**
 * Outside production the merchant-secret key comes from SESSION_SECRET (HKDF-SHA256, its own label), so a laptop or a
 * staging server needs no second secret and several instances sharing SESSION_SECRET agree on it.
 */
function derivedPaymentKey(sessionSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', sessionSecret, '', 'qihang payment secrets v1', 32))
}

const SCHEMA = z.object({
  /** `production` marks a real deployment (next start always sets NODE_ENV=production, so that cannot be the switch). */
  APP_ENV: opt(),
  PORT: int(3000, 1, 65535),
  HOST: text('localhost'),
  DEFAULT_TENANT: z
    .preprocess(
      unsetIfEmpty,
      z
        .string()
        .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, 'must be a tenant slug')
        .optional(),
    )
    .transform((v) => v ?? 'demo'),
  DATABASE_URL: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
  ),
  DATABASE_POOL_MAX: int(10, 1, 200),
  /**
   * How many app instances serve this deployment behind a balancer (docs/deploy.md). Above 1, what one process cannot
   * share is refused at start: the embedded database, local files, caches without Redis, the development secret.
   */
  APP_INSTANCES: int(1, 1, 1000),
  /** Valkey/Redis for the caches several instances share (cache-shared.mjs); unset = this process's memory. */
  REDIS_URL: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
  ),
  PGLITE_DIR: text('.data/pglite'),
  SEED_ON_START: flag(true),
  /** Whether this instance takes background jobs (lib/jobs); 0 for web-only instances of a larger deployment. */
  JOB_WORKERS: flag(true),
  /** Development tools under /api/dev/ beside the SMS outbox (content edits for trying ClearCache, e2e tests). */
  DEV_TOOLS: z.preprocess(unsetIfEmpty, z.enum(['0', '1'], { error: 'must be 0 or 1' }).optional()),
  /**
   * Seconds between two codes to one phone (docs/spec.md §9: 60). Browser tests set a few seconds so a journey that needs a
   * second code does not wait out a minute; production refuses anything but 60.
   */
  SMS_RESEND_SECONDS: int(60, 1, 3600),
  /** The fake QQ/WeChat provider for every address (staging, e2e); unset it answers loopback clients only (issue 23 M4). */
  FAKE_OAUTH: z.preprocess(unsetIfEmpty, z.enum(['0', '1'], { error: 'must be 0 or 1' }).optional()),
  /** The development payment cashier for every address (staging, e2e); unset it answers loopback clients only (issue 33). */
  FAKE_PAY: z.preprocess(unsetIfEmpty, z.enum(['0', '1'], { error: 'must be 0 or 1' }).optional()),
  SESSION_SECRET: z.preprocess(unsetIfEmpty, z.string().min(32, 'must be at least 32 characters').optional()),
  /**
   * The key that seals tenants' merchant secrets at rest (lib/payments/secrets.ts): base64 of 32 random bytes
   * (`openssl rand -base64 32`). Required in production; elsewhere derived from SESSION_SECRET.
   */
  PAYMENT_SECRET_KEY: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .refine((v) => /^[A-Za-z0-9+/]{43}=$/.test(v) && Buffer.from(v, 'base64').length === 32, {
        error: 'must be base64 of 32 bytes (openssl rand -base64 32)',
      })
      .optional(),
  ),
  COOKIE_SECURE: z.preprocess(unsetIfEmpty, z.enum(['0', '1'], { error: 'must be 0 or 1' }).optional()),
  STORAGE_PROVIDER: z
    .preprocess(unsetIfEmpty, z.enum(['local', 's3'], { error: 'supported values are local, s3' }).optional())
    .transform((v) => v ?? 'local'),
  STORAGE_DIR: text('.data/storage'),
  STORAGE_PUBLIC_URL: text('/storage/'),
  /**
   * The largest lesson video the console accepts, in MiB (AdminLessonVideo/Upload). 2048 by default: an hour of 1080p at
   * about 4 Mbit/s; one S3 PUT takes at most 5 GiB.
   */
  LESSON_VIDEO_MAX_MB: int(2048, 1, 5120),
  /** What a tenant may keep in storage, in MiB, unless the platform console set its own (20 GiB: ~40 hours of ladders). */
  STORAGE_QUOTA_MB: int(20480, 1, 100_000_000),
  /** The ffprobe binary that measures uploaded videos (Debian's ffmpeg package); found on PATH by default. */
  FFPROBE_PATH: text('ffprobe'),
  FFMPEG_PATH: text('ffmpeg'),
  /** Transcodes one instance runs at once (each takes the machine's cores while it runs). */
  TRANSCODE_CONCURRENCY: int(1, 1, 16),
  /** Seeded demo clips become HLS ladders after the first start; 0 keeps them MP4 (the browser tests' fixed state). */
  TRANSCODE_SEEDED: flag(true),
  // An S3-compatible bucket (STORAGE_PROVIDER=s3): checked when the provider is built (lib/storage/s3.ts).
  S3_ENDPOINT: opt(),
  S3_REGION: opt(),
  S3_BUCKET: opt(),
  S3_ACCESS_KEY_ID: opt(),
  S3_SECRET_ACCESS_KEY: opt(),
  // Qiniu direct uploads (Common/GetSevenNiuToken): all three, or none.
  QINIU_ACCESS_KEY: opt(),
  QINIU_SECRET_KEY: opt(),
  QINIU_BUCKET: opt(),
  QINIU_UPLOAD_URL: opt(),
  SITE_URL_TEMPLATE: z.preprocess(
    unsetIfEmpty,
    z.string().includes('{tenant}', { error: 'must contain {tenant}' }).optional(),
  ),
  /** The platform console's host name (issue 28); by default the tenant host of the slug `platform` (platform.localhost). */
  PLATFORM_HOST: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .toLowerCase()
      .regex(/^[a-z0-9.-]+$/, 'must be a host name without scheme or port, e.g. console.example.com')
      .optional(),
  ),
  /** Proxies (IPs, CIDR ranges) whose X-Forwarded-For/-Proto/-Host are believed; none by default (issue 9, H3). */
  TRUSTED_PROXIES: z.preprocess(unsetIfEmpty, z.string().optional()).transform((v, ctx) => {
    const entries = (v ?? '').split(/[\s,]+/).filter(Boolean)
    for (const entry of entries) {
      const problem = proxyEntryProblem(entry)
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    }
    return entries
  }),
  SMS_PROVIDER: z.preprocess(
    (v) => (typeof unsetIfEmpty(v) === 'string' ? String(unsetIfEmpty(v)).toLowerCase() : undefined),
    z.enum(SMS_PROVIDERS, { error: `supported values are ${SMS_PROVIDERS.join(', ')}` }).optional(),
  ),
  // Provider credentials: checked by the chosen provider when it is built (lib/sms), listed here so every name is in one place.
  ALIYUN_SMS_ACCESS_KEY_ID: opt(),
  ALIYUN_SMS_ACCESS_KEY_SECRET: opt(),
  ALIYUN_SMS_SIGN_NAME: opt(),
  ALIYUN_SMS_TEMPLATE_CODE: opt(),
  ALIYUN_SMS_ENDPOINT: opt(),
  TENCENT_SMS_SECRET_ID: opt(),
  TENCENT_SMS_SECRET_KEY: opt(),
  TENCENT_SMS_SDK_APP_ID: opt(),
  TENCENT_SMS_SIGN_NAME: opt(),
  TENCENT_SMS_TEMPLATE_ID: opt(),
  TENCENT_SMS_REGION: opt(),
  // QQ and WeChat sign-in (lib/oauth): without an app id, a development server uses the built-in fake provider.
  QQ_APP_ID: opt(),
  QQ_APP_SECRET: opt(),
  QQ_API_BASE: opt(),
  WECHAT_APP_ID: opt(),
  WECHAT_APP_SECRET: opt(),
  WECHAT_MP_APP_ID: opt(),
  WECHAT_MP_APP_SECRET: opt(),
  WECHAT_OPEN_BASE: opt(),
  WECHAT_API_BASE: opt(),
})

const ENV_NAMES = Object.keys(SCHEMA.shape) as (keyof typeof SCHEMA.shape)[]

export interface AppEnv {
  production: boolean
  port: number
  host: string
  defaultTenant: string
  databaseUrl: string | undefined
  databasePoolMax: number
  /** APP_INSTANCES: above 1 the start checked that everything shared is shared. */
  instances: number
  redisUrl: string | undefined
  pgliteDir: string
  seedOnStart: boolean
  jobWorkers: boolean
  /** /api/dev/content: never under APP_ENV=production. */
  devTools: boolean
  /** Seconds between two codes to one phone: 60, except in browser tests (SMS_RESEND_SECONDS). */
  smsResendSeconds: number
  /** FAKE_OAUTH=1: the fake QQ/WeChat provider answers any client address, not only loopback; never in production. */
  fakeOAuthAnyAddress: boolean
  /** FAKE_PAY=1: the development cashier answers any client address, not only loopback; never in production. */
  fakePayAnyAddress: boolean
  sessionSecret: string
  /** 32 bytes sealing merchant secrets: PAYMENT_SECRET_KEY, else (never in production) derived from SESSION_SECRET. */
  paymentSecretKey: Buffer
  cookieSecure: boolean
  storageProvider: 'local' | 's3'
  storageDir: string
  storagePublicUrl: string
  /** LESSON_VIDEO_MAX_MB in bytes. */
  lessonVideoMaxBytes: number
  /** STORAGE_QUOTA_MB: a tenant's default storage quota. */
  storageQuotaMb: number
  ffprobePath: string
  ffmpegPath: string
  transcodeConcurrency: number
  transcodeSeeded: boolean
  /** `{tenant}` is replaced by the slug. */
  siteUrlTemplate: string
  /** The host name the platform console answers on (PLATFORM_HOST, else `platform.` + the tenants' domain). */
  platformHost: string
  smsProvider: SmsProviderName
  /**
   * /api/dev/sms-outbox may answer: the outbox is the provider and this is plainly a development server — SMS_PROVIDER=outbox
   * set on purpose, or HOST a loopback name. A staging server on 0.0.0.0 that merely forgot SMS_PROVIDER keeps it shut.
   */
  devOutbox: boolean
  /** TRUSTED_PROXIES entries: addresses and CIDR ranges whose forwarded headers are believed. */
  trustedProxies: string[]
  /** The variables as given, for provider credentials. */
  raw: RawEnv
}

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The server's configuration is not usable:\n${problems.map((p) => `  - ${p}`).join('\n')}\nSee the Environment table in README.md.`,
    )
    this.name = 'EnvError'
  }
}

/** Parses and checks a set of variables; one error lists every problem so a deployment is fixed in one go. */
export function parseEnv(source: RawEnv): AppEnv {
  const parsed = SCHEMA.safeParse(source)
  if (!parsed.success) {
    throw new EnvError(parsed.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`))
  }
  const v = parsed.data
  const production = v.APP_ENV === 'production'
  if (v.APP_INSTANCES > 1) {
    const n = v.APP_INSTANCES
    const problems: string[] = []
    if (!v.DATABASE_URL)
      problems.push(
        `DATABASE_URL: ${n} instances need one PostgreSQL server (the embedded database serves one instance)`,
      )
    if (v.STORAGE_PROVIDER === 'local')
      problems.push(
        `STORAGE_PROVIDER: local disk is one machine's; ${n} instances need STORAGE_PROVIDER=s3 and one bucket`,
      )
    if (!v.REDIS_URL) problems.push(`REDIS_URL: ${n} instances share their page and data caches through Valkey/Redis`)
    if (!v.SESSION_SECRET || v.SESSION_SECRET === DEV_SESSION_SECRET)
      problems.push('SESSION_SECRET: set one secret of at least 32 random characters, the same on every instance')
    if (problems.length) throw new EnvError(problems)
  }
  if (production) {
    const problems: string[] = []
    if (!v.SESSION_SECRET)
      problems.push('SESSION_SECRET: required with APP_ENV=production (at least 32 random characters)')
    if (v.SESSION_SECRET === DEV_SESSION_SECRET)
      problems.push('SESSION_SECRET: the committed development value cannot seal production cookies')
    if (!v.SMS_PROVIDER)
      problems.push(
        `SMS_PROVIDER: required with APP_ENV=production (${SMS_PROVIDERS.filter((p) => p !== 'outbox').join(' or ')})`,
      )
    if (v.SMS_PROVIDER === 'outbox')
      problems.push('SMS_PROVIDER: the development outbox hands out login codes and is refused with APP_ENV=production')
    if (v.DEV_TOOLS === '1')
      problems.push(
        'DEV_TOOLS: development tools edit content without signing in and are refused with APP_ENV=production',
      )
    if (v.FAKE_OAUTH === '1')
      problems.push(
        'FAKE_OAUTH: the fake QQ/WeChat provider signs anyone in as any fake user and is refused with APP_ENV=production',
      )
    if (v.FAKE_PAY === '1')
      problems.push(
        'FAKE_PAY: the development cashier marks orders paid without money and is refused with APP_ENV=production',
      )
    if (!v.PAYMENT_SECRET_KEY)
      problems.push(
        'PAYMENT_SECRET_KEY: required with APP_ENV=production (openssl rand -base64 32); it seals merchant secrets',
      )
    if (v.SMS_RESEND_SECONDS !== 60)
      problems.push(
        'SMS_RESEND_SECONDS: the resend interval is 60 seconds (docs/spec.md §9); a shorter one is for tests',
      )
    if (v.COOKIE_SECURE === '0')
      problems.push('COOKIE_SECURE: session cookies are always Secure with APP_ENV=production')
    if (!v.SITE_URL_TEMPLATE)
      problems.push('SITE_URL_TEMPLATE: required with APP_ENV=production (e.g. https://{tenant}.example.com)')
    else if (/localhost|127\.0\.0\.1/.test(v.SITE_URL_TEMPLATE))
      problems.push('SITE_URL_TEMPLATE: a localhost origin is a development setting')
    if (problems.length) throw new EnvError(problems)
  }
  return {
    production,
    port: v.PORT,
    host: v.HOST,
    defaultTenant: v.DEFAULT_TENANT,
    databaseUrl: v.DATABASE_URL,
    databasePoolMax: v.DATABASE_POOL_MAX,
    instances: v.APP_INSTANCES,
    redisUrl: v.REDIS_URL,
    pgliteDir: v.PGLITE_DIR,
    seedOnStart: v.SEED_ON_START,
    jobWorkers: v.JOB_WORKERS,
    devTools: !production && v.DEV_TOOLS === '1',
    smsResendSeconds: v.SMS_RESEND_SECONDS,
    fakeOAuthAnyAddress: !production && v.FAKE_OAUTH === '1',
    fakePayAnyAddress: !production && v.FAKE_PAY === '1',
    sessionSecret: v.SESSION_SECRET ?? DEV_SESSION_SECRET,
    paymentSecretKey: v.PAYMENT_SECRET_KEY
      ? Buffer.from(v.PAYMENT_SECRET_KEY, 'base64')
      : derivedPaymentKey(v.SESSION_SECRET ?? DEV_SESSION_SECRET),
    cookieSecure: production || v.COOKIE_SECURE === '1',
    storageProvider: v.STORAGE_PROVIDER,
    storageDir: v.STORAGE_DIR,
    storagePublicUrl: v.STORAGE_PUBLIC_URL.endsWith('/') ? v.STORAGE_PUBLIC_URL : `${v.STORAGE_PUBLIC_URL}/`,
    lessonVideoMaxBytes: v.LESSON_VIDEO_MAX_MB * 1024 * 1024,
    storageQuotaMb: v.STORAGE_QUOTA_MB,
    ffprobePath: v.FFPROBE_PATH,
    ffmpegPath: v.FFMPEG_PATH,
    transcodeConcurrency: v.TRANSCODE_CONCURRENCY,
    transcodeSeeded: v.TRANSCODE_SEEDED,
    siteUrlTemplate: v.SITE_URL_TEMPLATE ?? `http://{tenant}.localhost:${v.PORT}`,
    platformHost:
      v.PLATFORM_HOST ??
      new URL((v.SITE_URL_TEMPLATE ?? `http://{tenant}.localhost:${v.PORT}`).replace('{tenant}', 'platform')).hostname,
    smsProvider: v.SMS_PROVIDER ?? 'outbox',
    devOutbox:
      !production &&
      (v.SMS_PROVIDER ?? 'outbox') === 'outbox' &&
      (v.SMS_PROVIDER === 'outbox' || isLoopbackHost(v.HOST)),
    trustedProxies: v.TRUSTED_PROXIES,
    raw: source,
  }
}

// Parsed once per distinct set of values: tests and scripts change process.env between calls, requests do not.
let memo: { key: string; env: AppEnv } | null = null
// The built server (`next start`) never changes its own environment, and reading process.env is a call into the
// runtime per name: the key below cost ~1.5 % of the server's CPU on cached pages and heartbeats (several getEnv per
// request, issue 26). There the first parse stands; tests and scripts (never 'production' here) keep the check.
const RUNNING_SERVER = process.env.NODE_ENV === 'production' && process.env.NEXT_RUNTIME === 'nodejs'

/** The checked configuration of this process (throws EnvError, which the server start turns into an exit). */
export function getEnv(source: RawEnv = process.env): AppEnv {
  if (RUNNING_SERVER && memo?.env.raw === process.env && source === process.env) return memo.env
  const key = JSON.stringify(ENV_NAMES.map((name) => source[name] ?? null))
  if (memo?.key !== key || memo.env.raw !== source) memo = { key, env: parseEnv(source) }
  return memo.env
}
