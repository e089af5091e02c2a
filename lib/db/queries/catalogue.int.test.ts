// The seeded catalogue through the queries and cached loaders, on PGlite or on PostgreSQL (TEST_DATABASE_URL); search has its own file.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { chapters, courseLecturers, courses, lecturers, lessons, tenants, topicCourses, topics } from '@/lib/db/schema'
import { seedDatabase } from '@/lib/seed'
import { DEMO_CATALOGUE } from '@/lib/seed/catalogue-demo'
import { CLIPS } from '@/lib/seed/media'
import * as data from '@/lib/services/catalogue-data'
import { createSeededTestDatabase, type SeededTestDatabase } from '@/tests/db'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-int-'))
process.env.STORAGE_DIR = dir
const UNPUBLISHED = '（未发布）内部测试课程'
const EXCEL = 'Excel数据透视表从入门到精通'

let db: SeededTestDatabase
let demo: number
let acme: number

beforeAll(async () => {
  db = await createSeededTestDatabase()
  const summary = db.seeded
  demo = summary.tenants.find((t) => t.slug === 'demo')!.id
  acme = summary.tenants.find((t) => t.slug === 'acme')!.id
}, 60000)

afterAll(async () => {
  await db?.cleanup()
  fs.rmSync(dir, { recursive: true, force: true })
})

const coursesOf = (tenantId: number) => db.db.select().from(courses).where(eq(courses.tenantId, tenantId))
const idsOf = (list: { id: number }[]) => list.map((c) => c.id)

async function counts() {
  const n = (
    table:
      | typeof courses
      | typeof lecturers
      | typeof chapters
      | typeof lessons
      | typeof topics
      | typeof topicCourses
      | typeof courseLecturers,
  ) =>
    db.db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .then((r) => Number(r[0].n))
  return Promise.all([courses, lecturers, chapters, lessons, topics, topicCourses, courseLecturers].map(n))
}

async function allListed(slug: string) {
  const first = await data.getCourseList(slug, { sort: 'newest', page: 1, pageSize: 100 })
  return first.items
}

