// Platform services of demo (/join), a development operator key per tenant, and one answered consultation for the
// README's learner so /consultation is not empty at first sight. Idempotent: rows are matched by slug, hash and number.
import { and, eq } from 'drizzle-orm'
import type { Db } from '@/lib/db/client'
import { consultMessages, consultRequests, individuals, operatorKeys, platformServices } from '@/lib/db/schema'
import { operatorKeyHash } from '@/lib/auth/operator-key'
import type { PlatformServiceItem } from '@/lib/contract/schemas/consultation'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** A service as /join shows it; the id comes from the database. */
type SeedService = Omit<PlatformServiceItem, 'id'>

const DEMO_SERVICES: SeedService[] = [
  {
    slug: 'custom-training',
    name: '企业内训定制',
    summary: '围绕业务目标定制课程与讲师，线上线下结合，让培训直接服务于业绩。',
    description:
      '从访谈业务负责人和一线员工开始，梳理岗位能力模型与关键任务，匹配平台课程与合作讲师，设计“线上学习 + 线下工作坊 + 训后实践”的混合式培训项目。培训全过程在平台上留痕：学习时长、完成率、讨论与作业一目了然，培训结束后提交效果评估报告。',
    audience: '需要系统提升团队能力的企业：销售、客服、研发、新晋管理者等岗位的集中培训。',
    steps: ['需求访谈与调研', '能力模型与课程方案', '讲师匹配与课件定制', '混合式培训实施', '学习数据跟踪与效果评估'],
    deliverables: ['培训需求分析报告', '定制化课程体系', '学习数据月报', '培训效果评估报告'],
  },
  {
    slug: 'management-consulting',
    name: '管理咨询',
    summary: '资深顾问驻场诊断，聚焦组织、流程与人才，给出可落地的改进方案。',
    description:
      '由具有十年以上企业管理经验的顾问团队，针对组织架构、绩效管理、流程效率和人才梯队等问题进行专项诊断。方案不止于报告：顾问陪伴关键改进措施落地，并通过平台课程为相关岗位补齐能力短板。',
    audience: '处于快速成长或转型期、需要理顺组织与管理机制的中小企业管理层。',
    steps: ['初步沟通与问题界定', '驻场调研与数据分析', '诊断报告与改进方案', '方案落地辅导', '阶段复盘'],
    deliverables: ['管理诊断报告', '改进方案与实施路线图', '关键岗位能力提升计划'],
  },
  {
    slug: 'talent-assessment',
    name: '人才测评',
    summary: '科学测评 + 专家解读，看清团队能力结构，为选拔与培养提供依据。',
    description:
      '结合平台在线诊断工具与行为面试、评价中心等方法，对管理者与关键岗位员工进行能力、潜力与性格测评。测评结果以个人报告和团队画像呈现，并给出与平台课程对应的个性化发展建议。',
    audience: '需要进行干部选拔、高潜识别或年度人才盘点的企业人力资源部门。',
    steps: ['测评目标与岗位模型确认', '在线测评与专家访谈', '数据分析与校准', '个人与团队报告解读', '发展计划制定'],
    deliverables: ['个人测评报告', '团队人才画像', '个性化发展建议'],
  },
  {
    slug: 'learning-operations',
    name: '学习项目运营',
    summary: '专人运营企业学习项目：排课、督学、活动与数据，让学习真正发生。',
    description:
      '为企业学习项目配备专属运营人员，负责学习计划发布、进度提醒、线上学习活动、优秀学员评选与月度数据复盘。运营团队按周跟进学习完成率，对掉队学员一对一督学，保障培训投入有产出。',
    audience: '已开通平台学习、希望提高员工参与度和完成率的企业。',
    steps: ['学习目标与节奏规划', '学习计划发布与动员', '过程督学与活动运营', '数据复盘与优化'],
    deliverables: ['学习运营方案', '周度督学记录', '月度学习数据报告'],
  },
]

