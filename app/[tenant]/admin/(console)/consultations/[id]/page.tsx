// /admin/consultations/{id}: one request with its thread, the reply box and the status and assignment actions.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { RequestView } from '@/components/admin/desk/request-view'
import { ScreenGate } from '@/components/admin/screen-gate'
import { routeId } from '@/lib/catalogue/route-params'

export const metadata: Metadata = { title: '咨询详情' }

export default async function ConsoleConsultationPage({ params }: { params: Promise<{ id: string }> }) {
  const id = routeId((await params).id) ?? notFound()
  return (
    <ScreenGate screen="consultations">
      <RequestView id={id} />
    </ScreenGate>
  )
}
