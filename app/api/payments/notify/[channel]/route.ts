// A payment channel's notification (WeChat Pay, Alipay) for the host's tenant: lib/api/payment-notify.ts.
import { handlePaymentNotice } from '@/lib/api/payment-notify'

export const dynamic = 'force-dynamic'

/** Channels post their notifications; nothing else answers here. */
export async function POST(request: Request, { params }: { params: Promise<{ channel: string }> }): Promise<Response> {
  return handlePaymentNotice(request, (await params).channel)
}
