// Phone /mine (我的, tab 3, behind the login gate): the learner's card and the way to every personal page.
import { MineView } from '@/components/account/mine-view'
import { QueryProvider } from '@/lib/client/query'
import { accountMetadata, loadAccount, type AccountProps as Props } from '@/lib/pages/account'

export async function generateMetadata(props: Props) {
  return accountMetadata(props)
}

export default async function MinePage(props: Props) {
  const { site } = await loadAccount(props)
  return (
    <QueryProvider>
      <MineView qiNiuUrl={site.settings.qiNiuUrl} />
    </QueryProvider>
  )
}
