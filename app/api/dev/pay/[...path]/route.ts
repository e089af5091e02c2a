// /api/dev/pay/…: the development cashier and the fake WeChat Pay and Alipay APIs (lib/payments/fake-cashier.ts);
// 404 always under APP_ENV=production, and to any client but this machine unless FAKE_PAY=1 — whoever reaches it can
// mark orders paid without money (issue 33).
import { clientIpOf } from '@/lib/api/request-info'
import { fakePayOpenTo, fakePayResponse } from '@/lib/payments/fake-cashier'

export const dynamic = 'force-dynamic'

const notFound = () =>
  new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })

/** The cashier page and Alipay's gateway address (the browser). */
export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }): Promise<Response> {
  // The client as the forwarded-headers hook leaves it: the socket peer, or whom a trusted proxy vouches for.
  if (!fakePayOpenTo(clientIpOf(request))) return notFound()
  return (await fakePayResponse(request, (await params).path)) ?? notFound()
}

/** 确认支付 / 取消支付, and the server's own calls to the fake APIs (orders, refunds). */
export async function POST(request: Request, { params }: { params: Promise<{ path: string[] }> }): Promise<Response> {
  if (!fakePayOpenTo(clientIpOf(request))) return notFound()
  return (await fakePayResponse(request, (await params).path)) ?? notFound()
}
