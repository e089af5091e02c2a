'use client'
// Renders the toast bus (docs/spec.md §2, §9): one toast at a time, 3 s visible then a 0.5 s fade; a new toast replaces it.
import { useEffect, useState } from 'react'
import {
  toast as toastBus,
  TOAST_DURATION_MS,
  TOAST_FADE_MS,
  type ToastMessage,
  type ToastType,
} from '@/lib/client/toast-bus'

const STYLE: Record<ToastType, { box: string; icon: string; label: string; path: string }> = {
  success: {
    box: 'border-green-200 bg-green-50 text-green-700',
    icon: 'text-green-500',
    label: '成功',
    path: 'M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.7-9.3a1 1 0 0 0-1.4-1.4L9 10.6 7.7 9.3a1 1 0 0 0-1.4 1.4l2 2a1 1 0 0 0 1.4 0l4-4Z',
  },
  warning: {
    box: 'border-amber-200 bg-amber-50 text-amber-700',
    icon: 'text-amber-500',
    label: '警告',
    path: 'M8.3 3.1a2 2 0 0 1 3.4 0l6 10.4A2 2 0 0 1 16 16.5H4a2 2 0 0 1-1.7-3L8.3 3.1ZM10 7a1 1 0 0 0-1 1v3a1 1 0 1 0 2 0V8a1 1 0 0 0-1-1Zm0 8a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z',
  },
  info: {
    box: 'border-slate-200 bg-slate-50 text-slate-700',
    icon: 'text-slate-500',
    label: '提示',
    path: 'M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm-1-11a1 1 0 1 1 2 0 1 1 0 0 1-2 0Zm0 3a1 1 0 0 1 2 0v4a1 1 0 1 1-2 0v-4Z',
  },
  error: {
    box: 'border-red-200 bg-red-50 text-red-700',
    icon: 'text-red-500',
    label: '错误',
    path: 'M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16ZM7.7 6.3a1 1 0 0 0-1.4 1.4L8.6 10l-2.3 2.3a1 1 0 1 0 1.4 1.4l2.3-2.3 2.3 2.3a1 1 0 0 0 1.4-1.4L11.4 10l2.3-2.3a1 1 0 0 0-1.4-1.4L10 8.6 7.7 6.3Z',
  },
}

interface Shown {
  toast: ToastMessage
  fading: boolean
}

/** Mount exactly once, in the root layout: every toast raised anywhere shows here. */
export function Toaster() {
  const [shown, setShown] = useState<Shown | null>(null)

  useEffect(() => {
    let fadeTimer: ReturnType<typeof setTimeout> | undefined
    let removeTimer: ReturnType<typeof setTimeout> | undefined
    const stopTimers = () => {
      clearTimeout(fadeTimer)
      clearTimeout(removeTimer)
    }
    const unsubscribe = toastBus.subscribe((next) => {
      stopTimers()
      setShown({ toast: next, fading: false })
      fadeTimer = setTimeout(
        () => setShown((s) => (s?.toast.id === next.id ? { ...s, fading: true } : s)),
        TOAST_DURATION_MS,
      )
      removeTimer = setTimeout(
        () => setShown((s) => (s?.toast.id === next.id ? null : s)),
        TOAST_DURATION_MS + TOAST_FADE_MS,
      )
    })
    return () => {
      unsubscribe()
      stopTimers()
    }
  }, [])

  const style = shown ? STYLE[shown.toast.type] : null

  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      // Desktop: below the 64 px header, so a toast never hides the navigation it follows. Phones: above the tab bar
      // (3.5 rem and the safe area), where it covers neither the top bar nor the title of what was just saved.
      className="pointer-events-none fixed inset-x-0 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-[1000] flex justify-center px-4 md:top-20 md:bottom-auto"
    >
      {shown && style && (
        <div
          key={shown.toast.id}
          data-type={shown.toast.type}
          data-state={shown.fading ? 'fading' : 'visible'}
          className={`pointer-events-auto flex max-w-md items-center gap-2 rounded border px-4 py-2.5 text-sm shadow-md transition-opacity duration-500 ${style.box} ${shown.fading ? 'opacity-0' : 'opacity-100'}`}
        >
          <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className={`h-5 w-5 shrink-0 ${style.icon}`}>
            <path fillRule="evenodd" clipRule="evenodd" d={style.path} />
          </svg>
          <span className="sr-only">{style.label}：</span>
          <span>{shown.toast.message}</span>
        </div>
      )}
    </div>
  )
}
