'use client'
// 登录后发言: visitors see where they could write; desktop opens the login popup, phones go to /loginEntrance and back.
import { useRouter } from 'next/navigation'
import { openLogin } from '@/lib/client/login-dialog'

export function LoginToPost({
  device,
  prompt = '登录后即可参与讨论',
}: {
  device: 'desktop' | 'mobile'
  prompt?: string
}) {
  const router = useRouter()
  const signIn = () => {
    // On desktop the page stays and its forms appear once the session is stored; a phone comes back here after login.
    if (device === 'desktop') openLogin()
    else
      router.push(`/loginEntrance?locations=${encodeURIComponent(window.location.pathname + window.location.search)}`)
  }
  return (
    <div className="flex items-center justify-between gap-3 rounded-lg border border-dashed border-gray-300 bg-gray-50 px-4 py-3">
      <span className="text-sm text-gray-500">{prompt}</span>
      <button
        type="button"
        onClick={signIn}
        data-testid="login-to-post"
        className="shrink-0 rounded-full bg-primary px-5 py-1.5 text-sm font-medium text-primary-contrast hover:bg-primary-hover"
      >
        登录后发言
      </button>
    </div>
  )
}
