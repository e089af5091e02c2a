// Demo messages for the seeded accounts (issue 12): a few weeks of 系统通知, 企业消息 and 学习提醒, newest unread.
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '@/lib/db/client'
import { companies, individuals, messages, type RecipientKind } from '@/lib/db/schema'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

interface SeedMessage {
  type: 0 | 1 | 2
  title: string
  content: string
  link?: string
}

const COURSES = [
  'Excel数据透视表实战',
  '用户研究方法入门',
  '项目管理PMP精讲',
  'Python数据分析基础',
  '高效会议与沟通',
  '结构化思维训练',
  'SQL查询从入门到精通',
  '产品需求文档写作',
  '商务演示PPT设计',
  '时间管理与精力管理',
  '敏捷项目管理与Scrum实践',
]

const SYSTEM: SeedMessage[] = [
  {
    type: 0,
    title: '平台课程上新：11月精选课程已上线',
    content:
      '本月新上线「数据可视化」「AI办公助手」等12门精选课程，覆盖职场技能、数据分析与管理提升。点击查看课程列表，挑选适合您的课程。',
    link: '/courselist',
  },
  {
    type: 0,
    title: '系统维护通知',
    content:
      '为提升服务质量，平台将于本周六 02:00–04:00（北京时间）进行系统维护，期间视频播放和登录可能短暂中断，给您带来不便敬请谅解。',
  },
  {
    type: 0,
    title: '《用户协议》与《隐私政策》更新提示',
    content:
      '我们更新了《用户协议》和《隐私政策》，主要调整了学习数据的保存期限说明。更新后的内容自发布之日起生效，您可随时在页面底部查看全文。',
    link: '/useragreement',
  },
  {
    type: 0,
    title: '账号安全提醒',
    content:
      '为保障账号安全，建议您设置8位以上、包含字母和数字的登录密码，并不要将验证码告诉他人。平台工作人员不会以任何理由向您索要验证码。',
  },
]

const COMPANY: SeedMessage[] = [
  {
    type: 1,
    title: '企业培训通知：第四季度销售技能提升计划',
    content:
      '各位同事：公司第四季度销售技能提升计划已开始，请在12月15日前完成「高效会议与沟通」「结构化思维训练」两门课程的学习。完成情况将计入年度培训考核。',
  },
  {
    type: 1,
    title: '您已被设为企业VIP学员',
    content: '启航科技有限公司已将您设为企业VIP学员，您现在可以免费学习本平台的全部付费课程。祝您学习进步！',
  },
  {
    type: 1,
    title: '新员工入职培训安排',
    content: '新员工入职培训将于下周一上午9:30开始，请提前登录平台熟悉课程目录，并完成「企业文化与制度」必修课的预习。',
  },
  {
    type: 1,
    title: '部门学习排行榜（第45周）',
    content: '本周销售部人均学习时长3.2小时，位列全公司第二。感谢大家的坚持，继续加油！',
  },
  {
    type: 1,
    title: '企业培训通知：数据安全专项学习',
    content: '根据公司信息安全管理要求，请全体员工于本月底前完成数据安全专项课程的学习，并在讨论区提交一条学习心得。',
  },
  {
    type: 1,
    title: '年度优秀学员评选开始',
    content:
      '2026年度优秀学员评选已开始，评选依据为全年学习时长、完成课程数与讨论区贡献。结果将于12月底公布，敬请关注。',
  },
  { type: 1, title: '企业课程包已更新', content: '公司为大家新增了「管理者的第一课」系列课程，VIP学员可直接学习。' },
  {
    type: 1,
    title: '培训问卷邀请',
    content: '为了更好地安排明年的培训计划，请花3分钟填写培训需求问卷，您的意见对我们非常重要。',
  },
]

