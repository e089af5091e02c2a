/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react'
import {
  addToHistory,
  clearHistory,
  HISTORY_MAX,
  normalizeTerm,
  readHistory,
  saveSearch,
  useSearchHistory,
} from './search-history'

const stored = () => JSON.parse(localStorage.getItem('seachHistory') ?? 'null')

beforeEach(() => localStorage.clear())

describe('addToHistory', () => {
  it('puts the newest term first', () => {
    expect(addToHistory(['b', 'a'], 'c')).toEqual(['c', 'b', 'a'])
  })

  it('keeps at most 6, dropping the oldest', () => {
    let list: string[] = []
    for (const term of ['1', '2', '3', '4', '5', '6', '7']) list = addToHistory(list, term)
    expect(HISTORY_MAX).toBe(6)
    expect(list).toEqual(['7', '6', '5', '4', '3', '2'])
  })

  it('moves a repeated term to the front instead of duplicating it', () => {
    expect(addToHistory(['c', 'b', 'a'], 'a')).toEqual(['a', 'c', 'b'])
    expect(addToHistory(['c', 'b', 'a'], '  b ')).toEqual(['b', 'c', 'a'])
  })

  it('trims, cuts to 20 characters and ignores empty terms', () => {
    expect(addToHistory([], '  项目管理  ')).toEqual(['项目管理'])
    expect(addToHistory([], '一二三四五六七八九十一二三四五六七八九十多余')).toEqual([
      '一二三四五六七八九十一二三四五六七八九十',
    ])
    expect(addToHistory(['a'], '   ')).toEqual(['a'])
    expect(addToHistory(['a'], '')).toEqual(['a'])
  })

  it('does not change the list it was given', () => {
    const list = ['a']
    addToHistory(list, 'b')
    expect(list).toEqual(['a'])
  })

  it('counts like maxLength but never keeps half a character', () => {
    expect(normalizeTerm('😀'.repeat(25))).toBe('😀'.repeat(10))
    expect(normalizeTerm(`a${'😀'.repeat(25)}`)).toBe(`a${'😀'.repeat(9)}`)
  })
})

describe('localStorage seachHistory', () => {
  it('saves searches as a JSON string array, newest first', () => {
    saveSearch('Excel')
    saveSearch(' 项目管理 ')
    expect(stored()).toEqual(['项目管理', 'Excel'])
    expect(readHistory()).toEqual(['项目管理', 'Excel'])
  })

  it('keeps 6 and dedupes across saves', () => {
    for (const term of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'c']) saveSearch(term)
    expect(stored()).toEqual(['c', 'g', 'f', 'e', 'd', 'b'])
  })

  it('does not store an empty search', () => {
    saveSearch('   ')
    expect(localStorage.getItem('seachHistory')).toBeNull()
  })

  it('clears to an empty list', () => {
    saveSearch('a')
    clearHistory()
    expect(stored()).toEqual([])
    expect(readHistory()).toEqual([])
  })

  it('cleans up corrupt or foreign stored values', () => {
    localStorage.setItem('seachHistory', '{not json')
    expect(readHistory()).toEqual([])
    localStorage.setItem('seachHistory', JSON.stringify({ a: 1 }))
    expect(readHistory()).toEqual([])
    localStorage.setItem('seachHistory', JSON.stringify([' a ', 1, 'a', '', 'b', 'c', 'd', 'e', 'f', 'g']))
    expect(readHistory()).toEqual(['a', 'b', 'c', 'd', 'e', 'f'])
  })

  it('returns the same array while storage is unchanged', () => {
    saveSearch('a')
    expect(readHistory()).toBe(readHistory())
  })
})

describe('useSearchHistory', () => {
  it('follows saves, clears and other tabs', () => {
    const { result } = renderHook(() => useSearchHistory())
    expect(result.current).toEqual([])
    act(() => {
      saveSearch('Excel')
    })
    expect(result.current).toEqual(['Excel'])
    act(() => {
      localStorage.setItem('seachHistory', JSON.stringify(['from', 'another', 'tab']))
      window.dispatchEvent(new StorageEvent('storage', { key: 'seachHistory' }))
    })
    expect(result.current).toEqual(['from', 'another', 'tab'])
    act(() => clearHistory())
    expect(result.current).toEqual([])
  })
})
