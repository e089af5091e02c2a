'use client'
// 账号关联 (/AccountAssociation): the QQ and WeChat accounts bound to this individual, each with 解除绑定 (confirm);
// 去绑定 is one authorisation: the trip returns to BIND_RETURN, which the callback binds to this session (no phone step).
import { useQuery, useQueryClient } from '@tanstack/react-query'
import Link from 'next/link'
import { Loading } from '@/components/ui/loading'
import { useConfirm } from '@/components/ui/use-confirm'
import { api } from '@/lib/client/api'
import { apiQuery, apiQueryKey } from '@/lib/query/api-queries'
import { useSession } from '@/lib/client/session'
import { useFeatures } from '@/lib/client/tenant-context'
import { toast } from '@/lib/client/toast-bus'
import { isApiClientError } from '@/lib/contract/api-client-error'
import { formatDate } from '@/lib/contract/dates'
import { ThirdPartyMark } from './third-party-mark'

const ROWS = [
  { type: 'qq', name: 'QQ', start: '/LoginByqq', unbind: api.post.FrontUser.UnboundQQ },
  { type: 'wechat', name: '微信', start: '/home/LoginViaWeChat', unbind: api.post.FrontUser.UnboundWechat },
] as const

/** The server's BIND_RETURN (lib/auth/oauth-state.ts): the return path that marks a trip as a bind, not a login. */
const BIND_RETURN = '/AccountAssociation?bind=1'

export function AccountAssociation({ variant }: { variant: 'desktop' | 'mobile' }) {
  const { session } = useSession()
  const features = useFeatures()
  const client = useQueryClient()
  const { confirm, dialog } = useConfirm()
  const bindings = useQuery({ ...apiQuery.FrontUser.GetThirdAccounts(), enabled: !!session?.personal })
  if (!bindings.data) return <Loading className="py-16" />

  const unbind = async (row: (typeof ROWS)[number]) => {
    if (!(await confirm(`确定解除与${row.name}账号的绑定吗？解除后将无法使用该${row.name}账号登录本账号。`))) return
    try {
      await row.unbind({}, { inline: true })
      toast.success(`已解除${row.name}绑定`)
    } catch (e) {
      toast.error(isApiClientError(e) ? e.message : '操作失败，请稍后再试')
    }
    await client.invalidateQueries({ queryKey: apiQueryKey('FrontUser', 'GetThirdAccounts') })
  }

  const shown = ROWS.filter((r) => (r.type === 'qq' ? features.qqLogin : features.weChatLogin))
  return (
    <div className={variant === 'mobile' ? 'bg-white px-4' : ''} data-testid="account-association">
      {shown.length === 0 ? (
        <p className="py-10 text-center text-sm text-gray-500">本机构未开放第三方账号登录</p>
      ) : null}
      <ul className="divide-y divide-gray-100">
        {shown.map((row) => {
          const bound = bindings.data.find((b) => b.type === row.type)
          return (
            <li key={row.type} className="flex items-center gap-4 py-5" data-testid={`association-${row.type}`}>
              <ThirdPartyMark type={row.type} decorative />
              <div className="min-w-0 flex-1">
                <p className="text-base font-medium text-gray-900">{row.name}</p>
                <p className="truncate text-sm text-gray-500">
                  {bound
                    ? `已绑定${bound.nickname ? `：${bound.nickname}` : ''}（${formatDate(bound.bindTime)}）`
                    : '未绑定'}
                </p>
              </div>
              {bound ? (
                <button
                  type="button"
                  onClick={() => void unbind(row)}
                  className="min-h-9 shrink-0 rounded-md border border-gray-300 px-4 text-sm text-gray-700 hover:border-red-500 hover:text-red-600"
                >
                  解除绑定
                </button>
              ) : (
                <Link
                  href={`${row.start}?redirect=${encodeURIComponent(BIND_RETURN)}`}
                  className="min-h-9 shrink-0 rounded-md border border-primary px-4 py-1.5 text-sm text-primary hover:bg-primary-soft"
                >
                  去绑定
                </Link>
              )}
            </li>
          )
        })}
      </ul>
      <p className="py-4 text-xs leading-5 text-gray-500">
        绑定方法：点击“去绑定”，在{shown.map((r) => r.name).join('或') || '第三方账号'}中授权即可，无需再次验证手机号。
      </p>
      {dialog}
    </div>
  )
}
