'use client'
// The tenant's settings for client components, handed down once by the root layout.
import { createContext, useContext } from 'react'
import type { CommonSetting } from '@/lib/contract/schemas/tenant'

const SettingsContext = createContext<CommonSetting | null>(null)

export const SettingsProvider = SettingsContext.Provider

/** Settings of the current tenant; null only on the 403 page of an unknown tenant. */
export function useSettings(): CommonSetting | null {
  return useContext(SettingsContext)
}
