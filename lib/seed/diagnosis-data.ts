// The seeded diagnosis instruments: demo's 管理能力诊断 and 数字化素养自评, acme's 安全生产意识自评. Plain data — a tenant
// adds an instrument by adding rows, never code. Each dimension's course tags find at least two of its tenant's seeded
// courses by tag or title (lib/services/diagnosis-recommend.int.test.ts holds it).
import type { QuestionKind } from '@/lib/contract/diagnosis-rules'

interface SeedQuestion {
  kind: QuestionKind
  text: string
  /** single / multi: `text:score` pairs; likert: none. */
  options?: [string, number][]
  reverse?: boolean
}

interface SeedDimension {
  name: string
  description: string
  courseTags: string[]
  /** 待提升 / 良好 / 优秀 interpretations (bands from 0, 60 and 80). */
  bands: [string, string, string]
  questions: SeedQuestion[]
}

export interface SeedInstrument {
  slug: string
  title: string
  summary: string
  minutes: number
  dimensions: SeedDimension[]
}

const L = (text: string, reverse = false): SeedQuestion => ({ kind: 'likert', text, reverse })
const S = (text: string, options: [string, number][]): SeedQuestion => ({ kind: 'single', text, options })
const M = (text: string, options: [string, number][]): SeedQuestion => ({ kind: 'multi', text, options })

function bands(name: string, low: string, mid: string, high: string): [string, string, string] {
  return [`${name}是当前最需要补强的方面。${low}`, `${name}已有较好的基础。${mid}`, `${name}是你的优势。${high}`]
}

const MANAGEMENT: SeedInstrument = {
  slug: 'management',
  title: '管理能力诊断',
  summary: '从目标计划、沟通协调、授权激励、问题解决和自我管理五个方面，评估一线及中层管理者的管理能力。',
  minutes: 8,
  dimensions: [
    {
      name: '目标与计划',
      description: '把方向变成可执行的目标和计划的能力',
      courseTags: ['目标管理', '时间管理', '执行力'],
      bands: bands(
        '目标与计划',
        '建议从把月度目标拆成每周可检查的结果开始，并固定每周复盘一次。',
        '可以尝试为关键目标设定里程碑和风险预案。',
        '可以把你的计划方法沉淀成团队模板，带动团队一起提升。',
      ),
      questions: [
        L('我会把团队的季度目标拆解为每周可检查的具体任务。'),
        L('计划经常因为临时事务被打乱，最后不了了之。', true),
        S('接到一项为期三个月的新任务，你通常首先会：', [
          ['先动手做起来，边做边调整', 1],
          ['列出主要步骤和时间节点', 3],
          ['明确目标和衡量标准，再拆解里程碑并评估风险', 4],
          ['等上级给出详细要求', 0],
        ]),
        M('你在制定计划时会考虑以下哪些内容？（可多选）', [
          ['完成标准', 1],
          ['时间节点', 1],
          ['所需资源', 1],
          ['可能的风险及预案', 1],
          ['只写要做的事', -1],
        ]),
      ],
    },
    {
      name: '沟通与协调',
      description: '向上、向下和跨部门沟通，达成共识的能力',
      courseTags: ['沟通', '职场沟通', '表达'],
      bands: bands(
        '沟通与协调',
        '建议练习“结论先行”的表达方式，重要沟通前先写下要点。',
        '可以在跨部门协作中主动承担协调角色，积累经验。',
        '可以尝试辅导团队成员提升表达和协作能力。',
      ),
      questions: [
        L('向上级汇报时，我会先说结论，再说原因和建议。'),
        L('与其他部门意见不一致时，我常常选择回避或让步。', true),
        S('团队成员在会议上提出了与你相反的意见，你会：', [
          ['直接否定，按原计划执行', 0],
          ['会后私下再说', 2],
          ['请对方说明理由，共同评估后决定', 4],
          ['为避免冲突接受对方意见', 1],
        ]),
        L('我能用对方容易理解的方式解释复杂的问题。'),
      ],
    },
    {
      name: '授权与激励',
      description: '合理分配工作、激发团队积极性的能力',
      courseTags: ['团队管理', '团队激励', '新任经理', '领导力', '下属辅导'],
      bands: bands(
        '授权与激励',
        '建议先从一项低风险的工作开始尝试授权，并约定检查点。',
        '可以针对不同成员的特点调整授权程度和激励方式。',
        '可以系统地培养团队中的后备人才。',
      ),
      questions: [
        L('重要的工作我更愿意自己做，交给别人不放心。', true),
        L('我会根据成员的能力和意愿，决定授权的范围。'),
        S('团队成员完成了一项出色的工作，你通常会：', [
          ['觉得这是分内之事，不特别表示', 0],
          ['私下口头表扬', 2],
          ['及时、具体地认可，并在团队中分享', 4],
          ['在绩效考核时再体现', 1],
        ]),
        M('你常用的激励方式有哪些？（可多选）', [
          ['具体的表扬与认可', 1],
          ['提供学习和成长机会', 1],
          ['让成员参与决策', 1],
          ['主要依靠奖金和考核', 0],
        ]),
      ],
    },
    {
      name: '问题解决',
      description: '分析问题根因、做出决策并推动落地的能力',
      courseTags: ['问题解决', '结构化思维', '决策', '金字塔原理'],
      bands: bands(
        '问题解决',
        '建议遇到问题时先用“5个为什么”追问根因，再讨论对策。',
        '可以在决策时多用数据支撑，并做好复盘。',
        '可以带领团队建立问题分析和复盘的机制。',
      ),
      questions: [
        L('遇到问题时，我会先找到根本原因，而不是急于给出对策。'),
        S('项目延期了，你首先会：', [
          ['追究责任人', 0],
          ['加班赶进度', 1],
          ['分析延期原因，调整计划并沟通影响', 4],
          ['向上级申请延期', 2],
        ]),
        L('我做决策时会用数据来验证自己的判断。'),
        L('同样的问题在团队中反复出现。', true),
      ],
    },
    {
      name: '自我管理',
      description: '管理时间、精力和情绪，持续学习的能力',
      courseTags: ['精力管理', '专注力', '拖延症'],
      bands: bands(
        '自我管理',
        '建议从每天固定一段不被打扰的专注时间做起。',
        '可以给自己设定年度学习目标，并定期回顾。',
        '可以分享你的方法，成为团队的榜样。',
      ),
      questions: [
        L('我能把最重要的工作安排在精力最好的时间段。'),
        L('压力大时，我容易情绪化地处理事情。', true),
        S('过去一年里，你主动学习新知识或技能的频率是：', [
          ['几乎没有', 0],
          ['偶尔', 1],
          ['每月都有', 3],
          ['每周都有', 4],
        ]),
        L('我会定期反思自己的工作方式并做出改进。'),
      ],
    },
  ],
}