describe('seed', () => {
  it('seeds demo with ≥ 40 published courses over every child category, one draft, gold lecturers and topics', async () => {
    const rows = await coursesOf(demo)
    const published = rows.filter((c) => c.isPublished)
    expect(published.length).toBeGreaterThanOrEqual(40)
    expect(rows.filter((c) => !c.isPublished).map((c) => c.title)).toEqual([UNPUBLISHED])
    const free = published.filter((c) => c.priceCents === 0).length / published.length
    expect(free).toBeGreaterThan(0.25)
    expect(free).toBeLessThan(0.45)
    const eighteenMonths = Date.now() - 548 * 86_400_000
    for (const c of published) {
      if (c.priceCents) expect(c.priceCents).toBeGreaterThanOrEqual(1990)
      expect(c.priceCents).toBeLessThanOrEqual(39900)
      expect(c.learnerCount).toBeGreaterThanOrEqual(50)
      expect(c.learnerCount).toBeLessThanOrEqual(20000)
      expect(c.publishedAt!.getTime()).toBeGreaterThan(eighteenMonths)
      expect(c.tags.length).toBeGreaterThanOrEqual(2)
      expect(c.description.split('\n\n').length).toBeGreaterThanOrEqual(3)
      expect(c.coverUrl).toMatch(/^tenants\/demo\/courses\/\d+-[0-9a-f]{10}\.webp$/)
    }
    const home = await data.getHomeData('demo')
    for (const bar of home!.classifications) {
      for (const child of bar.children) {
        expect([child.typeName, published.some((c) => c.courseTypeId === child.courseTypeId)]).toEqual([
          child.typeName,
          true,
        ])
      }
    }
    const people = await db.db.select().from(lecturers).where(eq(lecturers.tenantId, demo))
    expect(people.length).toBeGreaterThanOrEqual(8)
    expect(people.filter((l) => l.isGold).length).toBeGreaterThanOrEqual(3)
    const topicList = await data.getTopics('demo')
    expect(topicList.totalCount).toBeGreaterThanOrEqual(3)
    expect(topicList.items.filter((t) => t.isSelected).length).toBeGreaterThanOrEqual(2)
    for (const t of topicList.items) {
      expect(t.courseCount).toBeGreaterThanOrEqual(4)
      expect(t.courseCount).toBeLessThanOrEqual(8)
    }
  })

  it('gives every course 1–2 lecturers and 2–5 chapters of 2–6 lessons, each with a seeded clip, only the first one free', async () => {
    for (const c of await coursesOf(demo)) {
      const people = await db.db
        .select()
        .from(courseLecturers)
        .where(and(eq(courseLecturers.tenantId, demo), eq(courseLecturers.courseId, c.id)))
      expect(people.length).toBeGreaterThanOrEqual(1)
      expect(people.length).toBeLessThanOrEqual(2)
      const chs = await db.db
        .select()
        .from(chapters)
        .where(and(eq(chapters.tenantId, demo), eq(chapters.courseId, c.id)))
      expect(chs.length).toBeLessThanOrEqual(5)
      // The short induction course is the one exception: a single chapter of two short lessons.
      if (c.isPublished && !c.title.startsWith('入职第一课')) expect(chs.length).toBeGreaterThanOrEqual(2)
      const ls = await db.db
        .select()
        .from(lessons)
        .where(and(eq(lessons.tenantId, demo), eq(lessons.courseId, c.id)))
      for (const ch of chs) {
        const n = ls.filter((l) => l.chapterId === ch.id).length
        expect(n).toBeGreaterThanOrEqual(2)
        expect(n).toBeLessThanOrEqual(6)
      }
      for (const l of ls) {
        // Every lesson plays a seeded clip and lasts exactly as long as it.
        expect(l.videoUrl).toMatch(/^demo\/media\/clip-/)
        expect(CLIPS.map((clip) => clip.seconds)).toContain(l.durationSeconds)
      }
      expect(ls.filter((l) => l.isFreePreview).length).toBe(1)
    }
  })

  it('seeds acme with its own smaller catalogue', async () => {
    const rows = await coursesOf(acme)
    expect(rows.filter((c) => c.isPublished).length).toBeGreaterThanOrEqual(12)
    expect((await db.db.select().from(lecturers).where(eq(lecturers.tenantId, acme))).length).toBeGreaterThanOrEqual(4)
    expect((await data.getTopics('acme')).totalCount).toBe(2)
    const demoTitles = new Set((await coursesOf(demo)).map((c) => c.title))
    expect(rows.filter((c) => demoTitles.has(c.title))).toEqual([])
  })

  it('draws covers, avatars and banners at their sizes through the storage provider', async () => {
    const size = async (key: string) => {
      const m = await sharp(path.join(dir, key)).metadata()
      return [m.format, m.width, m.height]
    }
    const [demoCourse] = await coursesOf(demo)
    const [acmeCourse] = await coursesOf(acme)
    const [person] = await db.db.select().from(lecturers).where(eq(lecturers.tenantId, demo))
    const [topic] = await db.db.select().from(topics).where(eq(topics.tenantId, demo))
    expect(await size(demoCourse.coverUrl)).toEqual(['webp', 800, 450])
    expect(await size(acmeCourse.coverUrl)).toEqual(['webp', 800, 450])
    expect(await size(person.avatarUrl)).toEqual(['webp', 200, 200])
    expect(await size(topic.bannerUrl)).toEqual(['webp', 1200, 600])
  })

  it('is idempotent: a re-run changes, duplicates and rewrites nothing', async () => {
    const before = await counts()
    const summary = await seedDatabase(db.db)
    expect(summary).toMatchObject({ rowsChanged: 0, filesWritten: 0 })
    expect(await counts()).toEqual(before)
  })
})

