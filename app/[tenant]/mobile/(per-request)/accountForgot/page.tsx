// Mobile /accountForgot?isCompany=0|1: the reset steps full width under a back-arrow top bar.
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form'
import { accountForgotPage } from '@/lib/pages/account-forgot'

export const generateMetadata = accountForgotPage.metadata

export default accountForgotPage.view(function MobileAccountForgotPage({ isCompany }) {
  // Keyed so switching between personal and company starts the steps afresh.
  return <ForgotPasswordForm key={String(isCompany)} isCompany={isCompany} variant="mobile" />
})
