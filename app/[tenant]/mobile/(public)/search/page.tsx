// Mobile /search (docs/spec.md §2): the search box, the visitor's history and the tenant's top categories as suggestions.
import { MobileSearch } from '@/components/search/mobile-search'
import { searchPage } from '@/lib/pages/search'

export const generateMetadata = searchPage.metadata

export default searchPage.view(({ hotTerms }) => <MobileSearch hotTerms={hotTerms} />)
