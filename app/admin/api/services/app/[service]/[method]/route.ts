// The console's services (AdminAuth, AdminOperator, AdminAudit …) under /admin, where the console's cookie is sent:
// the same dispatcher as /api, with the operator's session instead of a learner's (issue 28).
import { dispatch } from '@/lib/api/dispatch'

type Ctx = { params: Promise<{ service: string; method: string }> }

async function handle(request: Request, { params }: Ctx) {
  const { service, method } = await params
  return dispatch(request, { prefix: 'admin', service, method })
}

export { handle as GET, handle as POST, handle as PUT, handle as DELETE, handle as PATCH }
