/** @jest-environment node */
// The configuration module: defaults on a bare machine, one clear refusal listing every problem in production.
import { EnvError, getEnv, parseEnv } from './env'

const PROD_OK = {
  APP_ENV: 'production',
  SESSION_SECRET: 'x'.repeat(40),
  SMS_PROVIDER: 'aliyun',
  SITE_URL_TEMPLATE: 'https://{tenant}.example.com',
  PAYMENT_SECRET_KEY: Buffer.alloc(32, 7).toString('base64'),
}

function problemsOf(source: Record<string, string | undefined>): string[] {
  try {
    parseEnv(source)
  } catch (e) {
    if (e instanceof EnvError) return e.problems
    throw e
  }
  return []
}

describe('parseEnv', () => {
  it('runs with no variables at all (npm start on a fresh machine)', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({
      production: false,
      port: 3000,
      host: 'localhost',
      defaultTenant: 'demo',
      databaseUrl: undefined,
      databasePoolMax: 10,
      pgliteDir: '.data/pglite',
      seedOnStart: true,
      cookieSecure: false,
      storageProvider: 'local',
      storageDir: '.data/storage',
      storagePublicUrl: '/storage/',
      siteUrlTemplate: 'http://{tenant}.localhost:3000',
      smsProvider: 'outbox',
      devTools: false,
      fakeOAuthAnyAddress: false,
    })
    expect(parseEnv({ DEV_TOOLS: '1' }).devTools).toBe(true)
    expect(parseEnv({ FAKE_OAUTH: '1' }).fakeOAuthAnyAddress).toBe(true)
    expect(parseEnv({ FAKE_PAY: '1' }).fakePayAnyAddress).toBe(true)
    expect(env.sessionSecret).toBe('dev-only-secret-change-me-in-production-0123456789')
  })

  it('treats empty values as unset and reads the others', () => {
    const env = parseEnv({
      PORT: '4000',
      SEED_ON_START: '0',
      SMS_PROVIDER: ' Tencent ',
      STORAGE_PUBLIC_URL: 'https://img.example.com',
      DATABASE_URL: '',
    })
    expect(env.port).toBe(4000)
    expect(env.siteUrlTemplate).toBe('http://{tenant}.localhost:4000')
    expect(env.seedOnStart).toBe(false)
    expect(env.smsProvider).toBe('tencent')
    expect(env.storagePublicUrl).toBe('https://img.example.com/')
    expect(env.databaseUrl).toBeUndefined()
  })

  it('names each malformed variable', () => {
    expect(
      problemsOf({
        PORT: 'abc',
        SMS_PROVIDER: 'carrier-pigeon',
        SESSION_SECRET: 'short',
        DEFAULT_TENANT: 'Bad Tenant',
      }),
    ).toEqual([
      expect.stringMatching(/^PORT: /),
      expect.stringMatching(/^DEFAULT_TENANT: must be a tenant slug/),
      'SESSION_SECRET: must be at least 32 characters',
      'SMS_PROVIDER: supported values are outbox, aliyun, tencent',
    ])
    expect(problemsOf({ SITE_URL_TEMPLATE: 'https://example.com' })).toEqual([
      'SITE_URL_TEMPLATE: must contain {tenant}',
    ])
    expect(problemsOf({ DATABASE_URL: 'mysql://x' })).toEqual(['DATABASE_URL: must be a postgres:// URL'])
  })

  it('accepts a complete production configuration with Secure cookies', () => {
    const env = parseEnv(PROD_OK)
    expect(env.production).toBe(true)
    expect(env.cookieSecure).toBe(true)
    expect(env.sessionSecret).toBe('x'.repeat(40))
  })

  it('refuses production without a session secret, an SMS provider, a payment key or a public origin, in one message', () => {
    const problems = problemsOf({ APP_ENV: 'production' })
    expect(problems).toEqual([
      'SESSION_SECRET: required with APP_ENV=production (at least 32 random characters)',
      'SMS_PROVIDER: required with APP_ENV=production (aliyun or tencent)',
      'PAYMENT_SECRET_KEY: required with APP_ENV=production (openssl rand -base64 32); it seals merchant secrets',
      'SITE_URL_TEMPLATE: required with APP_ENV=production (e.g. https://{tenant}.example.com)',
    ])
    expect(() => parseEnv({ APP_ENV: 'production' })).toThrow(
      /The server's configuration is not usable:\n {2}- SESSION_SECRET/,
    )
  })

  it('refuses development-only settings in production', () => {
    expect(problemsOf({ ...PROD_OK, SMS_PROVIDER: 'outbox' })).toEqual([
      'SMS_PROVIDER: the development outbox hands out login codes and is refused with APP_ENV=production',
    ])
    expect(problemsOf({ ...PROD_OK, SESSION_SECRET: 'dev-only-secret-change-me-in-production-0123456789' })).toEqual([
      'SESSION_SECRET: the committed development value cannot seal production cookies',
    ])
    expect(problemsOf({ ...PROD_OK, DEV_TOOLS: '1' })).toEqual([
      'DEV_TOOLS: development tools edit content without signing in and are refused with APP_ENV=production',
    ])
    expect(problemsOf({ ...PROD_OK, FAKE_OAUTH: '1' })).toEqual([
      'FAKE_OAUTH: the fake QQ/WeChat provider signs anyone in as any fake user and is refused with APP_ENV=production',
    ])
    expect(problemsOf({ ...PROD_OK, FAKE_PAY: '1' })).toEqual([
      'FAKE_PAY: the development cashier marks orders paid without money and is refused with APP_ENV=production',
    ])
    expect(problemsOf({ ...PROD_OK, PAYMENT_SECRET_KEY: 'c2hvcnQ=' })).toEqual([
      'PAYMENT_SECRET_KEY: must be base64 of 32 bytes (openssl rand -base64 32)',
    ])
    expect(parseEnv(PROD_OK).paymentSecretKey).toEqual(Buffer.alloc(32, 7))
    // Elsewhere the key is derived from SESSION_SECRET: stable for one secret, different for another.
    expect(parseEnv({}).paymentSecretKey).toHaveLength(32)
    expect(parseEnv({}).paymentSecretKey).toEqual(parseEnv({}).paymentSecretKey)
    expect(parseEnv({ SESSION_SECRET: 'y'.repeat(40) }).paymentSecretKey).not.toEqual(parseEnv({}).paymentSecretKey)
    expect(problemsOf({ ...PROD_OK, SMS_RESEND_SECONDS: '2' })).toEqual([
      'SMS_RESEND_SECONDS: the resend interval is 60 seconds (docs/spec.md §9); a shorter one is for tests',
    ])
    expect(problemsOf({ ...PROD_OK, SMS_RESEND_SECONDS: '60' })).toEqual([])
    expect(parseEnv({ SMS_RESEND_SECONDS: '2' }).smsResendSeconds).toBe(2)
    expect(parseEnv({}).smsResendSeconds).toBe(60)
    expect(problemsOf({ ...PROD_OK, COOKIE_SECURE: '0' })).toEqual([
      'COOKIE_SECURE: session cookies are always Secure with APP_ENV=production',
    ])
    expect(problemsOf({ ...PROD_OK, SITE_URL_TEMPLATE: 'http://{tenant}.localhost:3000' })).toEqual([
      'SITE_URL_TEMPLATE: a localhost origin is a development setting',
    ])
  })

  it('keeps a non-production APP_ENV (staging) on development defaults unless told otherwise', () => {
    expect(parseEnv({ APP_ENV: 'staging', COOKIE_SECURE: '1' })).toMatchObject({
      production: false,
      cookieSecure: true,
    })
  })
})

