'use client'
// Replaced by the security options panel at merge.
import Link from 'next/link'
export function SecurityOptionsPanel(_: { variant: 'desktop' | 'mobile' }) {
  return <Link href="/SecurityOptionsPersonal">账号安全</Link>
}
