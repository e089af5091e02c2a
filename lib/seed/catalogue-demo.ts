// demo's catalogue: the looks of its generated art, lecturers and topics; courses in catalogue-demo-courses-*.
import type { SeedCatalogue } from './catalogue-types'
import { DEMO_COURSES_LEAD, DEMO_COURSES_WORK } from './catalogue-demo-courses-1'
import { DEMO_COURSES_DIGITAL, DEMO_COURSES_FINANCE } from './catalogue-demo-courses-2'
import { DEMO_COURSES_SAFETY, DEMO_UNPUBLISHED } from './catalogue-demo-courses-3'

export const DEMO_CATALOGUE: SeedCatalogue = {
  // One gradient and motif per top category, in the order of tenants-data.ts.
  looks: [
    { from: '#1e3a8a', to: '#3b82f6', motif: 'briefcase' },
    { from: '#7c2d12', to: '#ea580c', motif: 'summit' },
    { from: '#134e4a', to: '#14b8a6', motif: 'chip' },
    { from: '#713f12', to: '#ca8a04', motif: 'coins' },
    { from: '#7f1d1d', to: '#dc2626', motif: 'shield' },
  ],
  lecturers: [
    {
      name: '王晓明',
      title: '微软认证Office专家 · 高级讲师',
      isGold: true,
      color: '#1e40af',
      look: { hair: 'side', glasses: true },
      introduction:
        '微软认证Office专家，从事企业办公效率培训十二年，累计为三百多家企业授课。擅长把复杂的Excel与PPT技巧拆解成人人能学会的步骤，课程以案例丰富、即学即用著称。',
    },
    {
      name: '李静怡',
      title: '资深HR专家 · 国家一级人力资源管理师',
      isGold: true,
      color: '#9d174d',
      look: { hair: 'bob' },
      introduction:
        '十五年人力资源管理经验，曾任世界五百强企业人力资源总监。专注于沟通、绩效管理与员工发展领域，主导设计过多家企业的绩效管理体系。授课风格亲切务实，善用真实职场情景帮助学员改变行为。',
    },
    {
      name: '陈志远',
      title: '注册会计师 · 税务师',
      isGold: true,
      color: '#854d0e',
      look: { hair: 'short', glasses: true },
      introduction:
        '中国注册会计师、税务师，曾在国际会计师事务所从事审计与税务咨询工作十年，现任多家企业财务顾问。擅长用业务语言讲财务，帮助非财务背景的管理者建立财务思维。',
    },
    {
      name: '周建国',
      title: '管理咨询顾问 · 前上市公司副总裁',
      isGold: true,
      color: '#9a3412',
      look: { hair: 'crew', silver: true },
      introduction:
        '拥有二十年企业管理经验，曾任上市公司分管运营的副总裁，带领过千人团队。现为独立管理咨询顾问，专注领导力发展与组织执行力提升。课程强调实战，案例大多来自亲身经历。',
    },
    {
      name: '刘思琪',
      title: 'PMP认证讲师 · 高级项目经理',
      color: '#6d28d9',
      look: { hair: 'long' },
      introduction:
        '持有PMP与敏捷认证，主导过多个千万级信息化项目。擅长把项目管理知识体系与实际项目结合讲解，帮助学员在考试与工作中同时受益。',
    },
    {
      name: '张伟',
      title: '数据分析专家 · 高级讲师',
      color: '#0f766e',
      look: { hair: 'short' },
      introduction:
        '曾任互联网公司数据分析负责人，精通Python、SQL与数据可视化。课程从业务问题出发讲技术，让学员真正学会用数据解决问题。',
    },
    {
      name: '孙悦',
      title: '品牌营销顾问 · 新媒体讲师',
      color: '#be185d',
      look: { hair: 'bun' },
      introduction:
        '十年品牌与新媒体营销经验，操盘过多个百万粉丝账号。同时长期讲授商务写作课程，擅长用清晰的结构写出打动人的文字。',
    },
    {
      name: '吴昊',
      title: '云架构师 · 人工智能应用讲师',
      color: '#0369a1',
      look: { hair: 'side' },
      introduction:
        '资深云架构师，参与过多家企业的上云与数字化转型项目。近年专注生成式AI在企业办公中的落地应用，讲解深入浅出。',
    },
    {
      name: '郑丽华',
      title: '国际金融理财师（CFP）',
      color: '#a16207',
      look: { hair: 'bob', glasses: true },
      introduction:
        '国际金融理财师，从业十二年，为上千个家庭提供过理财规划咨询。坚持理性投资、长期配置的理念，课程通俗易懂。',
    },
    {
      name: '赵敏',
      title: '注册安全工程师 · 职业健康专家',
      color: '#b91c1c',
      look: { hair: 'long', glasses: true },
      introduction:
        '注册安全工程师，长期从事企业安全生产与职业健康管理咨询，参与过多个行业安全生产标准化评审工作。擅长结合事故案例讲解法规要求。',
    },
    {
      name: '黄磊',
      title: '一级注册消防工程师 · 应急救护培训师',
      color: '#c2410c',
      look: { hair: 'crew' },
      introduction:
        '一级注册消防工程师、红十字会应急救护培训师，曾在消防救援队伍服役八年。课程以实操演示为主，帮助学员在紧急情况下做出正确反应。',
    },
  ],
  courses: [
    ...DEMO_COURSES_WORK,
    ...DEMO_COURSES_LEAD,
    ...DEMO_COURSES_DIGITAL,
    ...DEMO_COURSES_FINANCE,
    ...DEMO_COURSES_SAFETY,
    DEMO_UNPUBLISHED,
  ],
  topics: [
    {
      title: '职场新人成长计划',
      motif: 'sprout',
      colours: '职场技能',
      isSelected: true,
      introduction:
        '为入职第一年的新人精选的六门课程：从职业素养、沟通表达到办公技能，帮助你快速适应职场节奏，成为团队里靠谱的那个人。',
      courses: [
        '职场新人必修的职业素养',
        '高效能沟通的七个习惯',
        '结构化表达：30秒说清楚一件事',
        '时间管理：从拖延到高效',
        '商务邮件写作规范与技巧',
        'Excel数据透视表从入门到精通',
      ],
    },
    {
      title: '管理者进阶训练营',
      motif: 'summit',
      colours: '管理领导力',
      isSelected: true,
      introduction:
        '面向新任及中层管理者的系统课程：角色转变、团队激励、领导风格、目标与绩效、决策与执行，七门课程构成完整的管理能力地图。',
      courses: [
        '从业务骨干到团队管理者',
        '高绩效团队的打造与激励',
        '情境领导力：因人而异的管理艺术',
        'OKR与KPI：目标管理实战',
        '绩效面谈的艺术',
        '结构化思维与科学决策',
        '执行力：把战略落到实处',
      ],
    },
    {
      title: '数字化办公能力提升',
      motif: 'bars',
      colours: '数字化转型',
      isSelected: true,
      introduction:
        '数据时代的办公必修课：从Excel、PPT到Power BI、SQL和Python，再到生成式AI，全面提升你的数字化工作能力。',
      courses: [
        '生成式AI办公应用：提示词工程实战',
        'Excel数据透视表从入门到精通',
        'PPT高级设计：让你的汇报脱颖而出',
        'Power BI商业智能可视化',
        'SQL数据查询与业务分析',
        'Python数据分析实战入门',
      ],
    },
    {
      title: '安全生产月专题',
      motif: 'shield',
      colours: '安全生产',
      isSelected: false,
      introduction: '安全生产月专题学习：法规责任、消防安全、应急预案与急救常识，人人讲安全，个个会应急。',
      courses: [
        '《安全生产法》解读与企业主体责任',
        '消防安全知识与火灾逃生',
        '突发事件应急预案编制与演练',
        '急救常识：心肺复苏与AED使用',
        '职业病防护与员工健康管理',
      ],
    },
  ],
}
