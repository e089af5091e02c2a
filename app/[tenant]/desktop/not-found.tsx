// The desktop 404 page, inside the desktop shell.
import { StatusView } from '@/components/status/status-view'

export default function NotFound() {
  return <StatusView code={404} />
}
