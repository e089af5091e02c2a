'use client'
// 学习提醒's SMS setting: the message-centre reminders always go (3 days before the due date, on it, and once overdue —
// once each); this switch also sends them as SMS to the staff's phones.
import { Description, Field, Label, Switch } from '@headlessui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { api } from '@/lib/client/api'
import { toast } from '@/lib/client/toast-bus'
import { isApiClientError } from '@/lib/contract/api-client-error'
import { apiQuery } from '@/lib/query/api-queries'
import { useReminderSettings } from '@/lib/hooks/use-learning-board'

export function ReminderSwitch() {
  const settings = useReminderSettings()
  const client = useQueryClient()
  const [saving, setSaving] = useState(false)
  const on = settings.data?.remindBySms ?? false

  const change = async (remindBySms: boolean) => {
    setSaving(true)
    try {
      const saved = await api.post.CompanyReminder.SetReminderSettings({ remindBySms }, { inline: true })
      client.setQueryData(apiQuery.CompanyReminder.GetReminderSettings().queryKey, saved)
      toast.success(saved.remindBySms ? '已开启短信提醒' : '已关闭短信提醒')
    } catch (err) {
      toast.error(isApiClientError(err) ? err.message : '设置失败，请稍后再试')
    } finally {
      setSaving(false)
    }
  }

  return (
    <Field
      disabled={!settings.data || saving}
      className="flex items-start justify-between gap-4 rounded-lg bg-gray-50 p-4"
    >
      <div className="min-w-0">
        <Label className="text-sm font-medium text-gray-800">同时发送短信提醒</Label>
        <Description className="mt-0.5 text-xs leading-5 text-gray-500">
          学习提醒会在截止日期前3天、截止当天和逾期后各发送一次到员工的消息中心；开启后同时以短信发送到员工手机。
        </Description>
      </div>
      <Switch
        checked={on}
        onChange={(next) => void change(next)}
        data-testid="remind-by-sms"
        className="group relative mt-0.5 inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-gray-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary data-checked:bg-primary data-disabled:cursor-not-allowed data-disabled:opacity-60"
      >
        <span
          aria-hidden="true"
          className="inline-block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-[22px]"
        />
      </Switch>
    </Field>
  )
}
