// The desktop personal centre's frame: the left navigation and one titled panel; every /account sub-page uses it, and
// the company centre (/corporate and its pages) uses it with the company's navigation and gate.
import type { ReactNode } from 'react'
import { CompanyGate } from '@/components/company/company-gate'
import { CompanySidebar } from '@/components/company/company-sidebar'
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
  /** 'company': the company centre's navigation, open to company accounts only. */
  owner?: 'personal' | 'company'
}

export function AccountShell({ active, qiNiuUrl, title, then, children, owner = 'personal' }: AccountShellProps) {
  const Sidebar = owner === 'company' ? CompanySidebar : AccountSidebar
  const Gate = owner === 'company' ? CompanyGate : AccountGate
  return (
    <div className="min-h-[60vh] bg-gray-50">
      <div className="mx-auto flex max-w-content flex-col gap-4 px-4 py-6 md:flex-row md:gap-6">
        <Sidebar active={active} qiNiuUrl={qiNiuUrl} />
        <section
          aria-labelledby="account-title"
          className="min-w-0 flex-1 rounded-lg bg-white px-4 py-5 shadow-sm sm:px-6"
        >
          <h1 id="account-title" className="mb-5 border-b border-gray-100 pb-3 text-lg font-semibold text-gray-900">
            {title}
          </h1>
          <Gate then={then}>{children}</Gate>
        </section>
      </div>
    </div>
  )
}
