// What crawlers see without JavaScript: server-rendered content, 404s, sitemap and robots per tenant — for a desktop and
// a phone user agent alike (each gets its own page tree).
import { devices, expect, test } from './test'
import { apiUrl, hostHeader } from './helpers'

for (const device of ['Desktop Chrome', 'Pixel 7'] as const) {
  test(`catalogue pages are complete HTML before any script runs (${device})`, async ({ request }) => {
    const html = async (path: string, tenant = 'demo') => {
      const res = await request.get(apiUrl(path), {
        headers: { ...hostHeader(tenant), 'user-agent': devices[device].userAgent },
      })
      return { status: res.status(), text: await res.text() }
    }
    const course = await html('/course/1')
    expect(course.status).toBe(200)
    expect(course.text).toContain('Excel数据透视表从入门到精通')
    expect(course.text).toContain('"@type":"Course"')
    expect(course.text).toMatch(/<link rel="canonical" href="http:\/\/demo\.localhost:\d+\/course\/1"/)
    expect((await html('/searchlist?name=%E9%80%8F%E8%A7%86&formseach=true')).text).toContain(
      'Excel数据透视表从入门到精通',
    )
    const sitemap = await html('/sitemap.xml')
    expect(sitemap.text).toMatch(/<loc>http:\/\/demo\.localhost:\d+\/course\/1<\/loc>/)
    expect((await html('/robots.txt', 'closed')).text).toContain('Disallow: /')
    expect((await html('/teacherlist', 'acme')).status).toBe(404)
  })
}

// Issue 27: /favicon.ico answered 404 on every tenant; it leads to the tenant's own icon, which the storage serves.
test('/favicon.ico leads to each tenant’s icon', async ({ request }) => {
  for (const tenant of ['demo', 'acme']) {
    const res = await request.get(apiUrl('/favicon.ico'), { headers: hostHeader(tenant), maxRedirects: 0 })
    expect(res.status()).toBe(302)
    const location = res.headers()['location']
    expect(location).toContain(`${tenant}/`)
    const icon = await request.get(new URL(location, apiUrl('/')).toString(), { headers: hostHeader(tenant) })
    expect(icon.status()).toBe(200)
    expect(icon.headers()['content-type']).toMatch(/^image\//)
  }
})
