// The seed on a fresh database (in-memory PGlite, or PostgreSQL with TEST_DATABASE_URL): idempotent, tenant-consistent,
// and the facts other tests rely on.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { createTestDatabase, type TestDatabase } from '@/tests/db'
import { courses, courseTypes, lecturers, tenantFooters, tenantSettings, tenants, topics } from '@/lib/db/schema'
import { getStorage } from '@/lib/storage'
import { isDatabaseSeeded, SEED_TENANTS, seedDatabase, seedStorageKeys } from './index'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-int-'))
const savedDir = process.env.STORAGE_DIR
process.env.STORAGE_DIR = dir

let handle: TestDatabase

async function counts() {
  const one = async (table: string) => {
    const result = (await handle.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
      rows: { n: number }[]
    }
    return Number(result.rows[0].n)
  }
  return {
    tenants: await one('tenants'),
    settings: await one('tenant_settings'),
    footers: await one('tenant_footers'),
    courseTypes: await one('course_types'),
  }
}

async function tenant(slug: string) {
  const [row] = await handle.db
    .select()
    .from(tenants)
    .innerJoin(tenantSettings, eq(tenantSettings.tenantId, tenants.id))
    .innerJoin(tenantFooters, eq(tenantFooters.tenantId, tenants.id))
    .where(eq(tenants.slug, slug))
  const types = await handle.db.select().from(courseTypes).where(eq(courseTypes.tenantId, row.tenants.id))
  const parents = types.filter((t) => t.parentId === null)
  const tree = parents.map((p) => ({ name: p.typeName, children: types.filter((t) => t.parentId === p.id) }))
  return { ...row, types, tree }
}

async function artKeysInRows(): Promise<string[]> {
  const [a, b, c] = await Promise.all([
    handle.db.select({ key: courses.coverUrl }).from(courses),
    handle.db.select({ key: lecturers.avatarUrl }).from(lecturers),
    handle.db.select({ key: topics.bannerUrl }).from(topics),
  ])
  return [...a, ...b, ...c].map((r) => r.key)
}

const SWITCHES = [
  'isOpenPlatformService',
  'isHideCompanyRegAndLogin',
  'isHideMenuTeacher',
  'isHideMenuMoreSpecial',
  'isHideBottom',
  'isHideLoginByQQ',
  'isHideLoginByWechat',
  'isHideGoldTeacher',
  'isHideSelectedSpecial',
] as const

// Migrating and seeding from nothing takes 10–20 s, more on a loaded CI machine: the hook gets the suites' 120 s.
beforeAll(async () => {
  handle = await createTestDatabase()
  expect(await isDatabaseSeeded(handle.db)).toBe(false)
  await seedDatabase(handle.db)
}, 120_000)

afterAll(async () => {
  await handle?.cleanup()
  process.env.STORAGE_DIR = savedDir
  fs.rmSync(dir, { recursive: true, force: true })
})

it('is idempotent: a second run changes and duplicates nothing', async () => {
  const before = await counts()
  const stamps = await handle.db
    .select({ id: tenantSettings.tenantId, at: tenantSettings.updatedAt })
    .from(tenantSettings)
  const logoMtime = fs.statSync(path.join(dir, 'tenants/demo/logo.png')).mtimeMs
  const summary = await seedDatabase(handle.db)
  expect(summary).toMatchObject({ rowsChanged: 0, filesWritten: 0 })
  expect(summary.tenants.every((t) => !t.created)).toBe(true)
  expect(await counts()).toEqual(before)
  // The three demo tenants and the platform console's own row.
  expect(before).toMatchObject({ tenants: 4, settings: 4, footers: 4 })
  expect(
    await handle.db.select({ id: tenantSettings.tenantId, at: tenantSettings.updatedAt }).from(tenantSettings),
  ).toEqual(stamps)
  expect(fs.statSync(path.join(dir, 'tenants/demo/logo.png')).mtimeMs).toBe(logoMtime)
  expect(await isDatabaseSeeded(handle.db)).toBe(true)
})

it('puts a changed value back on re-run', async () => {
  const demo = await tenant('demo')
  await handle.db.update(tenantSettings).set({ tenantName: '改名' }).where(eq(tenantSettings.tenantId, demo.tenants.id))
  const summary = await seedDatabase(handle.db)
  expect(summary.rowsChanged).toBe(1)
  expect((await tenant('demo')).tenant_settings.tenantName).toBe('启航学堂')
})

it('seeds demo with every switch on and its footer', async () => {
  const demo = await tenant('demo')
  const s = demo.tenant_settings
  expect(demo.tenants.state).toBe(1)
  expect(s).toMatchObject({
    tenantName: '启航学堂',
    overallSubjectColor: '#333e76',
    paymentUnitName: '元',
    courseGroupTitle: '',
    tenantLogoUrl: 'tenants/demo/logo.png',
    icoUrl: 'tenants/demo/favicon.png',
  })
  for (const k of SWITCHES) expect([k, s[k]]).toEqual([k, true])
  expect(s.sensitiveWords.split('|')).toEqual(expect.arrayContaining(['赌博', '代开发票', '刷单']))
  expect(s.loginHeadBackgroundImg).toMatch(/^tenants\/demo\/.+\.png$/)
  expect(demo.tenant_footers).toMatchObject({
    recordNumber: '京ICP备2026012345号-1',
    copyright: '© 2026 启航学堂 版权所有',
    tenantMQUrl: 'tenants/demo/qrcode.png',
  })
  // Seeded about links lead to pages of the site itself, never to made-up domains.
  expect(demo.tenant_footers).toMatchObject({ aboutUsUrl: '/', aboutPlatform: '/courselist', aboutBjqit: '' })
  expect(demo.tree.length).toBeGreaterThanOrEqual(4)
  for (const p of demo.tree) expect(p.children.length).toBeGreaterThanOrEqual(3)
  for (const p of demo.tree) expect(p.children.length).toBeLessThanOrEqual(6)
  expect(demo.tree.find((p) => p.name === '职场技能')?.children.map((c) => c.typeName)).toContain('办公软件')
})

