// /api/TokenAuth/{Method}: sign-in and session calls, through the one dispatcher.
import { dispatch } from '@/lib/api/dispatch'

type Ctx = { params: Promise<{ method: string }> }

async function handle(request: Request, { params }: Ctx) {
  return dispatch(request, { prefix: 'TokenAuth', method: (await params).method })
}

export { handle as GET, handle as POST, handle as PUT, handle as DELETE, handle as PATCH }
