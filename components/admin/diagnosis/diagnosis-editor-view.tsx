'use client'
// /admin/diagnosis/{id}: one instrument's content — name, introduction, dimensions with course tags and score bands,
// questions — edited as a draft. On a published instrument the first 保存草稿 starts the next version; 发布 makes the
// draft what learners take (saving it first), after the same checks the server makes; 放弃草稿 drops it.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { FormError } from '@/components/ui/form-field'
import { Loading } from '@/components/ui/loading'
import { api } from '@/lib/client/api'
import { toast } from '@/lib/client/toast-bus'
import { INSTRUMENT_LIMITS as L, instrumentProblems } from '@/lib/contract/diagnosis-editor-rules'
import type { InstrumentEditable, InstrumentVersionDoc } from '@/lib/contract/schemas/admin-diagnosis'
import { apiQuery, apiQueryKey } from '@/lib/query/api-queries'
import { ConfirmAction, refusalOf } from '../admin-dialog'
import { ReadOnlyNote } from '../catalogue-fields'
import { useOperator } from '../operator-context'
import { PageHeader } from '../page-header'
import { BUTTON, PANEL } from '../styles'
import { editorDoc, newDimension, newQuestion, savedDoc, withoutDimension, type EditorDoc } from './diagnosis-doc'
import { Field, NumberInput } from './diagnosis-fields'
import { DIAGNOSIS_EDITORS } from './diagnosis-view'
import { DiagnosisVersions, editedNumber } from './diagnosis-versions'
import { DimensionCard } from './dimension-card'
import { QuestionCard } from './question-card'

