'use client'
// An above-the-fold picture, loaded eagerly — the page's LCP with fetchpriority=high. A client component on purpose:
// React hints every eager <img> of a server component in the RSC payload, so a prefetch of this page from a link
// elsewhere (the logo and 首页 tab link home from every page) would preload the picture on a page that never shows it
// ("preloaded but not used"). The server HTML of this page still preloads it for itself.
/* eslint-disable @next/next/no-img-element -- the storage serves its own renditions, on hosts that vary per tenant */

export interface PriorityImageProps {
  src: string
  srcSet?: string
  sizes?: string
  alt: string
  width: number
  height: number
  className?: string
  /** high: the LCP picture; auto: other eager pictures in the first screen. */
  priority?: 'high' | 'auto'
}

export function PriorityImage({ alt, priority = 'high', ...props }: PriorityImageProps) {
  return <img alt={alt} {...props} fetchPriority={priority} decoding="async" />
}