describe('course list', () => {
  it('pages newest first with a total', async () => {
    const p1 = await data.getCourseList('demo', { sort: 'newest', page: 1, pageSize: 10 })
    const p2 = await data.getCourseList('demo', { sort: 'newest', page: 2, pageSize: 10 })
    const all = await allListed('demo')
    expect(p1.totalCount).toBe(all.length)
    expect(p1.items).toHaveLength(10)
    expect(idsOf([...p1.items, ...p2.items])).toEqual(idsOf(all.slice(0, 20)))
    const dates = all.map((c) => c.publishedAt)
    expect(dates).toEqual([...dates].sort().reverse())
    const last = await data.getCourseList('demo', { sort: 'newest', page: Math.ceil(all.length / 10), pageSize: 10 })
    expect(last.items.length).toBe(all.length % 10 || 10)
  })

  it('sorts by learners and filters by parent or child category', async () => {
    const popular = await data.getCourseList('demo', { sort: 'popular', page: 1, pageSize: 100 })
    const learners = popular.items.map((c) => c.learnerCount)
    expect(learners).toEqual([...learners].sort((a, b) => b - a))
    const bar = (await data.getHomeData('demo'))!.classifications.find((c) => c.typeName === '职场技能')!
    const byParent = await data.getCourseList('demo', {
      pcourseTypeId: bar.courseTypeId,
      sort: 'newest',
      page: 1,
      pageSize: 100,
    })
    const childIds = bar.children.map((c) => c.courseTypeId)
    expect(byParent.items.every((c) => childIds.includes(c.courseTypeId))).toBe(true)
    let sum = 0
    for (const child of bar.children) {
      const list = await data.getCourseList('demo', {
        courseTypeId: child.courseTypeId,
        sort: 'newest',
        page: 1,
        pageSize: 100,
      })
      expect(
        list.items.every((c) => c.courseTypeId === child.courseTypeId && c.courseTypeName === child.typeName),
      ).toBe(true)
      sum += list.totalCount
    }
    expect(byParent.totalCount).toBe(sum)
    const office = bar.children.find((c) => c.typeName === '办公软件')!
    expect(
      (
        await data.getCourseList('demo', { courseTypeId: office.courseTypeId, sort: 'newest', page: 1, pageSize: 100 })
      ).items.map((c) => c.title),
    ).toContain(EXCEL)
  })

  it('answers home data, new courses and selected topics', async () => {
    const home = (await data.getHomeData('demo'))!
    expect(home.classifications.map((c) => c.typeName)).toEqual([
      '职场技能',
      '管理领导力',
      '数字化转型',
      '财务金融',
      '安全生产',
    ])
    for (const bar of home.classifications) {
      expect(bar.courses.length).toBeGreaterThan(0)
      expect(bar.courses.length).toBeLessThanOrEqual(8)
      const ids = [bar.courseTypeId, ...bar.children.map((c) => c.courseTypeId)]
      expect(bar.courses.every((c) => ids.includes(c.courseTypeId))).toBe(true)
    }
    expect(home.goldTeachers.length).toBeGreaterThanOrEqual(3)
    expect(home.goldTeachers.every((l) => l.isGold)).toBe(true)
    const fresh = await data.getNewCourses('demo')
    expect(fresh.items).toHaveLength(8)
    expect(idsOf(fresh.items)).toEqual(idsOf((await allListed('demo')).slice(0, 8)))
    const selected = await data.getSelectedTopics('demo', 2)
    expect(selected).toHaveLength(2)
    expect(selected.every((t) => t.isSelected)).toBe(true)
  })
})

describe('the unpublished course', () => {
  const titles = async (name: string) => (await data.searchCourses('demo', name)).items.map((c) => c.title)

  it('is never listed, found, detailed or mapped', async () => {
    const [draft] = await db.db
      .select()
      .from(courses)
      .where(and(eq(courses.tenantId, demo), eq(courses.title, UNPUBLISHED)))
    expect(await data.getCourseDetail('demo', draft.id)).toBeNull()
    expect(idsOf(await allListed('demo'))).not.toContain(draft.id)
    expect(await titles('内部测试')).toEqual([])
    expect(await titles('未发布')).toEqual([])
    expect(idsOf((await data.listSitemapEntries('demo')).courses)).not.toContain(draft.id)
    const home = (await data.getHomeData('demo'))!
    expect(home.classifications.flatMap((c) => idsOf(c.courses))).not.toContain(draft.id)
    const wang = (await data.getLecturers('demo', 1, 100)).items.find((l) => l.name === '王晓明')!
    expect(idsOf((await data.getLecturerDetail('demo', wang.id))!.courses)).not.toContain(draft.id)
    expect(wang.courseCount).toBe((await data.getLecturerDetail('demo', wang.id))!.courses.length)
  })
})

