'use client'
// The invitation popup (docs/spec.md §2, §4, §8): each invitation with its company, date and the name the company gave;
// 同意 joins and closes, 拒绝 marks it 已拒绝 and shows it disabled; a skip link counts 15 s down and closes it.
import { useEffect, useId, useRef, useState } from 'react'
import { api } from '@/lib/client/api'
import { useSession } from '@/lib/client/session'
import { STORAGE_KEYS, writeStorage } from '@/lib/client/storage-keys'
import { toast } from '@/lib/client/toast-bus'
import { isApiClientError } from '@/lib/contract/api-client-error'
import { formatDateTime } from '@/lib/contract/dates'
import { announceMessagesChanged } from '@/lib/hooks/use-unread-messages'
import type { CompanyInvitation } from '@/lib/contract/schemas/company'
import { MEMBERSHIP_CHANGED_EVENT } from '@/lib/contract/company-rules'

const announce = () => {
  window.dispatchEvent(new Event(MEMBERSHIP_CHANGED_EVENT))
  announceMessagesChanged()
}

/** docs/spec.md §9: the popup closes itself after 15 seconds. */
const INVITE_POPUP_SECONDS = 15
const FALLBACK = '请求错误'

export function InvitePopup({ invites, onClose }: { invites: CompanyInvitation[]; onClose: () => void }) {
  const titleId = useId()
  const { refresh } = useSession()
  const [left, setLeft] = useState(INVITE_POPUP_SECONDS)
  const [refused, setRefused] = useState<ReadonlySet<number>>(new Set())
  const [busy, setBusy] = useState<number | null>(null)
  const first = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    first.current?.focus()
    // Seen: the company's list shows 已查看. Best effort — the answer changes nothing here.
    for (const i of invites)
      void api.post.CompanyInviteUser.FrontUserReadInvite({ id: i.id }, { inline: true }).catch(() => undefined)
  }, [invites])

  useEffect(() => {
    if (left <= 0) {
      onClose()
      return
    }
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000)
    return () => clearTimeout(timer)
  }, [left, onClose])

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose()
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [onClose])

  const accept = async (invite: CompanyInvitation) => {
    setBusy(invite.id)
    try {
      const result = await api.post.CompanyInviteUser.InviteUserAccept({ id: invite.id }, { inline: true })
      // docs/spec.md §4: accepting updates the stored user name with the result.
      writeStorage(STORAGE_KEYS.userName, result.userName)
      refresh()
      announce()
      toast.success(result.message || `恭喜您！成功加入${result.companyName}`)
      onClose()
    } catch (err) {
      toast.error((isApiClientError(err) && err.message) || FALLBACK)
      setBusy(null)
    }
  }

  const refuse = async (invite: CompanyInvitation) => {
    setBusy(invite.id)
    try {
      await api.post.CompanyInviteUser.InviteUserRefuse({ id: invite.id }, { inline: true })
      announce()
      // Refused ones stay listed as 已拒绝; the countdown keeps its 15 s even once all are refused (docs/spec.md §4, §9).
      setRefused((done) => new Set(done).add(invite.id))
    } catch (err) {
      toast.error((isApiClientError(err) && err.message) || FALLBACK)
    } finally {
      setBusy(null)
    }
  }

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/50 p-4" data-testid="invite-popup">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="w-full max-w-md rounded-xl bg-white shadow-xl"
      >
        <div className="flex items-center justify-between border-b border-gray-100 px-5 py-3">
          <h2 id={titleId} className="text-base font-semibold text-gray-900">
            企业邀请
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="min-h-9 text-sm text-gray-500 hover:text-primary"
            data-testid="invite-skip"
          >
            跳过（<span data-testid="invite-countdown">{left}</span>s）
          </button>
        </div>
        <ul className="max-h-[60vh] divide-y divide-gray-100 overflow-y-auto px-5">
          {invites.map((invite, index) => {
            const done = refused.has(invite.id)
            return (
              <li key={invite.id} className="py-4" data-refused={done || undefined} data-testid="invite-item">
                <p className="text-base font-medium text-gray-900">{invite.companyName}</p>
                <p className="mt-1 text-sm text-gray-600">邀请您以“{invite.userInCompanyName}”的身份加入企业</p>
                <p className="mt-1 text-xs text-gray-500">邀请时间：{formatDateTime(invite.inviteDate)}</p>
                <div className="mt-3 flex gap-3">
                  <button
                    ref={index === 0 ? first : undefined}
                    type="button"
                    disabled={done || busy !== null}
                    onClick={() => void accept(invite)}
                    className="min-h-10 flex-1 rounded-md bg-primary text-sm text-primary-contrast hover:bg-primary-hover disabled:opacity-50"
                  >
                    同意
                  </button>
                  <button
                    type="button"
                    disabled={done || busy !== null}
                    onClick={() => void refuse(invite)}
                    className="min-h-10 flex-1 rounded-md border border-gray-300 text-sm text-gray-700 hover:border-primary hover:text-primary disabled:opacity-50"
                  >
                    {done ? '已拒绝' : '拒绝'}
                  </button>
                </div>
              </li>
            )
          })}
        </ul>
      </div>
    </div>
  )
}
