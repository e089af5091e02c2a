/** @jest-environment node */
// The list pages' query rules at their edges: which ids and page numbers name a list, and which spelling is canonical.
import {
  courseListKeyOf,
  decodeCourseListKey,
  decodeSearchListKey,
  encodeCourseListKey,
  encodeSearchListKey,
  readListId,
  readListPage,
  searchListKeyOf,
} from './list-routes'

describe('readListId', () => {
  it.each([
    ['1', 1],
    [' 12 ', 12],
    ['007', 7],
    ['2147483647', 2147483647],
  ])('%p is the id %p', (value, id) => {
    expect(readListId(value)).toBe(id)
  })

  it.each([[undefined], [''], ['   ']])('%p is no id at all', (value) => {
    expect(readListId(value)).toBeUndefined()
  })

  it.each(['0', '2147483648', '-1', '1e3', '1.5', 'abc', '1 2'])('%p names no category', (value) => {
    expect(readListId(value)).toBeNull()
  })
})

describe('readListPage', () => {
  it.each([
    [undefined, 1],
    ['', 1],
    ['abc', 1],
    ['-2', 1],
    ['0', 1],
    ['1', 1],
    [' 7 ', 7],
    ['500', 500],
  ])('%p → page %p', (value, page) => {
    expect(readListPage(value)).toBe(page)
  })

  it('refuses a page past the last one a list can have', () => {
    expect(readListPage('501')).toBeNull()
  })
})

describe('courseListKeyOf', () => {
  it('reads the first of repeated parameters, as Next hands them over', () => {
    expect(courseListKeyOf({ courseTypeId: ['5', '6'], sort: ['popular', 'newest'], page: ['3'] })).toEqual({
      pcourseTypeId: undefined,
      courseTypeId: 5,
      sort: 'popular',
      page: 3,
    })
  })

  it('takes only the whitelisted sorts, 综合 (overall) by default', () => {
    expect(courseListKeyOf({ sort: 'popular' })?.sort).toBe('popular')
    expect(courseListKeyOf({ sort: 'newest' })?.sort).toBe('newest')
    expect(courseListKeyOf({ sort: 'overall' })?.sort).toBe('overall')
    expect(courseListKeyOf({ sort: 'POPULAR' })?.sort).toBe('overall')
    expect(courseListKeyOf({})?.sort).toBe('overall')
  })

  it('takes only free and paid as a price; anything else lists both', () => {
    expect(courseListKeyOf({ price: 'free' })?.price).toBe('free')
    expect(courseListKeyOf({ price: ['paid', 'free'] })?.price).toBe('paid')
    for (const price of ['', 'all', 'Free', '免费', '0']) expect(courseListKeyOf({ price })?.price).toBeUndefined()
  })

  it('keeps a valid parent hint and drops a broken one when the category names itself', () => {
    expect(courseListKeyOf({ pcourseTypeId: '4', courseTypeId: '5' })).toMatchObject({
      pcourseTypeId: 4,
      courseTypeId: 5,
    })
    expect(courseListKeyOf({ pcourseTypeId: 'x', courseTypeId: '5' })).toMatchObject({
      pcourseTypeId: undefined,
      courseTypeId: 5,
    })
    expect(courseListKeyOf({ pcourseTypeId: '4' })).toMatchObject({ pcourseTypeId: 4, courseTypeId: undefined })
  })

  it('names no list for a broken naming id or a page past the end', () => {
    expect(courseListKeyOf({ courseTypeId: '0' })).toBeNull()
    expect(courseListKeyOf({ pcourseTypeId: '0' })).toBeNull()
    expect(courseListKeyOf({ courseTypeId: '5', page: '501' })).toBeNull()
  })
})

