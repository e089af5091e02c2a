// Mobile /account ("我的", tab 3): the signed-in account and logout; the login guard handles visitors.
import type { Metadata } from 'next'
import { MineView } from '@/components/account/mine-view'

export const metadata: Metadata = { title: '我的', robots: { index: false } }

export default function MinePage() {
  return <MineView />
}
