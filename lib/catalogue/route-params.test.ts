/** @jest-environment node */
import { firstValue, readPage, routeId } from './route-params'

it('reads ids in canonical form only', () => {
  expect(routeId('12')).toBe(12)
  for (const bad of ['012', '0', '-1', '1.0', 'abc', '', '99999999999']) expect(routeId(bad)).toBeNull()
})

it('reads the page, falling back to 1', () => {
  expect(readPage({ page: '3' })).toBe(3)
  expect(readPage({ page: ['2', '5'] })).toBe(2)
  for (const page of [undefined, '0', 'x', '-2']) expect(readPage({ page })).toBe(1)
  expect(firstValue(['a', 'b'])).toBe('a')
})
