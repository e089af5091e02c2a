'use client'
// Renders the toast bus (docs/spec.md §2, §9): one toast at a time, 3 s visible then a 0.5 s fade; a new toast replaces it.
// The live region is in every page's first load (it must exist before a message for screen readers to announce it); the
// card's look loads with the first toast, or when the page is idle, whichever comes first.
import { lazy, Suspense, useEffect, useState } from 'react'
import { toast as toastBus, TOAST_DURATION_MS, TOAST_FADE_MS, type ToastMessage } from '@/lib/client/toast-bus'
import { whenIdle } from '@/lib/client/when-idle'

const loadCard = () => import('./toast-card')
const ToastCard = lazy(loadCard)

interface Shown {
  toast: ToastMessage
  fading: boolean
}

/** Mount exactly once, in the root layout: every toast raised anywhere shows here. */
export function Toaster() {
  const [shown, setShown] = useState<Shown | null>(null)

  useEffect(() => whenIdle(() => void loadCard()), [])

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

  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      // Desktop: below the 64 px header, so a toast never hides the navigation it follows. Phones: above the tab bar
      // (3.5 rem and the safe area), where it covers neither the top bar nor the title of what was just saved.
      className="pointer-events-none fixed inset-x-0 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-[1000] flex justify-center px-4 md:top-20 md:bottom-auto"
    >
      {shown && (
        <Suspense fallback={null}>
          <ToastCard key={shown.toast.id} toast={shown.toast} fading={shown.fading} />
        </Suspense>
      )}
    </div>
  )
}
