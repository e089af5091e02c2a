'use client'
// Lets event handlers ask for confirmation with `await confirm()` instead of threading open/close state by hand.
// The dialog (and its UI library) loads with the first question, not with the page.
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactElement } from 'react'
import type { ConfirmDialogProps } from '@/components/ui/confirm-dialog'

const ConfirmDialog = lazy(() => import('@/components/ui/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })))

export type ConfirmOptions = Pick<ConfirmDialogProps, 'title' | 'message' | 'confirmText' | 'cancelText'>

export interface UseConfirm {
  /** Opens the dialog; resolves true for 确定, false for 取消/Escape/outside click or when superseded. */
  confirm: (message?: string | ConfirmOptions) => Promise<boolean>
  /** Render this once in the component that calls confirm(). */
  dialog: ReactElement
}

export function useConfirm(defaults: ConfirmOptions = {}): UseConfirm {
  const [request, setRequest] = useState<ConfirmOptions | null>(null)
  // Kept mounted after the first question so the dialog can play its closing and never loads twice.
  const [asked, setAsked] = useState(false)
  if (request !== null && !asked) setAsked(true)
  const resolver = useRef<((answer: boolean) => void) | null>(null)

  const settle = useCallback((answer: boolean) => {
    const resolve = resolver.current
    resolver.current = null
    setRequest(null)
    resolve?.(answer)
  }, [])

  const confirm = useCallback((message?: string | ConfirmOptions) => {
    // A second call while one is open answers the first with "no" rather than leaving it hanging.
    resolver.current?.(false)
    const options = typeof message === 'string' ? { message } : (message ?? {})
    setRequest(options)
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve
    })
  }, [])

  useEffect(() => () => resolver.current?.(false), [])

  const shown: ConfirmOptions = { ...defaults }
  for (const [key, value] of Object.entries(request ?? {}) as [keyof ConfirmOptions, string | undefined][]) {
    if (value !== undefined) shown[key] = value
  }

  const dialog = asked ? (
    <Suspense fallback={null}>
      <ConfirmDialog {...shown} open={request !== null} onConfirm={() => settle(true)} onCancel={() => settle(false)} />
    </Suspense>
  ) : (
    <></>
  )

  return { confirm, dialog }
}
