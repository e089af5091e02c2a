'use client'
// 主题's live preview: a page head, the buttons and a phone's tab bar drawn in the colours the site will derive from the
// form as typed (deriveTheme, the 质量提升 preset included). One picture for screen readers: nothing in it is a control.
import type { CSSProperties } from 'react'
import { deriveTheme } from '@/lib/theme'

const TAB_WORDS = ['首页', '课程', '平台服务', '我的'] as const

export function ThemePreview({
  tenantName,
  color,
  courseGroupTitle,
  platformService,
}: {
  tenantName: string
  color: string
  courseGroupTitle: string
  /** 平台服务 is the phone's third tab only when it is open. */
  platformService: boolean
}) {
  const theme = deriveTheme({ overallSubjectColor: color, courseGroupTitle })
  const onPrimary: CSSProperties = { backgroundColor: theme.primary, color: theme.primaryContrast }
  const tabs = TAB_WORDS.filter((t) => platformService || t !== '平台服务')
  return (
    <div
      role="img"
      aria-label={`主题预览：页头、按钮与手机底部导航，主色 ${theme.primary}`}
      data-testid="theme-preview"
      className="flex w-fit max-w-full flex-wrap items-end gap-4 rounded-lg border border-gray-200 bg-gray-50 p-4"
    >
      <div className="w-72 max-w-full overflow-hidden rounded-md border border-gray-200 bg-white shadow-sm">
        <div data-testid="theme-preview-header" style={onPrimary} className="px-3 py-2.5">
          <div className="truncate text-sm font-semibold">{tenantName.trim() || '机构名称'}</div>
          <div className="mt-1.5 flex gap-3 text-xs opacity-90">
            <span className="border-b-2 pb-0.5" style={{ borderColor: theme.accent }}>
              首页
            </span>
            <span>全部课程</span>
            <span>讲师</span>
          </div>
        </div>
        <div className="space-y-3 p-3">
          <div className="flex gap-2">
            <span data-testid="theme-preview-button" style={onPrimary} className="rounded px-3 py-1.5 text-xs">
              立即学习
            </span>
            <span
              style={{ borderColor: theme.primary, color: theme.primaryInk }}
              className="rounded border px-3 py-1.5 text-xs"
            >
              加入收藏
            </span>
          </div>
          <span
            style={{ backgroundColor: theme.primarySoft, color: theme.primaryInk }}
            className="inline-block rounded-full px-2.5 py-0.5 text-xs"
          >
            热门标签
          </span>
        </div>
      </div>
      <div className="w-44 overflow-hidden rounded-xl border-4 border-gray-800 bg-white">
        <div className="h-20 bg-gray-100" />
        <div data-testid="theme-preview-tabbar" className="flex border-t border-gray-100 py-1.5">
          {tabs.map((word, i) => (
            <span
              key={word}
              data-testid={i === 0 ? 'theme-preview-tab-current' : undefined}
              style={{ color: i === 0 ? theme.primaryInk : '#6b7280' }}
              className="flex flex-1 flex-col items-center gap-0.5 text-[10px]"
            >
              <span className="size-3.5 rounded-sm border-[1.5px] border-current" />
              {word}
            </span>
          ))}
        </div>
      </div>
    </div>
  )
}
