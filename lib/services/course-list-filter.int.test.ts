// /courselist's 免费/付费 filter and 综合/最新/最热 orders, through GetCourseList (what the phone's 上拉加载更多 calls)
// and the page model, against the seeded database: each tenant sees its own courses only.
import os from 'node:os'
import path from 'node:path'
import { loadCourseList } from '@/lib/pages/course-list'
import { courseListKeyOf, encodeCourseListKey } from '@/lib/proxy/list-routes'
import { call } from '@/tests/api-client'
import { createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'
import { readTenantSite } from './tenant-site'

let db: SeededTestDatabase

beforeAll(async () => {
  process.env.STORAGE_DIR = path.join(os.tmpdir(), `qh-course-filter-${process.pid}`)
  db = await createSeededTestDatabase()
  // Seeding renders images and hashes passwords: slow on a shared machine.
}, 120_000)
afterAll(() => db.cleanup())

interface Card {
  id: number
  price: number
  learnerCount: number
  publishedAt: string
  courseTypeId: number
}

/** Every course of a GetCourseList query (one page of 100 holds a seeded tenant's catalogue). */
async function list(query: string, host = 'demo.localhost'): Promise<{ totalCount: number; items: Card[] }> {
  const { status, body } = await call(`/api/services/app/FrontCourse/GetCourseList?pageSize=100&${query}`, { host })
  expect(status).toBe(200)
  expect(body.result.items).toHaveLength(body.result.totalCount)
  return body.result
}

const ids = (items: Card[]) => items.map((c) => c.id)
const sortedIds = (items: Card[]) => ids(items).sort((a, b) => a - b)

describe('price filter', () => {
  it('免费 lists only free courses, 付费 only paid ones, and together they are the whole catalogue', async () => {
    const all = await list('')
    const free = await list('price=free')
    const paid = await list('price=paid')
    expect(free.items.length).toBeGreaterThan(0)
    expect(paid.items.length).toBeGreaterThan(0)
    expect(free.items.every((c) => c.price === 0)).toBe(true)
    expect(paid.items.every((c) => c.price > 0)).toBe(true)
    expect(sortedIds([...free.items, ...paid.items])).toEqual(sortedIds(all.items))
    expect(free.items.map((c) => c.id)).toEqual(all.items.filter((c) => c.price === 0).map((c) => c.id))
  })

  it('takes the words the list shows (免费, 付费) and refuses anything else with a Chinese message', async () => {
    expect(ids((await list(`price=${encodeURIComponent('免费')}`)).items)).toEqual(
      ids((await list('price=free')).items),
    )
    expect(ids((await list(`price=${encodeURIComponent('付费')}`)).items)).toEqual(
      ids((await list('price=paid')).items),
    )
    const refused = await call('/api/services/app/FrontCourse/GetCourseList?price=cheap')
    expect(refused.status).toBe(400)
    expect(refused.body.error.message).toBe('价格筛选不正确')
  })

  it('narrows a category, not the other way round', async () => {
    const workplace = (await readTenantSite('demo'))!.header.homeCourseTypeDtos.find((t) => t.typeName === '职场技能')!
    const inCategory = await list(`pcourseTypeId=${workplace.courseTypeId}`)
    const freeInCategory = await list(`pcourseTypeId=${workplace.courseTypeId}&price=free`)
    expect(freeInCategory.items.length).toBeGreaterThan(0)
    expect(sortedIds(freeInCategory.items)).toEqual(sortedIds(inCategory.items.filter((c) => c.price === 0)))
  })

  it('keeps each tenant to its own courses', async () => {
    const demo = new Set(ids((await list('')).items))
    for (const price of ['free', 'paid']) {
      const acme = await list(`price=${price}&sort=overall`, 'acme.localhost')
      expect(acme.items.length).toBeGreaterThan(0)
      expect(acme.items.filter((c) => demo.has(c.id))).toEqual([])
    }
  })
})

/** 综合 (lib/contract/course-list-rules.ts): log₂(1 + learners) + the publication time in half-years. */
const overallScore = (c: Card) => Math.log2(1 + c.learnerCount) + Date.parse(c.publishedAt) / 1000 / (180 * 24 * 3600)

function isOrderedBy(items: Card[], key: (c: Card) => number): boolean {
  // Within a hair of each other the database's floating point may decide either way.
  return items.every((c, i) => i === 0 || key(items[i - 1]) >= key(c) - 1e-9)
}

describe('sort', () => {
  it('orders 最新 by publication, 最热 by learners, 综合 by learners discounted by age', async () => {
    const newest = (await list('sort=newest')).items
    const popular = (await list('sort=popular')).items
    const overall = (await list('sort=overall')).items
    expect(isOrderedBy(newest, (c) => Date.parse(c.publishedAt))).toBe(true)
    expect(isOrderedBy(popular, (c) => c.learnerCount)).toBe(true)
    expect(isOrderedBy(overall, overallScore)).toBe(true)
    // Three orders of the same courses, and 综合 is neither of the other two.
    expect(sortedIds(overall)).toEqual(sortedIds(newest))
    expect(ids(overall)).not.toEqual(ids(newest))
    expect(ids(overall)).not.toEqual(ids(popular))
  })

  it('takes 综合 by its word too, and pages it without repeating or skipping a course', async () => {
    const whole = ids((await list('sort=overall')).items)
    expect(ids((await list(`sort=${encodeURIComponent('综合')}`)).items)).toEqual(whole)
    const pages: number[] = []
    for (let page = 1; page <= Math.ceil(whole.length / 20); page += 1) {
      const { body } = await call(`/api/services/app/FrontCourse/GetCourseList?sort=overall&page=${page}&pageSize=20`)
      pages.push(...body.result.items.map((c: Card) => c.id))
    }
    expect(pages).toEqual(whole)
  })

  it('keeps newest as the API’s default, the order it answered before 综合 existed', async () => {
    expect(ids((await list('')).items)).toEqual(ids((await list('sort=newest')).items))
  })
})

describe('/courselist', () => {
  const load = (query: Record<string, string>) =>
    loadCourseList({ params: Promise.resolve({ tenant: 'demo', list: encodeCourseListKey(courseListKeyOf(query)!) }) })

  it('opens in 综合 order and lists only free courses under ?price=free', async () => {
    const plain = await load({})
    expect(plain.sort).toBe('overall')
    expect(ids(plain.list.items as Card[])).toEqual(ids((await list('sort=overall')).items).slice(0, 20))
    const free = await load({ price: 'free' })
    expect(free.list.totalCount).toBe((await list('price=free')).totalCount)
    expect(free.list.items.length).toBeGreaterThan(0)
    expect(free.list.items.every((c) => c.price === 0)).toBe(true)
    expect(free.seo).toMatchObject({ title: '免费课程', path: '/courselist?price=free' })
  })
})
