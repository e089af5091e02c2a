// The console's 404, inside the shell: the page does not exist, and the way back to 概览.
import type { Metadata } from 'next'
import Link from 'next/link'

export const metadata: Metadata = { title: '页面不存在' }

export default function ConsoleNotFound() {
  return (
    <section className="mx-auto mt-10 max-w-md rounded-lg border border-gray-200 bg-white p-6 text-center">
      <h1 className="text-lg font-semibold text-gray-900">页面不存在</h1>
      <p className="mt-2 text-sm text-gray-600">您访问的页面不存在，可能已被移动或地址有误。</p>
      <Link
        href="/admin"
        className="mt-5 inline-flex h-9 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-contrast hover:bg-primary-hover"
      >
        返回概览
      </Link>
    </section>
  )
}
