// /courselist's 全部/免费/付费 and 综合/最新/最热 as plain links (lib/catalogue/links: priceChoices, sortChoices): each
// list state is a URL, crawlable and cached per tenant, and choosing one needs no JS.
import Link from 'next/link'
import type { ListChoice } from '@/lib/catalogue/links'

// Whole class names so Tailwind's scanner finds them.
const TONES = {
  /** A grey track with the current choice raised (the price filter). */
  segment: {
    nav: 'inline-flex rounded-full bg-gray-100 p-0.5',
    item: 'rounded-full px-3 py-1 text-xs',
    on: 'bg-white font-semibold text-primary shadow-sm',
    off: 'text-gray-600',
  },
  wideSegment: {
    nav: 'inline-flex rounded-full bg-gray-100 p-1',
    item: 'rounded-full px-4 py-1 text-sm',
    on: 'bg-white font-medium text-primary shadow-sm',
    off: 'text-gray-600 hover:text-primary',
  },
  /** Filled tabs (the desktop sort). */
  tabs: {
    nav: 'flex gap-1',
    item: 'rounded px-4 py-1.5 text-sm',
    on: 'bg-primary text-primary-contrast',
    off: 'text-gray-600 hover:text-primary',
  },
  /** Words side by side (the phone sort). */
  text: { nav: 'flex gap-4', item: 'py-1 text-sm', on: 'font-semibold text-primary', off: 'text-gray-500' },
} as const

export interface ListChoicesProps {
  /** The navigation's name: 价格 or 排序. */
  label: string
  choices: ListChoice[]
  tone: keyof typeof TONES
  testId?: string
}

export function ListChoices({ label, choices, tone, testId }: ListChoicesProps) {
  const style = TONES[tone]
  return (
    <nav aria-label={label} className={style.nav}>
      {choices.map((choice) => (
        <Link
          key={choice.key}
          href={choice.href}
          data-testid={testId}
          aria-current={choice.current ? 'page' : undefined}
          className={`${style.item} ${choice.current ? style.on : style.off}`}
        >
          {choice.label}
        </Link>
      ))}
    </nav>
  )
}
