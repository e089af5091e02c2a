// The look of one toast (docs/spec.md §2): its colours, icon and screen-reader label. Loaded with the first toast (or
// when the page is idle), so pages that never raise one do not ship it.
import type { ToastMessage, ToastType } from '@/lib/client/toast-bus'

const STYLE: Record<ToastType, { box: string; icon: string; label: string; path: string }> = {
  success: {
    box: 'border-green-200 bg-green-50 text-green-700',
    icon: 'text-green-500',
    label: '成功',
    path: 'M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.7-9.3a1 1 0 0 0-1.4-1.4L9 10.6 7.7 9.3a1 1 0 0 0-1.4 1.4l2 2a1 1 0 0 0 1.4 0l4-4Z',
  },
  warning: {
    box: 'border-amber-200 bg-amber-50 text-amber-700',
    icon: 'text-amber-500',
    label: '警告',
    path: 'M8.3 3.1a2 2 0 0 1 3.4 0l6 10.4A2 2 0 0 1 16 16.5H4a2 2 0 0 1-1.7-3L8.3 3.1ZM10 7a1 1 0 0 0-1 1v3a1 1 0 1 0 2 0V8a1 1 0 0 0-1-1Zm0 8a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z',
  },
  info: {
    box: 'border-slate-200 bg-slate-50 text-slate-700',
    icon: 'text-slate-500',
    label: '提示',
    path: 'M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm-1-11a1 1 0 1 1 2 0 1 1 0 0 1-2 0Zm0 3a1 1 0 0 1 2 0v4a1 1 0 1 1-2 0v-4Z',
  },
  error: {
    box: 'border-red-200 bg-red-50 text-red-700',
    icon: 'text-red-500',
    label: '错误',
    path: 'M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16ZM7.7 6.3a1 1 0 0 0-1.4 1.4L8.6 10l-2.3 2.3a1 1 0 1 0 1.4 1.4l2.3-2.3 2.3 2.3a1 1 0 0 0 1.4-1.4L11.4 10l2.3-2.3a1 1 0 0 0-1.4-1.4L10 8.6 7.7 6.3Z',
  },
}

/** One toast; `fading` runs the 0.5 s fade before the region removes it. */
export default function ToastCard({ toast, fading }: { toast: ToastMessage; fading: boolean }) {
  const style = STYLE[toast.type]
  return (
    <div
      data-type={toast.type}
      data-state={fading ? 'fading' : 'visible'}
      className={`pointer-events-auto flex max-w-md items-center gap-2 rounded border px-4 py-2.5 text-sm shadow-md transition-opacity duration-500 ${style.box} ${fading ? 'opacity-0' : 'opacity-100'}`}
    >
      <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className={`h-5 w-5 shrink-0 ${style.icon}`}>
        <path fillRule="evenodd" clipRule="evenodd" d={style.path} />
      </svg>
      <span className="sr-only">{style.label}：</span>
      <span>{toast.message}</span>
    </div>
  )
}
