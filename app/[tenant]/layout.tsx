// Root layout per tenant: the tenant comes from the route param (never headers()), so pages stay cacheable.
import type { Metadata, Viewport } from 'next'
import '../globals.css'
import { Providers } from '@/components/site/providers'
import { tenantOrigin } from '@/lib/site-url'
import { logoUrl } from '@/lib/ui/image-urls'
import { deriveTheme, themeCss } from '@/lib/theme'
import { getTenantSite } from '@/lib/services/tenant-site'

type Params = { params: Promise<{ tenant: string }> }

// Tenants are only known at request time; each page is rendered on first request, then cached (ISR).
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const slug = (await params).tenant
  const site = await getTenantSite(slug)
  if (!site) return { title: '暂时无法访问', robots: { index: false } }
  const { tenantName, qiNiuUrl, icoUrl, tenantLogoUrl } = site.settings
  return {
    metadataBase: new URL(tenantOrigin(slug)),
    title: { default: `${tenantName} - 在线学习平台`, template: `%s - ${tenantName}` },
    description: `${tenantName}：职业技能与企业培训在线课程平台，名师课程、专题学习，随时随地学习。`,
    icons: icoUrl ? { icon: `${qiNiuUrl}${icoUrl}` } : undefined,
    openGraph: { siteName: tenantName, images: tenantLogoUrl ? [logoUrl(qiNiuUrl, tenantLogoUrl)] : undefined },
    robots: site.available ? undefined : { index: false, follow: false },
  }
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1 }

export default async function TenantLayout({ children, params }: Params & { children: React.ReactNode }) {
  const site = await getTenantSite((await params).tenant)
  const theme = deriveTheme({
    overallSubjectColor: site?.settings.overallSubjectColor ?? '',
    courseGroupTitle: site?.settings.courseGroupTitle ?? '',
  })
  return (
    <html lang="zh-CN">
      <head>
        <style id="tenant-theme">{themeCss(theme)}</style>
      </head>
      <body className="min-h-screen bg-gray-50 font-sans text-gray-800 antialiased">
        {/* The settings travel once, as a prop; client code reads them from context, never refetches them. */}
        <Providers settings={site?.settings ?? null} available={site?.available ?? false}>
          {children}
        </Providers>
      </body>
    </html>
  )
}
