// 学时证明's words and numbers both sides print (issue 31), zod-free so a page's first load carries only these.

/** Credited seconds as a certificate states them: hours to one decimal and whole minutes, e.g. `1.5 小时（90 分钟）`. */
export function certificateHours(seconds: number): string {
  const minutes = Math.floor(seconds / 60)
  return `${(seconds / 3600).toFixed(1)} 小时（${minutes} 分钟）`
}

/** The verification page's path on the tenant's host: what the QR code carries. */
export const certificatePath = (code: string) => `/certificate/${code}`

/** What a certificate's state reads as. */
export const certificateStateText = (revokedAt: string | null) => (revokedAt ? '已撤销' : '有效')
