// Playwright on Debian's Chromium: browserless HTTP tests, a desktop and a phone project, and fit and finish (ui), against
// one `next start`. The journeys tagged @smoke — one device each of every journey that writes — are CI's pass on the
// engine that does not run the whole suite: `playwright test --grep @smoke` (docs/testing.md).
import fs from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

export const E2E_PORT = Number(process.env.E2E_PORT || 39300)

/**
 * Debian's chromium-headless-shell when it is installed (.ci/run installs it), else Debian's chromium. The shell is the
 * same Debian build of the same Chromium without the browser's window layer (the "old headless" mode, which Playwright
 * itself runs by default): the same tests took a third less browser CPU in it (a11y's visitor pages and the desktop
 * learning journey: 72.7 → 53.9 s of machine CPU, Next server included), on a machine where Chromium is ~75 % of the
 * browser pass's CPU. Lighthouse (`npm run perf`) keeps the full browser.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const chromium = {
  executablePath: process.env.CHROMIUM_PATH || (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
}

const phoneProject = {
  name: 'phone',
  use: { ...devices['Pixel 7'], launchOptions: chromium },
  testIgnore: [/\.desktop\.spec\.ts$/, /\.ui\.spec\.ts$/, /\.request\.spec\.ts$/],
}
const desktopProject = {
  name: 'desktop',
  use: { ...devices['Desktop Chrome'], launchOptions: chromium },
  testIgnore: [/\.phone\.spec\.ts$/, /\.ui\.spec\.ts$/, /\.request\.spec\.ts$/],
}
/**
 * Workers take files in project order. In CI's smoke pass (E2E_SCOPE=smoke) phones go first: its longest journey
 * (learning.phone, ~26 s of lessons at 2×) started last and ran alone for 16 s (the pass: 63 → 50 s alone). In the full
 * pass desktops go first, so its long journeys (the console's, 90 s) start early and ui's short tests fill the end.
 */
const deviceProjects =
  process.env.E2E_SCOPE === 'smoke' ? [phoneProject, desktopProject] : [desktopProject, phoneProject]

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  // Three files at a time on two cores: journeys spend much of their time waiting — lesson videos play at 2× real time,
  // an upload waits for ffmpeg — so a third worker fills what two leave idle (the PostgreSQL pass, 178 tests, this
  // machine: 6 min 53 s with two, 6 min 07 s with three). Every test is its own client (e2e/test.ts) with fresh
  // accounts, so files do not share state; E2E_WORKERS=1 runs them one by one.
  workers: Number(process.env.E2E_WORKERS) || 3,
  // No retries, in CI either: a flaky test is fixed or quarantined with its reason in docs/testing.md, never run again.
  retries: 0,
  timeout: 30_000,
  // A page that must first run its script (a sign-in callback, the WeChat gate's redirect) can take over 5 s to show its
  // next state on a loaded 2-core CI machine with two browsers: both such steps flaked once at 5 s in a clean-clone run.
  // Waiting longer only matters when the page is slow; a page that never gets there still fails.
  expect: { timeout: 15_000 },
  // npm test names a JSON report (PLAYWRIGHT_JSON_OUTPUT_NAME): the slowest, retried and failing tests are read from it.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://demo.localhost:${E2E_PORT}`,
    locale: 'zh-CN',
    // A failed test keeps a trace of its actions with their timings, the network and the console, and a screenshot of
    // the page as it failed. DOM snapshots and the screencast cost every passing test ~15 % on CI's two cores (14 tests:
    // 81.6 s with them, 72.1 s without, 70.5 s with no trace): E2E_TRACE=full records them when a failure needs them.
    trace:
      process.env.E2E_TRACE === 'full'
        ? 'retain-on-failure'
        : { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    // Tests that only speak HTTP (*.request.spec.ts: headers, routing, caching, the API's route files): no browser, and
    // one run instead of one per device. They send a desktop browser's user agent unless they name another.
    { name: 'request', testMatch: /\.request\.spec\.ts$/, use: { userAgent: devices['Desktop Chrome'].userAgent } },
    ...deviceProjects,
    // Fit and finish (visual baselines, axe, overflow): each test picks its own device and viewport. It runs on both
    // engines like the rest: CI's full pass is the PostgreSQL one (docs/testing.md).
    { name: 'ui', testMatch: /\.ui\.spec\.ts$/, use: { launchOptions: chromium } },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${E2E_PORT}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
})
