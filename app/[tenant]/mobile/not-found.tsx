// The mobile 404 page, inside the mobile shell.
import { StatusView } from '@/components/status/status-view'

export default function NotFound() {
  return <StatusView code={404} compact />
}
