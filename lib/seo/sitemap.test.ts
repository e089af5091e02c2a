import { buildRobotsTxt, buildSitemapXml, escapeXml, ROBOTS_DISALLOW, type SitemapEntries } from './sitemap'

const entries: SitemapEntries = {
  courses: [
    { id: 3, updatedAt: '2025-04-02T10:00:00.000Z' },
    { id: 9, updatedAt: '2025-05-01T08:30:00+08:00' },
    { id: 11, updatedAt: 'not a date' },
  ],
  lecturers: [{ id: 7 }, { id: 8 }],
  topics: [{ id: 2 }],
}
const allOn = { showTeacherMenu: true, showTopicMenu: true }
const allOff = { showTeacherMenu: false, showTopicMenu: false }

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])

describe('buildSitemapXml', () => {
  it('is a sitemaps.org urlset on the given origin', () => {
    const xml = buildSitemapXml('https://demo.example.com/', entries, allOn)
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true)
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true)
    expect(locs(xml)).toEqual([
      'https://demo.example.com/',
      'https://demo.example.com/courselist',
      'https://demo.example.com/course/3',
      'https://demo.example.com/course/9',
      'https://demo.example.com/course/11',
      'https://demo.example.com/teacherlist',
      'https://demo.example.com/teacher/7',
      'https://demo.example.com/teacher/8',
      'https://demo.example.com/thematiclist',
      'https://demo.example.com/thematic/2',
    ])
  })

  it('gives courses their lastmod in UTC, and the list the newest one', () => {
    const xml = buildSitemapXml('https://demo.example.com', entries, allOff)
    expect(xml).toContain(
      '<url><loc>https://demo.example.com/course/3</loc><lastmod>2025-04-02T10:00:00.000Z</lastmod></url>',
    )
    expect(xml).toContain(
      '<url><loc>https://demo.example.com/course/9</loc><lastmod>2025-05-01T00:30:00.000Z</lastmod></url>',
    )
    expect(xml).toContain('<url><loc>https://demo.example.com/course/11</loc></url>')
    expect(xml).toContain(
      '<url><loc>https://demo.example.com/courselist</loc><lastmod>2025-05-01T00:30:00.000Z</lastmod></url>',
    )
    expect(xml).toContain('<url><loc>https://demo.example.com/</loc></url>')
  })

  it('lists lecturers and topics only while their menus are switched on', () => {
    const off = locs(buildSitemapXml('https://acme.example.com', entries, allOff))
    expect(off.some((u) => /teacher|thematic/.test(u))).toBe(false)
    const teachersOnly = locs(
      buildSitemapXml('https://acme.example.com', entries, { ...allOff, showTeacherMenu: true }),
    )
    expect(teachersOnly).toContain('https://acme.example.com/teacher/7')
    expect(teachersOnly.some((u) => u.includes('thematic'))).toBe(false)
    const topicsOnly = locs(buildSitemapXml('https://acme.example.com', entries, { ...allOff, showTopicMenu: true }))
    expect(topicsOnly).toContain('https://acme.example.com/thematic/2')
    expect(topicsOnly.some((u) => u.includes('teacher'))).toBe(false)
  })

  it('escapes XML special characters in URLs', () => {
    const xml = buildSitemapXml("https://x.example.com/a&b'<", { courses: [], lecturers: [], topics: [] }, allOff)
    expect(xml).toContain('<loc>https://x.example.com/a&amp;b&apos;&lt;/</loc>')
    expect(escapeXml('"<&>\'')).toBe('&quot;&lt;&amp;&gt;&apos;')
  })

  it('still lists home and the course list for an empty catalogue', () => {
    expect(locs(buildSitemapXml('https://x.example.com', { courses: [], lecturers: [], topics: [] }, allOn))).toEqual([
      'https://x.example.com/',
      'https://x.example.com/courselist',
      'https://x.example.com/teacherlist',
      'https://x.example.com/thematiclist',
    ])
  })
})

describe('buildRobotsTxt', () => {
  it('opens an available tenant except private paths and points at its sitemap', () => {
    const text = buildRobotsTxt('https://demo.example.com/')
    const lines = text.split('\n')
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /'])
    for (const path of ['/api/', '/account', '/login']) expect(lines).toContain(`Disallow: ${path}`)
    expect(lines.filter((l) => l.startsWith('Disallow:'))).toHaveLength(ROBOTS_DISALLOW.length)
    expect(lines).not.toContain('Disallow: /')
    expect(lines).toContain('Sitemap: https://demo.example.com/sitemap.xml')
  })

  it('closes everything when there is no public site', () => {
    expect(buildRobotsTxt(null)).toBe('User-agent: *\nDisallow: /\n')
  })
})