const DIGITAL: SeedInstrument = {
  slug: 'digital-literacy',
  title: '数字化素养自评',
  summary: '评估办公软件、数据分析、信息安全和数字化协作四个方面的数字化工作能力。',
  minutes: 5,
  dimensions: [
    {
      name: '办公软件',
      description: '熟练使用 Excel、PPT、Word 完成日常工作',
      courseTags: ['Excel', 'PPT', 'Word', '办公效率'],
      bands: bands(
        '办公软件',
        '建议先掌握 Excel 常用函数和 PPT 的基本排版规则。',
        '可以学习数据透视表和图表，进一步提升效率。',
        '可以尝试用自动化工具减少重复劳动。',
      ),
      questions: [
        S('你在 Excel 中最常使用的是：', [
          ['只录入数据', 0],
          ['简单的求和、排序', 1],
          ['VLOOKUP、条件函数等', 3],
          ['数据透视表和图表分析', 4],
        ]),
        L('我能在半小时内做出一份排版清晰的工作汇报 PPT。'),
        L('处理长文档时，我会使用样式和自动目录。'),
      ],
    },
    {
      name: '数据分析',
      description: '用数据发现问题、支持决策',
      courseTags: ['数据分析', '数据透视表', '数据可视化'],
      bands: bands(
        '数据分析',
        '建议从整理一份规范的数据表开始，养成用数据说话的习惯。',
        '可以学习常用的分析方法，如对比、趋势和结构分析。',
        '可以为团队搭建常用的数据看板。',
      ),
      questions: [
        L('汇报工作时，我习惯用数据和图表支撑观点。'),
        M('你能独立完成以下哪些分析？（可多选）', [
          ['同比/环比对比', 1],
          ['分组汇总', 1],
          ['趋势图表', 1],
          ['找出异常数据', 1],
        ]),
        L('面对一堆数据，我常常不知道从何下手。', true),
      ],
    },
    {
      name: '信息安全',
      description: '保护公司与个人信息的意识和习惯',
      courseTags: ['数据安全', '信息安全', '职业素养'],
      bands: bands(
        '信息安全',
        '建议立即检查常用账号的密码，并开启双重验证。',
        '可以进一步了解常见的钓鱼和社会工程攻击手法。',
        '可以帮助同事提升安全意识。',
      ),
      questions: [
        S('收到一封自称来自IT部门、要求点击链接修改密码的邮件，你会：', [
          ['直接点击修改', 0],
          ['先看看链接是否像官方的', 1],
          ['不点击，通过电话或内部渠道向IT核实', 4],
        ]),
        L('我在不同的网站使用不同的密码。'),
        L('我会把工作文件传到个人网盘以便在家处理。', true),
      ],
    },
    {
      name: '数字化协作',
      description: '使用在线工具高效协作',
      courseTags: ['职场沟通', '商务写作', '数字化', 'AI'],
      bands: bands(
        '数字化协作',
        '建议先在团队中统一一款在线文档工具，减少文件来回发送。',
        '可以尝试用任务看板管理团队工作进度。',
        '可以推动团队建立线上协作规范。',
      ),
      questions: [
        L('我习惯用在线文档和同事同时编辑同一份材料。'),
        M('你在工作中使用过以下哪些协作方式？（可多选）', [
          ['在线文档', 1],
          ['任务看板', 1],
          ['视频会议', 1],
          ['共享日程', 1],
        ]),
        L('线上会议前，我会提前发出议程和材料。'),
      ],
    },
  ],
}

