// /404: the not-found page, answered with HTTP 404.
import { notFound } from 'next/navigation'

export default function NotFoundPage(): never {
  notFound()
}
