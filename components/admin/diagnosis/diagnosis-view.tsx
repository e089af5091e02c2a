'use client'
// 诊断测评: the tenant's instruments with their state, current version and reports, paged on the server with
// `?page=&keyword=&state=` in the URL. 管理员 and 运营 make one (新建测评 → its editor), 停用 and 启用 it; others read.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { api } from '@/lib/client/api'
import { toast } from '@/lib/client/toast-bus'
import { INSTRUMENT_STATE_LABELS, type InstrumentState } from '@/lib/contract/diagnosis-editor-rules'
import type { OperatorRole } from '@/lib/contract/operator-roles'
import type { InstrumentAdminRow } from '@/lib/contract/schemas/admin-diagnosis'
import { apiQuery, apiQueryKey } from '@/lib/query/api-queries'
import { AdminDialog, ConfirmAction, refusalOf } from '../admin-dialog'
import { ReadOnlyNote } from '../catalogue-fields'
import { FilterBar } from '../filter-bar'
import { ListFooter, ListState } from '../list-parts'
import { PAGE_SIZE, useListParams } from '../list-params'
import { useOperator } from '../operator-context'
import { PageHeader } from '../page-header'
import { BUTTON } from '../styles'
import { TextField } from '../text-field'
import { DiagnosisTable } from './diagnosis-table'

export const DIAGNOSIS_EDITORS: readonly OperatorRole[] = ['admin', 'operations']
const FILTERS = ['keyword', 'state'] as const
const STATES = (Object.keys(INSTRUMENT_STATE_LABELS) as InstrumentState[]).map((value) => ({
  value,
  label: INSTRUMENT_STATE_LABELS[value],
}))
const isState = (v: string): v is InstrumentState => v in INSTRUMENT_STATE_LABELS

/** 新建测评: a name, then the editor of its first draft. */
function CreateDialog({ onClose }: { onClose: () => void }) {
  const router = useRouter()
  const [title, setTitle] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  async function create() {
    setBusy(true)
    setError('')
    try {
      const { id } = await api.post.AdminDiagnosis.Create({ title }, { inline: true })
      toast.success(`已新建测评「${title.trim()}」`)
      router.push(`/admin/diagnosis/${id}`)
    } catch (e) {
      setError(refusalOf(e))
      setBusy(false)
    }
  }
  return (
    <AdminDialog
      open
      title="新建测评"
      onClose={onClose}
      busy={busy}
      testId="diagnosis-create-dialog"
      footer={
        <>
          <button type="button" className={BUTTON.secondary} onClick={onClose} disabled={busy}>
            取消
          </button>
          <button type="submit" form="diagnosis-create" className={BUTTON.primary} disabled={busy}>
            {busy ? '创建中…' : '创建并编辑'}
          </button>
        </>
      }
    >
      <form
        id="diagnosis-create"
        onSubmit={(e) => {
          e.preventDefault()
          void create()
        }}
      >
        <TextField
          label="测评名称"
          value={title}
          maxLength={60}
          onChange={(e) => setTitle(e.target.value)}
          error={error}
          hint="创建后为草稿，添加维度、题目与分数段并发布后，学员才能看到。"
          autoFocus
        />
      </form>
    </AdminDialog>
  )
}

export function DiagnosisView() {
  const operator = useOperator()
  const canEdit = DIAGNOSIS_EDITORS.includes(operator.role)
  const queryClient = useQueryClient()
  const list = useListParams(FILTERS)
  const state = list.values.state
  const input = {
    page: list.page,
    pageSize: PAGE_SIZE,
    keyword: list.values.keyword || undefined,
    state: isState(state) ? state : undefined,
  }
  const instruments = useQuery({ ...apiQuery.AdminDiagnosis.GetList(input), placeholderData: keepPreviousData })
  const [creating, setCreating] = useState(false)
  const [toggling, setToggling] = useState<InstrumentAdminRow | null>(null)
  const rows = instruments.data?.items ?? []
  const disabling = toggling?.state === 'published'

  return (
    <>
      <PageHeader
        title="诊断测评"
        description="学员在「在线诊断」中作答已发布的测评；修改已发布的测评会生成新版本，已有报告仍按原版本计分与解读。"
        actions={
          canEdit ? (
            <button type="button" className={BUTTON.primary} onClick={() => setCreating(true)}>
              新建测评
            </button>
          ) : undefined
        }
      />
      {canEdit ? null : <ReadOnlyNote role={operator.role} what="诊断测评" />}
      <FilterBar
        list={list}
        what="诊断测评"
        keyword={{ label: '测评名称', placeholder: '测评名称', maxLength: 60 }}
        selects={[{ key: 'state', label: '状态', all: '全部状态', options: STATES }]}
      />
      {rows.length > 0 ? (
        <div aria-busy={instruments.isFetching} className={instruments.isPlaceholderData ? 'opacity-60' : undefined}>
          <DiagnosisTable rows={rows} canEdit={canEdit} toggle={setToggling} />
        </div>
      ) : (
        <div className="rounded-lg border border-gray-200 bg-white">
          <ListState
            loading={instruments.isPending}
            error={instruments.error}
            retry={() => void instruments.refetch()}
          />
        </div>
      )}
      {instruments.data ? (
        <ListFooter total={instruments.data.totalCount} page={list.page} hrefFor={(page) => list.hrefWith({ page })} />
      ) : null}

      {creating ? <CreateDialog onClose={() => setCreating(false)} /> : null}
      {toggling ? (
        <ConfirmAction
          open
          title={disabling ? '停用测评' : '启用测评'}
          confirmText={disabling ? '停用' : '启用'}
          danger={disabling}
          testId="diagnosis-confirm"
          message={
            <>
              <p className="font-medium text-gray-900">
                确定{disabling ? '停用' : '启用'}测评「{toggling.title}」吗？
              </p>
              <p>
                {disabling
                  ? '停用后学员不再看到此测评，未提交的作答不能继续；已生成的报告仍可查看。'
                  : `启用后学员可以作答第${toggling.currentVersion}版。`}
              </p>
            </>
          }
          onConfirm={async () => {
            const { id, title } = toggling
            if (disabling) await api.post.AdminDiagnosis.Disable({ id }, { inline: true })
            else await api.post.AdminDiagnosis.Enable({ id }, { inline: true })
            toast.success(`已${disabling ? '停用' : '启用'}测评「${title}」`)
            setToggling(null)
            void queryClient.invalidateQueries({ queryKey: apiQueryKey('AdminDiagnosis') })
          }}
          onClose={() => setToggling(null)}
        />
      ) : null}
    </>
  )
}
