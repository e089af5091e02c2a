// Jest resolver for mutation runs: imports of tests/db.ts and lib/seed get the snapshot stand-ins in tests/stryker/.
// Why a resolver and not moduleNameMapper: next/jest's SWC rewrites `@/…` imports to relative paths, so only the
// resolved file can be recognised. The stand-ins themselves (in tests/stryker/) still reach the real modules.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest require()s resolvers, so this one is CommonJS
const path = require('node:path')

const root = path.resolve(__dirname, '../..')
const standIns = new Map([
  [path.join(root, 'tests/db.ts'), path.join(__dirname, 'snapshot-db.ts')],
  [path.join(root, 'lib/seed/index.ts'), path.join(__dirname, 'seeded.ts')],
])

module.exports = (request, options) => {
  const resolved = options.defaultResolver(request, options)
  const standIn = standIns.get(resolved)
  return standIn && path.resolve(options.basedir) !== __dirname ? standIn : resolved
}
