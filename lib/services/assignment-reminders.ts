// 学习提醒 (issue 31, Deliver 3): three days before an assigned 必修 course is due, on the due day, and once it is
// overdue, each unfinished person gets one message per stage — and, where the company turned it on, an SMS. A durable
// schedule in the job queue runs it (every instance declares it, one job per tick); a reminder row keyed by person,
// assignment and stage is inserted with the message in one transaction, so of any number of senders at once exactly one
// sends each stage. A company's 一键提醒 uses the same path with a stage of its own per day.
import { formatDate } from '@/lib/contract/dates'
import { getDb, type Db } from '@/lib/db/client'
import { logError } from '@/lib/db/error-log'
import { claimReminder, listDueReminders, type DueReminder } from '@/lib/db/queries/assignment-reminders'
import { getTenantSettings, listTenantKeys } from '@/lib/db/queries/tenants'
import type { ReminderStage } from '@/lib/db/schema'
import type { JobDefinition } from '@/lib/jobs'
import { getSmsProvider } from '@/lib/sms'
import { notify } from './notify'

/** 学习提醒 in the message centre (lib/contract/account-nav.ts). */
const REMINDER_TYPE = 2
const AUTOMATIC_STAGES: readonly ReminderStage[] = ['dueSoon', 'dueToday', 'overdue']

/** 11月28日: how the learner reads a due date (`2026-11-28`). */
const dueText = (dueOn: string) => `${Number(dueOn.slice(5, 7))}月${Number(dueOn.slice(8, 10))}日`

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

/** The message and the SMS's deadline phrase: what is due, when, and how far off — in the learner's words. */
function reminderText(r: DueReminder, today: string) {
  const due = dueText(r.dueOn)
  const days = daysBetween(today, r.dueOn)
  const [when, deadline, state] =
    days > 0
      ? [`将于${due}截止（还剩${days}天）`, `将于${due}截止`, `还剩${days}天`]
      : days === 0
        ? [`今天（${due}）截止`, '今天截止', '今天截止']
        : [`已于${due}截止，已逾期${-days}天`, `已于${due}截止`, '已逾期']
  return {
    title: `学习提醒：《${r.courseTitle}》${state}`,
    content: `${r.companyName}安排您学习的必修课程《${r.courseTitle}》${when}，您目前尚未完成，请尽快学习。`,
    deadline,
  }
}

/**
 * Sends what is due at one stage in one tenant on `today`; answers how many this call sent (another sender's are not
 * counted). `assignmentId`/`companyId` narrow it to one assignment of one company (一键提醒).
 */
export async function sendStage(
  db: Db,
  opts: { tenantId: number; stage: string; today: string; assignmentId?: number; companyId?: number },
): Promise<number> {
  const due = await listDueReminders(db, opts)
  if (due.length === 0) return 0
  const tenantName = (await getTenantSettings(db, { tenantId: opts.tenantId }))?.tenantName ?? ''
  let sent = 0
  for (const r of due) {
    const { deadline, ...text } = reminderText(r, opts.today)
    const mine = await db.transaction(async (tx) => {
      const scope = { tenantId: opts.tenantId, assignmentId: r.assignmentId, individualId: r.individualId }
      if (!(await claimReminder(tx as unknown as Db, { ...scope, stage: opts.stage, bySms: r.remindBySms })))
        return false
      await notify(tx as unknown as Db, {
        tenantId: opts.tenantId,
        to: { kind: 'user', id: r.individualId },
        type: REMINDER_TYPE,
        ...text,
        link: `/course/${r.courseId}`,
      })
      return true
    })
    if (!mine) continue
    sent++
    // After the commit, outside it: a gateway's refusal or slowness never undoes the message or holds the row.
    if (r.remindBySms) {
      const notice = { kind: 'study-reminder' as const, course: r.courseTitle, deadline }
      await getSmsProvider()
        .send({ tenantId: opts.tenantId, tenantName, phone: r.phone, purpose: 'verify', code: '', notice }, { db })
        .catch((e: unknown) => logError('[reminders] SMS not sent:', e))
    }
  }
  return sent
}

/** Every tenant, every automatic stage, on the day `now` is in Asia/Shanghai. */
export async function sendDueReminders(now = new Date()): Promise<{ sent: number }> {
  const db = await getDb()
  const today = formatDate(now)
  let sent = 0
  for (const { id: tenantId } of await listTenantKeys(db))
    for (const stage of AUTOMATIC_STAGES) sent += await sendStage(db, { tenantId, stage, today })
  return { sent }
}

export const reminderJob: JobDefinition = {
  name: 'assignment-reminders',
  // At 9:05 and then hourly through the working day: the morning's reminders arrive when people start work, and an
  // assignment made during the day (due in three days, or today) still gets its reminder the same day.
  cron: '5 9-20 * * *',
  run: () => sendDueReminders(),
  retryLimit: 2,
  expireInSeconds: 15 * 60,
}
