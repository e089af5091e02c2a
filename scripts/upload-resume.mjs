// `npm run upload:resume -- <server pid>`: against a running server (PORT, default 3111; Host demo.localhost), signs in
// to the console as demo's 管理员 through the API (password, then the code from the development SMS outbox), makes a
// valid 500 MB MP4 (a 2 s film by ffmpeg, then a `free` box), uploads it to a lesson with tus-js-client in 8 MB
// chunks, cuts the upload off at about 50 %, asks the server for its offset, continues from there, and prints the
// server's resident memory (VmRSS of <server pid>) before, at the cut, at its peak and after — the numbers behind "a
// 500 MB upload interrupted at ~50 % resumes and completes; server RSS stays flat" (issue 30). Starts nothing itself.
// MB=<n> changes the size; LESSON=<id> picks the lesson (default: demo's first course's first lesson).
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { Upload } from 'tus-js-client'

const PORT = Number(process.env.PORT ?? 3111)
const HOST = 'demo.localhost'
const ORIGIN = `http://${HOST}`
const MB = Number(process.env.MB ?? 500)
const pid = Number(process.argv[2])
if (!pid) {
  console.error('usage: npm run upload:resume -- <pid of the server process> (e.g. from ss -ltnp)')
  process.exit(2)
}

const rss = () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** One request to the server as the console's browser would send it (Host and Origin of demo). */
function request(method, at, { body, cookie } = {}) {
  return new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : JSON.stringify(body)
    const req = http.request(
      {
        host: 'localhost',
        port: PORT,
        method,
        path: at,
        headers: {
          Host: HOST,
          Origin: ORIGIN,
          ...(data ? { 'Content-Type': 'application/json' } : {}),
          ...(cookie ? { Cookie: cookie } : {}),
        },
      },
      (res) => {
        const chunks = []
        res.on('data', (c) => chunks.push(c))
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          let json = null
          try {
            json = JSON.parse(text)
          } catch {
            // not JSON: left null
          }
          resolve({ status: res.statusCode, headers: res.headers, json, text })
        })
      },
    )
    req.on('error', reject)
    req.end(data)
  })
}

async function signIn() {
  const since = Date.now()
  const login = await request('POST', '/admin/api/services/app/AdminAuth/Login', {
    body: { loginName: 'admin', password: 'Admin@2026' },
  })
  if (login.json?.result?.status !== 'secondFactor') throw new Error(`Login: ${login.status} ${login.text}`)
  let code = ''
  for (let i = 0; i < 20 && !code; i++) {
    const outbox = await request('GET', '/api/dev/sms-outbox?phone=13300000001')
    const newest = outbox.json?.result?.[0]
    if (newest && Date.parse(newest.sentAt) >= since - 1000) code = newest.code
    else await new Promise((r) => setTimeout(r, 250))
  }
  if (!code) throw new Error('no code in the development SMS outbox (is SMS_PROVIDER the outbox?)')
  const verify = await request('POST', '/admin/api/services/app/AdminAuth/VerifyCode', {
    body: { challenge: login.json.result.challenge, code },
  })
  const cookie = [verify.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('qh_admin='))
  if (verify.status !== 200 || !cookie) throw new Error(`VerifyCode: ${verify.status} ${verify.text}`)
  return cookie.split(';')[0]
}

async function firstLesson(cookie) {
  if (process.env.LESSON) return Number(process.env.LESSON)
  const list = await request('GET', '/admin/api/services/app/AdminCourse/GetList?page=1&pageSize=1', { cookie })
  const courseId = list.json?.result?.items?.[0]?.id
  const outline = await request('GET', `/admin/api/services/app/AdminCourseOutline/GetOutline?courseId=${courseId}`, {
    cookie,
  })
  const lesson = outline.json?.result?.chapters?.[0]?.lessons?.[0]
  if (!lesson) throw new Error(`no lesson found: ${list.status} ${outline.status}`)
  return lesson.id
}

/** A 2-second film (faststart) and a `free` box up to MB megabytes: ffprobe reads it as the 2 s film it is. */
function makeFile(dir) {
  const film = path.join(dir, 'film.mp4')
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=duration=2:size=640x360:rate=25'],
    ...['-f', 'lavfi', '-i', 'sine=duration=2', '-shortest', '-movflags', '+faststart', film],
  ])
  const out = path.join(dir, 'lesson.mp4')
  const head = fs.readFileSync(film)
  const padding = MB * 1024 * 1024 - head.length
  const box = Buffer.alloc(8)
  box.writeUInt32BE(padding, 0)
  box.write('free', 4, 'latin1')
  const fd = fs.openSync(out, 'w')
  fs.writeSync(fd, head)
  fs.writeSync(fd, box)
  const zeros = Buffer.alloc(1024 * 1024)
  for (let left = padding - 8; left > 0; left -= zeros.length) fs.writeSync(fd, zeros, 0, Math.min(left, zeros.length))
  fs.closeSync(fd)
  return out
}

/** One run of tus-js-client; `cutAt` aborts it (the connection dropped) once that share of the file is sent. */
function run(file, lessonId, cookie, { uploadUrl = null, cutAt = null } = {}) {
  return new Promise((resolve, reject) => {
    const upload = new Upload(fs.createReadStream(file), {
      endpoint: `http://localhost:${PORT}/admin/api/uploads/lesson-video`,
      uploadUrl,
      chunkSize: 8 * 1024 * 1024,
      retryDelays: [0, 1000, 3000],
      headers: { Host: HOST, Origin: ORIGIN, Cookie: cookie },
      metadata: { lessonId: String(lessonId), filename: 'lesson.mp4' },
      onProgress: (sent, total) => {
        peak = Math.max(peak, rss())
        if (cutAt !== null && sent >= total * cutAt) {
          cutAt = null
          upload.abort().then(() => resolve({ cut: true, url: upload.url, sent, total }))
        }
      },
      onSuccess: ({ lastResponse }) => resolve({ cut: false, url: upload.url, body: lastResponse.getBody() }),
      onError: reject,
    })
    upload.start()
  })
}

let peak = 0
async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-resume-'))
  try {
    const file = makeFile(dir)
    const cookie = await signIn()
    const lessonId = await firstLesson(cookie)
    const before = rss()
    peak = before
    console.log(`file ${mb(fs.statSync(file).size)} → lesson ${lessonId}; server RSS before: ${mb(before)}`)
    const started = Date.now()
    const cut = await run(file, lessonId, cookie, { cutAt: 0.5 })
    const atCut = rss()
    console.log(`cut off after ${mb(cut.sent)} of ${mb(cut.total)}; server RSS at the cut: ${mb(atCut)}`)
    const head = await new Promise((resolve, reject) =>
      http
        .request(
          cut.url,
          { method: 'HEAD', headers: { Host: HOST, Cookie: cookie, 'Tus-Resumable': '1.0.0' } },
          (res) => resolve(res.headers['upload-offset']),
        )
        .on('error', reject)
        .end(),
    )
    console.log(`the server holds ${mb(Number(head))}: resuming from there`)
    const done = await run(file, lessonId, cookie, { uploadUrl: cut.url })
    const after = rss()
    const result = JSON.parse(done.body).result
    console.log(
      `completed in ${((Date.now() - started) / 1000).toFixed(1)} s: lesson ${result.lessonId}, ` +
        `${result.durationSeconds} s, ${result.width}×${result.height}, transcode ${result.transcode.state}`,
    )
    console.log(`server RSS: before ${mb(before)}, at the cut ${mb(atCut)}, peak ${mb(peak)}, after ${mb(after)}`)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
