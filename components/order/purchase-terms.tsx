'use client'
// 《课程购买须知》 in a native modal dialog: the link beside the checkout's consent box opens it.
import { useRef } from 'react'
import { PURCHASE_TERMS } from '@/lib/contract/order-rules'

export function PurchaseTermsLink() {
  const dialog = useRef<HTMLDialogElement>(null)
  return (
    <>
      <button
        type="button"
        className="text-primary hover:underline"
        data-testid="purchase-terms-link"
        onClick={() => dialog.current?.showModal()}
      >
        《课程购买须知》
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="purchase-terms-title"
        className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-lg p-0 backdrop:bg-black/40"
      >
        <div className="p-5">
          <h2 id="purchase-terms-title" className="mb-3 text-base font-semibold text-gray-900">
            课程购买须知
          </h2>
          <ol className="max-h-[60vh] list-decimal space-y-2 overflow-y-auto pl-5 text-sm leading-relaxed text-gray-700">
            {PURCHASE_TERMS.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ol>
          <div className="mt-4 flex justify-end">
            <button
              type="button"
              className="rounded-md bg-primary px-6 py-2 text-sm text-primary-contrast hover:bg-primary-hover"
              onClick={() => dialog.current?.close()}
            >
              我知道了
            </button>
          </div>
        </div>
      </dialog>
    </>
  )
}
