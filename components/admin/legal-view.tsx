'use client'
// 协议与隐私: the tenant's 《用户协议》 and 《隐私政策》 as its pages show them (title, version, effective date, the text in
// paragraphs), read by every role; 管理员 and 运营 publish a new version of either (AdminLegal/SaveDocument).
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { toast } from '@/lib/client/toast-bus'
import { LEGAL_DOCS } from '@/lib/contract/legal'
import { ROLE_LABELS, type OperatorRole } from '@/lib/contract/operator-roles'
import type { LegalDocumentsResult, LegalDocumentView } from '@/lib/contract/schemas/admin-legal'
import { apiQuery } from '@/lib/query/api-queries'
import { LegalEditor } from './legal-editor'
import { ListState } from './list-parts'
import { useOperator } from './operator-context'
import { PageHeader } from './page-header'
import { BUTTON, PANEL } from './styles'

/** Who may publish (AdminLegal/SaveDocument's roles). */
const EDITORS: readonly OperatorRole[] = ['admin', 'operations']

/** The body as the pages split it: paragraphs at blank lines, single breaks kept. */
function paragraphs(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
}

function LegalCard({
  doc,
  today,
  canEdit,
  onSaved,
}: {
  doc: LegalDocumentView
  today: string
  canEdit: boolean
  onSaved: (saved: LegalDocumentView) => void
}) {
  const [editing, setEditing] = useState(false)
  const { title, path } = LEGAL_DOCS[doc.kind]
  const headingId = `legal-${doc.kind}`
  return (
    <section aria-labelledby={headingId} className={PANEL} data-testid={`legal-${doc.kind}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-semibold text-gray-900">
            《{title}》
          </h2>
          <p className="mt-1 text-sm text-gray-600" data-testid={`legal-${doc.kind}-meta`}>
            {doc.title} · 版本 {doc.version} · {doc.effectiveDate} 起生效
            {doc.published ? null : <span className="ml-2 text-xs text-gray-500">（默认文本）</span>}
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <a href={path} target="_blank" rel="noopener" className={BUTTON.secondary}>
            查看页面
          </a>
          {canEdit && !editing ? (
            <button type="button" className={BUTTON.primary} onClick={() => setEditing(true)}>
              发布新版本
            </button>
          ) : null}
        </div>
      </div>
      <div className="mt-4">
        {editing ? (
          <LegalEditor
            doc={doc}
            today={today}
            onCancel={() => setEditing(false)}
            onSaved={(saved) => {
              setEditing(false)
              onSaved(saved)
            }}
          />
        ) : (
          <div className="max-h-96 space-y-3 overflow-y-auto rounded-md border border-gray-100 bg-gray-50 px-4 py-3 text-sm leading-relaxed text-gray-800">
            {paragraphs(doc.body).map((text, i) => (
              <p key={i} className="break-words whitespace-pre-line">
                {text}
              </p>
            ))}
          </div>
        )}
      </div>
    </section>
  )
}

export function LegalView() {
  const operator = useOperator()
  const queryClient = useQueryClient()
  const query = apiQuery.AdminLegal.GetDocuments()
  const docs = useQuery({ ...query, staleTime: Infinity, refetchOnWindowFocus: false })
  const canEdit = EDITORS.includes(operator.role)
  const saved = (doc: LegalDocumentView) => {
    queryClient.setQueryData(query.queryKey, (old: LegalDocumentsResult | undefined) =>
      old ? { ...old, items: old.items.map((d) => (d.kind === doc.kind ? doc : d)) } : old,
    )
    toast.success(`《${LEGAL_DOCS[doc.kind].title}》已发布版本 ${doc.version}，页面已更新`)
  }
  return (
    <>
      <PageHeader
        title="协议与隐私"
        description="注册与登录时须同意的《用户协议》和《隐私政策》；每次修改发布为新版本，旧版本保存在操作日志中"
      />
      {canEdit ? null : (
        <p
          data-testid="legal-read-only"
          className="mb-5 rounded-md border border-amber-200 bg-amber-50 px-4 py-2.5 text-sm text-amber-800"
        >
          当前角色（{ROLE_LABELS[operator.role]}）只能查看协议与隐私；如需发布新版本，请联系管理员或运营。
        </p>
      )}
      {docs.data ? (
        <div className="space-y-5">
          {docs.data.items.map((doc) => (
            <LegalCard key={doc.kind} doc={doc} today={docs.data.today} canEdit={canEdit} onSaved={saved} />
          ))}
        </div>
      ) : (
        <div className="rounded-lg border border-gray-200 bg-white">
          <ListState loading={docs.isPending} error={docs.error} retry={() => void docs.refetch()} />
        </div>
      )}
    </>
  )
}
