// `npm run openapi:types`: the JSON schema of every method's result, written to lib/api/openapi-results.json for the
// OpenAPI document. Handlers declare TypeScript types, not zod, so the schema comes from the types: the compiler resolves
// each method's ApiResult (lib/api/method-types.ts) to the named types it is made of, and ts-json-schema-generator turns
// those into JSON schema. `--check` (run by `npm run typecheck`) fails when the committed file is stale.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import ts from 'typescript'
import { createGenerator } from 'ts-json-schema-generator'
import prettier from 'prettier'

const ROOT = path.resolve(__dirname, '..')
const RESULTS_FILE = path.join(ROOT, 'lib/api/openapi-results.json')
const TSCONFIG = path.join(ROOT, 'tsconfig.json')
/** A file the compiler reads but that never exists on disk: the question "what does each method answer?". */
const PROBE = path.join(ROOT, 'lib/api/openapi-results-probe.ts')
const PROBE_TEXT = `import type { ApiResult, MethodName, ServiceName } from './method-types'
export type Probe = { [S in ServiceName]: { [M in MethodName<S>]: ApiResult<S, M> } }
`

type Json = Record<string, unknown>
interface ResultSchemas {
  /** `Service/Method` → the schema of the envelope's `result` (a file method has none: it answers bytes). */
  results: Record<string, Json>
  /** Named types the results refer to, for `components.schemas`. */
  schemas: Record<string, Json>
}

function compilerOptions(): ts.CompilerOptions {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    TSCONFIG,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'))
      },
    },
  )
  if (!parsed) throw new Error(`cannot read ${TSCONFIG}`)
  return { ...parsed.options, incremental: false, noEmit: true }
}

/** Each method's result type as TypeScript text, named types written `import("…").Name`. */
function resultTypeTexts(): Map<string, string> {
  const options = compilerOptions()
  const host = ts.createCompilerHost(options)
  const getSourceFile = host.getSourceFile
  host.getSourceFile = (file, lang, ...rest) =>
    path.resolve(file) === PROBE ? ts.createSourceFile(file, PROBE_TEXT, lang) : getSourceFile(file, lang, ...rest)
  const fileExists = host.fileExists
  host.fileExists = (file) => path.resolve(file) === PROBE || fileExists(file)
  const program = ts.createProgram([PROBE], options, host)
  const checker = program.getTypeChecker()
  const probe = program.getSourceFile(PROBE)!
  const alias = probe.statements.find(ts.isTypeAliasDeclaration)!
  const printer = ts.createPrinter({ removeComments: true })
  const flags = ts.NodeBuilderFlags.NoTruncation | ts.NodeBuilderFlags.UseFullyQualifiedType
  const out = new Map<string, string>()
  const services = checker.getTypeAtLocation(alias.name)
  for (const service of services.getProperties()) {
    for (const method of checker.getTypeOfSymbol(service).getProperties()) {
      const type = checker.getTypeOfSymbol(method)
      const node = checker.typeToTypeNode(type, probe, flags)
      if (!node) throw new Error(`no type for ${service.name}/${method.name}`)
      out.set(`${service.name}/${method.name}`, printer.printNode(ts.EmitHint.Unspecified, node, probe))
    }
  }
  return out
}

/** An entry file that names every result with imports only: the generator reads types, never values. */
function entryText(texts: Map<string, string>): string {
  const imports = new Map<string, string>() // `module#Name` → local name
  const used = new Set<string>()
  const local = (specifier: string, name: string) => {
    if (!specifier.startsWith('.')) throw new Error(`a result refers to ${name} from a package (${specifier})`)
    const from =
      '@/' +
      path
        .relative(ROOT, path.resolve(path.dirname(PROBE), specifier))
        .split(path.sep)
        .join('/')
    const key = `${from}#${name}`
    if (!imports.has(key)) {
      let as = name
      for (let i = 2; used.has(as); i++) as = `${name}_${i}`
      used.add(as)
      imports.set(key, as)
    }
    return imports.get(key)!
  }
  const members: string[] = []
  for (const [key, text] of texts) {
    if (text === 'Blob') continue // a file method: its 200 is the bytes (lib/api/openapi.ts)
    const named = text.replace(/import\("([^"]+)"\)\.([A-Za-z_$][\w$]*)/g, (_, spec: string, name: string) =>
      local(spec, name),
    )
    members.push(`  ${JSON.stringify(key)}: ${named}`)
  }
  const lines = [...imports].map(([key, as]) => {
    const [from, name] = key.split('#')
    return `import type { ${name === as ? name : `${name} as ${as}`} } from '${from}'`
  })
  return [...lines, 'export interface OpenApiResults {', ...members, '}', ''].join('\n')
}

/** `Paged<TopicItem>` → `Paged_TopicItem`: component names allow letters, digits, `.`, `-` and `_` only. */
const componentName = (name: string) =>
  decodeURIComponent(name)
    .replace(/[^A-Za-z0-9.\-_]+/g, '_')
    .replace(/^_+|_+$/g, '')

/** The definitions a schema refers to, directly or through other definitions. */
function reachable(value: unknown, definitions: Record<string, Json>, seen = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => reachable(v, definitions, seen))
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') {
        const name = decodeURIComponent(v.replace('#/definitions/', ''))
        if (!seen.has(name)) {
          seen.add(name)
          reachable(definitions[name] ?? definitions[encodeURIComponent(name)], definitions, seen)
        }
      } else reachable(v, definitions, seen)
    }
  }
  return seen
}

