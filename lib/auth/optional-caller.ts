// The caller of an anonymous method that adapts to a signed-in visitor (session: 'optional'), or null for anyone else.
import type { Caller, ServiceContext } from './context'
import { lookupSession } from './sessions'

/** A missing, expired or ended session is simply a visitor here: such pages stay usable and never force a logout. */
export async function optionalCaller(ctx: ServiceContext): Promise<Caller | null> {
  if (!ctx.token || !ctx.site) return null
  const found = await lookupSession(ctx.db, { tenantId: ctx.site.tenantId, token: ctx.token })
  return found.status === 'active' ? found.caller : null
}
