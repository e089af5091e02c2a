'use client'
// The mobile top bar of the registration and reset pages: a back arrow and the page title.
import { useRouter } from 'next/navigation'
import { BackIcon } from '@/components/ui/back-icon'

export function TopBar({ title }: { title: string }) {
  const router = useRouter()
  // Opened in a new tab there is no history to go back to, so fall back to the home page.
  const back = () => (window.history.length > 1 ? router.back() : router.push('/'))
  return (
    <header className="sticky top-0 z-30 flex h-12 items-center border-b border-gray-100 bg-white px-2">
      <button
        type="button"
        onClick={back}
        aria-label="返回"
        className="flex size-9 items-center justify-center rounded-full text-gray-700 active:bg-gray-100"
      >
        <BackIcon />
      </button>
      <h1 className="flex-1 pr-9 text-center text-base font-semibold text-gray-900">{title}</h1>
    </header>
  )
}
