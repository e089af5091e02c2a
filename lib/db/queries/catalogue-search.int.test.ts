// Course search on the seeded catalogue: own words, category and lecturer names, ranking and tenant isolation.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import { courses, courseTypes } from '@/lib/db/schema'
import { hotTermsOf } from '@/lib/pages/search'
import { SEED_TENANTS } from '@/lib/seed'
import * as data from '@/lib/services/catalogue-data'
import { getTenantSite } from '@/lib/services/tenant-site'
import { createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'
import { likePattern } from './catalogue'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-search-int-'))
process.env.STORAGE_DIR = dir
const EXCEL = 'Excel数据透视表从入门到精通'

let db: SeededTestDatabase
let demo: number

beforeAll(async () => {
  db = await createSeededTestDatabase()
  const summary = db.seeded
  demo = summary.tenants.find((t) => t.slug === 'demo')!.id
}, 60000)

afterAll(async () => {
  await db?.cleanup()
  fs.rmSync(dir, { recursive: true, force: true })
})

const idsOf = (list: { id: number }[]) => list.map((c) => c.id)
const found = async (slug: string, name: string) => (await data.searchCourses(slug, name, 1, 100)).items
const titles = async (slug: string, name: string) => (await found(slug, name)).map((c) => c.title)
const listed = async (slug: string) =>
  (await data.getCourseList(slug, { sort: 'newest', page: 1, pageSize: 100 })).items
const treeOf = (slug: string) => SEED_TENANTS.find((t) => t.slug === slug)!.courseTypes

describe('search by category name', () => {
  it('finds courses for every 热门搜索 chip the phone shows', async () => {
    const chips = hotTermsOf((await getTenantSite('demo'))!.header.homeCourseTypeDtos)
    expect(chips).toEqual(expect.arrayContaining(['职场技能', '管理领导力', '数字化转型', '财务金融']))
    for (const chip of chips) expect([chip, (await found('demo', chip)).length > 0]).toEqual([chip, true])
  })

  it('finds every course of a child category by its name, and of all its children by the parent name', async () => {
    const all = await listed('demo')
    for (const parent of treeOf('demo')) {
      const family = all.filter((c) => parent.children.includes(c.courseTypeName))
      for (const child of parent.children) {
        const own = idsOf(family.filter((c) => c.courseTypeName === child))
        expect([child, own.length > 0]).toEqual([child, true])
        expect([child, idsOf(await found('demo', child))]).toEqual([child, expect.arrayContaining(own)])
      }
      expect([parent.name, idsOf(await found('demo', parent.name))]).toEqual([
        parent.name,
        expect.arrayContaining(idsOf(family)),
      ])
    }
    expect(await titles('demo', '办公软件')).toEqual(
      expect.arrayContaining([EXCEL, 'Word长文档排版实战', 'PPT高级设计：让你的汇报脱颖而出']),
    )
  })

  it('follows a renamed category at once and ignores hidden ones', async () => {
    const [type] = await db.db
      .select()
      .from(courseTypes)
      .where(and(eq(courseTypes.tenantId, demo), eq(courseTypes.typeName, '决策与执行')))
    const restore = () =>
      db.db.update(courseTypes).set({ typeName: '决策与执行', isVisible: true }).where(eq(courseTypes.id, type.id))
    try {
      expect(await titles('demo', '决策与执行')).toEqual(
        expect.arrayContaining(['结构化思维与科学决策', '执行力：把战略落到实处']),
      )
      await db.db
        .update(courseTypes)
        .set({ typeName: '战略执行' })
        .where(and(eq(courseTypes.tenantId, demo), eq(courseTypes.id, type.id)))
      expect(await titles('demo', '战略执行')).toEqual(
        expect.arrayContaining(['结构化思维与科学决策', '执行力：把战略落到实处']),
      )
      expect(await titles('demo', '决策与执行')).toEqual([])
      await db.db
        .update(courseTypes)
        .set({ isVisible: false })
        .where(and(eq(courseTypes.tenantId, demo), eq(courseTypes.id, type.id)))
      expect(await titles('demo', '战略执行')).toEqual([])
    } finally {
      await restore()
    }
  })
})

describe('search by lecturer name', () => {
  it("finds a lecturer's published courses by full or partial name", async () => {
    const chen = (await data.getLecturers('demo', 1, 100)).items.find((l) => l.name === '陈志远')!
    const detail = (await data.getLecturerDetail('demo', chen.id))!
    expect(idsOf(await found('demo', '陈志远')).sort()).toEqual(idsOf(detail.courses).sort())
    expect(detail.courses.length).toBe(chen.courseCount)
    expect(await titles('demo', '晓明')).toEqual(expect.arrayContaining([EXCEL, 'Power BI商业智能可视化']))
    expect(await titles('demo', '晓明')).not.toContain('（未发布）内部测试课程')
  })
})

describe('search by own words', () => {
  it('keeps searchText = title, summary and tags, lower-cased, as migration 0003 computes it', async () => {
    const [excel] = await db.db
      .select()
      .from(courses)
      .where(and(eq(courses.tenantId, demo), eq(courses.title, EXCEL)))
    expect(excel.searchText).toContain('excel数据透视表')
    expect(excel.searchText).not.toContain('王晓明')
    const [{ n }] = await db.db
      .select({ n: sql<number>`count(*)::int` })
      .from(courses)
      .where(
        sql`${courses.searchText} <> lower(concat_ws(' ', ${courses.title}, ${courses.summary}, array_to_string(${courses.tags}, ' ')))`,
      )
    expect(Number(n)).toBe(0)
  })

  it('finds Chinese substrings of 1+ characters, trimmed, case-insensitively', async () => {
    expect((await titles('demo', '透视'))[0]).toBe(EXCEL)
    expect(await titles('demo', '透')).toContain(EXCEL)
    expect(await titles('demo', '  透视  ')).toContain(EXCEL)
    expect(await titles('demo', 'EXCEL')).toContain(EXCEL)
    expect(await titles('demo', '   ')).toEqual([])
  })

  it('treats % and _ literally and pages with a total', async () => {
    expect(likePattern('50%_a\\')).toBe('%50\\%\\_a\\\\%')
    expect(await titles('demo', '%')).toEqual([])
    expect(await titles('demo', '_')).toEqual([])
    const p = await data.searchCourses('demo', '管理', 2, 3)
    expect(p).toMatchObject({ page: 2, pageSize: 3 })
    expect(p.totalCount).toBeGreaterThan(3)
  })
})

describe('ranking', () => {
  it('puts title matches first, then courses found by their category or lecturer', async () => {
    const list = await titles('demo', '时间管理')
    expect(list[0]).toBe('时间管理：从拖延到高效')
    expect(list).toContain('精力管理与番茄工作法')
    for (const term of ['领导力', '数据分析', '安全生产', '管理']) {
      const hits = (await titles('demo', term)).map((t) => t.toLowerCase().includes(term))
      expect([term, hits.some((h) => !h)]).toEqual([term, true])
      expect([term, hits]).toEqual([term, [...hits].sort((a, b) => Number(b) - Number(a))])
    }
  })
})

describe('tenant isolation', () => {
  it("never matches another tenant's categories, lecturers or courses", async () => {
    const acmeIds = new Set(idsOf(await listed('acme')))
    const acmeNames = treeOf('acme').flatMap((p) => [p.name, ...p.children])
    for (const name of [...acmeNames, '马骏', '林晓燕', '沟通']) {
      expect([name, (await found('demo', name)).filter((c) => acmeIds.has(c.id))]).toEqual([name, []])
    }
    expect(await titles('demo', '销售技巧')).toEqual([])
    expect(await titles('demo', '新员工入职')).toEqual([])
    expect(await titles('demo', '马骏')).toEqual([])
    expect(await titles('demo', '艾克美')).toEqual([])
    expect(await titles('acme', '销售技巧')).toEqual(
      expect.arrayContaining(['顾问式销售技巧', '销售沟通实战：从破冰到成交']),
    )
    expect(await titles('acme', '马骏')).toContain('艾克美企业文化与核心价值观')
    expect(await titles('acme', '办公软件')).toEqual([])
  })
})
