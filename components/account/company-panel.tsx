'use client'
// /account?nav=2 (我的企业): the same view as /Business — the learner's company, VIP, 退出企业 and received invitations.
import { BusinessView } from '@/components/company/business-view'

export function CompanyPanel() {
  return <BusinessView variant="desktop" />
}
