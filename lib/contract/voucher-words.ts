// The course page's and the learning page's words for joining by a course voucher: a module of its own, so those
// pages (under a first-load JS budget) do not carry the coupon page's rules and texts.

export const VOUCHER_CONFIRM_TITLE = '使用课程券'
export const VOUCHER_CONFIRM_OK = '确定兑换'
/** The question before a voucher is spent. */
export const voucherConfirmText = (title: string) => `将使用「${title}」兑换本课程，兑换后不可撤销，确定吗？`
export const REDEEM_HINT = { text: '有课程券？去兑换', href: '/coupon' } as const
