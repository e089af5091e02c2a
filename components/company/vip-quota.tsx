'use client'
// 企业认证 and VIP 名额 above the staff list (both devices): the company sees before it acts whether its VIP staff can
// learn paid courses and how many seats are left. Both are the tenant's to set, so the line says whom to ask.
import { useCompanyInfo } from '@/lib/hooks/use-company'

export function VipQuota() {
  const { data: info } = useCompanyInfo()
  if (!info) return null
  const full = info.vipCount >= info.vipSeats
  return (
    <section
      aria-label="VIP学员资格"
      data-testid="vip-quota"
      className={`rounded-lg border px-4 py-3 text-sm ${info.isCertified ? 'border-gray-100 bg-gray-50' : 'border-amber-200 bg-amber-50'}`}
    >
      <div className="flex flex-wrap items-center gap-x-6 gap-y-1">
        <p className="text-gray-600">
          企业认证
          <span
            data-testid="vip-quota-certified"
            className={`ml-2 rounded px-1.5 py-0.5 text-xs ${info.isCertified ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-800'}`}
          >
            {info.isCertified ? '已认证' : '未认证'}
          </span>
        </p>
        <p className="text-gray-600">
          VIP名额
          <span
            className={`ml-2 font-medium ${full ? 'text-amber-700' : 'text-gray-900'}`}
            data-testid="vip-quota-seats"
          >
            {info.vipCount}/{info.vipSeats}
          </span>
        </p>
      </div>
      <p className="mt-1 text-xs leading-5 text-gray-600">
        {info.isCertified
          ? `VIP学员可免费学习本站付费课程，已用${info.vipCount}个名额，共${info.vipSeats}个；如需增加名额，请联系平台。`
          : '企业通过平台认证后，VIP学员方可免费学习付费课程；请联系平台开通企业认证与VIP名额。'}
      </p>
    </section>
  )
}
