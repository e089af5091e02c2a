// The desktop personal centre's frame: the left navigation and one titled panel; every /account sub-page uses it.
import type { ReactNode } from 'react'
import { AccountGate } from './account-gate'
import { AccountSidebar } from './account-sidebar'

export interface AccountShellProps {
  /** The `nav` number highlighted on the left. */
  active: number
  qiNiuUrl: string
  title: string
  /** Where a visitor lands after signing in from this page. */
  then: string
  children: ReactNode
}

export function AccountShell({ active, qiNiuUrl, title, then, children }: AccountShellProps) {
  return (
    <div className="min-h-[60vh] bg-gray-50">
      <div className="mx-auto flex max-w-content flex-col gap-4 px-4 py-6 md:flex-row md:gap-6">
        <AccountSidebar active={active} qiNiuUrl={qiNiuUrl} />
        <section aria-labelledby="account-title" className="min-w-0 flex-1 rounded-lg bg-white px-4 py-5 shadow-sm sm:px-6">
          <h1 id="account-title" className="mb-5 border-b border-gray-100 pb-3 text-lg font-semibold text-gray-900">
            {title}
          </h1>
          <AccountGate then={then}>{children}</AccountGate>
        </section>
      </div>
    </div>
  )
}
