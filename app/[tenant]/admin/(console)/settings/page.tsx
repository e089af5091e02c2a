// /admin/settings: 机构设置, read by every role, saved by 管理员 and 运营.
import type { Metadata } from 'next'
import { ScreenGate } from '@/components/admin/screen-gate'
import { SettingsView } from '@/components/admin/settings-view'

export const metadata: Metadata = { title: '机构设置' }

export default function ConsoleSettingsPage() {
  return (
    <ScreenGate screen="settings">
      <SettingsView />
    </ScreenGate>
  )
}
