// Which tenant slugs exist, for the proxy: it runs before any render, where 'use cache' is not available, and on every
// request, so it reads one small list and keeps it for a short while instead of asking per request.
import { getDb } from '@/lib/db/client'
import { TENANT_STATE } from '@/lib/db/schema'
import { listTenantStates } from '@/lib/db/queries/tenants'
import { logError } from '@/lib/db/error-log'

/** A tenant created in the database is served at most this long after it appears (before that: the 403 view). */
const TENANT_DIRECTORY_TTL_MS = 30_000

export interface TenantDirectory {
  /** Every tenant's slug, available or not. */
  known: ReadonlySet<string>
  /** The closed (停用) ones: the proxy answers all their pages with the 403 view. */
  closed: ReadonlySet<string>
}

interface Memo {
  at: number
  value: Promise<TenantDirectory | null>
}

// One per process: the proxy and the pages share the process (Node runtime), as they share the database handle.
const holder = globalThis as unknown as { __tenantDirectory?: Memo }

async function load(): Promise<TenantDirectory | null> {
  try {
    const rows = await listTenantStates(await getDb())
    return {
      known: new Set(rows.map((r) => r.slug)),
      closed: new Set(rows.filter((r) => r.state === TENANT_STATE.inactive).map((r) => r.slug)),
    }
  } catch (e) {
    // No answer is no reason to turn real tenants away: the proxy then takes every label for a tenant, as before.
    logError('[tenant-directory] cannot list tenants:', e)
    return null
  }
}

/**
 * The tenants' slugs and which are closed, or null when the database did not answer. Stale-while-revalidate: an
 * expired list is still answered while the next one loads, so no request waits on the refresh but the first.
 */
export async function tenantDirectory(now = Date.now()): Promise<TenantDirectory | null> {
  const memo = holder.__tenantDirectory
  if (!memo) {
    const value = load()
    holder.__tenantDirectory = { at: now, value }
    return value
  }
  if (now - memo.at > TENANT_DIRECTORY_TTL_MS) {
    const next = load()
    holder.__tenantDirectory = { at: now, value: memo.value }
    void next.then((slugs) => {
      if (holder.__tenantDirectory?.at === now) holder.__tenantDirectory = { at: now, value: Promise.resolve(slugs) }
    })
  }
  return memo.value
}

/**
 * Drops this process's list, so a tenant the platform console just created, opened or closed is served that way on
 * the next request instead of after the list's TTL.
 */
export function forgetTenantDirectory(): void {
  holder.__tenantDirectory = undefined
}
