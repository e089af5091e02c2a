// The 账号安全 forms' shared button looks (the send-code button matches /accountForgot's).
export const SEND_CODE_BUTTON =
  'w-32 shrink-0 rounded-md border border-primary px-2 text-sm text-primary hover:bg-primary-soft disabled:border-gray-300 disabled:text-gray-400 disabled:hover:bg-transparent'

export const FORM_BUTTONS = {
  row: 'flex flex-col-reverse gap-3 sm:flex-row',
  primary:
    'min-h-11 rounded-md bg-primary px-8 text-base font-medium text-primary-contrast hover:bg-primary-hover disabled:opacity-60',
  secondary:
    'min-h-11 rounded-md border border-gray-300 px-8 text-base text-gray-700 hover:border-primary hover:text-primary',
} as const
