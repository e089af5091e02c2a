// Jest config for mutation testing only: the unit and integration projects of jest.config.ts merged into one.
// Why: Stryker's jest runner supports neither `projects` nor per-project environments; per-file-environment.cjs
// restores node for *.int.test.ts and jsdom for the rest. Run the normal suite with jest.config.ts.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import nextJest from 'next/jest.js'

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/**
 * The integration tests that take part: deterministic ones aimed at the dispatcher and the sessions. Stryker reruns every
 * covering test file for each mutant, so the catalogue, storage and randomised (fuzz) suites would cost hours per run
 * without testing the mutated code any better. Add a file here when it is written to kill mutants of lib/api or lib/auth.
 */
const ALL_INTEGRATION_TESTS = ['lib/api/dispatch.int.test.ts', 'lib/auth/sessions.int.test.ts']
/**
 * STRYKER_INTEGRATION_TESTS=off leaves them out too: a mutant they cover costs some 4 s of CPU (database restore) against
 * about 1 s for unit tests, which on two shared cores makes lib/api alone a run of over an hour. Fewer tests can only
 * kill fewer mutants, so a score measured without them is a lower bound of the score with them.
 */
const INTEGRATION_TESTS = process.env.STRYKER_INTEGRATION_TESTS === 'off' ? [] : ALL_INTEGRATION_TESTS
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const createJestConfig = nextJest({ dir: rootDir })

export default createJestConfig({
  rootDir,
  testEnvironment: path.join(rootDir, 'tests/stryker/per-file-environment.cjs'),
  // Every unit test, but only the integration tests listed above (see INTEGRATION_TESTS).
  // STRYKER_TESTS=lib: only the tests under lib/ (no component or route tests, which load jsdom and React for every
  // mutant of lib/contract they cover): a quicker run whose score is again a lower bound.
  testMatch: process.env.STRYKER_TESTS === 'lib' ? ['<rootDir>/lib/**/*.test.ts?(x)'] : ['<rootDir>/**/*.test.ts?(x)'],
  testPathIgnorePatterns: [
    '/node_modules/',
    '/e2e/',
    '/.next/',
    `^(?!${escape(rootDir)}/(${INTEGRATION_TESTS.map(escape).join('|')})$).*\\.int\\.test\\.ts$`,
  ],
  setupFilesAfterEnv: ['<rootDir>/tests/setup-dom.ts', '<rootDir>/tests/stryker/record-test-files.cjs'],
  // A mutant loads only the files holding its covering tests (see covering-files-sequencer.cjs).
  testSequencer: '<rootDir>/tests/stryker/covering-files-sequencer.cjs',
  // A seeded database restored from a snapshot instead of built per test file (see snapshot-db.ts).
  resolver: path.join(rootDir, 'tests/stryker/resolver.cjs'),
  moduleNameMapper: {
    '^server-only$': '<rootDir>/tests/stubs/empty.ts',
    '^next/cache$': '<rootDir>/tests/stubs/next-cache.ts',
    '^@/(.*)$': '<rootDir>/$1',
  },
  // Generous: the first integration test file of a run may have to take the database snapshot on a busy machine.
  testTimeout: 180000,
})
