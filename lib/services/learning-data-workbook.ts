// The console's 学习数据 exports as xlsx (issue 32), written by exceljs' streaming writer: rows come from the database
// a bounded page at a time after a key (lib/db/queries/learning-data-export.ts), each is committed as it is written,
// and the bytes flow to the response as they are made — between pages the writer waits while the reader is behind —
// so a hundred thousand rows never sit in memory. A failure mid-way ends the download broken, never a wrong file.
import { PassThrough, Readable } from 'node:stream'
import type ExcelJS from 'exceljs'
import { formatDateTime } from '@/lib/contract/dates'
import { EXPORT_KINDS } from '@/lib/contract/learning-data-rules'
import { maskPhone } from '@/lib/contract/phone-rules'
import { getDb, type Db } from '@/lib/db/client'
import { logError } from '@/lib/db/error-log'
import {
  enrolmentsPage,
  FIRST_ENROLMENT,
  FIRST_STRETCH,
  learnersPage,
  stretchesPage,
} from '@/lib/db/queries/learning-data-export'

/** Rows per query: a page is the most the process holds; 1,000 keeps a round trip's cost small beside its rows. */
const EXPORT_PAGE = 1000

export type ExportKind = keyof typeof EXPORT_KINDS

export interface ExportRequest {
  tenantId: number
  from: string
  to: string
  /** Roles below 管理员 see 138****0001. */
  maskPhones: boolean
}

type Row = Record<string, string | number | null>
type Column = { header: string; key: string; width: number }

const SOURCE_LABELS: Record<string, string> = {
  free: '免费',
  vip: '企业VIP',
  voucher: '课程券',
  assigned: '企业指派',
  purchased: '购买',
}
const hours = (ms: number) => Math.round(ms / 36_000) / 100
const minutes = (ms: number) => Math.round(ms / 600) / 100
/** An empty cell, not an empty string, where there is no time. */
const when = (at: Date | null) => (at ? formatDateTime(at) : null)

/** 学员: accounts registered in the range. */
async function* learners(db: Db, q: ExportRequest): AsyncGenerator<Row> {
  const phone = (p: string) => (q.maskPhones ? maskPhone(p) : p)
  for (let after = 0; ;) {
    const rows = await learnersPage(db, { ...q, after, limit: EXPORT_PAGE })
    for (const r of rows)
      yield {
        nickname: r.nickname,
        phone: phone(r.phone),
        company: r.companyName,
        registered: when(r.createdAt),
        state: r.disabled ? '已停用' : '正常',
        enrolled: r.enrolled,
        completed: r.completed,
        hours: hours(r.creditedMs),
        last: when(r.lastLearnedAt),
      }
    if (rows.length < EXPORT_PAGE) return
    after = rows[rows.length - 1].id
  }
}

/** 选课记录: enrolments made in the range. */
async function* enrolmentRows(db: Db, q: ExportRequest): AsyncGenerator<Row> {
  const phone = (p: string) => (q.maskPhones ? maskPhone(p) : p)
  for (let after = FIRST_ENROLMENT; ;) {
    const rows = await enrolmentsPage(db, { ...q, after, limit: EXPORT_PAGE })
    for (const r of rows)
      yield {
        nickname: r.nickname,
        phone: phone(r.phone),
        course: r.courseTitle,
        source: SOURCE_LABELS[r.source] ?? r.source,
        enrolled: when(r.enrolledAt),
        progress: r.progress,
        completed: when(r.completedAt),
        last: when(r.lastLearnedAt),
        hours: hours(r.creditedMs),
      }
    if (rows.length < EXPORT_PAGE) return
    const last = rows[rows.length - 1]
    after = { enrolledAt: last.key, individualId: last.individualId, courseId: last.courseId }
  }
}

/**
 * 学时记录: credited time per day, learner and course. Stretches arrive in time order, so a Shanghai day arrives in one
 * run: its sums per learner and course are kept in a map and written when the next day begins. Memory holds a page of
 * stretches and one day's learner-course sums, whatever the range.
 */
