// Per-page <title>, description, canonical URL and share cards, always absolute on the tenant's own origin.
import type { Metadata } from 'next'
import type { TenantSite } from '@/lib/contract/site'
import { tenantOrigin } from '@/lib/site-url'
import { logoUrl } from '@/lib/ui/image-urls'

/** Search engines cut snippets around this length for Chinese text; longer only gets truncated by them, mid-word. */
export const DESCRIPTION_MAX = 120

export interface PageSeo {
  /** Page part of the title; the root layout's template appends the tenant name. */
  title: string
  description: string
  /** Public path (with query when it selects the content), e.g. `/course/12`. */
  path: string
  /** Absolute URL, site path or storage key; the tenant logo stands in when absent. */
  image?: string | null
  /** The home page names itself fully instead of going through the template. */
  absoluteTitle?: boolean
}

type SeoSite = Pick<TenantSite, 'slug'> & {
  settings: Pick<TenantSite['settings'], 'tenantName' | 'qiNiuUrl' | 'tenantLogoUrl'>
}

const ABSOLUTE = /^[a-z][a-z0-9+.-]*:/i

/** Whitespace collapsed (descriptions come from multi-paragraph text) and cut with an ellipsis. */
export function shortDescription(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  const chars = Array.from(flat)
  return chars.length <= max
    ? flat
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
}

/** A path on the tenant's origin as an absolute URL. */
export function absoluteUrl(slug: string, path: string): string {
  return `${tenantOrigin(slug)}${path.startsWith('/') ? path : `/${path}`}`
}

/**
 * Crawlers and chat apps fetch share images from elsewhere, so every form becomes absolute: storage keys go
 * through qiNiuUrl, and a relative qiNiuUrl (the local `/storage/`) is served by the tenant's own host.
 */
export function absoluteImageUrl(site: SeoSite, image: string | null | undefined): string {
  const value = (image ?? '').trim()
  if (!value) return ''
  const origin = tenantOrigin(site.slug)
  const scheme = origin.slice(0, origin.indexOf(':') + 1) || 'https:'
  if (value.startsWith('//')) return `${scheme}${value}`
  if (ABSOLUTE.test(value)) return value
  if (value.startsWith('/')) return `${origin}${value}`
  const base = (site.settings.qiNiuUrl || '/storage/').replace(/\/+$/, '')
  const joined = `${base}/${value}`
  if (base.startsWith('//')) return `${scheme}${joined}`
  if (ABSOLUTE.test(base)) return joined
  return `${origin}${joined.startsWith('/') ? '' : '/'}${joined}`
}

/** The share image of a page: its own, else the tenant logo (303×160 rendition), else none. */
function shareImage(site: SeoSite, image?: string | null): string {
  const own = absoluteImageUrl(site, image)
  if (own) return own
  return absoluteImageUrl(site, logoUrl(site.settings.qiNiuUrl, site.settings.tenantLogoUrl))
}

export function pageMetadata(site: SeoSite, { title, description, path, image, absoluteTitle }: PageSeo): Metadata {
  const { tenantName } = site.settings
  const url = absoluteUrl(site.slug, path)
  const text = shortDescription(description)
  // Shares show the title alone, without the layout's template, so they carry the tenant name themselves.
  const shareTitle = title.includes(tenantName) ? title : `${title} - ${tenantName}`
  const img = shareImage(site, image)
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description: text,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      siteName: tenantName,
      locale: 'zh_CN',
      url,
      title: shareTitle,
      description: text,
      images: img ? [{ url: img, alt: title }] : undefined,
    },
    twitter: {
      card: 'summary_large_image',
      title: shareTitle,
      description: text,
      images: img ? [img] : undefined,
    },
  }
}
