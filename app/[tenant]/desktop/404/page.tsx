// /404: the not-found page, answered with HTTP 404.
import { notFound } from 'next/navigation'
import { notFoundMetadata } from '@/lib/pages/status'

// The title of the 404 view: Next puts this page's metadata, not the not-found file's, in the client's payload.
export const metadata = notFoundMetadata

export default function NotFoundPage(): never {
  notFound()
}
