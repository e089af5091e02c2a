/** @jest-environment node */
// The /course/{id} model: one description rule, one share rendition, canonical from the record, and its 404s.
import { getCourseDetail as getCourseDetailImpl } from '@/lib/services/catalogue-data'
import { getTenantSite as getTenantSiteImpl } from '@/lib/services/tenant-site'
import { courseMetadata, courseModel, courseSeo, loadCourse } from './course'
import { fixtureCourse, fixtureSite } from './test-fixtures'

jest.mock('@/lib/services/tenant-site', () => ({ getTenantSite: jest.fn() }))
jest.mock('@/lib/services/catalogue-data', () => ({ getCourseDetail: jest.fn() }))

const getTenantSite = getTenantSiteImpl as jest.MockedFunction<typeof getTenantSiteImpl>
const getCourseDetail = getCourseDetailImpl as jest.MockedFunction<typeof getCourseDetailImpl>
const NOT_FOUND = { digest: 'NEXT_HTTP_ERROR_FALLBACK;404' }
const props = (id: string, tenant = 'demo') => ({ params: Promise.resolve({ tenant, id }) })

const saved = process.env.SITE_URL_TEMPLATE
beforeAll(() => {
  process.env.SITE_URL_TEMPLATE = 'https://{tenant}.example.com'
})
afterAll(() => {
  if (saved === undefined) delete process.env.SITE_URL_TEMPLATE
  else process.env.SITE_URL_TEMPLATE = saved
})
beforeEach(() => jest.resetAllMocks())

describe('courseSeo', () => {
  it('uses the summary and the 1200×675 cover rendition', () => {
    expect(courseSeo(fixtureSite(), fixtureCourse())).toEqual({
      title: 'Excel数据透视表',
      description: '十二个案例学会透视表',
      path: '/course/12',
      image: '/storage/catalogue/demo/cover-12.png?imageView2/1/w/1200/h/675/q/85',
    })
  })

  it('falls back to the long text, then to the tenant sentence', () => {
    expect(courseSeo(fixtureSite(), fixtureCourse({ summary: '  ' })).description).toBe('第一段。\n\n第二段。')
    expect(courseSeo(fixtureSite(), fixtureCourse({ summary: '', description: '' })).description).toBe(
      '启航学堂在线课程：Excel数据透视表',
    )
  })

  it('has no image of its own without a cover', () => {
    expect(courseSeo(fixtureSite(), fixtureCourse({ coverUrl: '' })).image).toBeNull()
  })
})

it('links lecturers only while the lecturer menu is on', () => {
  expect(courseModel(fixtureSite(), fixtureCourse()).linkLecturers).toBe(true)
  expect(courseModel(fixtureSite({ isHideMenuTeacher: false }), fixtureCourse()).linkLecturers).toBe(false)
  expect(courseModel(fixtureSite(), fixtureCourse()).jsonLd).toMatchObject({
    '@type': 'Course',
    url: 'https://demo.example.com/course/12',
  })
})

describe('loadCourse', () => {
  it('answers 404 for a non-canonical id without loading anything', async () => {
    for (const id of ['012', '12.0', 'abc', '0']) await expect(loadCourse(props(id))).rejects.toMatchObject(NOT_FOUND)
    expect(getTenantSite).not.toHaveBeenCalled()
  })

  it('answers 404 for an unknown tenant or course', async () => {
    getTenantSite.mockResolvedValue(null)
    await expect(loadCourse(props('12', 'nobody'))).rejects.toMatchObject(NOT_FOUND)
    getTenantSite.mockResolvedValue(fixtureSite())
    getCourseDetail.mockResolvedValue(null)
    await expect(loadCourse(props('99'))).rejects.toMatchObject(NOT_FOUND)
    expect(getCourseDetail).toHaveBeenCalledWith('demo', 99)
  })

  it('gives both variants the same absolute share tags', async () => {
    getTenantSite.mockResolvedValue(fixtureSite())
    getCourseDetail.mockResolvedValue(fixtureCourse())
    const meta = await courseMetadata(props('12'))
    const image = 'https://demo.example.com/storage/catalogue/demo/cover-12.png?imageView2/1/w/1200/h/675/q/85'
    expect(meta.title).toBe('Excel数据透视表')
    expect(meta.description).toBe('十二个案例学会透视表')
    expect(meta.alternates).toEqual({ canonical: 'https://demo.example.com/course/12' })
    expect(meta.openGraph?.images).toEqual([{ url: image, alt: 'Excel数据透视表' }])
    expect(meta.twitter?.images).toEqual([image])
  })
})
