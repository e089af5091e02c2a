// The phone's way home from pages without the tab bar (sign-in, search results): a back chevron linking to /.
import Link from 'next/link'

export function HomeLink({ className }: { className: string }) {
  return (
    <Link href="/" aria-label="返回首页" className={className}>
      <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true" className="size-5">
        <path d="m12.5 4-6 6 6 6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </Link>
  )
}
