// The verification page's body (issue 31), both devices: whether the 学时证明 holds (有效 / 已撤销 with its date) and
// exactly what it states — learner, masked phone, company, courses with credited hours and days, number, issuer, date.
import { certificateHours, certificateStateText } from '@/lib/contract/certificate-rules'
import { formatDate } from '@/lib/contract/dates'
import type { CertificateView } from '@/lib/contract/schemas/certificate'

interface Props {
  certificate: CertificateView
  variant: 'desktop' | 'mobile'
}

function StateBanner({ certificate: c }: { certificate: CertificateView }) {
  if (!c.revokedAt) {
    return (
      <div className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-green-800" role="status">
        <p className="text-lg font-semibold">{certificateStateText(null)}</p>
        <p className="text-sm">此学时证明由{c.issuerName}开具，内容与下列记录一致。</p>
      </div>
    )
  }
  return (
    <div className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-700" role="status">
      <p className="text-lg font-semibold">{certificateStateText(c.revokedAt)}</p>
      <p className="text-sm">
        此学时证明已于 {formatDate(c.revokedAt)} 被{c.issuerName}撤销，不再有效。
        {c.revokedReason ? `撤销原因：${c.revokedReason}` : ''}
      </p>
    </div>
  )
}

export function CertificateVerify({ certificate: c, variant }: Props) {
  const facts: [string, string][] = [
    ['学员', c.learnerName],
    ['手机号', c.maskedPhone],
    ['所属企业', c.companyName ?? '—'],
    ['证明编号', c.number],
    ['发证机构', c.issuerName],
    ['发证日期', formatDate(c.issuedAt)],
  ]
  if (c.range) facts.push(['统计期间', `${c.range.from} 至 ${c.range.to}`])
  const mobile = variant === 'mobile'
  return (
    <article className={mobile ? 'space-y-4 p-4' : 'space-y-6 rounded-lg bg-white p-8 shadow-sm'}>
      {/* The phone's top bar already names the page. */}
      {mobile ? null : <h1 className="text-2xl font-bold">学时证明验证</h1>}
      <StateBanner certificate={c} />
      <dl className={mobile ? 'grid grid-cols-[6em_1fr] gap-y-2 text-sm' : 'grid grid-cols-[8em_1fr] gap-y-2'}>
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-gray-500">{label}</dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
      </dl>
      <table className={mobile ? 'w-full text-left text-xs' : 'w-full text-left text-sm'}>
        <caption className="sr-only">课程与认证学时</caption>
        <thead className="border-b text-gray-500">
          <tr>
            <th className="py-2 pr-2 font-medium">课程</th>
            <th className="py-2 pr-2 font-medium">认证学时</th>
            <th className="py-2 pr-2 font-medium">学习日期</th>
            <th className="py-2 font-medium">完成日期</th>
          </tr>
        </thead>
        <tbody>
          {c.courses.map((course, i) => (
            <tr key={i} className="border-b align-top">
              <td className="py-2 pr-2">{course.title}</td>
              <td className="py-2 pr-2">{certificateHours(course.seconds)}</td>
              <td className="py-2 pr-2">
                {course.firstDay === course.lastDay ? course.firstDay : `${course.firstDay} 至 ${course.lastDay}`}
              </td>
              <td className="py-2">{course.completedDay ?? '—'}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-semibold">
            <td className="py-2 pr-2">合计</td>
            <td className="py-2 pr-2" colSpan={3}>
              {certificateHours(c.totalSeconds)}
            </td>
          </tr>
        </tfoot>
      </table>
      <p className="text-xs text-gray-500">学时由平台根据服务器记录的实际观看时长认证。</p>
    </article>
  )
}
