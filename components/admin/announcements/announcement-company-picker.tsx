'use client'
// The company an announcement goes to: the tenant's companies by name (AdminAnnouncement/FindCompanies) with their
// staff counts, one chosen with 选择.
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { AnnouncementCompanyChoice } from '@/lib/contract/announcement-rules'
import { apiQuery } from '@/lib/query/api-queries'
import { SearchBox } from '../search-box'
import { BUTTON, CONTROL } from '../styles'

export function AnnouncementCompanyPicker({
  value,
  onChange,
  error,
}: {
  value: AnnouncementCompanyChoice | null
  onChange: (company: AnnouncementCompanyChoice | null) => void
  error?: string
}) {
  const [keyword, setKeyword] = useState('')
  const found = useQuery({
    ...apiQuery.AdminAnnouncement.FindCompanies({ keyword: keyword || undefined }),
    enabled: !value,
  })

  if (value)
    return (
      <div>
        <p className={CONTROL.label}>企业</p>
        <div className="flex items-center gap-3 rounded-md border border-gray-200 px-3 py-2 text-sm">
          <span className="min-w-0 flex-1 truncate" data-testid="announcement-company">
            {value.companyName}
            <span className="ml-2 text-gray-500">员工 {value.staffCount} 人</span>
          </span>
          <button type="button" className={BUTTON.link} onClick={() => onChange(null)}>
            更换企业
          </button>
        </div>
      </div>
    )

  return (
    <div>
      <SearchBox label="查找企业" placeholder="输入企业名称" maxLength={50} error={error} onSearch={setKeyword} />
      {found.data ? (
        found.data.items.length === 0 ? (
          <p className="mt-2 text-sm text-gray-500">没有找到名称包含「{keyword}」的企业</p>
        ) : (
          <ul className="mt-2 max-h-44 divide-y divide-gray-100 overflow-y-auto rounded-md border border-gray-200">
            {found.data.items.map((company) => (
              <li key={company.id} className="flex items-center gap-2 px-3 py-2 text-sm" data-testid="company-choice">
                <span className="min-w-0 flex-1 truncate">{company.companyName}</span>
                <span className="shrink-0 text-gray-500 tabular-nums">员工 {company.staffCount} 人</span>
                <button
                  type="button"
                  className={BUTTON.link}
                  aria-label={`选择「${company.companyName}」`}
                  onClick={() => onChange(company)}
                >
                  选择
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  )
}
