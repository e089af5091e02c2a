// The plain paged lists, home and /search: one title, description and canonical per URL, whatever the device.
import type { CourseTypeDto } from '@/lib/contract/schemas/tenant'
import type { TenantSite } from '@/lib/contract/site'
import { homeSeo } from './home'
import { listPath, pagedTitle } from './paging'
import { hotTermsOf, searchSeo } from './search'
import { teacherListSeo } from './teacher-list'
import { thematicListSeo } from './thematic-list'

const settings = { tenantName: '启航学堂' } as TenantSite['settings']
const type = (courseTypeId: number, typeName: string): CourseTypeDto => ({ courseTypeId, typeName, children: [] })

describe('listPath and pagedTitle', () => {
  it('keeps the given order, drops empty values and page 1', () => {
    expect(
      listPath(
        '/x',
        [
          ['b', 2],
          ['a', undefined],
          ['c', ''],
          ['d', 'e f'],
        ],
        1,
      ),
    ).toBe('/x?b=2&d=e+f')
    expect(listPath('/x', [], 1)).toBe('/x')
    expect(listPath('/x', [], 4)).toBe('/x?page=4')
  })

  it('numbers later pages in brackets', () => {
    expect(pagedTitle('全部讲师', 1)).toBe('全部讲师')
    expect(pagedTitle('全部讲师', 3)).toBe('全部讲师（第3页）')
  })
})

describe('teacher and topic lists', () => {
  it('/teacherlist', () => {
    expect(teacherListSeo({ settings }, 1)).toEqual({
      title: '全部讲师',
      description: '启航学堂的讲师与行业专家：金牌讲师领衔，查看每位讲师的介绍与主讲课程。',
      path: '/teacherlist',
    })
    expect(teacherListSeo({ settings }, 2)).toMatchObject({ title: '全部讲师（第2页）', path: '/teacherlist?page=2' })
  })

  it('/thematiclist', () => {
    expect(thematicListSeo({ settings }, 1)).toEqual({
      title: '全部专题',
      description: '启航学堂的学习专题：围绕一个主题精选并排好顺序的系列课程，系统学习更高效。',
      path: '/thematiclist',
    })
    expect(thematicListSeo({ settings }, 5)).toMatchObject({ title: '全部专题（第5页）', path: '/thematiclist?page=5' })
  })
})

describe('home', () => {
  const header = (types: CourseTypeDto[]) => ({ homeCourseTypeDtos: types }) as TenantSite['header']

  it('names the categories in the description', () => {
    expect(homeSeo({ settings, header: header([type(1, '职场技能'), type(2, '管理领导力')]) })).toEqual({
      title: '启航学堂 - 在线学习平台',
      absoluteTitle: true,
      description: '启航学堂：汇聚职场技能、管理领导力等方向的精品在线课程，名师讲解，随时随地学习。',
      path: '/',
    })
  })

  it('reads well without categories', () => {
    expect(homeSeo({ settings, header: header([]) }).description).toBe(
      '启航学堂：精品在线课程，名师讲解，随时随地学习。',
    )
  })
})

describe('/search', () => {
  it('suggests trimmed, distinct category names, at most 8', () => {
    const types = [' 职场技能 ', '职场技能', '', '管理领导力', ...'abcdefgh'].map((name, i) => type(i + 1, name))
    expect(hotTermsOf(types)).toEqual(['职场技能', '管理领导力', 'a', 'b', 'c', 'd', 'e', 'f'])
  })

  it('has one title and canonical', () => {
    expect(searchSeo({ settings })).toEqual({
      title: '搜索',
      description: '在启航学堂搜索课程：按课程名称、简介、标签或讲师姓名查找。',
      path: '/search',
    })
  })
})