const SAFETY: SeedInstrument = {
  slug: 'safety-awareness',
  title: '安全生产意识自评',
  summary: '艾克美企业大学的年度自评：安全规范、风险识别与应急处置。',
  minutes: 4,
  dimensions: [
    {
      name: '安全规范',
      description: '了解并遵守岗位安全操作规程',
      courseTags: ['安全生产', '规章制度', '操作规程'],
      bands: bands(
        '安全规范',
        '请重新学习本岗位的安全操作规程。',
        '请继续保持，并关注规程的更新。',
        '可以担任班组的安全示范岗。',
      ),
      questions: [
        L('我清楚本岗位的安全操作规程。'),
        L('赶进度时，我有时会省略一些安全步骤。', true),
        L('我会按要求正确佩戴劳动防护用品。'),
      ],
    },
    {
      name: '风险识别',
      description: '发现现场隐患并及时上报',
      courseTags: ['隐患排查', '风险辨识', '安全生产'],
      bands: bands(
        '风险识别',
        '建议参加隐患排查培训，学习常见隐患的识别方法。',
        '可以主动参与班组的隐患排查活动。',
        '可以带领同事开展隐患排查。',
      ),
      questions: [
        S('发现设备防护罩松动，你会：', [
          ['继续操作，下班后再说', 0],
          ['自己临时固定', 1],
          ['停机并立即报告班组长', 4],
        ]),
        L('我每次上岗前都会检查设备和环境的安全状况。'),
        M('以下哪些属于需要上报的隐患？（可多选）', [
          ['消防通道被占用', 1],
          ['电线破损', 1],
          ['地面油污', 1],
          ['安全标识缺失', 1],
        ]),
      ],
    },
    {
      name: '应急处置',
      description: '掌握应急预案和基本的自救互救技能',
      courseTags: ['应急管理', '急救', '安全生产'],
      bands: bands(
        '应急处置',
        '请尽快熟悉本区域的应急疏散路线和应急预案。',
        '可以学习急救知识，提升处置能力。',
        '可以担任区域的应急联络员。',
      ),
      questions: [
        L('我知道离我最近的灭火器和紧急出口的位置。'),
        L('我参加过最近一次应急演练。'),
        S('同事发生轻微烫伤，正确的第一步是：', [
          ['涂抹牙膏', 0],
          ['用凉水持续冲洗', 4],
          ['立即包扎', 1],
        ]),
      ],
    },
  ],
}

export const SEED_DIAGNOSIS: Record<string, SeedInstrument[]> = { demo: [MANAGEMENT, DIGITAL], acme: [SAFETY] }
