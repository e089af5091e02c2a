// The 获取验证码 button beside a code field (docs/spec.md §4 "Code sending"): its text, countdown and busy state come from
// useSendCode, so every form that sends a code shows and blocks it the same way.
import type { SendCodeState } from '@/lib/hooks/use-send-code'

const BASE =
  'shrink-0 rounded-md border border-primary text-sm text-primary disabled:border-gray-300 disabled:text-gray-400'
const LOOK = {
  /** Beside a field in a wide form (registration, reset, security, consultation). */
  wide: 'w-32 px-2 hover:bg-primary-soft disabled:hover:bg-transparent',
  /** In the compact sign-in forms (/login, the popup, the QQ/WeChat bind step). */
  compact: 'h-10 whitespace-nowrap px-3',
}

export function SendCodeButton({
  sender,
  onSend = () => void sender.send(),
  look = 'wide',
  testId,
}: {
  sender: Pick<SendCodeState, 'sending' | 'secondsLeft' | 'label' | 'send'>
  /** What a click does; by default it sends. Forms that check the phone first pass their own. */
  onSend?: () => void
  look?: keyof typeof LOOK
  testId?: string
}) {
  return (
    <button
      type="button"
      data-testid={testId}
      onClick={onSend}
      disabled={sender.sending || sender.secondsLeft > 0}
      className={`${BASE} ${LOOK[look]}`}
    >
      {sender.label}
    </button>
  )
}
