// Demo accounts tests and the README rely on. Inserted once; a password changed later is left alone.
import { hashPassword } from '@/lib/auth/password'
import type { Db } from '@/lib/db/client'
import { and, eq, sql } from 'drizzle-orm'
import { companies, companyInvites, companyMembers, individuals, type InviteStatus } from '@/lib/db/schema'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

interface SeedAccounts {
  individuals: { phone: string; password: string; nickname: string; introduction?: string }[]
  companies: {
    loginName: string
    password: string
    companyName: string
    contactPhone: string
    info?: string
    contactName?: string
    industry?: string
    companySize?: string
    /** 企业认证 and VIP seats as the tenant's operator would set them (CompanyOperator); absent: not certified, 0 seats. */
    certified?: boolean
    vipSeats?: number
  }[]
  /** Staff of a seeded company (by login name), filed under a 部门; VIP staff learn the tenant's paid courses. */
  members?: { phone: string; company: string; nameInCompany: string; department?: string; isVip: boolean }[]
  /** Invitations of a seeded company, written once per company and phone. */
  invites?: SeedInvite[]
}

interface SeedInvite {
  phone: string
  company: string
  nameInCompany: string
  department?: string
  status: InviteStatus
  daysAgo: number
}
const qihangInvite = (
  phone: string,
  nameInCompany: string,
  department: string,
  status: InviteStatus,
  daysAgo: number,
): SeedInvite => ({ phone, company: 'qihang_hr', nameInCompany, department, status, daysAgo })

const SEED_ACCOUNTS: Record<string, SeedAccounts> = {
  demo: {
    individuals: [
      {
        phone: '13800000001',
        password: 'Qihang2026',
        nickname: '学员小王',
        introduction: '产品经理，正在学习数据分析与项目管理。',
      },
      { phone: '13800000002', password: 'Qihang2026', nickname: '李明', introduction: '启航科技销售部，企业VIP学员。' },
      { phone: '13800000003', password: 'Qihang2026', nickname: '王芳', introduction: '' },
      { phone: '13800000004', password: 'Qihang2026', nickname: '赵强', introduction: '' },
      // Invited by 启航科技 and not yet answered: the invitation popup opens right after signing in.
      { phone: '13800000005', password: 'Qihang2026', nickname: '张伟', introduction: '' },
    ],
    companies: [
      {
        loginName: 'qihang_hr',
        password: 'Qihang2026',
        companyName: '启航科技有限公司',
        contactPhone: '13900000001',
        contactName: '陈经理',
        industry: '互联网/IT',
        companySize: '100-499人',
        info: '启航科技是一家专注企业数字化培训的科技公司。',
        // Certified by the tenant with 10 VIP seats, so its VIP 李明 learns paid courses (1 of 10 used).
        certified: true,
        vipSeats: 10,
      },
      {
        loginName: 'yunfan_hr',
        password: 'Qihang2026',
        companyName: '云帆管理咨询有限公司',
        contactPhone: '13900000002',
        contactName: '周女士',
        industry: '专业服务/咨询',
        companySize: '50-99人',
        info: '云帆咨询为成长型企业提供管理咨询与人才培养服务。',
      },
    ],
    // 部门 is a field of its own (员工管理 shows it in a column), never part of the name.
    members: [
      { phone: '13800000002', company: 'qihang_hr', nameInCompany: '李明', department: '销售部', isVip: true },
      { phone: '13800000003', company: 'qihang_hr', nameInCompany: '王芳', department: '市场部', isVip: false },
      { phone: '13800000004', company: 'qihang_hr', nameInCompany: '赵强', department: '技术部', isVip: false },
    ],
    invites: [
      qihangInvite('13800000002', '李明', '销售部', 'accepted', 40),
      qihangInvite('13800000003', '王芳', '市场部', 'accepted', 21),
      qihangInvite('13800000004', '赵强', '技术部', 'accepted', 12),
      qihangInvite('13700000009', '孙磊', '财务部', 'refused', 9),
      qihangInvite('13800000005', '张伟', '市场部', 'pending', 1),
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
      .values({
        tenantId,
        phone: u.phone,
        nickname: u.nickname,
        introduction: u.introduction ?? '',
        passwordHash: await hashPassword(u.password),
      })
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
        contactName: c.contactName ?? '',
        industry: c.industry ?? '',
        companySize: c.companySize ?? '',
        info: c.info ?? '',
        certifiedAt: c.certified ? new Date() : null,
        vipSeats: c.vipSeats ?? 0,
      })
      .onConflictDoNothing()
      .returning({ id: companies.id })
    changes += rows.length
  }
  for (const m of wanted.members ?? []) {
    const [person] = await tx
      .select({ id: individuals.id })
      .from(individuals)
      .where(and(eq(individuals.tenantId, tenantId), eq(individuals.phone, m.phone)))
    const companyId = await companyIdOf(tx, tenantId, m.company)
    if (!person || companyId === null) continue
    const rows = await tx
      .insert(companyMembers)
      .values({
        tenantId,
        individualId: person.id,
        companyId,
        nameInCompany: m.nameInCompany,
        department: m.department ?? null,
        isVip: m.isVip,
      })
      .onConflictDoNothing()
      .returning({ id: companyMembers.individualId })
    changes += rows.length
  }
  for (const inv of wanted.invites ?? []) changes += await seedInvite(tx, tenantId, inv)
  return changes
}

async function companyIdOf(tx: Tx, tenantId: number, loginName: string) {
  const [company] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.tenantId, tenantId), eq(sql`lower(${companies.loginName})`, loginName.toLowerCase())))
  return company?.id ?? null
}

/** Once per company and phone: a database that already holds an invitation for them is left as it is. */
async function seedInvite(tx: Tx, tenantId: number, inv: SeedInvite): Promise<number> {
  const companyId = await companyIdOf(tx, tenantId, inv.company)
  if (companyId === null) return 0
  const [existing] = await tx
    .select({ id: companyInvites.id })
    .from(companyInvites)
    .where(
      and(
        eq(companyInvites.tenantId, tenantId),
        eq(companyInvites.companyId, companyId),
        eq(companyInvites.phone, inv.phone),
      ),
    )
    .limit(1)
  if (existing) return 0
  const [person] = await tx
    .select({ id: individuals.id })
    .from(individuals)
    .where(and(eq(individuals.tenantId, tenantId), eq(individuals.phone, inv.phone)))
  const createdAt = new Date(Date.now() - inv.daysAgo * 86_400_000)
  const answered = inv.status !== 'pending'
  await tx.insert(companyInvites).values({
    tenantId,
    companyId,
    phone: inv.phone,
    nameInCompany: inv.nameInCompany,
    department: inv.department ?? null,
    status: inv.status,
    isRead: answered,
    individualId: answered ? (person?.id ?? null) : null,
    createdAt,
    answeredAt: answered ? new Date(createdAt.getTime() + 3_600_000) : null,
  })
  return 1
}
