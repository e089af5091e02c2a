'use client'
// Whose console this is — a tenant's or the platform's — for the pages inside the shell. The (console) layout knows it
// from the route's tenant (PLATFORM_SLUG); the operator's own record does not say.
import { createContext, useContext } from 'react'

const PlatformContext = createContext(false)

export const ConsoleScopeProvider = PlatformContext.Provider

/** True on the platform's console (机构管理, no 机构设置). */
export function useIsPlatform(): boolean {
  return useContext(PlatformContext)
}
