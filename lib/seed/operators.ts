// The demo tenants' console operators (README account table): an administrator each, and on demo a 只读, a 客服 and a 运营, with
// passwords already their own (no first-sign-in change) and phones whose codes land in the development outbox.
import { hashPassword } from '@/lib/auth/password'
import type { OperatorRole } from '@/lib/contract/operator-roles'
import { operators } from '@/lib/db/schema'
import type { Db } from '@/lib/db/client'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

interface SeedOperator {
  loginName: string
  name: string
  phone: string
  password: string
  role: OperatorRole
}

const SEED_OPERATORS: Record<string, SeedOperator[]> = {
  demo: [
    { loginName: 'admin', name: '周敏', phone: '13300000001', password: 'Admin@2026', role: 'admin' },
    { loginName: 'viewer', name: '陈静', phone: '13300000002', password: 'Viewer@2026', role: 'readonly' },
    // 客服 (issue 32): answers consulting requests at 咨询工作台.
    { loginName: 'support', name: '刘洋', phone: '13300000004', password: 'Support@2026', role: 'support' },
    // 运营 (issue 32): coupon campaigns, 系统通知, diagnosis instruments, learning data, besides the catalogue.
    { loginName: 'content', name: '吴婷', phone: '13300000005', password: 'Content@2026', role: 'operations' },
  ],
  acme: [{ loginName: 'admin', name: '李航', phone: '13300000011', password: 'Admin@2026', role: 'admin' }],
  closed: [{ loginName: 'admin', name: '王立', phone: '13300000021', password: 'Admin@2026', role: 'admin' }],
  // The platform console's owner (platform.localhost:3000/admin): creates, opens and closes tenants.
  platform: [{ loginName: 'owner', name: '林平', phone: '13300000090', password: 'Owner@2026', role: 'admin' }],
}

export async function seedOperators(tx: Tx, tenantId: number, slug: string): Promise<number> {
  let changes = 0
  for (const op of SEED_OPERATORS[slug] ?? []) {
    const rows = await tx
      .insert(operators)
      .values({
        tenantId,
        loginName: op.loginName,
        name: op.name,
        phone: op.phone,
        role: op.role,
        passwordHash: await hashPassword(op.password),
        mustChangePassword: false,
      })
      .onConflictDoNothing()
      .returning({ id: operators.id })
    changes += rows.length
  }
  return changes
}
