// Desktop /toconsult (我要咨询): the consultation request form beside what happens next; 404 when platform services are off.
import Link from 'next/link'
import { ConsultForm } from '@/components/consultation/consultation-form'
import { toConsultPage } from '@/lib/pages/consultation'

export const generateMetadata = toConsultPage.metadata

const NEXT_STEPS = [
  '提交需求，获得咨询编号',
  '顾问在您方便的时间电话联系',
  '沟通需求，给出初步方案',
  '确认合作，进入服务流程',
]

export default toConsultPage.view(({ services }) => (
  <div className="bg-gray-50 px-4 py-8">
    <div className="mx-auto grid max-w-content gap-6 md:grid-cols-[1fr_300px]">
      <section className="rounded-lg bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-semibold text-gray-900">我要咨询</h1>
        <p className="mt-1 mb-6 text-sm text-gray-500">留下您的需求与联系方式，顾问一对一为您规划方案</p>
        <ConsultForm services={services.map((s) => ({ id: s.id, name: s.name }))} variant="desktop" />
      </section>
      <aside className="space-y-4 self-start">
        <div className="rounded-lg bg-white p-5 shadow-sm">
          <h2 className="mb-3 text-base font-semibold text-gray-900">咨询流程</h2>
          <ol className="space-y-3">
            {NEXT_STEPS.map((step, i) => (
              <li key={step} className="flex gap-3 text-sm text-gray-700">
                <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-primary-soft text-xs font-semibold text-primary">
                  {i + 1}
                </span>
                {step}
              </li>
            ))}
          </ol>
        </div>
        <div className="rounded-lg bg-white p-5 text-sm text-gray-600 shadow-sm">
          已提交过咨询？
          <Link href="/consultation" className="text-primary underline underline-offset-2">
            查看我的咨询
          </Link>
          <br />
          想先了解服务内容？
          <Link href="/join" className="text-primary underline underline-offset-2">
            浏览平台服务
          </Link>
        </div>
      </aside>
    </div>
  </div>
))
