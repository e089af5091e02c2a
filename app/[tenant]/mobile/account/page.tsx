// Mobile /account ("我的", tab 3): the signed-in account and logout; the login guard handles visitors.
import { MineView } from '@/components/account/mine-view'
import { QueryProvider } from '@/lib/client/query'
import { accountMetadata, loadAccount, type AccountProps as Props } from '@/lib/pages/account'

export async function generateMetadata(props: Props) {
  return accountMetadata(props)
}

export default async function MinePage(props: Props) {
  // Nothing to pass down: the account loads on the client; this only answers 404 for an unknown tenant.
  await loadAccount(props)
  // React Query serves only this page's own queries, so it loads here instead of with every page.
  return (
    <QueryProvider>
      <MineView />
    </QueryProvider>
  )
}
