// The learning page's one word for joining by a course voucher, alone in its module: Turbopack keeps every export of a
// module a page imports, and the phone learning page sits at its 150 KiB first-load budget (voucher-words.ts has the rest).

export const VOUCHER_BUTTON = '使用课程券学习'
