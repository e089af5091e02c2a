// Stryker only (setupFilesAfterEnv of tests/stryker/jest.config.mjs): during the dry run, notes which file each test lives
// in, so covering-files-sequencer.cjs can give a mutant only the files that hold its covering tests.
// Why: Stryker's jest runner runs every file related to the mutated one (--findRelatedTests) and only filters tests by
// name, so a mutant of lib/proxy/tenant.ts loaded twenty files, integration tests among them, to run three of them.
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: loaded untransformed */
const fs = require('node:fs')
const path = require('node:path')

/** Read by covering-files-sequencer.cjs; inside Stryker's sandbox copy, which is removed after the run. */
const TEST_FILES_LOG = path.resolve(__dirname, '../../.stryker-test-files.jsonl')

// Only in Stryker's dry run: its globals are set, no mutant is active yet (mutant runs set this variable).
if (typeof __strykerGlobalNamespace__ !== 'undefined' && !process.env.__STRYKER_ACTIVE_MUTANT__) {
  const names = []
  afterEach(() => {
    const { currentTestName, testPath } = expect.getState()
    if (currentTestName && testPath) names.push(JSON.stringify([currentTestName, testPath]))
  })
  afterAll(() => {
    if (names.length) fs.appendFileSync(TEST_FILES_LOG, names.join('\n') + '\n')
  })
}
