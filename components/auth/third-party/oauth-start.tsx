'use client'
// The first step of QQ / WeChat sign-in (/LoginByqq, /home/LoginViaWeChat, /wxlogin/GetCodeByWeChat): ask the server
// for the authorise link (TokenAuth/GetQzoneLink, a fresh single-use state) and send the browser there.
import Link from 'next/link'
import { useEffect, useState } from 'react'
import { Loading } from '@/components/ui/loading'
import { api } from '@/lib/client/api'
import { isApiClientError } from '@/lib/contract/api-client-error'

/** Where to come back to after the trip: kept for the callback page, which learns it only from a granted code. */
export const OAUTH_RETURN_KEY = 'oauthReturn'

const oauthEffects = { go: (url: string) => window.location.assign(url) }

function returnPath(): string {
  const q = new URLSearchParams(window.location.search)
  const value = q.get('redirect') ?? q.get('locations') ?? '/'
  return /^\/(?![/\\])/.test(value) ? value : '/'
}

export function OAuthStart({ provider, device }: { provider: 'qq' | 'wechat'; device: 'desktop' | 'mobile' }) {
  const [error, setError] = useState('')
  const name = provider === 'qq' ? 'QQ' : '微信'
  useEffect(() => {
    const back = returnPath()
    const inWeChat = provider === 'wechat' && /MicroMessenger/i.test(navigator.userAgent)
    sessionStorage.setItem(OAUTH_RETURN_KEY, back)
    api.get.TokenAuth.GetQzoneLink({ tenantName: window.location.host, returnUrl: back, inWeChat }, { inline: true })
      .then((links) => {
        const link = provider === 'qq' ? links.qzoneLimk : links.winXinLimk
        if (link) oauthEffects.go(link)
        else setError(`本机构未开放${name}登录`)
      })
      .catch((e) => setError(isApiClientError(e) ? e.message : `无法发起${name}登录，请稍后再试`))
  }, [provider, name])
  if (!error) return <Loading text={`正在前往${name}登录…`} className="py-24" />
  return (
    <div role="alert" className="flex flex-col items-center gap-4 py-24 text-center">
      <p className="text-base text-gray-700">{error}</p>
      <Link
        href={device === 'mobile' ? '/loginEntrance' : '/login'}
        className="rounded-md bg-primary px-6 py-2 text-sm text-primary-contrast"
      >
        使用手机号登录
      </Link>
    </div>
  )
}
