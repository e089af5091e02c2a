// Phone /mine (我的, tab 3, behind the login gate): the learner's card and the way to every personal page.
import { MineView } from '@/components/account/mine-view'
import { minePage } from '@/lib/pages/account'

export const generateMetadata = minePage.metadata

export default minePage.view(({ site }) => <MineView qiNiuUrl={site.settings.qiNiuUrl} />)