describe('details', () => {
  it('gives a course its ordered outline, lecturers, categories and related courses without itself', async () => {
    const excel = (await data.searchCourses('demo', EXCEL)).items[0]
    const d = (await data.getCourseDetail('demo', excel.id))!
    const seeded = DEMO_CATALOGUE.courses.find((c) => c.title === EXCEL)!
    expect(d.chapters.map((ch) => [ch.title, ...ch.lessons.map((l) => l.title)].join('|'))).toEqual(seeded.outline)
    expect(d.chapters[0].lessons[0].isFreePreview).toBe(true)
    expect(d.lessonCount).toBe(d.chapters.flatMap((ch) => ch.lessons).length)
    expect(d.totalDurationSeconds).toBe(
      d.chapters.flatMap((ch) => ch.lessons).reduce((n, l) => n + l.durationSeconds, 0),
    )
    expect(d).toMatchObject({ courseTypeName: '办公软件', parentCourseTypeName: '职场技能', price: 99 })
    expect(d.lecturerDetails.map((l) => l.name)).toEqual(['王晓明'])
    expect(d.lecturers).toEqual([{ id: d.lecturerDetails[0].id, name: '王晓明' }])
    expect(d.related.length).toBeGreaterThan(0)
    expect(d.related.length).toBeLessThanOrEqual(6)
    expect(idsOf(d.related)).not.toContain(d.id)
    expect(d.related[0].courseTypeId).toBe(d.courseTypeId)
    expect(JSON.parse(JSON.stringify(d))).toEqual(d)
  })

  it('lists lecturers gold first with published course counts, and topics with their ordered courses', async () => {
    const list = await data.getLecturers('demo', 1, 100)
    const gold = list.items.map((l) => l.isGold)
    expect(gold).toEqual([...gold].sort((a, b) => Number(b) - Number(a)))
    expect(list.items.every((l) => l.courseCount > 0)).toBe(true)
    const topic = (await data.getTopics('demo')).items[0]
    const t = (await data.getTopicDetail('demo', topic.id))!
    expect(t.courses.map((c) => c.title)).toEqual(DEMO_CATALOGUE.topics[0].courses)
    expect(t.courseCount).toBe(t.courses.length)
    expect(t.bannerUrl).toMatch(/^tenants\/demo\/topics\/\d+-[0-9a-f]{10}\.webp$/)
  })

  it('answers null or empty for unknown ids, other tenants and unknown or unavailable tenants', async () => {
    const acmeCourse = (await data.listSitemapEntries('acme')).courses[0].id
    for (const id of [999999, 0, -1, 1.5, 2 ** 40, acmeCourse])
      expect(await data.getCourseDetail('demo', id)).toBeNull()
    expect(await data.getLecturerDetail('demo', 999999)).toBeNull()
    expect(await data.getTopicDetail('demo', 999999)).toBeNull()
    expect(await data.getHomeData('nope')).toBeNull()
    expect(await data.getHomeData('closed')).toBeNull()
    expect((await data.getCourseList('nope', { sort: 'newest', page: 1, pageSize: 20 })).items).toEqual([])
    expect(await data.listSitemapEntries('closed')).toEqual({ courses: [], lecturers: [], topics: [] })
  })

  it('lists sitemap entries of published courses, lecturers and published topics', async () => {
    const map = await data.listSitemapEntries('demo')
    expect(map.courses.length).toBe(
      (await data.getCourseList('demo', { sort: 'newest', page: 1, pageSize: 1 })).totalCount,
    )
    expect(map.courses.every((c) => !Number.isNaN(Date.parse(c.updatedAt)))).toBe(true)
    expect(map.lecturers.length).toBe((await data.getLecturers('demo')).totalCount)
    expect(map.topics.length).toBe((await data.getTopics('demo')).totalCount)
    const [row] = await db.db.select({ slug: tenants.slug }).from(tenants).where(eq(tenants.id, acme))
    expect(row.slug).toBe('acme')
  })
})
