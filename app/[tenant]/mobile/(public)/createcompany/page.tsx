// Mobile /createcompany: the registration form full width under a back-arrow top bar.
import { CreateCompanyForm } from '@/components/auth/create-company-form'
import { createCompanyPage } from '@/lib/pages/create-company'

export const generateMetadata = createCompanyPage.metadata

export default createCompanyPage.view(() => <CreateCompanyForm variant="mobile" />)
