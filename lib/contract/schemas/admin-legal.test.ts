// The version a legal text's save takes when none is typed, and what a version may hold.
import { nextLegalVersion, saveLegalInput } from './admin-legal'

it('counts the last number up, or adds .1', () => {
  expect(nextLegalVersion('1.0')).toBe('1.1')
  expect(nextLegalVersion('1.9')).toBe('1.10')
  expect(nextLegalVersion('2')).toBe('3')
  expect(nextLegalVersion('v2024-1')).toBe('v2024-2')
  expect(nextLegalVersion('beta')).toBe('beta.1')
})

it('never names a version an account could not store (`@` and `;` separate its record)', () => {
  const base = { kind: 'useragreement', baseVersion: '1.0', title: '用户协议', body: '正文' }
  expect(saveLegalInput.safeParse({ ...base, version: '1.1' }).success).toBe(true)
  expect(saveLegalInput.safeParse({ ...base, version: ' ' }).data?.version).toBeUndefined()
  for (const version of ['1.1;x', 'a@b', '1 1', 'x'.repeat(21)])
    expect(saveLegalInput.safeParse({ ...base, version }).success).toBe(false)
  expect(saveLegalInput.safeParse({ ...base, effectiveDate: '2026-02-30' }).error?.issues[0].message).toBe(
    '生效日期不是有效的日期',
  )
  expect(saveLegalInput.parse({ ...base, body: '一\r\n\r\n\t二  ' }).body).toEqual(['一', '', '    二'])
})