/** 学习提醒 texts for `count` courses, in rotation. */
function learningReminders(count: number): SeedMessage[] {
  const kinds = [
    (c: string) => ({
      title: `学习提醒：《${c}》还没学完`,
      content: `您已经3天没有学习《${c}》了。每天坚持学习20分钟，进步看得见！点击“我的课程”继续上次的进度。`,
      link: '/course/my',
    }),
    (c: string) => ({
      title: `恭喜完成课程《${c}》`,
      content: `恭喜您完成了课程《${c}》的全部课时！可以在“我的课程 - 已完成”中回顾，也可以去课程讨论区分享您的收获。`,
    }),
    (c: string) => ({
      title: `已加入课程《${c}》`,
      content: `您已成功加入课程《${c}》。现在就开始第一课吧，学习进度会自动保存，随时可在“我的课程”中继续学习。`,
      link: '/course/my',
    }),
    (c: string) => ({
      title: `您关注的课程《${c}》有新课时`,
      content: `课程《${c}》新增了2个课时，讲师补充了实战案例与练习素材，快来看看吧。`,
    }),
  ]
  return Array.from({ length: count }, (_, i) => ({
    type: 2 as const,
    ...kinds[i % kinds.length](COURSES[i % COURSES.length]),
  }))
}

type Batch = { kind: RecipientKind; who: string; list: SeedMessage[]; unread: number }

const BATCHES: Record<string, Batch[]> = {
  demo: [
    // 学习提醒 alone pages at 20.
    { kind: 'user', who: '13800000001', list: [...SYSTEM, ...learningReminders(21)], unread: 6 },
    {
      kind: 'user',
      who: '13800000002',
      list: [...SYSTEM.slice(0, 3), ...COMPANY, ...learningReminders(14)],
      unread: 7,
    },
    {
      kind: 'company',
      who: 'qihang_hr',
      list: [
        {
          type: 0,
          title: '企业账号开通成功',
          content: '启航科技有限公司的企业账号已开通。您可以在企业中心邀请员工、设置VIP学员并查看学习数据。',
          link: '/corporate',
        },
        {
          type: 1,
          title: '员工李明接受了您的邀请',
          content: '李明已接受邀请加入启航科技有限公司。',
          link: '/corporate',
        },
        {
          type: 1,
          title: '本月企业学习报告已生成',
          content: '本月共有8名员工参与学习，累计学习时长46小时，完成课程11门。',
        },
        {
          type: 0,
          title: '平台课程上新：11月精选课程已上线',
          content: '本月新上线12门精选课程，可为企业VIP学员统一开通学习。',
          link: '/courselist',
        },
      ],
      unread: 2,
    },
  ],
}

async function recipientId(tx: Tx, tenantId: number, kind: RecipientKind, who: string): Promise<number | null> {
  if (kind === 'user') {
    const [row] = await tx
      .select({ id: individuals.id })
      .from(individuals)
      .where(and(eq(individuals.tenantId, tenantId), eq(individuals.phone, who)))
    return row?.id ?? null
  }
  const [row] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.tenantId, tenantId), eq(sql`lower(${companies.loginName})`, who)))
  return row?.id ?? null
}

/**
 * Once per recipient: when none of the batch's titles is there yet, the batch is written, spread over the past five
 * weeks (newest first, the newest `unread` of them unread). A re-run, or a recipient who deleted some, changes nothing.
 */
export async function seedMessages(tx: Tx, tenantId: number, slug: string, now = new Date()): Promise<number> {
  let changes = 0
  for (const batch of BATCHES[slug] ?? []) {
    const id = await recipientId(tx, tenantId, batch.kind, batch.who)
    if (id === null) continue
    const titles = batch.list.map((m) => m.title)
    const [seen] = await tx
      .select({ id: messages.id })
      .from(messages)
      .where(
        and(
          eq(messages.tenantId, tenantId),
          eq(messages.recipientKind, batch.kind),
          eq(messages.recipientId, id),
          inArray(messages.title, titles),
        ),
      )
      .limit(1)
    if (seen) continue
    // Interleave the types so every tab has recent and older messages; index 0 is the newest.
    const ordered = [...batch.list].sort(
      (a, b) =>
        (batch.list.indexOf(a) % 5) - (batch.list.indexOf(b) % 5) || batch.list.indexOf(a) - batch.list.indexOf(b),
    )
    const step = (35 * 24 * 3600_000) / ordered.length
    const rows = ordered.map((m, i) => {
      const createdAt = new Date(now.getTime() - Math.round((i + 0.3) * step) - ((i * 7919) % 3600_000))
      const isRead = i >= batch.unread
      return {
        tenantId,
        recipientKind: batch.kind,
        recipientId: id,
        messageType: m.type,
        title: m.title,
        content: m.content,
        link: m.link ?? null,
        isRead,
        readAt: isRead ? createdAt : null,
        createdAt,
      }
    })
    await tx.insert(messages).values(rows)
    changes += rows.length
  }
  return changes
}
