// The layering of docs/architecture.md, held by a tool: no import upwards, no cycles, no server module in the browser.
/* eslint-disable @typescript-eslint/no-require-imports */
const fs = require('node:fs')
const path = require('node:path')

/**
 * Layers from the top; a module may import its own layer and the ones it lists. Every folder under lib/ is in
 * exactly one layer (the check below fails on a new folder that is not), so the map cannot silently go stale.
 */
const LAYERS = {
  app: { path: '^(app/|proxy\\.ts$|instrumentation\\.ts$)', may: ['*'] },
  views: { path: '^components/', may: ['client', 'shared', 'base'] },
  pages: { path: '^lib/pages/', may: ['api', 'services', 'client', 'shared', 'base'] },
  api: { path: '^lib/api/', may: ['services', 'auth', 'providers', 'shared', 'base'] },
  services: { path: '^lib/services/', may: ['auth', 'providers', 'shared', 'base'] },
  seed: { path: '^lib/seed/', may: ['auth', 'providers', 'shared', 'base'] },
  auth: { path: '^lib/auth/', may: ['providers', 'shared', 'base'] },
  providers: { path: '^lib/(db|sms|storage|oauth|payments|pdf|media|jobs)/', may: ['shared', 'base'] },
  client: { path: '^lib/(client|hooks|query)/', may: ['shared', 'base'] },
  shared: { path: '^lib/(catalogue|seo|ui|proxy)/|^lib/(theme|routes|route-titles|site-url)\\.ts$', may: ['base'] },
  base: { path: '^lib/(contract/|env\\.ts$)', may: [] },
}

const TESTS = '\\.test\\.tsx?$|^tests/|^e2e/'

function assertEveryLibFolderHasALayer() {
  const lib = path.join(__dirname, 'lib')
  const entries = fs.readdirSync(lib, { withFileTypes: true })
  const names = entries
    .map((e) => (e.isDirectory() ? `lib/${e.name}/` : `lib/${e.name}`))
    .filter((n) => !/\.test\.tsx?$/.test(n))
  const missing = names.filter((n) => !Object.values(LAYERS).some((l) => new RegExp(l.path).test(n)))
  if (missing.length) throw new Error(`No layer in .dependency-cruiser.cjs for: ${missing.join(', ')}`)
}
assertEveryLibFolderHasALayer()

/** Files that start with 'use client': everything they import ends up in the browser. */
function clientModules() {
  const found = []
  const walk = (dir) => {
    for (const e of fs.readdirSync(path.join(__dirname, dir), { withFileTypes: true })) {
      const rel = `${dir}/${e.name}`
      if (e.isDirectory()) walk(rel)
      else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) {
        const head = fs.readFileSync(path.join(__dirname, rel), 'utf8').slice(0, 200)
        if (/^\s*(\/\/[^\n]*\n\s*)*['"]use client['"]/.test(head)) found.push(rel)
      }
    }
  }
  for (const dir of ['app', 'components', 'lib']) walk(dir)
  return found
}
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const CLIENT = `^(${clientModules().map(escape).join('|')})$`
const SERVER_ONLY =
  '^(lib/(pages|api|services|seed|auth|db|sms|storage|payments|pdf|jobs)/|lib/env\\.ts$|node_modules/(server-only|pg|@electric-sql|drizzle-orm|sharp|@node-rs|pdfkit|pg-boss)/)'

const layerRules = Object.entries(LAYERS)
  .filter(([, layer]) => !layer.may.includes('*'))
  .map(([name, layer]) => ({
    name: `layer-${name}`,
    comment: `${name} may import only ${[name, ...layer.may].join(', ')} (docs/architecture.md)`,
    severity: 'error',
    from: { path: layer.path, pathNot: TESTS },
    to: {
      path: '^(app|components|lib)/|^(proxy|instrumentation)\\.ts$',
      pathNot: [
        layer.path,
        ...layer.may.map((m) => LAYERS[m].path),
        ...(name === 'client' ? ['^lib/api/method-types\\.ts$'] : []),
      ],
    },
  }))

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'method-types-only-as-types',
      comment:
        'The client reads the registry as types (import type): a value import would ship the server to the browser.',
      severity: 'error',
      from: { path: LAYERS.client.path, pathNot: TESTS },
      to: { path: '^lib/api/method-types\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'sql-only-in-db',
      comment:
        'Statements live in lib/db (queries take a tenant): services, pages, auth and the API call those, never drizzle itself.',
      severity: 'error',
      from: { path: '^(lib/(services|pages|api|auth)/|app/|components/|proxy\\.ts$)', pathNot: TESTS },
      to: { path: '^node_modules/drizzle-orm/' },
    },
    {
      name: 'charts-only-in-the-console',
      comment:
        "recharts is the console's (issue 32): only components/admin/learning-data/charts-drawn.tsx imports it, and only the console's chart frames import that, through next/dynamic — so no public page's bundle carries it.",
      severity: 'error',
      from: { pathNot: ['^components/admin/learning-data/charts-drawn\\.tsx$', TESTS] },
      to: { path: '^node_modules/recharts/' },
    },
    {
      name: 'charts-load-on-demand',
      comment: 'The drawn charts are reached only through the chart frame (next/dynamic, ssr: false).',
      severity: 'error',
      from: { pathNot: ['^components/admin/learning-data/chart-frame\\.tsx$', TESTS] },
      to: { path: '^components/admin/learning-data/charts-drawn\\.tsx$' },
    },
    {
      name: 'no-circular',
      comment: 'A cycle ties modules together so neither can change or be tested alone.',
      severity: 'error',
      from: { pathNot: TESTS },
      to: { circular: true },
    },
    {
      name: 'client-never-reaches-server',
      comment: "A 'use client' module would ship server code (database, secrets, sessions) to the browser.",
      severity: 'error',
      from: { path: CLIENT },
      to: { path: SERVER_ONLY, pathNot: '^lib/api/method-types\\.ts$', reachable: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: '^(bun:|virtual:)' },
    },
  ],
  options: {
    // lib/api/method-types.ts is types only (the registry's methods, for the typed client): not followed, so what the
    // client layer imports from it can never count as reaching server code — the rule below keeps those imports type-only.
    doNotFollow: { path: ['node_modules', '^lib/api/method-types\\.ts$'] },
    exclude: { path: '^(\\.next[^/]*|drizzle|\\.data|coverage|reports|playwright-report|test-results)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
}
