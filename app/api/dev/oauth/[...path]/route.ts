// GET /api/dev/oauth/{qq|wechat}/…: the development stand-in for QQ Connect and WeChat (lib/oauth/fake-provider.ts);
// 404 when every provider has a real app id, and always under APP_ENV=production.
import { fakeProviderActive } from '@/lib/oauth/config'
import { fakeProviderResponse } from '@/lib/oauth/fake-provider'

export const dynamic = 'force-dynamic'

const notFound = () => new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })

export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }): Promise<Response> {
  if (!fakeProviderActive()) return notFound()
  return fakeProviderResponse(request, (await params).path) ?? notFound()
}
