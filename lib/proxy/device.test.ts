/** @jest-environment node */
// Which shell a user agent gets: every phone marker the rule lists sends its browser to the mobile site, nothing else does.
import { deviceFromUserAgent, isWeChatBrowser } from './device'

// Each of these carries exactly one of the rule's phone markers, so a rule that lost one would send that phone to desktop.
const ONE_MARKER_PHONES: [string, string][] = [
  [
    'iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/604.1',
  ],
  [
    'iPod',
    'Mozilla/5.0 (iPod; U; CPU OS 4_3_3 like Mac OS X; en-us) AppleWebKit/533.17.9 (KHTML, like Gecko) Version/5.0.2 Safari/6533.18.5',
  ],
  [
    'Android phone',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  ],
  [
    'Windows Phone',
    'Mozilla/5.0 (compatible; MSIE 10.0; Windows Phone 8.0; Trident/6.0; ARM; Touch; NOKIA; Lumia 920)',
  ],
  [
    'HarmonyOS phone',
    'Mozilla/5.0 (Linux; HarmonyOS 4.0; ALN-AL00) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0 Mobile Safari/537.36',
  ],
  ['Firefox OS / KaiOS', 'Mozilla/5.0 (Mobile; rv:48.0) Gecko/48.0 Firefox/48.0'],
  [
    'BlackBerry',
    'Mozilla/5.0 (BlackBerry; U; BlackBerry 9900; en) AppleWebKit/534.11+ (KHTML, like Gecko) Version/7.1.0.346 Safari/534.11+',
  ],
  ['Opera Mini', 'Opera/9.80 (J2ME/MIDP; Opera Mini/9.80 (S60; SymbOS; U; en) Presto/2.5.25 Version/10.54'],
  ['IEMobile', 'Mozilla/4.0 (compatible; MSIE 7.0; Windows CE; IEMobile 7.11)'],
]

const DESKTOPS: [string, string][] = [
  [
    'Windows Chrome',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  ],
  [
    'Mac Safari',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
  ],
  ['desktop Firefox', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:126.0) Gecko/20100101 Firefox/126.0'],
  [
    'Android tablet (no "Mobile")',
    'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  ],
  [
    'HarmonyOS tablet (no "Mobile")',
    'Mozilla/5.0 (Linux; HarmonyOS 4.0; BAH4-W09) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0 Safari/537.36',
  ],
  ['"Mobile" before "Android"', 'Mozilla/5.0 (Mobile; Linux) Android-Debug-Bridge/1.0'],
  [
    '"Mobile" before a plain browser',
    'Mozilla/5.0 (Mobile Dock; X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36',
  ],
]

const WECHAT_OPENHARMONY =
  'Mozilla/5.0 (Phone; OpenHarmony 4.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile MicroMessenger/8.0.1.40'
const WECHAT_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0 Safari/537.36 NetType/WIFI MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat(0x63090a13)'
const WECHAT_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) MicroMessenger/6.8.0(0x16080000) MacWechat/3.8.7(0x13080710) Safari/605.1.15 NetType/WIFI'

describe('deviceFromUserAgent', () => {
  it.each(ONE_MARKER_PHONES)('%s → mobile', (_name, ua) => {
    expect(deviceFromUserAgent(ua)).toBe('mobile')
  })

  it('reads the markers in any letter case', () => {
    expect(deviceFromUserAgent('mozilla/5.0 (iphone; cpu iphone os 17_0 like mac os x)')).toBe('mobile')
    expect(deviceFromUserAgent('MOZILLA/5.0 (LINUX; ANDROID 14) MOBILE SAFARI')).toBe('mobile')
  })

  it.each(DESKTOPS)('%s → desktop', (_name, ua) => {
    expect(deviceFromUserAgent(ua)).toBe('desktop')
  })

  it.each([[''], [null], [undefined]])('no user agent (%p) → desktop', (ua) => {
    expect(deviceFromUserAgent(ua)).toBe('desktop')
  })

  it('sends WeChat on a phone the rule does not name to mobile, because it says "Mobile"', () => {
    expect(deviceFromUserAgent(WECHAT_OPENHARMONY)).toBe('mobile')
    // The same browser without WeChat is no phone the rule knows.
    expect(deviceFromUserAgent(WECHAT_OPENHARMONY.replace(' MicroMessenger/8.0.1.40', ''))).toBe('desktop')
    // WeChat without "Mobile" (a tablet or an unknown client) stays on desktop.
    expect(deviceFromUserAgent(WECHAT_OPENHARMONY.replace(' Mobile', ''))).toBe('desktop')
  })

  it('keeps the WeChat desktop clients on desktop, even where their page asks for a phone layout', () => {
    expect(deviceFromUserAgent(WECHAT_WINDOWS)).toBe('desktop')
    expect(deviceFromUserAgent(WECHAT_MAC)).toBe('desktop')
    expect(deviceFromUserAgent(`${WECHAT_WINDOWS} Mobile`)).toBe('desktop')
    expect(deviceFromUserAgent(`${WECHAT_MAC} Mobile`)).toBe('desktop')
  })
})

describe('isWeChatBrowser', () => {
  it('recognises WeChat on phones and desktops, in any case', () => {
    for (const ua of [WECHAT_OPENHARMONY, WECHAT_WINDOWS, WECHAT_MAC, 'x micromessenger/8.0'])
      expect(isWeChatBrowser(ua)).toBe(true)
  })

  it('is false for other browsers and for no user agent', () => {
    for (const ua of [DESKTOPS[0][1], ONE_MARKER_PHONES[0][1], '', null, undefined])
      expect(isWeChatBrowser(ua)).toBe(false)
  })
})
