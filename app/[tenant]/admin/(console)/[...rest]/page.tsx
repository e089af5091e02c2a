// Any other /admin/… address: the console's own 404, inside the shell.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

// The title of the 404 view: Next puts this page's metadata, not the not-found file's, in the client's payload.
export const metadata: Metadata = { title: '页面不存在' }

export default function ConsoleUnknownPage(): never {
  notFound()
}
