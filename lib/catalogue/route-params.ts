// Reading catalogue pages' route and query parameters, one rule for every page of both variants.
import { byIdInput, pagedInput } from '@/lib/contract/schemas/catalogue'

export type QueryParams = Record<string, string | string[] | undefined>

/** A repeated query key (`?page=1&page=2`) counts by its first value. */
export function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

/** `?page=`: a positive integer, anything else means page 1. */
export function readPage(query: QueryParams): number {
  const paged = pagedInput.safeParse({ page: firstValue(query.page) })
  return paged.success ? paged.data.page : 1
}

/** A path id in canonical form only (`12`, not `012` or `12.0`), so each record has exactly one URL. */
export function routeId(id: string): number | null {
  const parsed = byIdInput.safeParse({ id })
  return parsed.success && String(parsed.data.id) === id ? parsed.data.id : null
}
