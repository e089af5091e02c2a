// Tenant URLs for the e2e server (Chromium resolves *.localhost to loopback by itself).
import { E2E_PORT } from '../playwright.config'

export const tenantUrl = (tenant: string, path = '/') => `http://${tenant}.localhost:${E2E_PORT}${path}`

/** Node's resolver may not know *.localhost: API calls go to localhost with the tenant in Host. */
export const apiUrl = (path: string) => `http://localhost:${E2E_PORT}${path}`
export const hostHeader = (tenant: string) => ({ host: `${tenant}.localhost:${E2E_PORT}` })
