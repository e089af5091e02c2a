// Desktop /loginEntrance (docs/spec.md §2 names it for phones): a link shared from a phone still leads somewhere on a
// computer — the login page, returning to the same ?locations (as /login's ?redirect=) afterwards.
import { redirect } from 'next/navigation'
import { loginEntrancePage } from '@/lib/pages/login-entrance'

export const generateMetadata = loginEntrancePage.metadata

export default loginEntrancePage.view(({ loginHref }) => redirect(loginHref))
