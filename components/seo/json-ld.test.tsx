import { render } from '@testing-library/react'
import type { CourseDetail, LecturerDetail } from '@/lib/contract/schemas/catalogue'
import { courseJsonLd, isoDuration, personJsonLd, serializeJsonLd } from '@/lib/seo/json-ld'
import { JsonLd } from './json-ld'

const saved = process.env.SITE_URL_TEMPLATE
beforeAll(() => {
  process.env.SITE_URL_TEMPLATE = 'https://{tenant}.example.com'
})
afterAll(() => {
  if (saved === undefined) delete process.env.SITE_URL_TEMPLATE
  else process.env.SITE_URL_TEMPLATE = saved
})

function site({
  showTeacherMenu = true,
  paymentUnitName = '元',
}: Partial<{ paymentUnitName: string; showTeacherMenu: boolean }> = {}) {
  return {
    slug: 'demo',
    settings: {
      tenantName: '启航学院',
      qiNiuUrl: '/storage/',
      tenantLogoUrl: 'tenants/demo/logo.png',
      paymentUnitName,
    },
    features: { showTeacherMenu },
  }
}

function course(overrides: Partial<CourseDetail> = {}): CourseDetail {
  return {
    id: 12,
    title: 'Excel 数据分析实战',
    coverUrl: 'courses/12/cover.jpg',
    summary: '十二个案例',
    price: 99,
    lessonCount: 3,
    totalDurationSeconds: 12000,
    learnerCount: 1520,
    publishedAt: '2025-03-01T08:00:00.000Z',
    courseTypeId: 5,
    courseTypeName: '办公技能',
    lecturers: [{ id: 7, name: '王老师' }],
    tags: ['Excel', '数据'],
    description: '从入门到精通。\n\n适合职场新人。',
    parentCourseTypeId: 1,
    parentCourseTypeName: '职场',
    chapters: [
      {
        id: 1,
        title: '第一章 基础',
        lessons: [
          { id: 1, title: '界面', durationSeconds: 600, isFreePreview: true },
          { id: 2, title: '公式', durationSeconds: 5400, isFreePreview: false },
        ],
      },
      { id: 2, title: '第二章 空章', lessons: [] },
    ],
    lecturerDetails: [
      {
        id: 7,
        name: '王老师',
        title: '高级讲师',
        avatarUrl: 'lecturers/7.png',
        isGold: true,
        introduction: '十年企业培训经验。',
      },
    ],
    related: [],
    ...overrides,
  }
}

describe('serializeJsonLd / <JsonLd>', () => {
  it('escapes text that could end the script element, and stays the same JSON', () => {
    const data = { name: '</script><script>alert(1)</script> & <!--' }
    const text = serializeJsonLd(data)
    expect(text).not.toMatch(/[<>&]/)
    expect(text).toContain('\\u003c/script\\u003e')
    expect(JSON.parse(text)).toEqual(data)
  })

  it('renders one application/ld+json script', () => {
    const { container } = render(<JsonLd data={{ '@type': 'Thing', name: '</script>x' }} />)
    const scripts = container.querySelectorAll('script[type="application/ld+json"]')
    expect(scripts).toHaveLength(1)
    expect(scripts[0].innerHTML).toBe('{"@type":"Thing","name":"\\u003c/script\\u003ex"}')
    expect(JSON.parse(scripts[0].textContent ?? '')).toEqual({ '@type': 'Thing', name: '</script>x' })
  })
})

describe('courseJsonLd', () => {
  it('describes a paid course with provider, offer, instance and syllabus', () => {
    const ld = courseJsonLd(site(), course(), '/course/12')
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: 'Excel 数据分析实战',
      description: '从入门到精通。 适合职场新人。',
      url: 'https://demo.example.com/course/12',
      image: 'https://demo.example.com/storage/courses/12/cover.jpg',
      inLanguage: 'zh-CN',
      provider: { '@type': 'Organization', name: '启航学院', url: 'https://demo.example.com' },
      offers: { '@type': 'Offer', price: 99, priceCurrency: 'CNY', category: 'Paid' },
      timeRequired: 'PT3H20M',
      totalHistoricalEnrollment: 1520,
      keywords: '办公技能,Excel,数据',
      hasCourseInstance: {
        '@type': 'CourseInstance',
        courseMode: 'online',
        courseWorkload: '共3课时，总时长3小时20分钟',
        instructor: [
          { '@type': 'Person', name: '王老师', jobTitle: '高级讲师', url: 'https://demo.example.com/teacher/7' },
        ],
      },
    })
    expect(ld.syllabusSections).toEqual([
      { '@type': 'Syllabus', name: '第一章 基础', description: '界面；公式', timeRequired: 'PT1H40M' },
      { '@type': 'Syllabus', name: '第二章 空章' },
    ])
  })

  it('marks a free course and leaves out lecturer links while their pages are switched off', () => {
    const ld = courseJsonLd(site({ showTeacherMenu: false }), course({ price: 0 }), '/course/12')
    expect(ld.offers).toMatchObject({ price: 0, priceCurrency: 'CNY', category: 'Free' })
    expect(ld.hasCourseInstance).toMatchObject({ instructor: [{ '@type': 'Person', name: '王老师' }] })
    expect(JSON.stringify(ld.hasCourseInstance)).not.toContain('/teacher/')
  })

  it('offers no CNY price for a unit that is not money', () => {
    expect(courseJsonLd(site({ paymentUnitName: '学币' }), course(), '/course/12').offers).toBeUndefined()
  })

  it('uses the summary when there is no description', () => {
    expect(courseJsonLd(site(), course({ description: '' }), '/course/12').description).toBe('十二个案例')
  })
})

describe('personJsonLd', () => {
  it('describes a lecturer working for the tenant', () => {
    const lecturer: LecturerDetail = {
      id: 7,
      name: '王老师',
      title: '高级讲师',
      avatarUrl: 'https://cdn.example.org/7.png',
      isGold: true,
      introduction: '十年培训经验。',
      courses: [],
    }
    expect(personJsonLd(site(), lecturer, '/teacher/7')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: '王老师',
      jobTitle: '高级讲师',
      description: '十年培训经验。',
      image: 'https://cdn.example.org/7.png',
      url: 'https://demo.example.com/teacher/7',
      worksFor: { '@type': 'Organization', name: '启航学院', url: 'https://demo.example.com' },
    })
  })
})

describe('isoDuration', () => {
  it.each([
    [0, 'PT0S'],
    [45, 'PT45S'],
    [600, 'PT10M'],
    [3600, 'PT1H'],
    [3725, 'PT1H2M5S'],
  ])('%i s → %s', (seconds, expected) => {
    expect(isoDuration(seconds)).toBe(expected)
  })
})
