// Mobile /search (spec §2): the search box, the visitor's history and the tenant's top categories as suggestions.
import { MobileSearch } from '@/components/search/mobile-search'
import { loadSearch, searchMetadata, type SearchProps } from '@/lib/pages/search'

// Tenants are only known at request time: rendered on first request, then served from the cache.
export function generateStaticParams() {
  return []
}

export async function generateMetadata(props: SearchProps) {
  return searchMetadata(props)
}

export default async function MobileSearchPage(props: SearchProps) {
  const { hotTerms } = await loadSearch(props)
  return <MobileSearch hotTerms={hotTerms} />
}
