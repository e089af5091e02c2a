// /403: tenant unavailable or access forbidden. Always renders, whatever the tenant's state.
import type { Metadata } from 'next'
import { StatusView } from '@/components/status/status-view'

export const metadata: Metadata = { title: '暂时无法访问', robots: { index: false } }

export default function ForbiddenPage() {
  return <StatusView code={403} compact />
}
