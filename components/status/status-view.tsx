// The 403/404/500 pages' one view: big code, a sentence, a way back. Works on both devices.
import Link from 'next/link'

export type StatusCode = 403 | 404 | 500

const COPY: Record<StatusCode, { title: string; text: string }> = {
  403: { title: '暂时无法访问', text: '该机构的学习平台已停用或不存在，请联系机构管理员。' },
  404: { title: '页面不存在', text: '您访问的页面不存在或已被移除，请检查网址是否正确。' },
  500: { title: '服务器开小差了', text: '服务器出现异常，我们正在处理，请稍后再试。' },
}

export function StatusView({
  code,
  tenantName,
  compact = false,
  action,
}: {
  code: StatusCode
  tenantName?: string
  compact?: boolean
  /** A client-side retry for the 500 page; links home otherwise. */
  action?: React.ReactNode
}) {
  const copy = COPY[code]
  return (
    <section
      className={`mx-auto flex flex-col items-center justify-center text-center ${compact ? 'px-6 py-16' : 'min-h-[60vh] max-w-xl px-6 py-24'}`}
      data-status={code}
    >
      <p className="text-7xl font-bold tracking-tight text-primary" aria-hidden>
        {code}
      </p>
      <h1 className="mt-4 text-2xl font-semibold text-gray-900">{copy.title}</h1>
      <p className="mt-3 text-base leading-relaxed text-gray-500">{copy.text}</p>
      {tenantName ? <p className="mt-2 text-sm text-gray-500">{tenantName}</p> : null}
      <div className="mt-8 flex gap-3">
        {action}
        {code !== 403 ? (
          <Link
            href="/"
            className="rounded-md bg-primary px-5 py-2 text-sm font-medium text-primary-contrast hover:bg-primary-hover"
          >
            返回首页
          </Link>
        ) : null}
      </div>
    </section>
  )
}
