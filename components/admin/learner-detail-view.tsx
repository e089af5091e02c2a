'use client'
// 学员详情 (issue 32): one learner's profile, companies, learning and live sessions, with the actions the operator's role
// allows — 禁用/启用, 强制下线 (asked first), and for 管理员 导出个人信息 and 删除账号（匿名化）.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import Link from 'next/link'
import { useState } from 'react'
import { PEOPLE_ADMINS } from '@/lib/contract/people-rules'
import { apiQuery, apiQueryKey } from '@/lib/query/api-queries'
import { ACTION_LABELS, LearnerActionDialog, learnerActionsFor, type LearnerAction } from './learner-actions'
import { CompaniesSection, EnrolmentsSection, ProfileSection, SessionsSection } from './learner-detail-sections'
import { DeleteLearnerDialog, ExportButton } from './learner-pipl'
import { ListState } from './list-parts'
import { useOperator } from './operator-context'
import { PageHeader } from './page-header'
import { BUTTON } from './styles'

export function LearnerDetailView({ learnerId }: { learnerId: number }) {
  const { role } = useOperator()
  const queryClient = useQueryClient()
  const learner = useQuery(apiQuery.AdminLearner.Get({ id: learnerId }))
  const [open, setOpen] = useState<LearnerAction | 'delete' | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: apiQueryKey('AdminLearner') })
  const back = (
    <Link href="/admin/learners" className={BUTTON.secondary}>
      返回学员列表
    </Link>
  )

  if (!learner.data)
    return (
      <>
        <PageHeader title="学员详情" actions={back} />
        <div className="rounded-lg border border-gray-200 bg-white">
          <ListState loading={learner.isPending} error={learner.error} retry={() => void learner.refetch()} />
        </div>
      </>
    )

  const data = learner.data
  const isAdmin = PEOPLE_ADMINS.includes(role)
  const live = data.state !== 'anonymised'
  return (
    <>
      <PageHeader
        title={`学员详情：${data.nickname}`}
        description={data.phoneMasked && live ? '为保护个人信息，手机号已部分隐藏。' : undefined}
        actions={
          <>
            {back}
            {learnerActionsFor(role, data.state).map((action) => (
              <button
                key={action}
                type="button"
                className={action === 'enable' ? BUTTON.primary : BUTTON.secondary}
                onClick={() => setOpen(action)}
              >
                {ACTION_LABELS[action]}
              </button>
            ))}
            {isAdmin ? <ExportButton id={data.id} /> : null}
            {isAdmin && live ? (
              <button type="button" className={BUTTON.danger} onClick={() => setOpen('delete')}>
                删除账号（匿名化）
              </button>
            ) : null}
          </>
        }
      />
      <div className="space-y-5">
        <ProfileSection learner={data} />
        <CompaniesSection learner={data} />
        <EnrolmentsSection learner={data} />
        <SessionsSection learner={data} />
      </div>
      {open === 'delete' ? (
        <DeleteLearnerDialog
          target={data}
          onClose={() => setOpen(null)}
          onDone={() => {
            setOpen(null)
            void refresh()
          }}
        />
      ) : open ? (
        <LearnerActionDialog
          action={open}
          target={data}
          onClose={() => setOpen(null)}
          onDone={() => {
            setOpen(null)
            void refresh()
          }}
        />
      ) : null}
    </>
  )
}
