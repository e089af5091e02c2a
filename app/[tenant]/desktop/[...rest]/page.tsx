// Any path the route table does not have: the 404 page with HTTP 404.
import { notFound } from 'next/navigation'

export default function UnknownPath(): never {
  notFound()
}