/** Development keys (README: 运营接口); a real deployment issues its own with `npm run db:operator-key`. */
const SEED_OPERATOR_KEYS: Record<string, string> = {
  demo: 'qh-demo-operator-2026',
  acme: 'acme-demo-operator-2026',
}

async function seedServices(tx: Tx, tenantId: number, list: SeedService[]): Promise<number> {
  let changes = 0
  for (const [i, s] of list.entries()) {
    const values = { ...s, sortOrder: (i + 1) * 10 }
    const [row] = await tx
      .select()
      .from(platformServices)
      .where(and(eq(platformServices.tenantId, tenantId), eq(platformServices.slug, s.slug)))
    if (!row) {
      await tx.insert(platformServices).values({ tenantId, ...values })
      changes++
    } else if (
      JSON.stringify([
        row.name,
        row.summary,
        row.description,
        row.audience,
        row.steps,
        row.deliverables,
        row.sortOrder,
      ]) !==
      JSON.stringify([
        values.name,
        values.summary,
        values.description,
        values.audience,
        values.steps,
        values.deliverables,
        values.sortOrder,
      ])
    ) {
      await tx
        .update(platformServices)
        .set(values)
        .where(and(eq(platformServices.tenantId, tenantId), eq(platformServices.id, row.id)))
      changes++
    }
  }
  return changes
}

/** One answered request of 学员小王, filed under 企业内训定制. */
async function seedSampleRequest(tx: Tx, tenantId: number): Promise<number> {
  const [learner] = await tx
    .select()
    .from(individuals)
    .where(and(eq(individuals.tenantId, tenantId), eq(individuals.phone, '13800000001')))
  const [service] = await tx
    .select()
    .from(platformServices)
    .where(and(eq(platformServices.tenantId, tenantId), eq(platformServices.slug, 'custom-training')))
  if (!learner || !service) return 0
  const created = await tx
    .insert(consultRequests)
    .values({
      tenantId,
      requestNo: 'ZX202611180001',
      serviceId: service.id,
      serviceName: service.name,
      topic: '销售团队季度内训方案',
      description:
        '我们销售团队约30人，希望在下季度开展一次内训，重点提升客户需求挖掘和商务谈判能力。\n请问能否提供线上课程加两天线下工作坊的组合方案？',
      contactName: '王先生',
      phone: learner.phone,
      companyName: '启航科技有限公司',
      preferredTime: 'afternoon',
      requesterKind: 'user',
      requesterId: learner.id,
      status: 'replied',
      createdAt: new Date('2026-11-18T02:30:00Z'),
      updatedAt: new Date('2026-11-19T06:10:00Z'),
    })
    .onConflictDoNothing({ target: [consultRequests.tenantId, consultRequests.requestNo] })
    .returning({ id: consultRequests.id })
  if (!created.length) return 0
  await tx.insert(consultMessages).values({
    tenantId,
    requestId: created[0].id,
    author: 'operator',
    content:
      '王先生您好，已收到您的需求。我们建议采用“4周线上课程 + 2天线下工作坊”的组合：线上学习《顾问式销售》《商务谈判实战》两门课程，线下工作坊以贵司真实客户案例进行演练。\n顾问会在本周三下午与您电话沟通细节，届时可一并确认培训时间与人数。',
    createdAt: new Date('2026-11-19T06:10:00Z'),
  })
  return 2
}

export async function seedPlatformServices(tx: Tx, tenantId: number, slug: string): Promise<number> {
  let changes = 0
  if (slug === 'demo') changes += await seedServices(tx, tenantId, DEMO_SERVICES)
  const key = SEED_OPERATOR_KEYS[slug]
  if (key) {
    const inserted = await tx
      .insert(operatorKeys)
      .values({ tenantId, label: '演示运营密钥', keyHash: operatorKeyHash(key) })
      .onConflictDoNothing()
      .returning({ id: operatorKeys.id })
    changes += inserted.length
  }
  if (slug === 'demo') changes += await seedSampleRequest(tx, tenantId)
  return changes
}
