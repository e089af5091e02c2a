// The company's learning records as an xlsx (exceljs' streaming writer): sheet 学时记录 holds every credited stretch in
// the range, read from the database a page at a time by id and written row by row, with a total that equals the sum of
// the stretches; sheet 学习任务 holds where each assignment stands. The bytes flow to the response as they are made, so
// memory holds one page of rows whatever the range. A failure mid-way ends the download broken, never a wrong file.
import { PassThrough, Readable } from 'node:stream'
import type ExcelJS from 'exceljs'
import type { AssignmentProgressRow } from '@/lib/contract/schemas/company-learning-report'
import { formatDateTime } from '@/lib/contract/dates'
import { getDb } from '@/lib/db/client'
import { logError } from '@/lib/db/error-log'
import { exportIntervals } from '@/lib/db/queries/company-learning-report'

const PAGE = 1000
const KIND_LABEL = { required: '必修', elective: '选修' } as const

interface WorkbookInput {
  filter: { tenantId: number; companyId: number; groupId?: number }
  from: string
  to: string
  assignments: (Omit<AssignmentProgressRow, 'cancelled'> & { cancelledAt: Date | null })[]
  people: { individualId: number; groups: string[] }[]
}

const minutes = (ms: number) => Math.round(ms / 600) / 100

async function write(out: PassThrough, input: WorkbookInput) {
  // Loaded on the first export: every process that never exports (and every test file) skips its module tree.
  const { default: excel } = await import('exceljs')
  const workbook: ExcelJS.stream.xlsx.WorkbookWriter = new excel.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
  })
  const db = await getDb()
  const groups = new Map(input.people.map((p) => [p.individualId, p.groups.join('、')]))
  const records = workbook.addWorksheet('学时记录', { views: [{ state: 'frozen', ySplit: 1 }] })
  records.columns = [
    { header: '日期', key: 'day', width: 12 },
    { header: '姓名', key: 'name', width: 12 },
    { header: '手机号', key: 'phone', width: 14 },
    { header: '部门', key: 'groups', width: 16 },
    { header: '课程', key: 'course', width: 30 },
    { header: '课时', key: 'lesson', width: 30 },
    { header: '开始时间', key: 'start', width: 18 },
    { header: '结束时间', key: 'end', width: 18 },
    { header: '计入学时（分钟）', key: 'minutes', width: 16, style: { numFmt: '0.00' } },
  ]
  let afterId = 0
  let totalMs = 0
  for (;;) {
    const rows = await exportIntervals(db, { ...input.filter, from: input.from, to: input.to, afterId, limit: PAGE })
    for (const r of rows) {
      totalMs += r.newMs
      records
        .addRow({
          day: formatDateTime(r.startedAt).slice(0, 10),
          name: r.name,
          phone: r.phone,
          groups: groups.get(r.individualId) ?? '',
          course: r.courseTitle,
          lesson: r.lessonTitle,
          start: formatDateTime(r.startedAt),
          end: formatDateTime(r.endedAt),
          minutes: minutes(r.newMs),
        })
        .commit()
    }
    if (rows.length < PAGE) break
    afterId = rows[rows.length - 1].id
  }
  records.addRow({ day: '合计', minutes: minutes(totalMs) }).commit()
  records.addRow({ day: '合计（小时）', minutes: Math.round(totalMs / 36_000) / 100 }).commit()
  records.commit()

  const tasks = workbook.addWorksheet('学习任务')
  tasks.columns = [
    { header: '课程', key: 'course', width: 30 },
    { header: '类型', key: 'kind', width: 8 },
    { header: '开始日期', key: 'starts', width: 12 },
    { header: '截止日期', key: 'due', width: 12 },
    { header: '状态', key: 'state', width: 8 },
    { header: '人数', key: 'total', width: 8 },
    { header: '已完成', key: 'completed', width: 8 },
    { header: '学习中', key: 'inProgress', width: 8 },
    { header: '未开始', key: 'notStarted', width: 8 },
    { header: '已逾期', key: 'overdue', width: 8 },
  ]
  for (const a of input.assignments)
    tasks
      .addRow({
        course: a.courseTitle,
        kind: KIND_LABEL[a.kind],
        starts: a.startsOn,
        due: a.dueOn,
        state: a.cancelledAt ? '已撤销' : '进行中',
        total: a.total,
        completed: a.completed,
        inProgress: a.inProgress,
        notStarted: a.notStarted,
        overdue: a.overdue,
      })
      .commit()
  tasks.commit()
  await workbook.commit()
}

/** The workbook as a stream of bytes, made while it is read. */
export function learningWorkbook(input: WorkbookInput): ReadableStream<Uint8Array> {
  const out = new PassThrough()
  write(out, input).catch((e: unknown) => {
    logError('[export] the learning records workbook failed:', e)
    out.destroy(e as Error)
  })
  return Readable.toWeb(out) as ReadableStream<Uint8Array>
}
