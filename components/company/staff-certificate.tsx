'use client'
// 开具学时证明 for one staff member (issue 31), from their 学习记录 on 学习看板: a date range of their credited learning
// (CompanyCertificate/Issue), then the PDF — the company's session may download its staff's — and the verification
// page. Only the range is offered: the board does not know which courses this person has completed.
import { useState } from 'react'
import { RangeIssue } from '@/components/certificate/range-issue'
import { api } from '@/lib/client/api'

export function StaffCertificate({ individualId }: { individualId: number }) {
  const [open, setOpen] = useState(false)
  return (
    <div className="border-b border-gray-100 px-5 py-3" data-testid="staff-certificate">
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
        className="min-h-9 rounded-md border border-primary px-4 text-sm text-primary hover:bg-primary-soft"
      >
        开具学时证明
      </button>
      {open ? (
        <div className="mt-3">
          <RangeIssue
            links
            issue={(range) => api.post.CompanyCertificate.Issue({ userId: individualId, ...range }, { inline: true })}
          />
        </div>
      ) : null}
    </div>
  )
}
