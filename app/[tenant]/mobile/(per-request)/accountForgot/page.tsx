// Mobile /accountForgot?isCompany=0|1: the reset steps full width under a back-arrow top bar.
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form'
import { accountForgotMetadata, loadAccountForgot, type AccountForgotProps as Props } from '@/lib/pages/account-forgot'

// Reads the query string (isCompany): rendered per request, never cached.
export const dynamic = 'force-dynamic'

export async function generateMetadata(props: Props) {
  return accountForgotMetadata(props)
}

export default async function MobileAccountForgotPage(props: Props) {
  const { isCompany } = await loadAccountForgot(props)
  // Keyed so switching between personal and company starts the steps afresh.
  return <ForgotPasswordForm key={String(isCompany)} isCompany={isCompany} variant="mobile" />
}
