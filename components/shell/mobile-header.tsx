// Compact mobile top bar: tenant logo (or name) linking home, and a search icon leading to the /search page.
import Link from 'next/link'
import type { CommonSetting } from '@/lib/contract/schemas/tenant'
import { logoUrl } from '@/lib/ui/image-urls'

export interface MobileHeaderProps {
  settings: Pick<CommonSetting, 'qiNiuUrl' | 'tenantLogoUrl' | 'tenantName'>
}

export function MobileHeader({ settings }: MobileHeaderProps) {
  const logo = logoUrl(settings.qiNiuUrl, settings.tenantLogoUrl)
  return (
    <header className="sticky top-0 z-30 flex h-12 items-center justify-between gap-3 border-b border-gray-100 bg-white px-4">
      <Link href="/" className="flex min-w-0 items-center gap-2" aria-label={`${settings.tenantName}首页`}>
        {logo ? (
          // Plain <img>: the storage already serves the 303×160 rendition (docs/spec.md §9), and tenant hosts vary per deployment.
          // Low priority and so not preloaded: on a phone's connection it would compete with the page's LCP picture.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={logo}
            alt=""
            width={303}
            height={160}
            fetchPriority="low"
            className="h-8 w-auto shrink-0 object-contain"
          />
        ) : null}
        <span className="truncate text-base font-semibold text-gray-900">{settings.tenantName}</span>
      </Link>
      <Link
        href="/search"
        aria-label="搜索"
        className="flex size-9 shrink-0 items-center justify-center rounded-full text-gray-600 active:bg-gray-100"
      >
        <svg
          viewBox="0 0 20 20"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.8}
          aria-hidden="true"
          className="size-5"
        >
          <circle cx="9" cy="9" r="6" />
          <path d="m13.5 13.5 3.5 3.5" strokeLinecap="round" />
        </svg>
      </Link>
    </header>
  )
}
