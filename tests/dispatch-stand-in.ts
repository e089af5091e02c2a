// The registry as the dispatcher's rule tests see it (lib/api/dispatch-*.test.ts): whatever method a test puts
// under a name. Those files route './registry' here with jest.requireActual, so they and the harness share it.
import type { AnyMethod } from '@/lib/contract/define'
import type { ServiceContext } from '@/lib/auth/context'

export const standIn: { methods: Record<string, AnyMethod<ServiceContext>> } = { methods: {} }

export function resolveMethod(prefix: string, service: string | null, name: string) {
  const spec = standIn.methods[name]
  return spec ? { path: `/api/${prefix}/${service ?? ''}/${name}`, spec } : null
}
