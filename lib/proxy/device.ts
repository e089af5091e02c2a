// User agent → 'mobile' for phones (the spec's mobile front end), else 'desktop'. Tablets get desktop.

export type Device = 'desktop' | 'mobile'

const PHONE_RE =
  /iPhone|iPod|Android.+Mobile|Windows Phone|HarmonyOS.+Mobile|Mobile.+Firefox|BlackBerry|Opera Mini|IEMobile/i
const WECHAT_RE = /MicroMessenger/i
const WECHAT_DESKTOP_RE = /WindowsWechat|MacWechat|WindowsWeChat/i

export function deviceFromUserAgent(ua: string | null | undefined): Device {
  if (!ua) return 'desktop'
  if (PHONE_RE.test(ua)) return 'mobile'
  // WeChat's in-app browser on a phone always says "Mobile"; its desktop client does not.
  if (WECHAT_RE.test(ua) && !WECHAT_DESKTOP_RE.test(ua) && /Mobile/i.test(ua)) return 'mobile'
  return 'desktop'
}

export function isWeChatBrowser(ua: string | null | undefined): boolean {
  return !!ua && WECHAT_RE.test(ua)
}
