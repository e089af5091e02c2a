// The application services ({Service}/{Method} under services/app): every one, through the one dispatcher.
import { dispatch } from '@/lib/api/dispatch'

type Ctx = { params: Promise<{ service: string; method: string }> }

async function handle(request: Request, { params }: Ctx) {
  const { service, method } = await params
  return dispatch(request, { prefix: 'app', service, method })
}

export { handle as GET, handle as POST, handle as PUT, handle as DELETE, handle as PATCH }
