'use client'
// The message tabs inside desktop /account: a tab is a nav number (type + 3), so switching tabs moves the URL and the
// left navigation with it, and a shared /account?nav=4 link opens on 企业消息.
import { useRouter } from 'next/navigation'
import { MessageCenter } from '@/components/messages/message-center'
import { messageNav } from '@/lib/contract/account-nav'
import type { MessageType } from '@/lib/contract/message-rules'

/** `base`: /account for an individual, /corporate for a company (the same nav numbers). */
export function AccountMessages({ type, base = '/account' }: { type: MessageType; base?: '/account' | '/corporate' }) {
  const router = useRouter()
  return (
    <MessageCenter variant="desktop" type={type} onTypeChange={(t) => router.push(`${base}?nav=${messageNav(t)}`)} />
  )
}
