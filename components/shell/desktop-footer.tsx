// Desktop footer (docs/spec.md §2 "Desktop footer"): about links or the platform name, ICP record, copyright, QR.
import type { CommonSetting, HomeHeaderAndBottom } from '@/lib/contract/schemas/tenant'
import type { SiteFeatures } from '@/lib/contract/site'
import { storageImageUrl } from '@/lib/ui/image-urls'
import { LegalLinks } from './legal-links'

export interface DesktopFooterProps {
  settings: CommonSetting
  features: Pick<SiteFeatures, 'showFollowQr'>
  header: HomeHeaderAndBottom
}

// The national ICP filing lookup every record number must link to.
export const BEIAN_URL = 'https://beian.miit.gov.cn/'
// The QR is shown small, so ask the storage for a square thumbnail instead of the uploaded original.
const QR_VIEW = 'imageView2/1/w/240/h/240/q/100'

/**
 * Tenant-typed link targets: web URLs and site paths pass, a bare host gets a scheme (admins often omit it),
 * and any other scheme (javascript:, data: …) is dropped.
 */
export function safeExternalHref(raw: string | null | undefined): string {
  const href = (raw ?? '').trim()
  if (!href) return ''
  if (/^https?:\/\//i.test(href) || href.startsWith('/')) return href
  // A host:port is not a scheme; anything else before a colon is.
  if (/^[a-z][a-z0-9+-]*:(?!\d)/i.test(href)) return ''
  return `http://${href}`
}

/** The configured about links, in spec order, skipping empty or unsafe ones. */
function aboutLinks(setting: HomeHeaderAndBottom['tenantUrlSetting'] | null | undefined) {
  const candidates = [
    { label: '关于我们', href: setting?.aboutUsUrl },
    { label: '平台介绍', href: setting?.aboutPlatform },
    { label: '联系我们', href: setting?.aboutBjqit },
  ]
  return candidates
    .map(({ label, href }) => ({ label, href: safeExternalHref(href) }))
    .filter((link) => link.href !== '')
}

export function DesktopFooter({ settings, features, header }: DesktopFooterProps) {
  const name = header.tenantName || settings.tenantName
  const links = aboutLinks(header.tenantUrlSetting)
  const record = header.recordNumber?.trim()
  const copyright = header.copyright?.trim() || `Copyright © ${name} 版权所有`
  const qr = features.showFollowQr ? storageImageUrl(settings.qiNiuUrl, header.tenantMQUrl, QR_VIEW) : ''

  return (
    <footer className="mt-auto bg-gray-800 text-gray-300">
      <div className="mx-auto flex max-w-content items-center justify-between gap-8 px-4 py-8">
        <div className="space-y-3 text-sm">
          {links.length > 0 ? (
            <nav aria-label="关于" className="flex flex-wrap items-center gap-x-6 gap-y-2">
              {links.map((link) => {
                // A page of this site opens in place; another site in a new tab.
                const away = !link.href.startsWith('/')
                return (
                  <a
                    key={link.label}
                    href={link.href}
                    target={away ? '_blank' : undefined}
                    rel={away ? 'noopener' : undefined}
                    className="text-gray-200 hover:text-white hover:underline"
                  >
                    {link.label}
                  </a>
                )
              })}
            </nav>
          ) : (
            <p className="text-base font-medium text-gray-100">{name}</p>
          )}
          <LegalLinks variant="footer" />
          {record ? (
            <p>
              <a href={BEIAN_URL} target="_blank" rel="noopener" className="hover:text-white hover:underline">
                {record}
              </a>
            </p>
          ) : null}
          <p className="text-gray-400">{copyright}</p>
        </div>

        {qr ? (
          <figure className="flex shrink-0 flex-col items-center gap-2">
            {/* Plain <img>: the storage serves the thumbnail itself and its host differs per tenant. Lazy: it sits at
                the bottom of every page, so it must not be preloaded with the page or by prefetches. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              src={qr}
              alt="关注我们二维码"
              width={96}
              height={96}
              loading="lazy"
              decoding="async"
              className="size-24 rounded bg-white p-1"
            />
            <figcaption className="text-xs text-gray-400">关注我们</figcaption>
          </figure>
        ) : null}
      </div>
    </footer>
  )
}
