// Public pages rendered on every request, never from the route cache: the paged lecturer and topic lists, and the
// sign-in pages, which read their query (?redirect=, ?isCompany=, ?type=). What they load underneath is still cached per tenant ('use cache').
import type { ReactNode } from 'react'

export const dynamic = 'force-dynamic'

export default function PerRequestLayout({ children }: { children: ReactNode }) {
  return children
}
