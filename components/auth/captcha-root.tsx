'use client'
// The 图形验证码 dialog's host in a React root of its own at the end of <body>, created when this module first loads —
// on the first 428 (lib/client/captcha-ui.ts), never with a page. It needs no context of the page's: the dialog calls
// the API through lib/client/api, and the theme and the phone: variant are CSS on <html> and the body's children.
import { createRoot } from 'react-dom/client'
import { CaptchaHost } from './captcha-host'

const container = document.createElement('div')
document.body.appendChild(container)
createRoot(container).render(<CaptchaHost />)
