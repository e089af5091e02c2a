// Mutation testing (npm run test:mutation; not part of npm test or CI): do the tests of the server core fail when its code is wrong?
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

const strykerEnvironment = (name) =>
  createRequire(import.meta.url).resolve(`@stryker-mutator/jest-runner/jest-env/${name}`)

const FOLDERS = ['lib/api', 'lib/auth', 'lib/contract', 'lib/proxy', 'lib/pages']
// STRYKER_FOLDERS=lib/proxy,lib/contract narrows a run to some folders and keeps the exclusions below (a plain
// --mutate on the command line replaces the whole list, test files included). Results of other folders stay in the
// incremental file.
const folders = process.env.STRYKER_FOLDERS
  ? process.env.STRYKER_FOLDERS.split(',').map((f) => f.trim().replace(/\/$/, ''))
  : FOLDERS

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  testRunner: 'jest',
  jest: { projectType: 'custom', configFile: 'tests/stryker/jest.config.mjs', enableFindRelatedTests: true },
  mutate: [...folders.map((f) => `${f}/**/*.{ts,tsx}`), '!**/*.test.{ts,tsx}', '!**/test-fixtures.ts'],
  coverageAnalysis: 'perTest',
  // Static mutants (module-level constants: regexes, message tables, zod schemas built at import) cannot be traced to
  // single tests, so each ran every related test file, integration tests included: 10 % of lib/proxy's mutants took an
  // estimated 63 % of its run, and most of lib/contract is such code. They are reported as Ignored, outside the score
  // (docs/mutation-score.md counts them); a run with --ignoreStatic false still tests them.
  ignoreStatic: true,
  // Jest runs every covering test of a mutant anyway (Stryker turns its bail off); this records all the tests that
  // killed it instead of the first, so the report shows which tests carry a mutant (and what it would be without one).
  disableBail: true,
  // In the sandbox only: files with an `@jest-environment` docblock get Stryker's wrapped environments.
  buildCommand: `node tests/stryker/use-stryker-environments.mjs ${strykerEnvironment('node')} ${strykerEnvironment('jsdom')}`,
  // Results of unchanged code and tests are reused; delete the file (or pass --force) for a clean run.
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  // Two cores, shared with the rest of the team's work.
  concurrency: 2,
  // Integration tests open an in-memory database per file; a mutant that loops is cut off after this.
  timeoutMS: 30000,
  timeoutFactor: 2,
  // The first run runs every related test once with coverage, on a shared machine.
  dryRunTimeoutMinutes: 30,
  reporters: ['html', 'clear-text', 'json', 'progress'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // The sandbox copy lives outside the repository so other people's jest, tsc and eslint runs never see its files.
  tempDirName: path.join(os.tmpdir(), 'stryker-qihang'),
  // Build output (.next and the .next-* dirs of parallel builds: some 600 MB) is never copied into the sandbox.
  ignorePatterns: [
    'reports',
    'coverage',
    'test-results',
    'playwright-report',
    '.data',
    'out',
    'e2e',
    '.swc',
    '.next',
    '.next-*',
  ],
  thresholds: { high: 85, low: 75, break: null },
}

export default config
