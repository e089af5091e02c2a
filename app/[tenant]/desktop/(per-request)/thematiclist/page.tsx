// Desktop /thematiclist (更多专题): every special topic, paged; 404 unless the topic menu is on.
import { DesktopCardListPage } from '@/components/catalogue/card-list-page'
import { thematicListPage } from '@/lib/pages/thematic-list'

export const generateMetadata = thematicListPage.metadata

export default thematicListPage.view((model) => <DesktopCardListPage kind="topics" {...model} />)
