// The signed-in console's frame: sidebar, top bar, and the change of an initial password before anything else. A
// request without the console's cookie goes to the sign-in page at once (the cookie is HttpOnly: only the server sees it).
import { cookies } from 'next/headers'
import type { ReactNode } from 'react'
import { ConsoleShell } from '@/components/admin/console-shell'
import { OPERATOR_COOKIE } from '@/lib/auth/operator-sessions'

export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const hasSession = (await cookies()).has(OPERATOR_COOKIE)
  return <ConsoleShell hasSession={hasSession}>{children}</ConsoleShell>
}