describe('course list segments', () => {
  it('write 0 for an absent id', () => {
    expect(encodeCourseListKey({ sort: 'overall', page: 1 })).toBe('0-0-overall-all-1')
    expect(encodeCourseListKey({ pcourseTypeId: 3, courseTypeId: 8, sort: 'popular', price: 'free', page: 12 })).toBe(
      '3-8-popular-free-12',
    )
  })

  it('read back to the same key', () => {
    expect(decodeCourseListKey('0-0-newest-all-1')).toEqual({
      pcourseTypeId: undefined,
      courseTypeId: undefined,
      sort: 'newest',
      price: undefined,
      page: 1,
    })
    expect(decodeCourseListKey('2147483647-1-popular-paid-500')).toEqual({
      pcourseTypeId: 2147483647,
      courseTypeId: 1,
      sort: 'popular',
      price: 'paid',
      page: 500,
    })
  })

  it.each([
    '2147483648-0-newest-all-1',
    '0-0-newest-all-501',
    '0-0-newest-all-0',
    'x0-0-newest-all-1',
    '0-0-newest-all-1x',
    '0-0-Newest-all-1',
    '0-0-newest-1',
    '0-0-newest-Free-1',
    '0-0-newest-cheap-1',
  ])('refuse %s', (segment) => {
    expect(decodeCourseListKey(segment)).toBeNull()
  })
})

describe('searchListKeyOf', () => {
  it('counts characters, not UTF-16 units, and trims what the cut leaves', () => {
    expect(searchListKeyOf({ name: '😀'.repeat(25) })?.name).toBe('😀'.repeat(20))
    expect(searchListKeyOf({ name: `${'a'.repeat(19)} bcd` })?.name).toBe('a'.repeat(19))
    expect(searchListKeyOf({ name: '  Excel  ', page: '2' })).toEqual({ name: 'Excel', page: 2 })
  })

  it('has only page 1 without a name, and no page past the end with one', () => {
    expect(searchListKeyOf({ name: '   ', page: '4' })).toEqual({ name: '', page: 1 })
    expect(searchListKeyOf({})).toEqual({ name: '', page: 1 })
    expect(searchListKeyOf({ name: 'Excel', page: '501' })).toBeNull()
  })

  it('reads a URLSearchParams as well as a record', () => {
    expect(searchListKeyOf(new URLSearchParams('name=%E7%AE%A1%E7%90%86&page=2&name=x'))).toEqual({
      name: '管理',
      page: 2,
    })
  })

  it('turns control characters into spaces and drops invisible ones, so no NUL reaches the database', () => {
    expect(searchListKeyOf(new URLSearchParams('name=%00'))).toEqual({ name: '', page: 1 })
    expect(searchListKeyOf(new URLSearchParams('name=Ex%00cel&page=2'))).toEqual({ name: 'Ex cel', page: 2 })
    expect(searchListKeyOf({ name: '\t管理\n\u007f' })).toEqual({ name: '管理', page: 1 })
    expect(searchListKeyOf({ name: '\u200b\ufeff' })).toEqual({ name: '', page: 1 })
    expect(searchListKeyOf({ name: 'Ex\u200bcel' })?.name).toBe('Excel')
  })
})

describe('search list segments', () => {
  it('are page.base64url(name), URL-safe and unpadded', () => {
    expect(encodeSearchListKey({ name: '', page: 1 })).toBe('1')
    expect(encodeSearchListKey({ name: 'a', page: 3 })).toBe('3.YQ')
    // '>>>' and '???' encode to + and / in plain base64; one path segment needs - and _.
    expect(encodeSearchListKey({ name: '>>>', page: 1 })).toBe('1.Pj4-')
    expect(encodeSearchListKey({ name: '???', page: 1 })).toBe('1.Pz8_')
    expect(decodeSearchListKey('1.Pj4-')).toEqual({ name: '>>>', page: 1 })
    expect(decodeSearchListKey('1.Pz8_')).toEqual({ name: '???', page: 1 })
  })

  it('refuse what is not valid UTF-8 or not the one spelling', () => {
    expect(decodeSearchListKey('1._w')).toBeNull() // the byte 0xff
    expect(decodeSearchListKey('1.YQ==')).toBeNull() // padded
    expect(decodeSearchListKey('0.YQ')).toBeNull()
    expect(decodeSearchListKey('501.YQ')).toBeNull()
    expect(decodeSearchListKey('1.YQ.x')).toBeNull()
    expect(decodeSearchListKey('x1.YQ')).toBeNull()
  })
})
