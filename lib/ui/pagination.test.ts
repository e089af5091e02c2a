/** @jest-environment node */
import { DEFAULT_PAGE_SIZE, DEFAULT_PAGE_WINDOW, pageWindow, totalPages } from './pagination'

describe('constants', () => {
  it('match docs/spec.md §9', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(20)
    expect(DEFAULT_PAGE_WINDOW).toBe(5)
  })
})

describe('totalPages', () => {
  it.each([
    [0, 20, 0],
    [-5, 20, 0],
    [1, 20, 1],
    [20, 20, 1],
    [21, 20, 2],
    [100, 10, 10],
    [101, 10, 11],
    [45, 0, 3], // invalid page size falls back to the default
    [45, -1, 3],
    [Number.NaN, 20, 0],
  ])('totalPages(%p, %p) = %p', (count, size, expected) => {
    expect(totalPages(count, size)).toBe(expected)
  })

  it('defaults the page size to 20', () => {
    expect(totalPages(41)).toBe(3)
  })
})

describe('pageWindow', () => {
  it.each<[number, number, number | undefined, number[]]>([
    [1, 10, undefined, [1, 2, 3, 4, 5]],
    [2, 10, undefined, [1, 2, 3, 4, 5]],
    [3, 10, undefined, [1, 2, 3, 4, 5]],
    [4, 10, undefined, [2, 3, 4, 5, 6]],
    [5, 10, undefined, [3, 4, 5, 6, 7]],
    [8, 10, undefined, [6, 7, 8, 9, 10]],
    [9, 10, undefined, [6, 7, 8, 9, 10]],
    [10, 10, undefined, [6, 7, 8, 9, 10]],
    [1, 3, undefined, [1, 2, 3]],
    [3, 5, undefined, [1, 2, 3, 4, 5]],
    [1, 1, undefined, [1]],
    [1, 0, undefined, []],
    [1, -3, undefined, []],
    [5, 20, 3, [4, 5, 6]],
    [5, 20, 4, [3, 4, 5, 6, 7]], // even → +1
    [5, 20, 6, [2, 3, 4, 5, 6, 7, 8]],
    [5, 20, 1, [5]],
    [5, 20, 0, [5]], // 0 → 1
    [5, 20, -4, [5]],
    [10, 20, 7, [7, 8, 9, 10, 11, 12, 13]],
    [0, 10, undefined, [1, 2, 3, 4, 5]], // current clamped up
    [99, 10, undefined, [6, 7, 8, 9, 10]], // current clamped down
    [Number.NaN, 10, undefined, [1, 2, 3, 4, 5]],
    [4.7, 10, undefined, [2, 3, 4, 5, 6]],
  ])('pageWindow(%p, %p, %p)', (current, total, size, expected) => {
    expect(pageWindow(current, total, size)).toEqual(expected)
  })

  it('is always windowSize long when there are enough pages, and contains current', () => {
    for (let total = 1; total <= 15; total++) {
      for (let size = 1; size <= 8; size++) {
        const odd = size % 2 === 0 ? size + 1 : size
        for (let current = 1; current <= total; current++) {
          const w = pageWindow(current, total, size)
          expect(w).toHaveLength(Math.min(odd, total))
          expect(w).toContain(current)
          expect(w[0]).toBeGreaterThanOrEqual(1)
          expect(w[w.length - 1]).toBeLessThanOrEqual(total)
          w.slice(1).forEach((p, i) => expect(p).toBe(w[i] + 1))
        }
      }
    }
  })
})
