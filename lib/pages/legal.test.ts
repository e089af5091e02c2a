/** @jest-environment node */
// The /useragreement and /privacypolicy model: 404s, the title and canonical per kind, plain-text paragraphs.
import { getLegalText as getLegalTextImpl } from '@/lib/services/legal'
import { getTenantSite as getTenantSiteImpl } from '@/lib/services/tenant-site'
import { chineseDate, legalMetadata, legalParagraphs, loadLegal } from './legal'
import { fixtureSite } from './test-fixtures'

jest.mock('@/lib/services/tenant-site', () => ({ getTenantSite: jest.fn() }))
jest.mock('@/lib/services/legal', () => ({ getLegalText: jest.fn() }))

const getTenantSite = getTenantSiteImpl as jest.MockedFunction<typeof getTenantSiteImpl>
const getLegalText = getLegalTextImpl as jest.MockedFunction<typeof getLegalTextImpl>
const NOT_FOUND = { digest: 'NEXT_HTTP_ERROR_FALLBACK;404' }
const props = (tenant = 'demo') => ({ params: Promise.resolve({ tenant }) })
const text = {
  kind: 'privacypolicy' as const,
  title: '启航学堂隐私政策',
  version: '1.2',
  effectiveDate: '2026-03-05',
  body: '第一段。\r\n\r\n一、收集的信息\n1. 手机号码\n\n\n  <b>不是标签</b>  \n',
}

const saved = process.env.SITE_URL_TEMPLATE
beforeAll(() => {
  process.env.SITE_URL_TEMPLATE = 'https://{tenant}.example.com'
})
afterAll(() => {
  if (saved === undefined) delete process.env.SITE_URL_TEMPLATE
  else process.env.SITE_URL_TEMPLATE = saved
})
beforeEach(() => jest.resetAllMocks())

it('splits the body at blank lines, keeps numbered lines together and leaves markup as text', () => {
  expect(legalParagraphs(text.body)).toEqual(['第一段。', '一、收集的信息\n1. 手机号码', '<b>不是标签</b>'])
  expect(legalParagraphs('  \n\n ')).toEqual([])
})

it('dates the text the Chinese way', () => {
  expect(chineseDate('2026-03-05')).toBe('2026年3月5日')
  expect(chineseDate('soon')).toBe('soon')
})

it('loads the tenant’s text with its version line', async () => {
  getTenantSite.mockResolvedValue(fixtureSite())
  getLegalText.mockResolvedValue(text)
  const model = await loadLegal('privacypolicy', props())
  expect(getLegalText).toHaveBeenCalledWith('demo', 'privacypolicy')
  expect(model).toMatchObject({ kind: 'privacypolicy', doc: text, versionLine: '版本 1.2 · 2026年3月5日起生效' })
  expect(model.paragraphs).toHaveLength(3)
})

it('titles the page 隐私政策 / 用户协议 (the layout adds the tenant) with its own canonical', async () => {
  getTenantSite.mockResolvedValue(fixtureSite())
  getLegalText.mockResolvedValue(text)
  const meta = await legalMetadata('privacypolicy', props())
  expect(meta.title).toBe('隐私政策')
  expect(meta.description).toBe('启航学堂隐私政策（版本 1.2，2026年3月5日起生效）')
  expect(meta.alternates).toEqual({ canonical: 'https://demo.example.com/privacypolicy' })
  getLegalText.mockResolvedValue({ ...text, kind: 'useragreement' })
  const agreement = await legalMetadata('useragreement', props('demo'))
  expect(agreement.title).toBe('用户协议')
  expect(agreement.alternates).toEqual({ canonical: 'https://demo.example.com/useragreement' })
})

it('answers 404 for an unknown tenant, and when the text cannot be read (unavailable tenant)', async () => {
  getTenantSite.mockResolvedValue(null)
  await expect(loadLegal('useragreement', props('nobody'))).rejects.toMatchObject(NOT_FOUND)
  expect(getLegalText).not.toHaveBeenCalled()
  getTenantSite.mockResolvedValue(fixtureSite())
  getLegalText.mockResolvedValue(null)
  await expect(loadLegal('useragreement', props('demo2'))).rejects.toMatchObject(NOT_FOUND)
})
