// /admin/learners/{id}: one learner's profile, companies, learning and sessions, with the role's actions.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { LearnerDetailView } from '@/components/admin/learner-detail-view'
import { ScreenGate } from '@/components/admin/screen-gate'
import { routeId } from '@/lib/catalogue/route-params'

export const metadata: Metadata = { title: '学员详情' }

export default async function ConsoleLearnerPage({ params }: { params: Promise<{ id: string }> }) {
  const id = routeId((await params).id) ?? notFound()
  return (
    <ScreenGate screen="learners">
      <LearnerDetailView learnerId={id} />
    </ScreenGate>
  )
}