/**
 * Component names for the generator's definitions. A generic over an inline type (`Paged<LecturerBrief & {…}>`) comes
 * out named by source positions, which change with any edit: it is named after the first method that answers it.
 */
function definitionNames(definitions: Record<string, Json>, results: Record<string, Json>): Map<string, string> {
  const names = new Map<string, string>()
  const taken = new Set<string>()
  const give = (decoded: string, name: string) => {
    if (taken.has(name)) throw new Error(`two result types are both named ${name}`)
    taken.add(name)
    names.set(decoded, name)
  }
  const unstable: string[] = []
  for (const name of Object.keys(definitions)) {
    const decoded = decodeURIComponent(name)
    if (/\b(def|structure|alias)-[\w-]*\d/.test(decoded)) unstable.push(decoded)
    else give(decoded, componentName(decoded))
  }
  for (const key of Object.keys(results).sort()) {
    for (const decoded of reachable(results[key], definitions)) {
      if (!unstable.includes(decoded) || names.has(decoded)) continue
      give(decoded, `${componentName(decoded.split('<')[0])}_${key.replace('/', '_')}`)
    }
  }
  return names
}

/** Draft-07 output → OpenAPI 3.1 (JSON Schema 2020-12): refs into components, tuples as prefixItems. */
function toOpenApi(value: unknown, names: Map<string, string>): unknown {
  if (Array.isArray(value)) return value.map((v) => toOpenApi(v, names))
  if (!value || typeof value !== 'object') return value
  const out: Json = {}
  for (const [k, v] of Object.entries(value)) {
    if (k === '$ref' && typeof v === 'string') {
      const name = names.get(decodeURIComponent(v.replace('#/definitions/', '')))
      if (!name) throw new Error(`unknown reference ${v}`)
      out.$ref = `#/components/schemas/${name}`
    } else if (k === 'items' && Array.isArray(v)) out.prefixItems = toOpenApi(v, names)
    else if (k === 'additionalItems') out.items = toOpenApi(v, names)
    else out[k] = toOpenApi(v, names)
  }
  return out
}

function buildResultSchemas(): ResultSchemas {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qh-openapi-'))
  try {
    const entry = path.join(dir, 'entry.ts')
    fs.writeFileSync(entry, entryText(resultTypeTexts()))
    const schema = createGenerator({
      path: entry,
      tsconfig: TSCONFIG,
      type: 'OpenApiResults',
      expose: 'export',
      topRef: false,
      jsDoc: 'extended',
      additionalProperties: true,
      skipTypeCheck: true,
      sortProps: true,
    }).createSchema('OpenApiResults') as Json
    const definitions = (schema.definitions ?? {}) as Record<string, Json>
    const names = definitionNames(definitions, schema.properties as Record<string, Json>)
    const schemas: Record<string, Json> = {}
    for (const [name, def] of Object.entries(definitions))
      schemas[names.get(decodeURIComponent(name))!] = toOpenApi(def, names) as Json
    const results = toOpenApi(schema.properties, names) as Record<string, Json>
    return { results, schemas }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** The file's text: stable key order and the house format, so a regenerated file differs only where a type did. */
async function resultsFileText(r: ResultSchemas): Promise<string> {
  const sorted = (o: Record<string, Json>) =>
    Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)))
  const doc = {
    $comment: 'Generated by `npm run openapi:types` from the handlers’ result types. Do not edit.',
    results: sorted(r.results),
    schemas: sorted(r.schemas),
  }
  const options = await prettier.resolveConfig(RESULTS_FILE)
  return prettier.format(JSON.stringify(doc), { ...options, filepath: RESULTS_FILE })
}

/** Which results and named types differ between two generated files (what a stale file gets wrong). */
function changedKeys(before: string, after: string): string[] {
  const a = JSON.parse(before) as ResultSchemas
  const b = JSON.parse(after) as ResultSchemas
  const diff = (x: Record<string, Json>, y: Record<string, Json>, prefix: string) =>
    [...new Set([...Object.keys(x), ...Object.keys(y)])]
      .filter((k) => JSON.stringify(x[k]) !== JSON.stringify(y[k]))
      .map((k) => prefix + k)
  return [...diff(a.results, b.results, ''), ...diff(a.schemas, b.schemas, 'schema ')]
}

async function main() {
  const started = Date.now()
  const r = buildResultSchemas()
  const text = await resultsFileText(r)
  const file = path.relative(ROOT, RESULTS_FILE)
  if (process.argv.includes('--check')) {
    // Run by `npm run typecheck`: a handler whose answer changed must regenerate the file, or the document lies.
    const committed = fs.existsSync(RESULTS_FILE)
      ? fs.readFileSync(RESULTS_FILE, 'utf8')
      : '{"results":{},"schemas":{}}'
    if (committed !== text) {
      const changed = changedKeys(committed, text)
      console.error(
        `${file} is stale — run npm run openapi:types. Changed: ${changed.join(', ') || 'formatting or order'}`,
      )
      process.exit(1)
    }
  } else fs.writeFileSync(RESULTS_FILE, text)
  console.log(
    `${file}: ${Object.keys(r.results).length} results, ${Object.keys(r.schemas).length} named types ` +
      `${process.argv.includes('--check') ? 'up to date' : 'written'} (${Date.now() - started} ms)`,
  )
}

if (require.main === module)
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
