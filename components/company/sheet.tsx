'use client'
// The company centre's form container: a centred dialog on a computer, a sheet rising from the bottom on a phone (the
// shape phone users know from their system pickers). Escape, the close button and a click outside close it.
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import type { ReactNode } from 'react'

export function Sheet({
  open,
  title,
  variant,
  onClose,
  children,
}: {
  open: boolean
  title: string
  variant: 'desktop' | 'mobile'
  onClose: () => void
  children: ReactNode
}) {
  const phone = variant === 'mobile'
  return (
    <Dialog open={open} onClose={onClose} className="relative z-[800]">
      <DialogBackdrop className="fixed inset-0 bg-black/50" />
      <div className={`fixed inset-0 flex justify-center ${phone ? 'items-end' : 'items-center p-4'}`}>
        <DialogPanel
          data-testid="company-sheet"
          className={
            phone
              ? 'flex max-h-[88vh] w-full flex-col rounded-t-2xl bg-white'
              : 'flex max-h-[90vh] w-[640px] max-w-full flex-col rounded-lg bg-white shadow-xl'
          }
        >
          <div className="flex items-center justify-between border-b border-gray-100 px-5 py-3">
            <DialogTitle className="text-base font-medium text-gray-900">{title}</DialogTitle>
            <button
              type="button"
              onClick={onClose}
              aria-label="关闭"
              className="flex size-9 items-center justify-center rounded text-xl text-gray-500 hover:text-gray-800"
            >
              ×
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
