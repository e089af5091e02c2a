'use client'
// Header user menu with the visitor options of spec §2 "User menu options"; each target page asks for a login.
import Link from 'next/link'
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react'

export interface UserMenuItem {
  label: string
  href: string
}

/** Visitor options: 企业中心 only exists when the tenant enables company login (isHideCompanyRegAndLogin). */
export function visitorMenuItems(companyLoginEnabled: boolean): UserMenuItem[] {
  return [
    { label: '个人中心', href: '/account' },
    ...(companyLoginEnabled ? [{ label: '企业中心', href: '/corporate' }] : []),
    { label: '我的课程', href: '/course/my' },
  ]
}

export function UserMenu({ companyLoginEnabled }: { companyLoginEnabled: boolean }) {
  return (
    <Menu as="div" className="relative">
      <MenuButton
        aria-label="用户菜单"
        className="flex size-9 items-center justify-center rounded-full bg-gray-100 text-gray-500 hover:bg-primary-soft hover:text-primary focus:outline-none data-open:bg-primary-soft data-open:text-primary"
      >
        <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" className="size-5">
          <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.14 0-7.5 2.46-7.5 5.5V21h15v-1.5c0-3.04-3.36-5.5-7.5-5.5Z" />
        </svg>
      </MenuButton>
      <MenuItems className="absolute right-0 top-full z-40 mt-2 w-36 rounded-lg border border-gray-100 bg-white py-1 shadow-lg focus:outline-none">
        {visitorMenuItems(companyLoginEnabled).map((item) => (
          <MenuItem key={item.href}>
            <Link href={item.href} className="block px-4 py-2 text-sm text-gray-700 data-focus:bg-primary-soft data-focus:text-primary">
              {item.label}
            </Link>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  )
}
