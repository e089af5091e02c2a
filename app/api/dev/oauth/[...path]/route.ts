// GET /api/dev/oauth/{qq|wechat}/…: the development stand-in for QQ Connect and WeChat (lib/oauth/fake-provider.ts);
// 404 when every provider has a real app id, always under APP_ENV=production, and to any client but this machine
// unless FAKE_OAUTH=1 — whoever reaches it signs in as any fake user (issue 23 M4).
import { clientIpOf } from '@/lib/api/request-info'
import { fakeProviderOpenTo } from '@/lib/oauth/config'
import { fakeProviderResponse } from '@/lib/oauth/fake-provider'

export const dynamic = 'force-dynamic'

const notFound = () =>
  new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })

export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }): Promise<Response> {
  // The client as the forwarded-headers hook leaves it: the socket peer, or whom a trusted proxy vouches for.
  if (!fakeProviderOpenTo(clientIpOf(request))) return notFound()
  return fakeProviderResponse(request, (await params).path) ?? notFound()
}
