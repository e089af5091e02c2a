// /403: tenant unavailable or access forbidden. Always renders, whatever the tenant's state.
import { StatusView } from '@/components/status/status-view'
import { forbiddenMetadata } from '@/lib/pages/status'

export const metadata = forbiddenMetadata

export default function ForbiddenPage() {
  return <StatusView code={403} />
}