it('seeds acme with every switch off, its own colour and course types', async () => {
  const acme = await tenant('acme')
  const demo = await tenant('demo')
  expect(acme.tenants.state).toBe(1)
  expect(acme.tenant_settings).toMatchObject({ tenantName: '艾克美企业大学', overallSubjectColor: '#0f766e' })
  for (const k of SWITCHES) expect([k, acme.tenant_settings[k]]).toEqual([k, false])
  expect(acme.tenant_settings.tenantLogoUrl).toBe('tenants/acme/logo.png')
  expect(acme.tenant_footers.recordNumber).not.toBe(demo.tenant_footers.recordNumber)
  expect(acme.tree.length).toBeGreaterThanOrEqual(3)
  for (const p of acme.tree) expect(p.children.length).toBeGreaterThan(0)
  const demoNames = new Set(demo.types.map((t) => t.typeName))
  expect(acme.types.filter((t) => demoNames.has(t.typeName))).toEqual([])
})

it('seeds closed as inactive with defaults', async () => {
  const closed = await tenant('closed')
  expect(closed.tenants.state).toBe(2)
  expect(closed.tenant_settings).toMatchObject({
    tenantName: '停用学院',
    overallSubjectColor: '#333e76',
    tenantLogoUrl: '',
  })
  expect(closed.types.length).toBeGreaterThanOrEqual(2)
})

it('keeps every course type under a parent of the same tenant, with unique names per parent', async () => {
  const rows = await handle.db.select().from(courseTypes)
  const byKey = new Map(rows.map((r) => [`${r.tenantId}:${r.id}`, r]))
  for (const r of rows) {
    if (r.parentId !== null) expect(byKey.get(`${r.tenantId}:${r.parentId}`)?.parentId).toBeNull()
  }
  const places = rows.map((r) => `${r.tenantId}:${r.parentId}:${r.typeName}`)
  expect(new Set(places).size).toBe(places.length)
})

it('writes the images through the storage provider', async () => {
  const storage = getStorage()
  const keys = seedStorageKeys()
  expect(keys).toEqual(
    expect.arrayContaining(['tenants/demo/logo.png', 'tenants/acme/logo.png', 'tenants/demo/qrcode.png']),
  )
  for (const key of SEED_TENANTS.flatMap((t) => t.assets.map((a) => a.key))) {
    expect(fs.existsSync(path.join(dir, key))).toBe(true)
    expect((await storage.readObject(key))?.contentType).toBe('image/png')
  }
  const logo = await sharp(path.join(dir, 'tenants/demo/logo.png')).metadata()
  expect(logo.width! * 160).toBe(logo.height! * 303)
  const icon = await sharp(path.join(dir, 'tenants/demo/favicon.png')).metadata()
  expect([icon.width, icon.height]).toEqual([64, 64])
  const qr = await sharp(path.join(dir, 'tenants/demo/qrcode.png')).metadata()
  expect(qr.width).toBe(qr.height)
  // Every cover, avatar and banner a row names is stored as WebP, and db reset knows its key.
  for (const key of await artKeysInRows()) {
    expect([key, (await storage.readObject(key))?.contentType]).toEqual([key, 'image/webp'])
    expect(keys).toContain(key)
  }
})

it('moves rows from earlier art to the new art on re-seed, and leaves the old files for db reset', async () => {
  const [course] = await handle.db.select().from(courses).where(eq(courses.title, 'Excel数据透视表从入门到精通'))
  const [lecturer] = await handle.db.select().from(lecturers).where(eq(lecturers.name, '王晓明'))
  const storage = getStorage()
  const old = 'tenants/demo/courses/1.png'
  await storage.putObject(
    old,
    await sharp({ create: { width: 640, height: 360, channels: 3, background: '#123456' } })
      .png()
      .toBuffer(),
    'image/png',
  )
  await handle.db.update(courses).set({ coverUrl: old }).where(eq(courses.id, course.id))
  await handle.db
    .update(lecturers)
    .set({ avatarUrl: 'tenants/demo/lecturers/1.png' })
    .where(eq(lecturers.id, lecturer.id))
  const summary = await seedDatabase(handle.db)
  expect(summary).toMatchObject({ rowsChanged: 2, filesWritten: 0 })
  const [after] = await handle.db.select().from(courses).where(eq(courses.id, course.id))
  expect(after.coverUrl).toBe(course.coverUrl)
  expect(after.coverUrl).toMatch(/^tenants\/demo\/courses\/1-[0-9a-f]{10}\.webp$/)
  const [person] = await handle.db.select().from(lecturers).where(eq(lecturers.id, lecturer.id))
  expect(person.avatarUrl).toBe(lecturer.avatarUrl)
  expect(await storage.readObject(old)).not.toBeNull()
  expect(seedStorageKeys()).toContain(old)
})
