'use client'
// The home page's 继续学习 strip (issue 27): the home is cached for every visitor, so the signed-in part is decided here,
// in the browser. This host is all a visitor's page carries; the strip's code and its GetMyCourses call load only
// once the session names an individual (a company account takes no courses).
import { lazy, Suspense } from 'react'
import { useSession } from '@/lib/client/session'

const ContinueStrip = lazy(() => import('./continue-strip'))

export function ContinueLearning({ variant, qiNiuUrl }: { variant: 'desktop' | 'mobile'; qiNiuUrl: string }) {
  const { session } = useSession()
  if (!session?.personal) return null
  // Keyed by the account: another sign-in in this tab reads its own courses, never the last account's.
  return (
    <Suspense fallback={null}>
      <ContinueStrip key={session.userId} variant={variant} qiNiuUrl={qiNiuUrl} />
    </Suspense>
  )
}
