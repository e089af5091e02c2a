// A route's page model as one object, the same for both device trees: its loader, its metadata, and `view`, which
// turns a device's view of the model into the page component — so a page file is its view and one line of wiring.
import 'server-only'
import type { Metadata } from 'next'
import type { ReactNode } from 'react'

export interface PageModel<Props, Model> {
  /** The route's params and query → cached loaders → the 404 decision → what the views show. */
  load: (props: Props) => Promise<Model>
  /** Title, description, canonical, share image and robots: `export const generateMetadata = page.metadata`. */
  metadata: (props: Props) => Promise<Metadata>
  /** The page component: loads the model from the route's props and hands it to this device's view. */
  view: (render: (model: Model) => ReactNode | Promise<ReactNode>) => (props: Props) => Promise<ReactNode>
}

export function pageModel<Props, Model>(
  load: (props: Props) => Promise<Model>,
  metadata: (props: Props) => Promise<Metadata>,
): PageModel<Props, Model> {
  return { load, metadata, view: (render) => async (props) => render(await load(props)) }
}

/**
 * For the cached pages with a segment of their own (an id, a list key): no value is known at build time, so each URL
 * is rendered on its first request and then served from the cache (ISR) — without it Next renders such a route on
 * every request. Pages without a segment of their own inherit the tenant layout's. `export { generateStaticParams }`.
 */
export function generateStaticParams() {
  return []
}
