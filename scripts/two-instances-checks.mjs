// The checks of `npm run test:instances` (scripts/two-instances.mjs): every write goes to instance A, every read that
// proves it to instance B. Each check is what a user or operator would notice behind a balancer.
const OPERATOR = { loginName: 'admin', password: 'Admin@2026', phone: '13300000001' }
const API = '/api/services/app'
const ADMIN = '/admin/api/services/app'

const h1 = (html) => html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1] ?? ''

export async function runChecks({ a, b, request, check, expectEqual }) {
  const post = (port, target, body, options = {}) => request(port, 'POST', target, { ...options, body })
  const get = (port, target, options) => request(port, 'GET', target, options)
  const ok = (answer, what) => {
    if (answer.status !== 200 || !answer.json?.success)
      throw new Error(`${what}: ${answer.status} ${answer.text.slice(0, 200)}`)
    return answer.json.result
  }
  const newestCode = async (port, phone, since) => {
    for (let i = 0; i < 50; i++) {
      const newest = ok(await get(port, `/api/dev/sms-outbox?phone=${phone}`), 'outbox')[0]
      if (newest && Date.parse(newest.sentAt) >= since - 1000) return newest.code
      await new Promise((r) => setTimeout(r, 100))
    }
    throw new Error(`no code for ${phone} in the outbox`)
  }

  const courses = ok(await get(b, `${API}/FrontCourse/GetCourseList?page=1`), 'course list').items
  const [course, other] = [courses.at(-1), courses.at(-2)]

  await check('a page cached on B shows an edit after ClearCache is sent to A', async () => {
    const page = `/course/${course.id}`
    expectEqual(h1((await get(b, page)).text), course.title, 'B renders the course')
    const renamed = `${course.title}（两台）`
    ok(await post(a, '/api/dev/content', { courseId: course.id, title: renamed }), 'rename in the database')
    expectEqual(h1((await get(b, page)).text), course.title, 'B still serves its cached page')
    ok(await post(a, '/api/Common/ClearCache', {}), 'ClearCache on A')
    expectEqual(h1((await get(b, page)).text), renamed, 'B after ClearCache on A')
  })

  // The console: the administrator signs in on A; B must know the session, and see A's saves and publishing.
  let cookie = ''
  await check('an operator session made on A is signed in on B', async () => {
    const since = Date.now()
    const login = ok(
      await post(a, `${ADMIN}/AdminAuth/Login`, { loginName: OPERATOR.loginName, password: OPERATOR.password }),
      'Login on A',
    )
    expectEqual(login.status, 'secondFactor', 'Login asks for the code')
    const code = await newestCode(a, OPERATOR.phone, since)
    const verified = await post(a, `${ADMIN}/AdminAuth/VerifyCode`, { challenge: login.challenge, code })
    ok(verified, 'VerifyCode on A')
    cookie = verified.cookie
    const me = ok(await get(b, `${ADMIN}/AdminAuth/GetMe`, { headers: { cookie } }), 'GetMe on B')
    expectEqual(me.operator?.loginName ?? me.loginName, OPERATOR.loginName, 'B knows the operator')
  })

  await check('a settings save on A shows on the home page cached on B', async () => {
    const before = h1((await get(b, '/')).text)
    const settings = ok(await get(b, `${ADMIN}/AdminSetting/GetSettings`, { headers: { cookie } }), 'GetSettings')
    const editable = { ...settings }
    delete editable.qiNiuUrl // the storage's address comes with the settings; it is not one of them
    const renamed = `${settings.tenantName}·两台`
    ok(
      await post(
        a,
        `${ADMIN}/AdminSetting/SaveSettings`,
        { ...editable, tenantName: renamed },
        { headers: { cookie } },
      ),
      'SaveSettings on A',
    )
    expectEqual(before === renamed, false, 'the name was not already shown')
    expectEqual(h1((await get(b, '/')).text), renamed, 'B home after the save on A')
  })

  await check('a course unpublished on A is 404 on B, and published again is back', async () => {
    const page = `/course/${other.id}`
    expectEqual((await get(b, page)).status, 200, 'B serves the course')
    ok(await post(a, `${ADMIN}/AdminCourse/Unpublish`, { id: other.id }, { headers: { cookie } }), 'Unpublish on A')
    expectEqual((await get(b, page)).status, 404, 'B after Unpublish on A')
    ok(await post(a, `${ADMIN}/AdminCourse/Publish`, { id: other.id }, { headers: { cookie } }), 'Publish on A')
    expectEqual((await get(b, page)).status, 200, 'B after Publish on A')
  })

  await check('a picture uploaded through A is served by B', async () => {
    const { default: sharp } = await import('sharp')
    const png = await sharp({ create: { width: 240, height: 120, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer()
    const boundary = `----two${Date.now()}`
    const part = (headers, content) => [
      Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`),
      content,
      Buffer.from('\r\n'),
    ]
    const raw = Buffer.concat([
      ...part('Content-Disposition: form-data; name="purpose"', Buffer.from('banner')),
      ...part('Content-Disposition: form-data; name="file"; filename="b.png"\r\nContent-Type: image/png', png),
      Buffer.from(`--${boundary}--\r\n`),
    ])
    const stored = ok(
      await post(a, `${ADMIN}/AdminUpload/UploadImage`, undefined, {
        raw,
        headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      }),
      'UploadImage on A',
    )
    const served = await get(b, `/storage/${stored.key}`)
    expectEqual(served.status, 200, `B serves /storage/${stored.key}`)
    const { width, height } = await sharp(served.bytes).metadata()
    expectEqual(`${width}×${height}`, '240×120', 'the picture B serves')
  })

  await check('a learner signed in on A is signed in on B', async () => {
    const phone = `139${String(Date.now()).slice(-8)}`
    const since = Date.now()
    ok(await post(a, '/api/TokenAuth/SendPhoneCode', { PhoneNumber: phone }, { ip: '10.29.2.1' }), 'SendPhoneCode')
    const code = await newestCode(a, phone, since)
    const session = ok(
      await post(
        a,
        '/api/TokenAuth/Authenticate',
        { userNameOrEmailAddress: phone, phoneCode: code, isAgreeProtocol: true },
        { ip: '10.29.2.1' },
      ),
      'Authenticate on A',
    )
    const me = ok(
      await get(b, `${API}/FrontUser/GetUserBasicInfo`, {
        headers: { authorization: `Bearer ${session.accessToken}` },
      }),
      'GetUserBasicInfo on B',
    )
    expectEqual(me.phoneNumber, phone, 'B knows the learner')
  })

  await check('wrong passwords count across A and B: the sixth from one address is refused', async () => {
    const statuses = []
    for (let i = 0; i < 6; i++) {
      const answer = await post(
        i % 2 ? b : a,
        '/api/TokenAuth/Authenticate',
        { userNameOrEmailAddress: '13800000001', password: 'Wrong@2026', ispassword: true },
        { ip: '10.29.3.1' },
      )
      statuses.push(answer.status)
    }
    expectEqual(
      statuses.slice(0, 5).every((s) => s !== 429),
      true,
      `the first five are judged (${statuses})`,
    )
    expectEqual(statuses[5], 429, 'the sixth, on B')
  })

  await check('a code sent on A makes B refuse a second one within the minute', async () => {
    const phone = `137${String(Date.now()).slice(-8)}`
    ok(await post(a, '/api/TokenAuth/SendPhoneCode', { PhoneNumber: phone }, { ip: '10.29.4.1' }), 'first code on A')
    expectEqual(
      (await post(b, '/api/TokenAuth/SendPhoneCode', { PhoneNumber: phone }, { ip: '10.29.4.1' })).status,
      429,
      'second code on B',
    )
  })

  await check('ClearCache allows five a minute per client over A and B together', async () => {
    const statuses = []
    for (let i = 0; i < 6; i++)
      statuses.push((await post(i % 2 ? b : a, '/api/Common/ClearCache', {}, { ip: '10.29.5.1' })).status)
    expectEqual(statuses.join(','), '200,200,200,200,200,429', 'six ClearCache from one client')
  })
}
