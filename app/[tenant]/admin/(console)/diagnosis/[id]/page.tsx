// /admin/diagnosis/{id}: one instrument's editor — its draft or current version, 保存草稿, 发布, 放弃草稿 (issue 32).
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { DiagnosisEditorView } from '@/components/admin/diagnosis/diagnosis-editor-view'
import { ScreenGate } from '@/components/admin/screen-gate'
import { routeId } from '@/lib/catalogue/route-params'

export const metadata: Metadata = { title: '编辑测评' }

export default async function ConsoleDiagnosisEditorPage({ params }: { params: Promise<{ id: string }> }) {
  const id = routeId((await params).id) ?? notFound()
  return (
    <ScreenGate screen="diagnosis">
      <DiagnosisEditorView instrumentId={id} />
    </ScreenGate>
  )
}
