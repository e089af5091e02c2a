'use client'
// The tenant's settings for client components, handed down once by the root layout, with its features mapped once.
import { createContext, useContext, useMemo, type ReactNode } from 'react'
import type { CommonSetting } from '@/lib/contract/schemas/tenant'
import { NO_FEATURES, siteFeatures, type SiteFeatures } from '@/lib/contract/site'

interface SiteValue {
  settings: CommonSetting | null
  features: SiteFeatures
}

const SettingsContext = createContext<SiteValue>({ settings: null, features: NO_FEATURES })

export function SettingsProvider({ value, children }: { value: CommonSetting | null; children: ReactNode }) {
  const site = useMemo(() => ({ settings: value, features: value ? siteFeatures(value) : NO_FEATURES }), [value])
  return <SettingsContext.Provider value={site}>{children}</SettingsContext.Provider>
}

/** Settings of the current tenant; null only on the 403 page of an unknown tenant. */
export function useSettings(): CommonSetting | null {
  return useContext(SettingsContext).settings
}

/** What the tenant has switched on, in plain names (the spec's inverted isHide* switches are read nowhere else). */
export function useFeatures(): SiteFeatures {
  return useContext(SettingsContext).features
}
