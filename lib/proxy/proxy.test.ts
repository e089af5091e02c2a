/** @jest-environment node */
import { tenantFromHost, hostnameOf } from './tenant'
import { deviceFromUserAgent } from './device'
import { decideRewrite, isPassThrough } from './rewrite'

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36'
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'
const WECHAT_ANDROID =
  'Mozilla/5.0 (Linux; Android 13; V2203A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0 Mobile Safari/537.36 XWEB/1160117 MMWEBSDK/20231202 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN'
const WECHAT_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0 Safari/537.36 NetType/WIFI MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat(0x63090a13)'
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'

describe('tenantFromHost', () => {
  it.each([
    ['acme.localhost:3000', 'acme'],
    ['ACME.example.com', 'acme'],
    ['demo.localhost', 'demo'],
    ['localhost:3000', 'demo'],
    ['localhost', 'demo'],
    ['127.0.0.1:3000', 'demo'],
    ['[::1]:3000', 'demo'],
    ['intranet', 'demo'],
    ['www.example.com', 'demo'],
    ['', 'demo'],
    [null, 'demo'],
    ['bad_label.example.com', 'demo'],
  ])('%s → %s', (host, slug) => {
    expect(tenantFromHost(host)).toBe(slug)
  })

  it('strips ports and brackets', () => {
    expect(hostnameOf('Demo.LocalHost:39000')).toBe('demo.localhost')
    expect(hostnameOf('[::1]:80')).toBe('[::1]')
  })
})

describe('deviceFromUserAgent', () => {
  it.each([
    [IPHONE, 'mobile'],
    [ANDROID, 'mobile'],
    [WECHAT_ANDROID, 'mobile'],
    [ANDROID_TABLET, 'desktop'],
    [WECHAT_WINDOWS, 'desktop'],
    [DESKTOP, 'desktop'],
    ['', 'desktop'],
    [null, 'desktop'],
  ])('%s', (ua, device) => {
    expect(deviceFromUserAgent(ua)).toBe(device)
  })
})

describe('decideRewrite', () => {
  it('prefixes tenant and device', () => {
    expect(decideRewrite({ host: 'acme.localhost:3000', userAgent: IPHONE, pathname: '/teacherlist' })).toEqual({
      kind: 'rewrite',
      tenant: 'acme',
      device: 'mobile',
      pathname: '/acme/mobile/teacherlist',
    })
    expect(decideRewrite({ host: 'localhost', userAgent: DESKTOP, pathname: '/' })).toMatchObject({
      pathname: '/demo/desktop',
    })
  })

  it('drops a trailing slash', () => {
    expect(decideRewrite({ host: 'demo.localhost', userAgent: DESKTOP, pathname: '/course/12/' })).toMatchObject({
      pathname: '/demo/desktop/course/12',
    })
  })

  it('keeps the internal trees out of reach', () => {
    expect(decideRewrite({ host: 'demo.localhost', userAgent: DESKTOP, pathname: '/acme/mobile' })).toMatchObject({
      pathname: '/demo/desktop/acme/mobile',
    })
  })

  it.each(['/api/Common/GetCommonSetting', '/_next/static/chunk.js', '/favicon.ico', '/theme.css', '/storage/a/b.png'])(
    'passes %s through',
    (pathname) => {
      expect(isPassThrough(pathname)).toBe(true)
      expect(decideRewrite({ host: 'demo.localhost', userAgent: DESKTOP, pathname })).toEqual({ kind: 'pass' })
    },
  )
})
