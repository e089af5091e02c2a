// 图形验证码 words and the header, shared by the server and the browser's dialog (zod-free: it ships with the HTTP client).
export const CAPTCHA_CODE = 428
export const CAPTCHA_HEADER_NAME = 'X-Captcha'
export const CAPTCHA_PATH = '/api/Common/GetCaptcha'
export const CAPTCHA_MESSAGES = {
  required: '操作较为频繁，请输入图形验证码后继续',
  wrong: '图形验证码错误或已失效，请重新输入',
  empty: '请输入图中的4位数字',
} as const
