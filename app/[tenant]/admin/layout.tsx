// The operator console (issue 28) at /admin on the tenant's host: what it shows is the signed-in operator's, so every
// page renders per request, never from the cache, and stays out of search. The public site's header and footer belong to
// the device layouts, so none of them appears here; React Query is mounted once for the console's pages.
import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { QueryProvider } from '@/lib/client/query'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: { template: '%s - 管理后台', default: '管理后台' },
  robots: { index: false, follow: false },
}

export default function AdminLayout({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>
}
