/** @jest-environment node */
// Every query takes a tenant (docs/architecture.md; issue 29's Citus readiness): each function exported by
// lib/db/queries has a parameter named `tenantId` or whose type holds one — a scope object, or a row of a tenant table — so a query
// can always be routed to the worker holding that tenant. The few that cannot are named below with the reason.
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const DIR = path.join(process.cwd(), 'lib', 'db', 'queries')

/** Functions that take no tenant, and why that is right. */
const TENANTLESS: Record<string, string> = {
  'tenants.ts getTenantBySlug': 'finds the tenant of a host name: the tenant is what it answers',
  'tenants.ts listTenantStates': 'the proxy’s list of every tenant’s open/closed state (reference table)',
  'tenants.ts listTenantKeys': 'the background jobs’ list of tenants, each of which they then visit alone',
  'maintenance.ts purgeExpiredRateLimits': 'limiter counters live in one shared table (a coordinator table on Citus)',
  'platform.ts listTenantsWithCounts': 'the platform console’s list of tenants (one count per tenant)',
  'platform.ts getTenantById': 'the platform console opens one tenant by its id (reference table)',
  'platform.ts insertTenant': 'creates the tenant itself (reference table)',
  'platform.ts setTenantState': 'opens or closes the tenant itself (reference table)',
  'coupons.ts couponCodeHash': 'a pure hash of a typed code: no query',
  'catalogue.ts likePattern': 'a pure escape of search text: no query',
  'learning-data.ts withinDays': 'a condition on a date column, ANDed by its callers with their tenant: no query',
  'catalogue.ts selectCourseCards': 'runs the WHERE its callers build with publishedIn(tenantId)',
}

function exportedFunctions() {
  const files = fs
    .readdirSync(DIR)
    .filter((f) => f.endsWith('.ts') && !f.includes('.test.'))
    .map((f) => path.join(DIR, f))
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    baseUrl: process.cwd(),
    paths: { '@/*': ['./*'] },
  })
  const checker = program.getTypeChecker()
  const holdsTenant = (type: ts.Type): boolean => {
    if (type.isUnion() || type.isIntersection()) return type.types.some(holdsTenant)
    if (checker.getPropertyOfType(type, 'tenantId')) return true
    return checker.isArrayType(type) && holdsTenant(checker.getTypeArguments(type as ts.TypeReference)[0])
  }
  const found: { name: string; scoped: boolean }[] = []
  for (const file of files) {
    const source = program.getSourceFile(file)!
    const symbol = checker.getSymbolAtLocation(source)
    for (const exported of symbol ? checker.getExportsOfModule(symbol) : []) {
      const declaration = exported.valueDeclaration
      if (!declaration || !ts.isFunctionDeclaration(declaration)) continue
      const params = declaration.parameters.filter((p) => p.name.getText() !== 'db' && p.name.getText() !== 'tx')
      const scoped = params.some((p) => p.name.getText() === 'tenantId' || holdsTenant(checker.getTypeAtLocation(p)))
      found.push({ name: `${path.basename(file)} ${exported.name}`, scoped })
    }
  }
  return found
}

test('every exported query takes a tenant, except the named tenant-level ones', () => {
  const functions = exportedFunctions()
  expect(functions.length).toBeGreaterThan(200)
  const unscoped = functions.filter((f) => !f.scoped).map((f) => f.name)
  expect(unscoped.sort()).toEqual(Object.keys(TENANTLESS).sort())
}, 60_000)
