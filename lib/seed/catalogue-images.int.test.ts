// The seed's catalogue art as files: sizes, formats and weights, content-hashed keys, and a seed without a CJK font.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import sharp from 'sharp'
import { LocalDiskStorage } from '@/lib/storage/local-disk'
import { catalogueStorageKeys, SEED_CATALOGUES, writeCatalogueAssets } from './catalogue'
import { hasCjkFont } from './catalogue-art-text'
import { catalogueImages } from './catalogue-images'
import { SEED_TENANTS } from './tenants-data'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-art-'))
const storage = new LocalDiskStorage(path.join(dir, 'storage'))
const demoTree = SEED_TENANTS.find((t) => t.slug === 'demo')!.courseTypes

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

it('finds the CJK font CI installs (fonts-wqy-microhei)', async () => {
  expect(await hasCjkFont()).toBe(true)
})

it('draws every cover, avatar and banner as WebP at its size, each under 40 KB', async () => {
  for (const slug of ['demo', 'acme']) {
    const { written, keys } = await writeCatalogueAssets(storage, slug)
    const data = SEED_CATALOGUES[slug]
    expect([keys.covers.length, keys.avatars.length, keys.banners.length]).toEqual([
      data.courses.length,
      data.lecturers.length,
      data.topics.length,
    ])
    expect(written).toBe(keys.covers.length + keys.avatars.length + keys.banners.length)
    const expected: [string[], [number, number]][] = [
      [keys.covers, [800, 450]],
      [keys.avatars, [200, 200]],
      [keys.banners, [1200, 600]],
    ]
    for (const [list, size] of expected) {
      for (const key of list) {
        const file = path.join(dir, 'storage', key)
        const meta = await sharp(file).metadata()
        expect([key, meta.format, meta.width, meta.height]).toEqual([key, 'webp', ...size])
        expect([key, fs.statSync(file).size < 40 * 1024]).toEqual([key, true])
      }
    }
  }
  // Drawn again, nothing changes on disk.
  expect((await writeCatalogueAssets(storage, 'demo')).written).toBe(0)
})

it('keys art by what it shows, so changed art never reuses a cached URL', () => {
  const data = SEED_CATALOGUES.demo
  const keys = catalogueImages('demo', data, demoTree, true).map((image) => image.key)
  expect(keys[0]).toMatch(/^tenants\/demo\/courses\/1-[0-9a-f]{10}\.webp$/)
  expect(keys).toContain(keys.find((key) => /^tenants\/demo\/lecturers\/1-[0-9a-f]{10}\.webp$/.test(key)))
  expect(keys).toContain(keys.find((key) => /^tenants\/demo\/topics\/1-[0-9a-f]{10}\.webp$/.test(key)))
  expect(catalogueImages('demo', data, demoTree, true).map((image) => image.key)).toEqual(keys)
  const renamed = { ...data, courses: data.courses.map((c, i) => (i === 0 ? { ...c, title: '新的课程名称' } : c)) }
  const after = catalogueImages('demo', renamed, demoTree, true).map((image) => image.key)
  expect(after[0]).not.toBe(keys[0])
  expect(after.slice(1)).toEqual(keys.slice(1))
  const plain = catalogueImages('demo', data, demoTree, false).map((image) => image.key)
  expect(plain.filter((key) => keys.includes(key))).toEqual([])
  // db reset removes the art of either font situation and the PNGs earlier seeds wrote.
  const resettable = catalogueStorageKeys('demo')
  expect(resettable).toEqual(
    expect.arrayContaining([
      ...keys,
      ...plain,
      'tenants/demo/courses/1.png',
      'tenants/demo/lecturers/1.png',
      'tenants/demo/topics/1.png',
    ]),
  )
})

it('still seeds the art without a CJK font: covers and avatars without text, never hex boxes', async () => {
  // A fontconfig that knows no fonts at all stands in for a machine without fonts-wqy-microhei.
  const fontsConf = path.join(dir, 'fonts.conf')
  fs.writeFileSync(
    fontsConf,
    `<?xml version="1.0"?><fontconfig><cachedir>${path.join(dir, 'fc-cache')}</cachedir></fontconfig>`,
  )
  const script = path.join(dir, 'no-font.ts')
  const root = process.cwd()
  fs.writeFileSync(
    script,
    `import { LocalDiskStorage } from ${JSON.stringify(path.join(root, 'lib/storage/local-disk.ts'))}
import { writeCatalogueAssets } from ${JSON.stringify(path.join(root, 'lib/seed/catalogue.ts'))}
import { hasCjkFont } from ${JSON.stringify(path.join(root, 'lib/seed/catalogue-art-text.ts'))}
const storage = new LocalDiskStorage(${JSON.stringify(path.join(dir, 'plain'))})
hasCjkFont().then(async (cjk) => console.log(JSON.stringify({ cjk, ...(await writeCatalogueAssets(storage, 'acme')) })))
`,
  )
  const run = promisify(execFile)
  const { stdout, stderr } = await run(path.join(root, 'node_modules/.bin/tsx'), [script], {
    cwd: root,
    env: { ...process.env, FONTCONFIG_FILE: fontsConf },
  })
  const result = JSON.parse(stdout.trim().split('\n').pop()!)
  expect(result.cjk).toBe(false)
  expect(stderr).toContain('no CJK font found')
  const expected = catalogueImages(
    'acme',
    SEED_CATALOGUES.acme,
    SEED_TENANTS.find((t) => t.slug === 'acme')!.courseTypes,
    false,
  )
  expect(result.keys.covers).toEqual(expected.filter((image) => image.spec.kind === 'cover').map((image) => image.key))
  const cover = await sharp(path.join(dir, 'plain', result.keys.covers[0])).metadata()
  expect([cover.format, cover.width, cover.height]).toEqual(['webp', 800, 450])
}, 60000)
