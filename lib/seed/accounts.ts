// Demo accounts tests and the README rely on. Inserted once; a password changed later is left alone.
import { hashPassword } from '@/lib/auth/password'
import type { Db } from '@/lib/db/client'
import { and, eq, sql } from 'drizzle-orm'
import { companies, companyMembers, individuals } from '@/lib/db/schema'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export interface SeedAccounts {
  individuals: { phone: string; password: string; nickname: string; introduction?: string }[]
  companies: { loginName: string; password: string; companyName: string; contactPhone: string; info?: string }[]
  /** Staff of a seeded company (by login name); VIP staff learn the tenant's paid courses. */
  members?: { phone: string; company: string; nameInCompany: string; isVip: boolean }[]
}

export const SEED_ACCOUNTS: Record<string, SeedAccounts> = {
  demo: {
    individuals: [
      { phone: '13800000001', password: 'Qihang2026', nickname: '学员小王', introduction: '产品经理，正在学习数据分析与项目管理。' },
      { phone: '13800000002', password: 'Qihang2026', nickname: '李明', introduction: '启航科技销售部，企业VIP学员。' },
    ],
    companies: [
      {
        loginName: 'qihang_hr',
        password: 'Qihang2026',
        companyName: '启航科技有限公司',
        contactPhone: '13900000001',
        info: '启航科技是一家专注企业数字化培训的科技公司。',
      },
    ],
    members: [{ phone: '13800000002', company: 'qihang_hr', nameInCompany: '李明（销售部）', isVip: true }],
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
  for (const m of wanted.members ?? []) {
    const [person] = await tx.select({ id: individuals.id }).from(individuals).where(and(eq(individuals.tenantId, tenantId), eq(individuals.phone, m.phone)))
    const [company] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.tenantId, tenantId), eq(sql`lower(${companies.loginName})`, m.company.toLowerCase())))
    if (!person || !company) continue
    const rows = await tx
      .insert(companyMembers)
      .values({ tenantId, individualId: person.id, companyId: company.id, nameInCompany: m.nameInCompany, isVip: m.isVip })
      .onConflictDoNothing()
      .returning({ id: companyMembers.individualId })
    changes += rows.length
  }
  return changes
}
