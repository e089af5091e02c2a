// The consulting API's refusals that no form shows (a form checks its fields with consult-rules.ts), kept apart so the
// /toconsult page does not carry them to the browser.

export const CONSULT_ERRORS = {
  closedService: '本机构暂未开通平台服务',
  serviceUnknown: '所选服务不存在，请重新选择',
  notFound: '咨询记录不存在',
  closed: '该咨询已关闭，如有新的需求请重新提交咨询',
  alreadyClosed: '该咨询已关闭',
  operatorKeyMissing: '请在请求头 X-Operator-Key 中提供运营密钥',
  operatorKeyBad: '运营密钥无效或已停用',
  statusBad: '咨询状态只能设为已受理或已关闭',
} as const
