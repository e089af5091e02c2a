// Search history of docs/spec.md §3/§9: localStorage `seachHistory`, a JSON string[] — at most 6, newest first, no duplicates.
import { useSyncExternalStore } from 'react'
import { readStorage, STORAGE_KEYS, writeStorageJson } from './storage-keys'

export const HISTORY_MAX = 6
/** Same limit as the search input (docs/spec.md §5). */
export const HISTORY_TERM_MAX = 20

/**
 * The term as it is searched: trimmed and cut to 20 UTF-16 units, the unit both `maxLength` and the server's
 * limit count in, without leaving half a surrogate pair at the end.
 */
export function normalizeTerm(term: string): string {
  return term
    .trim()
    .slice(0, HISTORY_TERM_MAX)
    .replace(/[\uD800-\uDBFF]$/, '')
    .trim()
}

/** A new list with `term` in front; an empty term leaves the list as it was. */
export function addToHistory(list: readonly string[], term: string): string[] {
  const value = normalizeTerm(term)
  if (!value) return list.slice(0, HISTORY_MAX)
  return [value, ...list.filter((item) => item !== value)].slice(0, HISTORY_MAX)
}

/** Anything else in storage (an old client's format, a hand edit) is cleaned rather than trusted. */
function sanitize(value: unknown): string[] {
  if (!Array.isArray(value)) return []
  const out: string[] = []
  for (const item of value) {
    if (typeof item !== 'string') continue
    const term = normalizeTerm(item)
    if (term && !out.includes(term)) out.push(term)
    if (out.length === HISTORY_MAX) break
  }
  return out
}

const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())

// useSyncExternalStore needs the same array for the same stored text, or it would render forever.
let cachedRaw: string | null = null
let cachedList: string[] = []
const EMPTY: string[] = []

export function readHistory(): string[] {
  const raw = readStorage(STORAGE_KEYS.seachHistory)
  if (raw === cachedRaw) return cachedList
  let parsed: unknown = null
  try {
    parsed = raw === null ? null : JSON.parse(raw)
  } catch {
    parsed = null
  }
  cachedRaw = raw
  cachedList = sanitize(parsed)
  return cachedList
}

/** Records a search and returns the new list; an empty term records nothing. */
export function saveSearch(term: string): string[] {
  if (!normalizeTerm(term)) return readHistory()
  const next = addToHistory(readHistory(), term)
  writeStorageJson(STORAGE_KEYS.seachHistory, next)
  notify()
  return readHistory()
}

/** Leaves an empty array rather than no key, so the key always holds the spec's string[]. */
export function clearHistory(): void {
  writeStorageJson(STORAGE_KEYS.seachHistory, [])
  notify()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  // Another tab searching or clearing fires `storage` here; keep every open list in step.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.seachHistory) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** The live history; empty during SSR and hydration, since the server cannot see localStorage. */
export function useSearchHistory(): string[] {
  return useSyncExternalStore(subscribe, readHistory, () => EMPTY)
}
