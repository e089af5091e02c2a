// The e2e server: fresh PGlite and storage folders (or DATABASE_URL), freshly seeded, on E2E_PORT.
import fs from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..')
// One folder per port, so parallel runs on their own E2E_PORT never wipe each other's database.
const dir = path.join(ROOT, '.data', process.env.E2E_PORT ? `e2e-${process.env.E2E_PORT}` : 'e2e')
fs.rmSync(dir, { recursive: true, force: true })
process.env.PORT = process.env.E2E_PORT || '39300'
process.env.PGLITE_DIR = path.join(dir, 'pglite')
process.env.STORAGE_DIR = path.join(dir, 'storage')
// /api/dev/content lets the cache e2e test edit a course, as an editor would, before ClearCache.
process.env.DEV_TOOLS = '1'
// A phone gets a new code after 2 s instead of 60 (docs/spec.md §9's interval is unit-tested): journeys that need a second code
// for one phone — an account made by the API, then its reset in the page — need not wait out a minute.
process.env.SMS_RESEND_SECONDS ??= '2'
// The tests stand in for a reverse proxy: each test names its own client in X-Forwarded-For (e2e/test.ts), so the
// per-address limits count one learner's requests, not the whole suite's.
process.env.TRUSTED_PROXIES ??= '127.0.0.1,::1'
// So the fake QQ/WeChat provider must answer those addresses too: it serves loopback clients only unless opted in
// (lib/oauth/config.ts, issue 23 M4), and here the client is the 10.x address a test names, not the loopback peer.
process.env.FAKE_OAUTH = '1'
// Likewise the fake payment cashier (lib/payments/fake-cashier.ts): the order journeys open it as that named client.
process.env.FAKE_PAY = '1'
// Seeded lessons stay the committed MP4s for the whole run: were they transcoded in the background, a journey would meet
// an MP4 or an HLS lesson depending on when it ran. Uploads in a journey are transcoded as always (e2e/console-journey.desktop.spec.ts).
process.env.TRANSCODE_SEEDED = '0'
await import('./start.mjs')
