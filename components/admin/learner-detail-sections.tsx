'use client'
// The parts of a learner's detail page (issue 32): 基本资料, 所属企业 (now and before), 学习记录 with progress and
// credited time, what an anonymised account kept, and 登录中的设备 — each a titled panel with a Chinese empty line.
import type { ReactNode } from 'react'
import { formatDateTime } from '@/lib/contract/dates'
import { creditedHours, ENROLMENT_SOURCE_LABELS } from '@/lib/contract/people-rules'
import type { LearnerDetail } from '@/lib/contract/schemas/admin-people'
import { LearnerStateBadge } from './learners-view'
import { PANEL, TABLE } from './styles'

const PROVIDERS: Record<string, string> = { qq: 'QQ', wechat: '微信', wechat_mp: '微信公众号' }

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <section className={PANEL} aria-labelledby={`${testId}-title`} data-testid={testId}>
      <h2 id={`${testId}-title`} className="mb-3 text-base font-semibold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  )
}

function Table({ head, rows, empty }: { head: string[]; rows: ReactNode[][]; empty: string }) {
  if (rows.length === 0) return <p className="text-sm text-gray-500">{empty}</p>
  return (
    <div className={TABLE.wrap}>
      <table className={TABLE.table}>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className={TABLE.th}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, i) => (
            <tr key={i}>
              {cells.map((cell, j) => (
                <td key={j} className={TABLE.td}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

const when = (at: string | null, none = '—') => (at ? formatDateTime(at) : none)

export function ProfileSection({ learner }: { learner: LearnerDetail }) {
  const items: [string, ReactNode][] = [
    ['昵称', learner.nickname],
    ['手机号', learner.phone || '—'],
    ['状态', <LearnerStateBadge key="s" state={learner.state} />],
    ['注册时间', formatDateTime(learner.createdAt)],
    ['登录密码', learner.hasPassword ? '已设置' : '未设置（仅验证码登录）'],
    [
      '同意的协议',
      learner.agreedVersion ? `${agreedText(learner.agreedVersion)}（${when(learner.agreedAt)}）` : '注册时未记录',
    ],
    [
      '第三方账号',
      learner.identities.length
        ? learner.identities
            .map((i) => `${PROVIDERS[i.provider] ?? i.provider}「${i.nickname || '未命名'}」`)
            .join('、')
        : '未绑定',
    ],
    ['简介', learner.introduction || '—'],
  ]
  if (learner.anonymisedAt) items.push(['注销时间', formatDateTime(learner.anonymisedAt)])
  return (
    <Section title="基本资料" testId="learner-profile">
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        {items.map(([label, value]) => (
          <div key={label} className="flex gap-3">
            <dt className="w-20 shrink-0 text-gray-500">{label}</dt>
            <dd className="min-w-0 text-gray-900 [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  )
}

export function CompaniesSection({ learner }: { learner: LearnerDetail }) {
  return (
    <Section title="所属企业" testId="learner-companies">
      <Table
        head={['企业', '企业内姓名', '部门', '企业VIP', '加入时间', '关系']}
        empty="未加入任何企业"
        rows={learner.companies.map((c) => [
          c.companyName,
          c.nameInCompany || '—',
          c.department || '—',
          c.current ? (c.isVip ? (c.vipActive ? 'VIP' : 'VIP（企业未认证或已禁用，暂不生效）') : '否') : '—',
          when(c.joinedAt),
          c.current ? '当前所在' : '曾加入',
        ])}
      />
    </Section>
  )
}

export function EnrolmentsSection({ learner }: { learner: LearnerDetail }) {
  return (
    <Section title="学习记录" testId="learner-enrolments">
      <p className="mb-3 text-sm text-gray-600">累计认证学时：{creditedHours(learner.creditedSeconds)}</p>
      <Table
        head={['课程', '加入方式', '加入时间', '最近学习', '进度', '认证学时']}
        empty="尚未加入任何课程"
        rows={learner.enrolments.map((e) => [
          e.title,
          ENROLMENT_SOURCE_LABELS[e.source] ?? e.source,
          formatDateTime(e.enrolledAt),
          when(e.lastLearnedAt, '未开始'),
          <span key="p" className="inline-flex items-center gap-2 whitespace-nowrap">
            <progress max={100} value={e.percent} aria-label={`${e.title}的进度`} className="h-2 w-20" />
            {e.completedAt ? '已完成' : `${e.percent}%`}
          </span>,
          creditedHours(e.creditedSeconds),
        ])}
      />
      {learner.keptHours.length > 0 ? (
        <div className="mt-4" data-testid="learner-kept-hours">
          <h3 className="mb-2 text-sm font-medium text-gray-900">注销后保留的学时（按课程汇总）</h3>
          <Table
            head={['课程', '认证学时', '是否学完']}
            empty=""
            rows={learner.keptHours.map((k) => [k.title, creditedHours(k.creditedSeconds), k.completed ? '是' : '否'])}
          />
        </div>
      ) : null}
    </Section>
  )
}

export function SessionsSection({ learner }: { learner: LearnerDetail }) {
  return (
    <Section title="登录中的设备" testId="learner-sessions">
      <Table
        head={['设备', '登录时间', '最近活动', '到期时间']}
        empty="当前没有登录中的设备"
        rows={learner.sessions.map((s) => [
          s.device,
          formatDateTime(s.createdAt),
          formatDateTime(s.lastSeenAt),
          formatDateTime(s.expiresAt),
        ])}
      />
    </Section>
  )
}

const DOCUMENT_NAMES: Record<string, string> = { useragreement: '《用户协议》', privacypolicy: '《隐私政策》' }

/** The versions agreed to as stored (`useragreement@1.0;privacypolicy@1.0`), in words: 《用户协议》1.0、《隐私政策》1.0. */
function agreedText(stored: string): string {
  return stored
    .split(';')
    .map((part) => {
      const [doc, version] = part.split('@')
      return `${DOCUMENT_NAMES[doc] ?? doc}${version ?? ''}`
    })
    .join('、')
}
