import { absoluteImageUrl, DESCRIPTION_MAX, pageMetadata, shortDescription } from './metadata'

const saved = process.env.SITE_URL_TEMPLATE
beforeAll(() => {
  process.env.SITE_URL_TEMPLATE = 'https://{tenant}.example.com/'
})
afterAll(() => {
  if (saved === undefined) delete process.env.SITE_URL_TEMPLATE
  else process.env.SITE_URL_TEMPLATE = saved
})

function site(settings: Partial<{ tenantName: string; qiNiuUrl: string; tenantLogoUrl: string }> = {}) {
  return {
    slug: 'demo',
    settings: { tenantName: '启航学院', qiNiuUrl: '/storage/', tenantLogoUrl: 'tenants/demo/logo.png', ...settings },
  }
}

describe('pageMetadata', () => {
  it('gives the page title, canonical URL and share cards on the tenant origin', () => {
    const meta = pageMetadata(site(), {
      title: 'Excel 数据分析',
      description: '  从入门到精通\n\n十二个案例  ',
      path: '/course/12',
    })
    expect(meta.title).toBe('Excel 数据分析')
    expect(meta.description).toBe('从入门到精通 十二个案例')
    expect(meta.alternates).toEqual({ canonical: 'https://demo.example.com/course/12' })
    expect(meta.openGraph).toMatchObject({
      type: 'website',
      siteName: '启航学院',
      locale: 'zh_CN',
      url: 'https://demo.example.com/course/12',
      title: 'Excel 数据分析 - 启航学院',
      description: '从入门到精通 十二个案例',
    })
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', title: 'Excel 数据分析 - 启航学院' })
  })

  it('falls back to the tenant logo as an absolute URL', () => {
    const meta = pageMetadata(site(), { title: '课程', description: '', path: '/courselist' })
    const logo = 'https://demo.example.com/storage/tenants/demo/logo.png?imageView2/1/w/303/h/160/q/100'
    expect(meta.openGraph?.images).toEqual([{ url: logo, alt: '课程' }])
    expect(meta.twitter?.images).toEqual([logo])
  })

  it('uses the page image when given and no image at all without a logo', () => {
    const own = pageMetadata(site(), {
      title: '课程',
      description: '',
      path: '/course/1',
      image: 'courses/1/cover.jpg',
    })
    expect(own.openGraph?.images).toEqual([
      { url: 'https://demo.example.com/storage/courses/1/cover.jpg', alt: '课程' },
    ])
    const none = pageMetadata(site({ tenantLogoUrl: '' }), { title: '课程', description: '', path: '/' })
    expect(none.openGraph?.images).toBeUndefined()
    expect(none.twitter?.images).toBeUndefined()
  })

  it('keeps a title that already names the tenant, and can bypass the template', () => {
    const meta = pageMetadata(site(), {
      title: '启航学院 - 在线学习平台',
      absoluteTitle: true,
      description: 'x',
      path: '/',
    })
    expect(meta.title).toEqual({ absolute: '启航学院 - 在线学习平台' })
    expect(meta.openGraph).toMatchObject({ title: '启航学院 - 在线学习平台', url: 'https://demo.example.com/' })
  })

  it('makes a path without a leading slash absolute too', () => {
    expect(pageMetadata(site(), { title: 't', description: '', path: 'teacherlist' }).alternates?.canonical).toBe(
      'https://demo.example.com/teacherlist',
    )
  })
})

describe('shortDescription', () => {
  it('cuts long text to the limit with an ellipsis', () => {
    const text = '课'.repeat(300)
    const short = shortDescription(text)
    expect(Array.from(short)).toHaveLength(DESCRIPTION_MAX)
    expect(short.endsWith('…')).toBe(true)
    expect(shortDescription('短句')).toBe('短句')
  })

  it('never splits a character outside the basic plane', () => {
    const short = shortDescription('𠮷'.repeat(130))
    expect(
      Array.from(short)
        .slice(0, -1)
        .every((c) => c === '𠮷'),
    ).toBe(true)
  })
})

describe('absoluteImageUrl', () => {
  it.each([
    ['https://cdn.example.org/a.png', 'https://cdn.example.org/a.png'],
    ['//cdn.example.org/a.png', 'https://cdn.example.org/a.png'],
    ['/storage/a.png?imageView2/1/w/100', 'https://demo.example.com/storage/a.png?imageView2/1/w/100'],
    ['a/b.png', 'https://demo.example.com/storage/a/b.png'],
    ['', ''],
  ])('%s → %s', (input, expected) => {
    expect(absoluteImageUrl(site(), input)).toBe(expected)
  })

  it('puts keys under an absolute storage base as is', () => {
    expect(absoluteImageUrl(site({ qiNiuUrl: 'https://img.example.com/' }), 'a/b.png')).toBe(
      'https://img.example.com/a/b.png',
    )
    expect(absoluteImageUrl(site({ qiNiuUrl: 'storage' }), 'a/b.png')).toBe('https://demo.example.com/storage/a/b.png')
  })
})
