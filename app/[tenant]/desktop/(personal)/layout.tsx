// The signed-in pages (personal and company centre, messages, coupons, consultations, diagnosis, 我的课程): what they
// show is the visitor's own, so they render per request, never from the cache, and stay out of search. React Query is
// mounted here once for the group; a page's server prefetch (<HydrationBoundary>) goes inside it, in the page's view.
import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { QueryProvider } from '@/lib/client/query'

export const dynamic = 'force-dynamic'

// Each page's model sets its title and the same robots; this keeps any page of the group unindexed all the same.
export const metadata: Metadata = { robots: { index: false, follow: true } }

export default function PersonalLayout({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>
}
