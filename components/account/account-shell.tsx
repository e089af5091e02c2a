// The desktop personal centre's frame: the left navigation and one titled panel; every /account sub-page uses it, and
// the company centre (/corporate and its pages) uses it with the company's navigation and gate.
import type { ReactNode } from 'react'
import { CompanyGate } from '@/components/company/company-gate'
import { CompanySidebar } from '@/components/company/company-sidebar'
import { AccountGate } from './account-gate'
import type { CommonSetting } from '@/lib/contract/schemas/tenant'
import { storageImageUrl } from '@/lib/ui/image-urls'
import { AccountSidebar } from './account-sidebar'

const ASSOCIATION_NAV = 7
const BAND_VIEW = 'imageView2/2/w/1920/q/85'

export interface AccountShellProps {
  /** The `nav` number highlighted on the left. */
  active: number
  /** The tenant's settings: storage base, and the 个人中心 / 账号关联 head backgrounds drawn above the frame. */
  settings: Pick<CommonSetting, 'qiNiuUrl' | 'centerHeadBackgroundImg' | 'accountAssociationHeadBackgroundImg'>
  title: string
  /** Where a visitor lands after signing in from this page. */
  then: string
  children: ReactNode
  /** 'company': the company centre's navigation, open to company accounts only. */
  owner?: 'personal' | 'company'
}

export function AccountShell({ active, settings, title, then, children, owner = 'personal' }: AccountShellProps) {
  const Sidebar = owner === 'company' ? CompanySidebar : AccountSidebar
  const Gate = owner === 'company' ? CompanyGate : AccountGate
  const { qiNiuUrl } = settings
  // 账号关联 (nav 7) has a head background of its own; every other centre page the 个人中心 one. None set: no band.
  const head =
    active === ASSOCIATION_NAV && owner === 'personal'
      ? settings.accountAssociationHeadBackgroundImg
      : settings.centerHeadBackgroundImg
  const band = storageImageUrl(qiNiuUrl, head, BAND_VIEW)
  return (
    <div className="min-h-[60vh] bg-gray-50">
      {band ? (
        <div
          aria-hidden="true"
          data-testid="centre-head"
          className="h-36 bg-cover bg-center"
          style={{ backgroundImage: `url("${band}")` }}
        />
      ) : null}
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
