// Writes a page's schema.org structured data (built in lib/seo/json-ld) as a script element.
import { serializeJsonLd, type JsonLdData } from '@/lib/seo/json-ld'

export function JsonLd({ data }: { data: JsonLdData }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
