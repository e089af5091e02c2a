'use client'
// 禁用 / 启用 / 强制下线 of one learner, asked first in a dialog that names the learner and says what follows — the same
// dialog from the list's row and from the detail page. Who may: 管理员 all three, 客服 强制下线 (lib/contract/people-rules).
import { api } from '@/lib/client/api'
import { toast } from '@/lib/client/toast-bus'
import type { OperatorRole } from '@/lib/contract/operator-roles'
import { MESSAGES } from '@/lib/contract/errors'
import { PEOPLE_ADMINS, SESSION_ENDERS, type LearnerState } from '@/lib/contract/people-rules'
import { ConfirmAction } from './admin-dialog'

export type LearnerAction = 'disable' | 'enable' | 'logout'

/** What a dialog needs to name the learner. */
export interface LearnerTarget {
  id: number
  phone: string
  nickname: string
}

/** 「李明（138****0002）」: how dialogs and toasts name a learner. */
export const learnerName = (t: Pick<LearnerTarget, 'nickname' | 'phone'>) =>
  t.phone ? `${t.nickname}（${t.phone}）` : t.nickname

const CONFIRM: Record<
  LearnerAction,
  { title: string; confirmText: string; danger: boolean; ask: (who: string) => string; note: string }
> = {
  disable: {
    title: '禁用学员账号',
    confirmText: '确认禁用',
    danger: true,
    ask: (who) => `确定禁用学员「${who}」吗？`,
    note: `禁用后该学员在所有设备上立即退出登录，且不能再用密码、短信验证码或QQ/微信登录，登录时看到「${MESSAGES.accountDisabled}」。之后可随时启用。`,
  },
  enable: {
    title: '启用学员账号',
    confirmText: '确认启用',
    danger: false,
    ask: (who) => `确定启用学员「${who}」吗？`,
    note: '启用后该学员可以重新登录并继续学习。',
  },
  logout: {
    title: '强制下线',
    confirmText: '确认下线',
    danger: true,
    ask: (who) => `确定让学员「${who}」在所有设备上下线吗？`,
    note: '该学员当前的所有登录立即失效，需要重新登录；账号本身不受影响。',
  },
}

/** Which of the three this role may offer for a learner in this state. */
export function learnerActionsFor(role: OperatorRole, state: LearnerState): LearnerAction[] {
  const out: LearnerAction[] = []
  if (PEOPLE_ADMINS.includes(role) && state !== 'anonymised') out.push(state === 'disabled' ? 'enable' : 'disable')
  if (SESSION_ENDERS.includes(role) && state === 'active') out.push('logout')
  return out
}

export const ACTION_LABELS: Record<LearnerAction, string> = { disable: '禁用', enable: '启用', logout: '强制下线' }

export function LearnerActionDialog({
  action,
  target,
  onClose,
  onDone,
}: {
  action: LearnerAction
  target: LearnerTarget
  onClose: () => void
  onDone: () => void
}) {
  const c = CONFIRM[action]
  const who = learnerName(target)
  async function run() {
    if (action === 'logout') {
      const { endedSessions } = await api.post.AdminLearner.ForceLogout({ id: target.id }, { inline: true })
      toast.success(endedSessions ? `已让「${who}」在 ${endedSessions} 个设备上下线` : `「${who}」当前没有登录中的设备`)
    } else {
      await api.post.AdminLearner.SetState(
        { id: target.id, state: action === 'disable' ? 'disabled' : 'active' },
        { inline: true },
      )
      toast.success(action === 'disable' ? `已禁用「${who}」` : `已启用「${who}」`)
    }
    onDone()
  }
  return (
    <ConfirmAction
      open
      title={c.title}
      confirmText={c.confirmText}
      danger={c.danger}
      message={
        <>
          <p className="font-medium text-gray-900">{c.ask(who)}</p>
          <p>{c.note}</p>
        </>
      }
      onConfirm={run}
      onClose={onClose}
      testId="learner-confirm"
    />
  )
}
