'use client'
// The consent question for someone who goes on without ticking 「我已阅读并同意…」 (issue 27): instead of a refusal under
// the box, a bottom sheet on the phone (a small dialog on the computer) with both texts, 同意并继续 — which ticks the
// box and carries on with what was interrupted — and 不同意. Loaded the first time it is needed.
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import Link from 'next/link'
import { LEGAL_DOCS, LEGAL_KINDS } from '@/lib/contract/legal'

export interface ConsentSheetProps {
  device: 'desktop' | 'mobile'
  onAgree: () => void
  /** 不同意, Escape, Back and a tap outside: nothing is sent. */
  onDecline: () => void
}

const BUTTON =
  'h-11 rounded-full text-base focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary'

export default function ConsentSheet({ device, onAgree, onDecline }: ConsentSheetProps) {
  const phone = device === 'mobile'
  // Stacked full-width on the phone (flex-1 there would collapse the column's heights), side by side on the computer.
  const width = phone ? 'w-full' : 'flex-1'
  // As under the form: on the computer the texts open in a new tab so what was typed stays.
  const away = phone ? {} : { target: '_blank', rel: 'noopener' }
  const [first, second] = LEGAL_KINDS.map((kind) => (
    <Link key={kind} href={LEGAL_DOCS[kind].path} {...away} className="text-primary underline-offset-2 hover:underline">
      《{LEGAL_DOCS[kind].title}》
    </Link>
  ))
  return (
    <Dialog open onClose={onDecline} className="relative z-[950]">
      <DialogBackdrop className="fixed inset-0 bg-black/50" />
      <div className={`fixed inset-0 flex justify-center ${phone ? 'items-end' : 'items-center p-4'}`}>
        <DialogPanel
          data-testid="consent-sheet"
          className={
            phone
              ? 'w-full rounded-t-2xl bg-white px-6 pt-6 pb-[max(1.5rem,env(safe-area-inset-bottom))]'
              : 'w-[400px] max-w-full rounded-lg bg-white p-6 shadow-xl'
          }
        >
          <DialogTitle className="text-center text-lg font-semibold text-gray-900">用户协议与隐私政策</DialogTitle>
          <p className="mt-3 text-center text-sm leading-6 text-gray-600">
            请阅读并同意{first}和{second}
          </p>
          <div className={`mt-6 flex gap-3 ${phone ? 'flex-col' : 'flex-row-reverse'}`}>
            <button
              type="button"
              autoFocus
              onClick={onAgree}
              className={`${BUTTON} ${width} bg-primary text-primary-contrast hover:bg-primary-hover`}
            >
              同意并继续
            </button>
            <button
              type="button"
              onClick={onDecline}
              className={`${BUTTON} ${width} border border-gray-300 text-gray-700 hover:border-primary hover:text-primary`}
            >
              不同意
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
