// The console's roles (issue 28), zod-free so the console's pages and the server share one list and one set of labels.
export const OPERATOR_ROLES = ['admin', 'operations', 'support', 'readonly'] as const
export type OperatorRole = (typeof OPERATOR_ROLES)[number]

export const ROLE_LABELS: Record<OperatorRole, string> = {
  admin: '管理员',
  operations: '运营',
  support: '客服',
  readonly: '只读',
}

/** What each role is for, shown beside the role picker. */
export const ROLE_HINTS: Record<OperatorRole, string> = {
  admin: '全部功能，包括管理操作员',
  operations: '课程内容、平台服务与机构设置',
  support: '查看学员与处理咨询',
  readonly: '只能查看，不能修改',
}

/** Every role: reads most of the console allow. */
export const ANY_ROLE: readonly OperatorRole[] = [...OPERATOR_ROLES]
