// Stryker build step, run inside its sandbox copy only: points `@jest-environment node|jsdom` docblocks at Stryker's wrappers.
// Why: a docblock environment replaces the configured one, so without this those files report no per-test coverage.
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

// Resolved by stryker.config.mjs and passed in: the sandbox gets its node_modules link only after this step.
const [nodeEnvironment, jsdomEnvironment] = process.argv.slice(2)
if (!nodeEnvironment || !jsdomEnvironment) throw new Error('usage: use-stryker-environments.mjs <node env> <jsdom env>')
const wrapper = { node: nodeEnvironment, jsdom: jsdomEnvironment }
const SKIP = new Set(['node_modules', '.git', '.next'])

async function* testFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* testFiles(full)
    else if (/\.test\.tsx?$/.test(entry.name)) yield full
  }
}

let changed = 0
for await (const file of testFiles(process.cwd())) {
  const source = await readFile(file, 'utf8')
  const next = source.replace(/@jest-environment\s+(node|jsdom)\b/, (_m, env) => `@jest-environment ${wrapper[env]}`)
  if (next !== source) {
    await writeFile(file, next)
    changed++
  }
}
console.log(`use-stryker-environments: ${changed} test file(s) now report coverage to Stryker`)
