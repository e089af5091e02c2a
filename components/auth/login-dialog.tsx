'use client'
// The desktop login popup's host (docs/spec.md §2, §4), mounted once in Providers: the popup, its form and the dialog library
// load on the first request to log in (or a hover over 登录), so pages nobody logs in on never download them.
import { lazy, Suspense, useState } from 'react'
import { useLoginDialog } from '@/lib/client/login-dialog'

/** Starts loading the popup ahead of a click (hover or focus on 登录); later calls reuse the same promise. */
export const preloadLoginPopup = () => import('./login-popup')

const LoginPopup = lazy(preloadLoginPopup)

export function LoginDialogHost() {
  const { open } = useLoginDialog()
  // Stays mounted after the first opening, so closing and reopening need no second load.
  const [wanted, setWanted] = useState(false)
  if (open && !wanted) setWanted(true)
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <LoginPopup />
    </Suspense>
  )
}
