'use client'
// Replaced by the message centre at merge.
import Link from 'next/link'
import type { MessageType } from '@/lib/contract/account-nav'
export function MessageCenter({ type }: { variant: 'desktop' | 'mobile'; type?: MessageType; embedded?: boolean }) {
  return <Link href={`/message?type=${type ?? 0}`}>我的消息</Link>
}
