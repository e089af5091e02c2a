import type { Config } from 'jest'
import nextJest from 'next/jest.js'

const createJestConfig = nextJest({ dir: './' })

const common = {
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/tests/stubs/empty.ts',
    '^next/cache$': '<rootDir>/tests/stubs/next-cache.ts',
  },
}

/**
 * CI runs the integration suites twice, on PGlite and then on PostgreSQL (.ci/run); a few need only one of the two.
 * When the PostgreSQL pass follows (TEST_POSTGRES_PASS_FOLLOWS=1, set by .ci/run), the PGlite pass leaves it the suites
 * about parallel requests — PGlite has one connection, so nothing races there — and the tenant-isolation sweep, whose
 * subject is the tenant filter in each query, the same SQL on both engines (PostgreSQL runs it in 22 s, PGlite in 30 s).
 * The PostgreSQL pass leaves the seed's suite to PGlite: the browser pass's server and the two-instance check seed
 * PostgreSQL with the same code. Run alone, `npm test` runs every suite on PGlite. The fuzz runs once: on PGlite alone,
 * in CI on PostgreSQL, whose Jest runs beside the browser pass (lib/api/fuzz.int.test.ts).
 */
function runElsewhere(): string[] {
  if (process.env.TEST_DATABASE_URL) return ['/lib/seed/seed\\.int\\.test\\.ts$']
  if (process.env.TEST_POSTGRES_PASS_FOLLOWS === '1')
    return [
      '/lib/api/race\\.int\\.test\\.ts$',
      '/lib/api/isolation\\.int\\.test\\.ts$',
      // The fuzz runs once, on PostgreSQL beside the browser pass (the file says why).
      '/lib/api/fuzz\\.int\\.test\\.ts$',
    ]
  return []
}

// Three projects: unit tests in Node (the default: most test pure functions and services), DOM tests in jsdom — the
// components (*.test.tsx) and the few browser helpers that say `@jest-environment jsdom` — and integration tests that
// open a real database (in-memory PGlite, or PostgreSQL when TEST_DATABASE_URL is set).
const config: Config = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '/e2e/', '\\.int\\.test\\.ts$', '/.next/', '/.next-'],
      ...common,
    } as Config,
    {
      displayName: 'dom',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/**/*.test.tsx'],
      testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next/', '/.next-'],
      setupFilesAfterEnv: ['<rootDir>/tests/setup-dom.ts'],
      ...common,
    } as Config,
    {
      displayName: 'integration',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/**/*.int.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next/', '/.next-', ...runElsewhere()],
      ...common,
    } as Config,
  ],
}

// The tus server and its stores ship only ES modules and are server externals in Next (next.config.ts), so next/jest
// does not compile them as it does ky; Jest loads modules as CommonJS, so they are compiled here.
const ESM_ONLY = ['@tus', 'srvx']
const compileEsmOnly = (project: Config): Config => ({
  ...project,
  transformIgnorePatterns: project.transformIgnorePatterns?.map((p) =>
    p.startsWith('/node_modules/(?!.pnpm)(?!(') ? p.replace('(?!(', `(?!(${ESM_ONLY.join('|')}|`) : p,
  ),
})

// next/jest supplies the SWC transform; applied per project.
export default async function jestConfig(): Promise<Config> {
  const projects = (await Promise.all((config.projects as Config[]).map((p) => createJestConfig(p)()))).map(
    compileEsmOnly,
  )
  // One worker per core (Jest's default leaves one core idle, which on CI's two cores means one file at a time): the
  // integration files spend their time in PGlite's WebAssembly and the seed, which a second core halves.
  return { projects: projects as Config['projects'], testTimeout: 30000, maxWorkers: '100%' }
}
