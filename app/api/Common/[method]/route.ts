// /api/Common/{Method}: tenant settings, header data and other shared calls, through the one dispatcher.
import { dispatch } from '@/lib/api/dispatch'

type Ctx = { params: Promise<{ method: string }> }

async function handle(request: Request, { params }: Ctx) {
  return dispatch(request, { prefix: 'Common', method: (await params).method })
}

export { handle as GET, handle as POST, handle as PUT, handle as DELETE, handle as PATCH }
