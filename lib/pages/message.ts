// 我的消息 (/message on both devices; the personal centre embeds the same list at /account?nav=3..5): the tenant (404),
// the tab from `?type=`, private metadata, and the list and unread counts the first screen shows, prefetched for a
// signed-in visitor.
import 'server-only'
import type { Metadata } from 'next'
import { MESSAGE_TYPES, type MessageType } from '@/lib/contract/account-nav'
import type { TenantSite } from '@/lib/contract/site'
import { messagesInput } from '@/lib/query/page-inputs'
import { privatePageMetadata, siteOr404, type TenantQueryProps } from './tenant-page'
import { pageModel } from './page-model'
import { prefetch, prefetchedPage, type PagePrefetch } from './prefetch'

export type MessageProps = TenantQueryProps

export const MESSAGE_TITLE = '我的消息'

/** `?type=0|1|2` selects the tab; anything else (absent, malformed, unknown) shows 系统通知. */
function messageTypeOf(raw: string | string[] | undefined | null): MessageType {
  const value = Array.isArray(raw) ? raw[0] : raw
  return MESSAGE_TYPES.find((t) => String(t.type) === value)?.type ?? 0
}

/** The message centre's first screen (here and in both centres' message tabs): the tab's first page and the counts. */
export function messageCenterPrefetch(type: MessageType): PagePrefetch[] {
  return [
    prefetch('MessageCenter', 'GetMessageInfo', messagesInput(type)),
    prefetch('MessageCenter', 'GetMessageTypeCountByLogin'),
  ]
}

async function loadMessage(
  props: MessageProps,
): Promise<{ site: TenantSite; type: MessageType; prefetch: PagePrefetch[] }> {
  const [site, query] = await Promise.all([siteOr404((await props.params).tenant), props.searchParams])
  const type = messageTypeOf(query.type)
  return { site, type, prefetch: messageCenterPrefetch(type) }
}

async function messageMetadata(props: MessageProps): Promise<Metadata> {
  await siteOr404((await props.params).tenant)
  return privatePageMetadata(MESSAGE_TITLE)
}

export const messagePage = prefetchedPage(pageModel(loadMessage, messageMetadata))
