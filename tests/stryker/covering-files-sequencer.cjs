// Stryker only (testSequencer of tests/stryker/jest.config.mjs): a mutant run loads only the test files that hold the
// mutant's covering tests. Why: Stryker passes the covering tests as --testNamePattern but the files as
// --findRelatedTests, so every related file was loaded, its environment built and its imports run, for tests Jest then
// skipped; with the integration tests among them a mutant cost 5–30 s. The same regular expression Jest applies decides
// (jest-circus: new RegExp(pattern, 'i') against the test's full name), so no test that would have run is left out.
// The names and files come from record-test-files.cjs during the dry run. Without a pattern (the dry run, static
// mutants) or without a match, every related file runs as before.
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: jest require()s the sequencer */
const fs = require('node:fs')
const path = require('node:path')
const Sequencer = require('@jest/test-sequencer').default

/** Written by record-test-files.cjs inside Stryker's sandbox copy, which is removed after the run. */
const TEST_FILES_LOG = path.resolve(__dirname, '../../.stryker-test-files.jsonl')

let cached = { size: -1, byName: new Map() }

function testFilesByName() {
  let size
  try {
    size = fs.statSync(TEST_FILES_LOG).size
  } catch {
    return new Map()
  }
  if (size !== cached.size) {
    const byName = new Map()
    for (const line of fs.readFileSync(TEST_FILES_LOG, 'utf8').split('\n')) {
      if (!line) continue
      const [name, file] = JSON.parse(line)
      if (!byName.has(name)) byName.set(name, new Set())
      byName.get(name).add(file)
    }
    cached = { size, byName }
  }
  return cached.byName
}

class CoveringFilesSequencer extends Sequencer {
  constructor(options) {
    super(options)
    this.testNamePattern = options?.globalConfig?.testNamePattern || null
  }

  async sort(tests) {
    const sorted = await super.sort(tests)
    if (!this.testNamePattern || !process.env.__STRYKER_ACTIVE_MUTANT__) return sorted
    const pattern = new RegExp(this.testNamePattern, 'i')
    const wanted = new Set()
    for (const [name, files] of testFilesByName()) if (pattern.test(name)) for (const file of files) wanted.add(file)
    const covering = sorted.filter((test) => wanted.has(test.path))
    return covering.length ? covering : sorted
  }
}

module.exports = CoveringFilesSequencer
