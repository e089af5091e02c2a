'use client'
// The desktop login popup (docs/spec.md §2, §4) itself; login-dialog.tsx loads it on the first request to log in.
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import { useRouter } from 'next/navigation'
import { closeLogin, useLoginDialog } from '@/lib/client/login-dialog'
import { useFeatures } from '@/lib/client/tenant-context'
import { LoginForm, loginTitle } from './login-form'

export default function LoginPopup() {
  const { open, tab, then } = useLoginDialog()
  const router = useRouter()
  const { companyAccounts } = useFeatures()

  function handleSuccess() {
    closeLogin()
    if (then) router.push(then)
  }

  return (
    <Dialog open={open} onClose={closeLogin} className="relative z-[800]">
      <DialogBackdrop className="fixed inset-0 bg-black/50" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel
          data-testid="login-dialog"
          className="w-[400px] max-w-[calc(100vw-2rem)] rounded-lg bg-white px-8 pt-6 pb-8 shadow-xl"
        >
          <div className="mb-5 flex items-center justify-between">
            <DialogTitle className="text-xl font-semibold text-gray-900">{loginTitle(companyAccounts)}</DialogTitle>
            <button
              type="button"
              aria-label="关闭"
              onClick={closeLogin}
              className="text-2xl leading-none text-gray-500 hover:text-primary"
            >
              ×
            </button>
          </div>
          {/* Closing unmounts the form, so every opening starts empty on the requested tab. */}
          <LoginForm key={tab} initialTab={tab} heading="none" device="desktop" onSuccess={handleSuccess} />
        </DialogPanel>
      </div>
    </Dialog>
  )
}
