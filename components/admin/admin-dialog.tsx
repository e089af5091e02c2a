'use client'
// The console's dialogs: a titled panel (forms, the initial password, audit details) and a confirmation that runs its
// action itself, so every state change is asked first, its button is disabled while it runs and a refusal stays inside.
import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import { useState, type ReactNode } from 'react'
import { FormError } from '@/components/ui/form-field'
import { isApiClientError } from '@/lib/contract/api-client-error'
import { BUTTON } from './styles'

const WIDTH = { md: 'w-[480px]', lg: 'w-[760px]' } as const

export interface AdminDialogProps {
  open: boolean
  title: string
  /** Escape, the × and a click outside; ignored while `busy`. */
  onClose: () => void
  children: ReactNode
  footer?: ReactNode
  size?: keyof typeof WIDTH
  busy?: boolean
  testId?: string
}

export function AdminDialog({ open, title, onClose, children, footer, size = 'md', busy, testId }: AdminDialogProps) {
  const close = () => {
    if (!busy) onClose()
  }
  return (
    <Dialog open={open} onClose={close} className="relative z-[900]">
      <DialogBackdrop className="fixed inset-0 bg-black/40" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel
          data-testid={testId}
          className={`flex max-h-[calc(100vh-2rem)] max-w-full flex-col rounded-lg bg-white shadow-xl ${WIDTH[size]}`}
        >
          <div className="flex items-center justify-between border-b border-gray-100 px-5 py-3">
            <DialogTitle className="text-base font-semibold text-gray-900">{title}</DialogTitle>
            <button
              type="button"
              aria-label="关闭"
              onClick={close}
              className="rounded px-1 text-xl leading-none text-gray-500 hover:text-gray-800"
            >
              ×
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
          {footer ? <div className="flex justify-end gap-3 border-t border-gray-100 px-5 py-3">{footer}</div> : null}
        </DialogPanel>
      </div>
    </Dialog>
  )
}

/** The server's words for a failed call, or a general one. */
export function refusalOf(error: unknown, fallback = '操作失败，请稍后再试'): string {
  return isApiClientError(error) ? error.message : fallback
}

export interface ConfirmActionProps {
  open: boolean
  title: string
  /** Names the operator (or the thing) the action is about. */
  message: ReactNode
  confirmText: string
  danger?: boolean
  /** Runs the action; a rejection is shown inside the dialog, which stays open. */
  onConfirm: () => Promise<void>
  onClose: () => void
  testId?: string
}

export function ConfirmAction({
  open,
  title,
  message,
  confirmText,
  danger,
  onConfirm,
  onClose,
  testId,
}: ConfirmActionProps) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  async function run() {
    setBusy(true)
    setError('')
    try {
      await onConfirm()
    } catch (e) {
      setError(refusalOf(e))
    } finally {
      setBusy(false)
    }
  }
  return (
    <AdminDialog
      open={open}
      title={title}
      onClose={onClose}
      busy={busy}
      testId={testId}
      footer={
        <>
          {/* A destructive action starts on 取消, so Enter alone never disables an operator. */}
          <button type="button" className={BUTTON.secondary} onClick={onClose} disabled={busy} autoFocus={danger}>
            取消
          </button>
          <button
            type="button"
            autoFocus={!danger}
            className={danger ? BUTTON.danger : BUTTON.primary}
            onClick={() => void run()}
            disabled={busy}
          >
            {busy ? '处理中…' : confirmText}
          </button>
        </>
      }
    >
      <Description as="div" className="space-y-3 text-sm leading-relaxed text-gray-700">
        {message}
      </Description>
      {error ? (
        <div className="mt-3">
          <FormError message={error} testId="dialog-error" />
        </div>
      ) : null}
    </AdminDialog>
  )
}
