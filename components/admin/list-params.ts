'use client'
// A console list's filters and page live in the URL (`?page=2&role=admin`): a link or Back shows the same rows, and the
// query key follows the address. Changing a filter starts again at page 1.
import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { consolePathname } from './console-path'

export const PAGE_SIZE = 20

export interface ListParams<K extends string> {
  /** Each filter's value in the URL, '' when absent. */
  values: Record<K, string>
  page: number
  /** The URL of this list with some values changed ('' removes one); page 1 is left out. */
  hrefWith: (changes: Partial<Record<K | 'page', string | number>>) => string
  /** Goes to the list with these filters, from page 1. */
  apply: (changes: Partial<Record<K, string>>) => void
}

export function useListParams<K extends string>(keys: readonly K[]): ListParams<K> {
  const params = useSearchParams()
  const router = useRouter()
  const pathname = consolePathname(usePathname())
  const values = Object.fromEntries(keys.map((k) => [k, params.get(k)?.trim() ?? ''])) as Record<K, string>
  const asked = Number(params.get('page'))
  const page = Number.isInteger(asked) && asked >= 1 && asked <= 10_000 ? asked : 1

  const hrefWith = (changes: Partial<Record<K | 'page', string | number>>) => {
    const next = new URLSearchParams()
    const merged: Record<string, string | number> = { ...values, page, ...changes }
    for (const key of [...keys, 'page']) {
      const value = String(merged[key] ?? '')
      if (value && !(key === 'page' && value === '1')) next.set(key, value)
    }
    const query = next.toString()
    return query ? `${pathname}?${query}` : pathname
  }

  const apply = (changes: Partial<Record<K, string>>) =>
    router.push(hrefWith({ ...changes, page: 1 } as Partial<Record<K | 'page', string | number>>))

  return { values, page, hrefWith, apply }
}
