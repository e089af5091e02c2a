// The desktop 404 page, inside the desktop shell.
import { StatusView } from '@/components/status/status-view'
import { notFoundMetadata } from '@/lib/pages/status'

export const metadata = notFoundMetadata

export default function NotFound() {
  return <StatusView code={404} />
}
