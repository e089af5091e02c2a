// CompanyReminder (issue 31, Deliver 3): the company's 学习提醒 setting (also by SMS) and 一键提醒 — reminding everyone
// still unfinished on one of its assignments now. A person gets at most one such reminder a day per assignment (the
// reminder row's stage is the day), and a company presses at most ten times an hour.
import { z } from 'zod'
import { businessRule, notFound } from '@/lib/contract/errors'
import { formatDate } from '@/lib/contract/dates'
import { flag, id, noInput } from '@/lib/contract/fields'
import { consume } from '@/lib/auth/limits'
import { getCompanyAssignment, setRemindBySms } from '@/lib/db/queries/assignment-reminders'
import { method } from './define'
import { sendStage } from './assignment-reminders'
import { myCompany } from './company-centre'

const ASSIGNMENT_GONE = '学习任务不存在'
const ASSIGNMENT_CANCELLED = '该学习任务已撤销，无需提醒'

export interface RemindNowResult {
  /** People reminded by this press. */
  sent: number
}

export const companyReminderMethods = {
  /** Whether 学习提醒 also go by SMS to the staff's phones. */
  GetReminderSettings: method({
    verb: 'GET',
    auth: 'company',
    input: noInput,
    summary: '学习提醒设置：remindBySms（是否同时发送短信提醒）',
    handler: async (_input, ctx) => ({ remindBySms: (await myCompany(ctx)).company.remindBySms }),
  }),

  /** Turns SMS reminders on or off; the message-centre reminders always go. */
  SetReminderSettings: method({
    verb: 'POST',
    auth: 'company',
    input: z.object({ remindBySms: flag('短信提醒') }),
    summary: '设置学习提醒是否同时发送短信（站内学习提醒始终发送）',
    handler: async ({ remindBySms }, ctx) => {
      const { tenantId, company } = await myCompany(ctx)
      await setRemindBySms(ctx.db, { tenantId, companyId: company.id, on: remindBySms })
      return { remindBySms }
    },
  }),

  /** 一键提醒: everyone unfinished on the assignment who has not been reminded today gets a 学习提醒 now. */
  RemindNow: method({
    verb: 'POST',
    auth: 'company',
    input: z.object({ assignmentId: id('学习任务') }),
    summary: '一键提醒：向该学习任务中尚未完成的员工发送学习提醒（每人每天至多一次；每个企业每小时至多10次）',
    handler: async ({ assignmentId }, ctx): Promise<RemindNowResult> => {
      const { tenantId, company } = await myCompany(ctx)
      const assignment = await getCompanyAssignment(ctx.db, { tenantId, companyId: company.id, id: assignmentId })
      if (!assignment) throw notFound(ASSIGNMENT_GONE)
      if (assignment.cancelledAt) throw businessRule(ASSIGNMENT_CANCELLED)
      await consume(ctx.db, [
        {
          rule: 'remindNowHour',
          key: `${tenantId}:${company.id}`,
          message: (wait) => `提醒过于频繁，请${wait}后再试`,
        },
      ])
      const today = formatDate(new Date())
      const sent = await sendStage(ctx.db, {
        tenantId,
        stage: `manual:${today}`,
        today,
        assignmentId,
        companyId: company.id,
      })
      return { sent }
    },
  }),
}
