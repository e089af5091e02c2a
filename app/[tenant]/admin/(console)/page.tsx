// /admin: 概览 — the operator, the role's reach and the screens it may open.
import type { Metadata } from 'next'
import { Overview } from '@/components/admin/overview'

export const metadata: Metadata = { title: '概览' }

export default function ConsoleOverviewPage() {
  return <Overview />
}
