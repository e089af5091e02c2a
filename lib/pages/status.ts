// The status views (404, 403) for both variants: one title each, never indexed.
import type { Metadata } from 'next'

/** Every 404 — unknown path, dotted path, unknown id — is titled so, in the tenant's template (页面不存在 - 启航学堂). */
export const notFoundMetadata: Metadata = { title: '页面不存在', robots: { index: false } }

/** The 403 view: an unknown or closed (停用) tenant, or /403 itself; the proxy answers it with HTTP 403. */
export const forbiddenMetadata: Metadata = { title: '暂时无法访问', robots: { index: false } }
