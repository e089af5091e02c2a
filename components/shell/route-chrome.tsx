'use client'
// Shows or hides the header/footer (desktop) or tab bar (mobile) per the route table's metadata.
import { usePathname } from 'next/navigation'
import { matchRoute } from '@/lib/routes'
import { publicPathname } from '@/lib/proxy/public-path'

export function RouteChrome({
  header,
  footer,
  children,
}: {
  header?: React.ReactNode
  footer?: React.ReactNode
  children: React.ReactNode
}) {
  const route = matchRoute(publicPathname(usePathname()))
  const hide = route?.entry.hideHeaderFooter === true
  return (
    <>
      {hide ? null : header}
      <main className="flex-1">{children}</main>
      {hide ? null : footer}
    </>
  )
}
