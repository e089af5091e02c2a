'use client'
// The shared confirm dialog (docs/spec.md §2, §9: 570×200 on desktop, title 提示; on the phone a centred card sized in its rem base).
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'

const CONFIRM_DEFAULTS = {
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

const DIALOG_BUTTON = {
  primary:
    'rounded border border-primary bg-primary px-5 py-2 text-sm text-primary-contrast hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
  secondary:
    'rounded border border-gray-300 bg-white px-5 py-2 text-sm text-gray-700 hover:border-primary hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
} as const

/**
 * The phone's dialog shape (the 570×200 box is a desktop size): a card 320 design-px wide in the rem base, title and
 * text centred, the buttons a full-width row split by hairlines, as phone users know it from their system dialogs.
 */
const PHONE_DIALOG = {
  panel: 'phone:h-auto phone:w-80 phone:max-w-full phone:overflow-hidden phone:rounded-2xl phone:p-0',
  title: 'phone:w-full phone:px-6 phone:pt-6 phone:text-center phone:text-base phone:font-semibold phone:text-gray-900',
  message: 'phone:max-h-[50vh] phone:px-6 phone:pt-2 phone:pb-6 phone:text-center phone:text-sm phone:leading-relaxed',
  actions: 'phone:grid phone:auto-cols-fr phone:grid-flow-col phone:gap-0 phone:border-t phone:border-gray-100',
  button:
    'phone:h-12 phone:rounded-none phone:border-0 phone:bg-white phone:px-2 phone:text-base phone:hover:bg-white active:phone:bg-gray-50 phone:focus-visible:-outline-offset-2',
  confirm: 'phone:border-l phone:border-gray-100 phone:font-semibold phone:text-primary first:phone:border-l-0',
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
          className={`flex h-[200px] w-[570px] max-w-[calc(100vw-2rem)] flex-col rounded bg-white px-5 pt-4 pb-5 shadow-xl ${PHONE_DIALOG.panel}`}
        >
          <div className="flex items-center justify-between">
            <DialogTitle className={`text-lg text-gray-800 ${PHONE_DIALOG.title}`}>{title}</DialogTitle>
            {/* The phone card has no corner ×: 取消, the backdrop and Back already close it. */}
            <button
              type="button"
              aria-label="关闭"
              onClick={onCancel}
              className="text-xl leading-none text-gray-500 hover:text-primary phone:hidden"
            >
              ×
            </button>
          </div>
          <p className={`flex-1 overflow-auto pt-4 text-sm text-gray-600 ${PHONE_DIALOG.message}`}>{message}</p>
          <div className={`flex justify-end gap-3 ${PHONE_DIALOG.actions}`}>
            <button type="button" onClick={onCancel} className={`${DIALOG_BUTTON.secondary} ${PHONE_DIALOG.button}`}>
              {cancelText}
            </button>
            <button
              type="button"
              autoFocus
              onClick={onConfirm}
              className={`${DIALOG_BUTTON.primary} ${PHONE_DIALOG.button} ${PHONE_DIALOG.confirm}`}
            >
              {confirmText}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
