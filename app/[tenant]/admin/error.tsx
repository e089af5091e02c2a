'use client'
// A console page that failed to render says so in the console's words, with 重试 and the way back to 概览.
import Link from 'next/link'

export default function ConsoleError({ reset }: { error: Error; reset: () => void }) {
  return (
    <main role="alert" className="mx-auto mt-24 max-w-md rounded-lg border border-gray-200 bg-white p-6 text-center">
      <h1 className="text-lg font-semibold text-gray-900">页面出错了</h1>
      <p className="mt-2 text-sm text-gray-600">请重试；如果问题仍然存在，请稍后再访问。</p>
      <div className="mt-5 flex justify-center gap-3">
        <button
          type="button"
          onClick={reset}
          className="h-9 rounded-md bg-primary px-4 text-sm font-medium text-primary-contrast hover:bg-primary-hover"
        >
          重试
        </button>
        <Link
          href="/admin"
          className="inline-flex h-9 items-center rounded-md border border-gray-300 px-4 text-sm text-gray-700 hover:border-primary"
        >
          返回概览
        </Link>
      </div>
    </main>
  )
}