function Editor({
  detail,
  shown,
  canEdit,
}: {
  detail: InstrumentEditable
  shown: InstrumentVersionDoc
  canEdit: boolean
}) {
  const router = useRouter()
  const queryClient = useQueryClient()
  const [doc, setDoc] = useState<EditorDoc>(() => editorDoc(shown))
  const [dirty, setDirty] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [asking, setAsking] = useState<'publish' | 'discard' | null>(null)
  const readOnly = !canEdit
  const isDraft = !shown.publishedAt
  const number = editedNumber(detail, shown)
  const problems = instrumentProblems(savedDoc(doc))
  const update = (next: EditorDoc) => {
    setDoc(next)
    setDirty(true)
  }
  const refresh = () => queryClient.invalidateQueries({ queryKey: apiQueryKey('AdminDiagnosis') })

  /** Saves the content as the draft (the next version when none is open); its id. */
  async function save(): Promise<number> {
    const saved = await api.post.AdminDiagnosis.SaveDraft(
      { id: detail.id, baseVersionId: shown.versionId, doc: savedDoc(doc) },
      { inline: true },
    )
    setDirty(false)
    return saved.versionId
  }
  async function onSave() {
    setBusy(true)
    setError('')
    try {
      await save()
      toast.success(`已保存第${number}版草稿`)
      await refresh()
    } catch (e) {
      setError(refusalOf(e))
    } finally {
      setBusy(false)
    }
  }
  const moveQuestion = (i: number, by: -1 | 1) => {
    const questions = [...doc.questions]
    ;[questions[i], questions[i + by]] = [questions[i + by], questions[i]]
    update({ ...doc, questions })
  }

  return (
    <>
      <DiagnosisVersions detail={detail} shown={shown} />
      {readOnly ? null : problems.length ? (
        <section aria-labelledby="diagnosis-problems" className="mb-5 rounded-md bg-amber-50 px-4 py-3 text-sm">
          <h2 id="diagnosis-problems" className="font-medium text-amber-900">
            发布前需处理（{problems.length}项）
          </h2>
          <ul className="mt-1 list-disc pl-5 text-amber-800">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="diagnosis-basics" className={`${PANEL} mb-5`}>
        <h2 id="diagnosis-basics" className="mb-3 text-base font-semibold text-gray-900">
          基本信息
        </h2>
        <div className="grid gap-3 md:grid-cols-[1fr_auto]">
          <Field
            label="测评名称"
            value={doc.title}
            maxLength={L.title}
            readOnly={readOnly}
            onChange={(title) => update({ ...doc, title })}
          />
          <div>
            <span className="mb-1 block text-sm font-medium text-gray-700" aria-hidden="true">
              预计用时（分钟）
            </span>
            <NumberInput
              label="预计用时（分钟）"
              value={doc.minutes}
              min={1}
              max={L.minutes}
              readOnly={readOnly}
              onChange={(minutes) => update({ ...doc, minutes })}
            />
          </div>
          <Field
            className="md:col-span-2"
            label="简介"
            value={doc.summary}
            maxLength={L.summary}
            readOnly={readOnly}
            multiline
            onChange={(summary) => update({ ...doc, summary })}
          />
        </div>
      </section>
      <section aria-labelledby="diagnosis-dimensions" className={`${PANEL} mb-5 space-y-3`}>
        <h2 id="diagnosis-dimensions" className="text-base font-semibold text-gray-900">
          维度（{doc.dimensions.length}）
        </h2>
        {doc.dimensions.map((d, i) => (
          <DimensionCard
            key={d.key}
            index={i}
            dimension={d}
            questionCount={doc.questions.filter((q) => q.dimension === i).length}
            readOnly={readOnly}
            onChange={(next) => update({ ...doc, dimensions: doc.dimensions.map((x, j) => (j === i ? next : x)) })}
            onRemove={() => update(withoutDimension(doc, i))}
          />
        ))}
        {readOnly || doc.dimensions.length >= L.dimensions ? null : (
          <button
            type="button"
            className={BUTTON.secondary}
            onClick={() => update({ ...doc, dimensions: [...doc.dimensions, newDimension()] })}
          >
            添加维度
          </button>
        )}
      </section>
      <section aria-labelledby="diagnosis-questions" className={`${PANEL} mb-20 space-y-3`}>
        <h2 id="diagnosis-questions" className="text-base font-semibold text-gray-900">
          题目（{doc.questions.length}）
        </h2>
        {doc.questions.map((q, i) => (
          <QuestionCard
            key={q.key}
            index={i}
            count={doc.questions.length}
            question={q}
            dimensions={doc.dimensions.map((d) => d.name)}
            readOnly={readOnly}
            onChange={(next) => update({ ...doc, questions: doc.questions.map((x, j) => (j === i ? next : x)) })}
            onRemove={() => update({ ...doc, questions: doc.questions.filter((_, j) => j !== i) })}
            onMove={(by) => moveQuestion(i, by)}
          />
        ))}
        {readOnly || doc.questions.length >= L.questions ? null : doc.dimensions.length === 0 ? (
          <p className="text-sm text-gray-500">先添加维度，再为它添加题目。</p>
        ) : (
          <button
            type="button"
            className={BUTTON.secondary}
            onClick={() => update({ ...doc, questions: [...doc.questions, newQuestion(doc.dimensions.length - 1)] })}
          >
            添加题目
          </button>
        )}
      </section>
      {readOnly ? null : (
        <div className="sticky bottom-0 -mx-4 flex flex-wrap items-center gap-3 border-t border-gray-200 bg-white/95 px-4 py-3">
          <button type="button" className={BUTTON.secondary} disabled={busy || !dirty} onClick={onSave}>
            {busy ? '保存中…' : '保存草稿'}
          </button>
          <button
            type="button"
            className={BUTTON.primary}
            disabled={busy || problems.length > 0 || (!isDraft && !dirty)}
            onClick={() => setAsking('publish')}
          >
            发布第{number}版
          </button>
          {isDraft ? (
            <button type="button" className={BUTTON.linkDanger} disabled={busy} onClick={() => setAsking('discard')}>
              {detail.current ? '放弃草稿' : '删除测评'}
            </button>
          ) : null}
          {dirty ? <span className="text-sm text-amber-700">有未保存的修改</span> : null}
          <div className="basis-full">
            <FormError message={error} testId="diagnosis-error" />
          </div>
        </div>
      )}
      {asking === 'publish' ? (
        <ConfirmAction
          open
          title="发布测评"
          confirmText="发布"
          testId="diagnosis-publish-confirm"
          message={
            <>
              <p className="font-medium text-gray-900">
                确定发布「{doc.title}」第{number}版吗？
              </p>
              <p>发布后学员新的作答使用此版本；已生成的报告仍按其原版本计分与解读，不受影响。</p>
            </>
          }
          onConfirm={async () => {
            const versionId = dirty || !isDraft ? await save() : shown.versionId
            try {
              await api.post.AdminDiagnosis.Publish({ id: detail.id, versionId }, { inline: true })
            } finally {
              void refresh()
            }
            toast.success(`已发布「${doc.title}」第${number}版`)
            setAsking(null)
          }}
          onClose={() => setAsking(null)}
        />
      ) : null}
      {asking === 'discard' ? (
        <ConfirmAction
          open
          danger
          title={detail.current ? '放弃草稿' : '删除测评'}
          confirmText={detail.current ? '放弃草稿' : '删除'}
          testId="diagnosis-discard-confirm"
          message={
            <p className="font-medium text-gray-900">
              {detail.current
                ? `确定放弃第${shown.number}版草稿吗？测评将回到第${detail.current.number}版的内容。`
                : `确定删除测评「${detail.title}」吗？它从未发布，删除后不可恢复。`}
            </p>
          }
          onConfirm={async () => {
            const { deleted } = await api.post.AdminDiagnosis.DiscardDraft(
              { id: detail.id, versionId: shown.versionId },
              { inline: true },
            )
            toast.success(deleted ? `已删除测评「${detail.title}」` : '已放弃草稿')
            setAsking(null)
            if (deleted) router.push('/admin/diagnosis')
            await refresh()
          }}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </>
  )
}

export function DiagnosisEditorView({ instrumentId }: { instrumentId: number }) {
  const operator = useOperator()
  const canEdit = DIAGNOSIS_EDITORS.includes(operator.role)
  const detail = useQuery({ ...apiQuery.AdminDiagnosis.Get({ id: instrumentId }), refetchOnMount: 'always' })
  const shown = detail.data ? (detail.data.draft ?? detail.data.current) : null
  return (
    <>
      <PageHeader
        title={detail.data?.title ?? '编辑测评'}
        description="维度、题目与分数段决定学员报告的得分与解读；修改已发布的测评会生成新版本。"
        actions={
          <Link href="/admin/diagnosis" className={BUTTON.secondary}>
            返回测评列表
          </Link>
        }
      />
      {canEdit ? null : <ReadOnlyNote role={operator.role} what="诊断测评" />}
      {detail.isPending ? (
        <Loading text="加载中…" />
      ) : detail.error || !detail.data || !shown ? (
        <p role="alert" className="text-sm text-gray-600">
          {refusalOf(detail.error, '加载失败，请稍后再试')}
        </p>
      ) : (
        <Editor key={shown.versionId} detail={detail.data} shown={shown} canEdit={canEdit} />
      )}
    </>
  )
}
