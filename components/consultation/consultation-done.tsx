'use client'
// What a requester sees after /toconsult: the request number, when and how the consultant will call, and where the
// answers will appear. Loaded only after a successful submit.
import Link from 'next/link'
import { maskPhone } from '@/lib/contract/phone-rules'

export interface Done {
  requestNo: string
  phone: string
  time: string
}

export default function ConsultDone({
  done,
  signedIn,
  variant,
}: {
  done: Done
  signedIn: boolean
  variant: 'desktop' | 'mobile'
}) {
  return (
    <div className={`text-center ${variant === 'desktop' ? 'py-10' : 'py-8'}`} data-testid="consult-done">
      <div
        className="mx-auto flex size-14 items-center justify-center rounded-full bg-green-50 text-green-600"
        aria-hidden="true"
      >
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.2} className="size-8">
          <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
      <h2 className="mt-4 text-xl font-semibold text-gray-900">咨询已提交</h2>
      <p className="mt-2 text-sm text-gray-600">
        咨询编号{' '}
        <strong className="font-mono text-base text-gray-900" data-testid="request-no">
          {done.requestNo}
        </strong>
      </p>
      <p className="mt-3 text-sm leading-6 text-gray-600">
        顾问将在{done.time}通过 {maskPhone(done.phone)} 与您联系，请保持电话畅通。
        <br />
        {signedIn
          ? '处理进度与回复会发送到您的消息中心。'
          : `使用手机号 ${maskPhone(done.phone)} 登录后，可在“我的咨询”中查看进度与回复。`}
      </p>
      <div className="mt-6 flex justify-center gap-3">
        <Link
          href="/consultation"
          className="flex min-h-11 items-center rounded-md bg-primary px-6 text-sm text-primary-contrast hover:bg-primary-hover"
        >
          查看我的咨询
        </Link>
        <Link
          href="/join"
          className="flex min-h-11 items-center rounded-md border border-gray-300 px-6 text-sm text-gray-700 hover:border-primary hover:text-primary"
        >
          返回平台服务
        </Link>
      </div>
    </div>
  )
}
