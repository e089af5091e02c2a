// Thin by design: host → tenant, user agent → device, rewrite to /{tenant}/{device}{path}.
import { NextResponse, type NextRequest } from 'next/server'
import { decideRewrite } from '@/lib/proxy/rewrite'

export function proxy(request: NextRequest) {
  const decision = decideRewrite({
    host: request.headers.get('host'),
    userAgent: request.headers.get('user-agent'),
    pathname: request.nextUrl.pathname,
  })
  if (decision.kind === 'pass') return NextResponse.next()
  const url = request.nextUrl.clone()
  url.pathname = decision.pathname
  return NextResponse.rewrite(url)
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|api/|storage/|favicon.ico).*)'],
}
