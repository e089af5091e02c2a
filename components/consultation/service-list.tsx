// /join's services, server-rendered for both devices: what each is, who it is for, how it runs, what the client gets,
// and 我要咨询 with the service chosen. No client code: the page stays a cached document.
import Link from 'next/link'
import type { PlatformServiceItem } from '@/lib/contract/schemas/consultation'

const consultHref = (s: PlatformServiceItem) => `/toconsult?serviceId=${s.id}`

function Steps({ steps, variant }: { steps: string[]; variant: 'desktop' | 'mobile' }) {
  return (
    <ol
      className={variant === 'desktop' ? 'grid gap-3' : 'space-y-2'}
      style={variant === 'desktop' ? { gridTemplateColumns: `repeat(${steps.length}, minmax(0, 1fr))` } : undefined}
    >
      {steps.map((step, i) => (
        <li
          key={step}
          className={
            variant === 'desktop' ? 'rounded-md bg-primary-soft px-3 py-3 text-center' : 'flex items-center gap-3'
          }
        >
          <span
            className={`inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-contrast ${variant === 'desktop' ? 'mb-1.5' : ''}`}
          >
            {i + 1}
          </span>
          <span className={`text-sm text-gray-800 ${variant === 'desktop' ? 'block' : ''}`}>{step}</span>
        </li>
      ))}
    </ol>
  )
}

export function ServiceList({ services, variant }: { services: PlatformServiceItem[]; variant: 'desktop' | 'mobile' }) {
  const desktop = variant === 'desktop'
  return (
    <ul className={desktop ? 'space-y-6' : 'space-y-3 px-3'}>
      {services.map((s) => (
        <li
          key={s.id}
          id={s.slug}
          className={`scroll-mt-20 rounded-lg bg-white shadow-sm ${desktop ? 'p-6' : 'p-4'}`}
          data-testid="service-card"
        >
          <div className={desktop ? 'flex items-start justify-between gap-6' : ''}>
            <div className="min-w-0">
              <h2 className={`font-semibold text-gray-900 ${desktop ? 'text-xl' : 'text-base'}`}>{s.name}</h2>
              <p className="mt-1 text-sm text-gray-600">{s.summary}</p>
            </div>
            {desktop ? (
              <Link
                href={consultHref(s)}
                className="shrink-0 rounded-md bg-primary px-5 py-2 text-sm text-primary-contrast hover:bg-primary-hover"
              >
                我要咨询
              </Link>
            ) : null}
          </div>
          <p className={`leading-7 text-gray-700 ${desktop ? 'mt-4 text-sm' : 'mt-3 text-sm'}`}>{s.description}</p>
          <div className={desktop ? 'mt-5 grid grid-cols-[1fr_2fr] gap-6' : 'mt-4 space-y-4'}>
            <section>
              <h3 className="mb-2 text-sm font-semibold text-gray-900">适合谁</h3>
              <p className="text-sm leading-6 text-gray-600">{s.audience}</p>
              <h3 className="mt-4 mb-2 text-sm font-semibold text-gray-900">交付成果</h3>
              <ul className="flex flex-wrap gap-2">
                {s.deliverables.map((d) => (
                  <li key={d} className="rounded border border-gray-200 px-2 py-1 text-xs text-gray-700">
                    {d}
                  </li>
                ))}
              </ul>
            </section>
            <section>
              <h3 className="mb-2 text-sm font-semibold text-gray-900">服务流程</h3>
              <Steps steps={s.steps} variant={variant} />
            </section>
          </div>
          {desktop ? null : (
            <Link
              href={consultHref(s)}
              className="mt-4 flex min-h-11 items-center justify-center rounded-md bg-primary text-base text-primary-contrast active:bg-primary-hover"
            >
              我要咨询
            </Link>
          )}
        </li>
      ))}
    </ul>
  )
}
