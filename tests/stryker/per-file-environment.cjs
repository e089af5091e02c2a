// One test environment for Stryker that picks node or jsdom per file, as the projects of jest.config.ts do.
// Why: Stryker's jest runner wraps a single `testEnvironment` to record per-test coverage and cannot follow `projects`.
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: Stryker require()s the environment */
const { TestEnvironment: NodeEnvironment } = require('jest-environment-node')
const { TestEnvironment: JsdomEnvironment } = require('jest-environment-jsdom')

class PerFileEnvironment {
  constructor(config, context) {
    // As jest.config.ts: components (*.test.tsx) and files that ask for it in their docblock get jsdom, the rest node.
    const asksForDom = /@jest-environment\s+jsdom/.test(
      require('node:fs').readFileSync(context.testPath, 'utf8').slice(0, 300),
    )
    const Environment = /\.test\.tsx$/.test(context.testPath) || asksForDom ? JsdomEnvironment : NodeEnvironment
    // Returning an object from a constructor makes it the instance, so Stryker's subclass mixes into the real environment.
    return new Environment(config, context)
  }
}

module.exports = PerFileEnvironment
