'use client'
// The shared confirm dialog (spec §2, §9: 570×200, title 提示), on Headless UI for focus trapping and Escape handling.
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'

export const CONFIRM_DEFAULTS = {
  title: '提示',
  message: '确定要执行此操作吗？',
  confirmText: '确定',
  cancelText: '取消',
} as const

export interface ConfirmDialogProps {
  open: boolean
  title?: string
  message?: string
  confirmText?: string
  cancelText?: string
  onConfirm: () => void
  /** Also called for Escape, the close button and a click outside the panel. */
  onCancel: () => void
}

export const DIALOG_BUTTON = {
  primary:
    'rounded border border-primary bg-primary px-5 py-2 text-sm text-white hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
  secondary:
    'rounded border border-gray-300 bg-white px-5 py-2 text-sm text-gray-700 hover:border-primary hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
} as const

export function ConfirmDialog({
  open,
  title = CONFIRM_DEFAULTS.title,
  message = CONFIRM_DEFAULTS.message,
  confirmText = CONFIRM_DEFAULTS.confirmText,
  cancelText = CONFIRM_DEFAULTS.cancelText,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} className="relative z-[900]">
      <DialogBackdrop className="fixed inset-0 bg-black/50" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel
          data-testid="confirm-dialog-panel"
          className="flex h-[200px] w-[570px] max-w-[calc(100vw-2rem)] flex-col rounded bg-white px-5 pt-4 pb-5 shadow-xl"
        >
          <div className="flex items-center justify-between">
            <DialogTitle className="text-lg text-gray-800">{title}</DialogTitle>
            <button
              type="button"
              aria-label="关闭"
              onClick={onCancel}
              className="text-xl leading-none text-gray-400 hover:text-primary"
            >
              ×
            </button>
          </div>
          <p className="flex-1 overflow-auto pt-4 text-sm text-gray-600">{message}</p>
          <div className="flex justify-end gap-3">
            <button type="button" onClick={onCancel} className={DIALOG_BUTTON.secondary}>
              {cancelText}
            </button>
            <button type="button" autoFocus onClick={onConfirm} className={DIALOG_BUTTON.primary}>
              {confirmText}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
