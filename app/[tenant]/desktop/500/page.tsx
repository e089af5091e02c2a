// /500: where the client goes on error code 500 (docs/spec.md §8).
import type { Metadata } from 'next'
import { StatusView } from '@/components/status/status-view'

export const metadata: Metadata = { title: '服务器错误', robots: { index: false } }

export default function ServerErrorPage() {
  return <StatusView code={500} />
}
