// `method(...)`: how a service declares one API method against the context the dispatcher builds.
import { methodFor } from '@/lib/contract/define'
import type { ServiceContext } from '@/lib/auth/context'

export const method = methodFor<ServiceContext>()
