// /searchlist's pure parts: the search-text rule, the canonical spelling and the shared title.
import type { TenantSite } from '@/lib/contract/site'
import { readSearchListQuery, searchListPath, searchListSeo } from './search-list'

const site = { settings: { tenantName: '启航学堂' } as TenantSite['settings'] }

describe('readSearchListQuery', () => {
  it('trims the text and reads the page', () => {
    expect(readSearchListQuery({ name: '  透视 ', formseach: 'true', page: '2' })).toEqual({ name: '透视', page: 2 })
  })

  it('caps the text at 20 characters counted in code points', () => {
    expect(readSearchListQuery({ name: '长'.repeat(25) })?.name).toBe('长'.repeat(20))
    expect(readSearchListQuery({ name: '😀'.repeat(21) })?.name).toBe('😀'.repeat(20))
  })

  it('without text there is no page 2, and a bad page is page 1', () => {
    expect(readSearchListQuery({ name: '   ', page: '3' })).toEqual({ name: '', page: 1 })
    expect(readSearchListQuery({ page: '3' })).toEqual({ name: '', page: 1 })
    expect(readSearchListQuery({ name: 'Excel', page: 'abc' })).toEqual({ name: 'Excel', page: 1 })
    expect(readSearchListQuery({ name: ['Excel', 'Word'] })).toEqual({ name: 'Excel', page: 1 })
  })
})

describe('searchListPath', () => {
  it('form-encodes name, keeps formseach, adds page only after the first', () => {
    expect(searchListPath('透视')).toBe('/searchlist?name=%E9%80%8F%E8%A7%86&formseach=true')
    expect(searchListPath('Excel 透视', 2)).toBe('/searchlist?name=Excel+%E9%80%8F%E8%A7%86&formseach=true&page=2')
    expect(searchListPath('a&b=c')).toBe('/searchlist?name=a%26b%3Dc&formseach=true')
    expect(searchListPath('', 3)).toBe('/searchlist')
  })
})

describe('searchListSeo', () => {
  it('one title and description for both devices', () => {
    expect(searchListSeo(site, { name: 'Excel', page: 1 })).toEqual({
      title: '搜索“Excel”',
      description: '在启航学堂搜索“Excel”的课程结果：按课程名称、简介、标签或讲师姓名查找。',
      path: '/searchlist?name=Excel&formseach=true',
    })
    expect(searchListSeo(site, { name: 'Excel', page: 2 }).title).toBe('搜索“Excel”（第2页）')
    expect(searchListSeo(site, { name: '', page: 1 })).toEqual({
      title: '搜索课程',
      description: '在启航学堂搜索课程：按课程名称、简介、标签或讲师姓名查找。',
      path: '/searchlist',
    })
  })
})
