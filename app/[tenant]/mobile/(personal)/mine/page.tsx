// Phone /mine (我的, tab 3, behind the login gate): the learner's card and the way to every personal page.
import { MineView } from '@/components/account/mine-view'
import { minePage } from '@/lib/pages/account'
import { storageImageUrl } from '@/lib/ui/image-urls'

export const generateMetadata = minePage.metadata

const HEAD_VIEW = 'imageView2/2/w/1080/q/85'

export default minePage.view(({ site }) => {
  const { qiNiuUrl, centerHeadBackgroundImg } = site.settings
  return <MineView qiNiuUrl={qiNiuUrl} background={storageImageUrl(qiNiuUrl, centerHeadBackgroundImg, HEAD_VIEW)} />
})
