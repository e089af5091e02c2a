'use client'
// The small one-button notice dialog (docs/spec.md §2, §9: 320×200 on desktop; the phone's card in its rem base).
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import { DIALOG_BUTTON, PHONE_DIALOG } from './confirm-dialog'

export interface TipDialogProps {
  open: boolean
  message: string
  title?: string
  confirmText?: string
  /** Called for 确定, Escape and a click outside the panel. */
  onClose: () => void
}

export function TipDialog({ open, message, title = '提示', confirmText = '确定', onClose }: TipDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-[900]">
      <DialogBackdrop className="fixed inset-0 bg-black/50" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel
          data-testid="tip-dialog-panel"
          className={`flex h-[200px] w-[320px] max-w-[calc(100vw-2rem)] flex-col rounded bg-white px-5 pt-4 pb-5 shadow-xl ${PHONE_DIALOG.panel}`}
        >
          <DialogTitle className={`text-lg text-gray-800 ${PHONE_DIALOG.title}`}>{title}</DialogTitle>
          <p
            className={`flex flex-1 items-center justify-center overflow-auto text-center text-sm text-gray-600 ${PHONE_DIALOG.message}`}
          >
            {message}
          </p>
          <div className={`flex justify-center ${PHONE_DIALOG.actions}`}>
            <button
              type="button"
              autoFocus
              onClick={onClose}
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
