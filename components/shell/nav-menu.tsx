'use client'
// The desktop header's main links folded into one menu button, for the narrow desktop widths (768–1023 px, tablets).
import Link from 'next/link'
import { Menu } from '@/components/ui/dropdown'

const ITEM =
  'block w-full px-4 py-2 text-left text-sm whitespace-nowrap text-gray-700 hover:bg-primary-soft hover:text-primary focus:bg-primary-soft focus:text-primary focus:outline-none'

export function NavMenu({ links }: { links: ReadonlyArray<{ label: string; href: string }> }) {
  return (
    <Menu
      label="导航菜单"
      buttonClassName="flex items-center gap-1 rounded px-2 py-2 text-base whitespace-nowrap text-gray-700 hover:text-primary focus:outline-none data-open:text-primary"
      panelClassName="absolute left-0 top-full z-40 mt-2 w-36 rounded-lg border border-gray-100 bg-white py-1 shadow-lg focus:outline-none"
      buttonContent={
        <>
          <svg
            viewBox="0 0 20 20"
            fill="none"
            stroke="currentColor"
            strokeWidth={1.8}
            aria-hidden="true"
            className="size-5"
          >
            <path d="M3.5 5.5h13M3.5 10h13M3.5 14.5h13" strokeLinecap="round" />
          </svg>
          <span className="hidden sm:inline">导航</span>
        </>
      }
    >
      {links.map((link) => (
        <Link key={link.href} href={link.href} role="menuitem" tabIndex={-1} className={ITEM}>
          {link.label}
        </Link>
      ))}
    </Menu>
  )
}
