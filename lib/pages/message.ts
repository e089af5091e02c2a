// 我的消息 (/message on both devices; the personal centre embeds the same list at /account?nav=3..5): messages load per
// account on the client; the server decides the tenant (404), the tab from `?type=`, and keeps the page out of search.
import 'server-only'
import type { Metadata } from 'next'
import { MESSAGE_TYPES, type MessageType } from '@/lib/contract/account-nav'
import type { TenantSite } from '@/lib/contract/site'
import { privatePageMetadata, siteOr404, type TenantQueryProps } from './tenant-page'
import { pageModel } from './page-model'

export type MessageProps = TenantQueryProps

export const MESSAGE_TITLE = '我的消息'

/** `?type=0|1|2` selects the tab; anything else (absent, malformed, unknown) shows 系统通知. */
export function messageTypeOf(raw: string | string[] | undefined | null): MessageType {
  const value = Array.isArray(raw) ? raw[0] : raw
  return MESSAGE_TYPES.find((t) => String(t.type) === value)?.type ?? 0
}

export async function loadMessage(props: MessageProps): Promise<{ site: TenantSite; type: MessageType }> {
  const [site, query] = await Promise.all([siteOr404((await props.params).tenant), props.searchParams])
  return { site, type: messageTypeOf(query.type) }
}

export async function messageMetadata(props: MessageProps): Promise<Metadata> {
  await siteOr404((await props.params).tenant)
  return privatePageMetadata(MESSAGE_TITLE)
}

export const messagePage = pageModel(loadMessage, messageMetadata)