async function* hourRows(db: Db, q: ExportRequest): AsyncGenerator<Row> {
  const phone = (p: string) => (q.maskPhones ? maskPhone(p) : p)
  type Sum = {
    individualId: number
    courseId: number
    nickname: string
    phone: string
    course: string
    ms: number
    n: number
  }
  let day = ''
  let sums = new Map<string, Sum>()
  function* flush(): Generator<Row> {
    const ordered = [...sums.values()].sort((a, b) => a.individualId - b.individualId || a.courseId - b.courseId)
    for (const s of ordered)
      yield {
        day,
        nickname: s.nickname,
        phone: s.phone,
        course: s.course,
        stretches: s.n,
        minutes: minutes(s.ms),
        hours: hours(s.ms),
      }
    sums = new Map()
  }
  for (let after = FIRST_STRETCH; ;) {
    const rows = await stretchesPage(db, { ...q, after, limit: EXPORT_PAGE })
    for (const r of rows) {
      if (r.day !== day) {
        yield* flush()
        day = r.day
      }
      const key = `${r.individualId}:${r.courseId}`
      const sum = sums.get(key)
      if (sum) {
        sum.ms += r.newMs
        sum.n += 1
      } else
        sums.set(key, {
          individualId: r.individualId,
          courseId: r.courseId,
          nickname: r.nickname,
          phone: phone(r.phone),
          course: r.courseTitle,
          ms: r.newMs,
          n: 1,
        })
    }
    if (rows.length < EXPORT_PAGE) break
    const last = rows[rows.length - 1]
    after = { startedAt: last.key, id: last.id }
  }
  yield* flush()
}

const SHEETS: Record<ExportKind, { columns: Column[]; rows: (db: Db, q: ExportRequest) => AsyncGenerator<Row> }> = {
  ExportLearners: {
    columns: [
      { header: '昵称', key: 'nickname', width: 16 },
      { header: '手机号', key: 'phone', width: 14 },
      { header: '所属企业', key: 'company', width: 24 },
      { header: '注册时间', key: 'registered', width: 18 },
      { header: '状态', key: 'state', width: 8 },
      { header: '选课数', key: 'enrolled', width: 8 },
      { header: '完成课程数', key: 'completed', width: 10 },
      { header: '累计学时（小时）', key: 'hours', width: 16 },
      { header: '最近学习时间', key: 'last', width: 18 },
    ],
    rows: learners,
  },
  ExportEnrolments: {
    columns: [
      { header: '学员', key: 'nickname', width: 16 },
      { header: '手机号', key: 'phone', width: 14 },
      { header: '课程', key: 'course', width: 30 },
      { header: '选课方式', key: 'source', width: 10 },
      { header: '选课时间', key: 'enrolled', width: 18 },
      { header: '学习进度（%）', key: 'progress', width: 12 },
      { header: '完成时间', key: 'completed', width: 18 },
      { header: '最近学习时间', key: 'last', width: 18 },
      { header: '学时（小时）', key: 'hours', width: 12 },
    ],
    rows: enrolmentRows,
  },
  ExportHours: {
    columns: [
      { header: '日期', key: 'day', width: 12 },
      { header: '学员', key: 'nickname', width: 16 },
      { header: '手机号', key: 'phone', width: 14 },
      { header: '课程', key: 'course', width: 30 },
      { header: '学习段数', key: 'stretches', width: 10 },
      { header: '学时（分钟）', key: 'minutes', width: 12 },
      { header: '学时（小时）', key: 'hours', width: 12 },
    ],
    rows: hourRows,
  },
}

/** Resolves once the reader has taken what is buffered (or has gone away: then the writer stops at the next check). */
function drained(out: PassThrough): Promise<void> | undefined {
  if (!out.writableNeedDrain || out.destroyed) return
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done)
      out.off('close', done)
      resolve()
    }
    out.on('drain', done)
    out.on('close', done)
  })
}

async function write(out: PassThrough, kind: ExportKind, q: ExportRequest) {
  // Loaded on the first export: a process that never exports skips exceljs' module tree.
  const { default: excel } = await import('exceljs')
  const workbook: ExcelJS.stream.xlsx.WorkbookWriter = new excel.stream.xlsx.WorkbookWriter({
    stream: out,
    // No cell styles: numbers are rounded before they are written, and styles tripled exceljs' time per row.
    useStyles: false,
  })
  const sheet = workbook.addWorksheet(EXPORT_KINDS[kind], { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = SHEETS[kind].columns
  let written = 0
  for await (const row of SHEETS[kind].rows(await getDb(), q)) {
    sheet.addRow(row).commit()
    written += 1
    if (written % EXPORT_PAGE === 0) {
      await drained(out)
      if (out.destroyed) return
    }
  }
  sheet.commit()
  await workbook.commit()
}

/** One export as a stream of xlsx bytes, made while it is read. */
export function learningDataWorkbook(kind: ExportKind, q: ExportRequest): ReadableStream<Uint8Array> {
  const out = new PassThrough()
  write(out, kind, q).catch((e: unknown) => {
    logError(`[export] the learning data workbook ${kind} failed:`, e)
    out.destroy(e as Error)
  })
  return Readable.toWeb(out) as ReadableStream<Uint8Array>
}