describe('APP_INSTANCES (several app instances, docs/deploy.md)', () => {
  const SHARED = {
    APP_INSTANCES: '2',
    DATABASE_URL: 'postgres://db/qihang',
    REDIS_URL: 'redis://cache:6379',
    STORAGE_PROVIDER: 's3',
    SESSION_SECRET: 'y'.repeat(40),
  }

  it('is one by default, and two with a database, a bucket, Redis and a secret to share', () => {
    expect(parseEnv({}).instances).toBe(1)
    expect(parseEnv(SHARED)).toMatchObject({ instances: 2, redisUrl: 'redis://cache:6379' })
  })

  it('refuses what one process cannot share, all in one message', () => {
    expect(problemsOf({ APP_INSTANCES: '3' })).toEqual([
      'DATABASE_URL: 3 instances need one PostgreSQL server (the embedded database serves one instance)',
      "STORAGE_PROVIDER: local disk is one machine's; 3 instances need STORAGE_PROVIDER=s3 and one bucket",
      'REDIS_URL: 3 instances share their page and data caches through Valkey/Redis',
      'SESSION_SECRET: set one secret of at least 32 random characters, the same on every instance',
    ])
    expect(problemsOf({ ...SHARED, SESSION_SECRET: 'dev-only-secret-change-me-in-production-0123456789' })).toEqual([
      'SESSION_SECRET: set one secret of at least 32 random characters, the same on every instance',
    ])
    expect(problemsOf({ ...SHARED, REDIS_URL: 'http://cache' })).toEqual([
      'REDIS_URL: must be a redis:// or rediss:// URL',
    ])
    expect(problemsOf({ APP_INSTANCES: '0' })[0]).toMatch(/^APP_INSTANCES: /)
  })
})

describe('getEnv', () => {
  it('follows changes of the variables it is given', () => {
    const source: Record<string, string | undefined> = { PORT: '3100' }
    expect(getEnv(source).port).toBe(3100)
    source.PORT = '3200'
    expect(getEnv(source).port).toBe(3200)
  })
})
