// The 账号安全 forms' shared button looks (the send-code button is components/ui/send-code-button.tsx).
export const FORM_BUTTONS = {
  row: 'flex flex-col-reverse gap-3 sm:flex-row',
  primary:
    'min-h-11 rounded-md bg-primary px-8 text-base font-medium text-primary-contrast hover:bg-primary-hover disabled:opacity-60',
  secondary:
    'min-h-11 rounded-md border border-gray-300 px-8 text-base text-gray-700 hover:border-primary hover:text-primary',
} as const
