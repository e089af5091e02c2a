// A page's LCP picture inside its HTML (issue 26): a small rendition of our own storage as a data: URL, so the first
// screen paints it with the document instead of racing the scripts for the network and then waiting behind hydration.
import { cacheLife, cacheTag } from 'next/cache'
import { logError } from '@/lib/db/error-log'
import { getStorage } from '@/lib/storage'
import { parseImageView } from '@/lib/storage/image-view'
import { keyFromStoragePath } from '@/lib/storage/keys'
import { tenantTag } from './tenant-site'

/**
 * Above this the picture costs the document more than its own request costs the page (it travels twice: in the HTML
 * and in the RSC payload the browser hydrates from).
 */
const INLINE_MAX_BYTES = 8 * 1024

/**
 * `url` — a rendition URL of the local storage route (`/storage/<key>?imageView2/…/format/webp`) — as a data: URL, or
 * null when it is not ours, missing, larger than INLINE_MAX_BYTES or unreadable: the page then keeps the URL.
 * Cached per tenant, so the picture is read once, not per request.
 */
export async function inlineRendition(slug: string, url: string): Promise<string | null> {
  'use cache'
  cacheTag(tenantTag(slug))
  cacheLife('hours')
  const [pathname, query = ''] = url.split('?')
  const key = keyFromStoragePath(pathname)
  const params = parseImageView(`?${query}`)
  if (!key || !params?.format) return null
  try {
    const object = await getStorage().readTransformed(key, params)
    if (!object || object.fallback || object.bytes.length > INLINE_MAX_BYTES) return null
    return `data:${object.contentType};base64,${object.bytes.toString('base64')}`
  } catch (e) {
    logError(`inline image: cannot read ${key}`, e)
    return null
  }
}
