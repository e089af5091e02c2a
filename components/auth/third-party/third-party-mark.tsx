// The QQ penguin and WeChat's two bubbles in their brand colours (#12B7F5, #07C160), wherever QQ and WeChat are named:
// static SVG files, so the login page's first-load JS carries a URL instead of the drawing (issue 27).
import qq from '../marks/qq.svg'
import wechat from '../marks/wechat.svg'

const MARKS = { qq: { file: qq, name: 'QQ' }, wechat: { file: wechat, name: '微信' } } as const

/** `decorative` where the name is written beside the mark (账号关联): the picture then says nothing twice. */
export function ThirdPartyMark({ type, decorative = false }: { type: 'qq' | 'wechat'; decorative?: boolean }) {
  const { file, name } = MARKS[type]
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a fixed-size vector file: nothing for next/image to do
    <img src={file.src} alt={decorative ? '' : name} width={44} height={44} className="block size-11 shrink-0" />
  )
}
