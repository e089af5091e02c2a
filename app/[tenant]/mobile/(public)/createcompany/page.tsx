// Mobile /createcompany: the registration form full width under a back-arrow top bar.
import { CreateCompanyForm } from '@/components/auth/create-company-form'
import { createCompanyMetadata, loadCreateCompany, type CreateCompanyProps as Props } from '@/lib/pages/create-company'

export async function generateMetadata(props: Props) {
  return createCompanyMetadata(props)
}

export default async function MobileCreateCompanyPage(props: Props) {
  await loadCreateCompany(props)
  return <CreateCompanyForm variant="mobile" />
}
