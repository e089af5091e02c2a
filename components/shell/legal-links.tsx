// Links to the tenant's 《用户协议》 and 《隐私政策》: the desktop footer, the phone's home bottom and 我的.
import Link from 'next/link'
import { LEGAL_DOCS, LEGAL_KINDS } from '@/lib/contract/legal'

const STYLES = {
  // On the dark footer, beside the about links.
  footer: {
    nav: 'flex flex-wrap items-center gap-x-6 gap-y-2',
    link: 'text-gray-200 hover:text-white hover:underline',
  },
  // Phone: small grey text, each link a 44 px tall target.
  mobile: {
    nav: 'flex items-center justify-center gap-4 text-xs text-gray-500',
    link: 'inline-flex min-h-[44px] items-center px-2 active:text-primary',
  },
} as const

export function LegalLinks({ variant }: { variant: keyof typeof STYLES }) {
  const style = STYLES[variant]
  return (
    <nav aria-label="协议与政策" data-testid="legal-links" className={style.nav}>
      {LEGAL_KINDS.map((kind) => (
        <Link key={kind} href={LEGAL_DOCS[kind].path} className={style.link}>
          {LEGAL_DOCS[kind].title}
        </Link>
      ))}
    </nav>
  )
}
