// Demo accounts tests and the README rely on. Inserted once; a password changed later is left alone.
import { hashPassword } from '@/lib/auth/password'
import type { Db } from '@/lib/db/client'
import { companies, individuals } from '@/lib/db/schema'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export interface SeedAccounts {
  individuals: { phone: string; password: string; nickname: string; introduction?: string }[]
  companies: { loginName: string; password: string; companyName: string; contactPhone: string; info?: string }[]
}

export const SEED_ACCOUNTS: Record<string, SeedAccounts> = {
  demo: {
    individuals: [{ phone: '13800000001', password: 'Qihang2026', nickname: '学员小王', introduction: '产品经理，正在学习数据分析与项目管理。' }],
    companies: [
      {
        loginName: 'qihang_hr',
        password: 'Qihang2026',
        companyName: '启航科技有限公司',
        contactPhone: '13900000001',
        info: '启航科技是一家专注企业数字化培训的科技公司。',
      },
    ],
  },
  acme: {
    individuals: [{ phone: '13800000001', password: 'Acme2026x', nickname: '艾克美学员', introduction: '' }],
    companies: [],
  },
}

export async function seedAccounts(tx: Tx, tenantId: number, slug: string): Promise<number> {
  const wanted = SEED_ACCOUNTS[slug]
  if (!wanted) return 0
  let changes = 0
  for (const u of wanted.individuals) {
    const rows = await tx
      .insert(individuals)
      .values({ tenantId, phone: u.phone, nickname: u.nickname, introduction: u.introduction ?? '', passwordHash: await hashPassword(u.password) })
      .onConflictDoNothing()
      .returning({ id: individuals.id })
    changes += rows.length
  }
  for (const c of wanted.companies) {
    const rows = await tx
      .insert(companies)
      .values({
        tenantId,
        loginName: c.loginName,
        passwordHash: await hashPassword(c.password),
        companyName: c.companyName,
        contactPhone: c.contactPhone,
        info: c.info ?? '',
      })
      .onConflictDoNothing()
      .returning({ id: companies.id })
    changes += rows.length
  }
  return changes
}
