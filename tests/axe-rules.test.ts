/** @jest-environment jsdom */
// The accessibility checks skip the axe-core rules that cannot find anything serious (e2e/axe-rules.ts). This holds
// the list to the installed axe-core: every rule on it exists, and none of its checks is rated above moderate — so a
// new axe-core that rates one higher, or a rule renamed, fails here rather than going unchecked in the browser suite.
import axe from 'axe-core'
import { NEVER_SERIOUS_RULES } from '@/e2e/axe-rules'

interface AuditRule {
  id: string
  impact?: string
  any: Array<string | { id: string }>
  all: Array<string | { id: string }>
  none: Array<string | { id: string }>
}
const audit = (
  axe as unknown as { _audit: { rules: AuditRule[]; data: { checks: Record<string, { impact?: string }> } } }
)._audit

function highestImpact(rule: AuditRule): string {
  const order = ['minor', 'moderate', 'serious', 'critical']
  const checks = [...rule.any, ...rule.all, ...rule.none].map((c) => (typeof c === 'string' ? c : c.id))
  const impacts = [...checks.map((id) => audit.data.checks[id]?.impact), rule.impact].filter(Boolean) as string[]
  return impacts.sort((a, b) => order.indexOf(b) - order.indexOf(a))[0] ?? 'none'
}

it('skips only rules that exist and are rated at most moderate', () => {
  const byId = new Map(audit.rules.map((r) => [r.id, r]))
  const problems = NEVER_SERIOUS_RULES.flatMap((id) => {
    const rule = byId.get(id)
    if (!rule) return [`${id}: no such rule`]
    const impact = highestImpact(rule)
    return impact === 'minor' || impact === 'moderate' ? [] : [`${id}: rated ${impact}`]
  })
  expect(problems).toEqual([])
})

it('keeps the skipped-heading check the journeys name (heading-order)', () => {
  expect(NEVER_SERIOUS_RULES).not.toContain('heading-order')
  expect(audit.rules.some((r) => r.id === 'heading-order')).toBe(true)
})
