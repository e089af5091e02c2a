'use client'
// 机构设置: loads the tenant's settings (AdminSetting/GetSettings, every role) into the form; 管理员 and 运营 save them,
// other roles read them with a line saying why there is no 保存. Above the form: the tenant's storage against its quota.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/lib/client/toast-bus'
import { ROLE_LABELS, type OperatorRole } from '@/lib/contract/operator-roles'
import { apiQuery } from '@/lib/query/api-queries'
import { ListState } from './list-parts'
import { useOperator } from './operator-context'
import { PageHeader } from './page-header'
import { formValues, SettingsForm } from './settings-form'
import { StorageUsageCard } from './storage-usage-card'

/** Who may save (AdminSetting/SaveSettings' roles); every role may open the screen (SCREENS.settings). */
const EDITORS: readonly OperatorRole[] = ['admin', 'operations']

export function SettingsView() {
  const operator = useOperator()
  const queryClient = useQueryClient()
  const query = apiQuery.AdminSetting.GetSettings()
  const settings = useQuery({ ...query, staleTime: Infinity, refetchOnWindowFocus: false })
  const readOnly = !EDITORS.includes(operator.role)
  return (
    <>
      <PageHeader
        title="机构设置"
        description="机构的名称、图片、主题色、功能开关、敏感词与页脚；保存后机构的页面立即按新设置显示"
      />
      {readOnly ? (
        <p
          data-testid="settings-read-only"
          className="mb-5 rounded-md border border-amber-200 bg-amber-50 px-4 py-2.5 text-sm text-amber-800"
        >
          当前角色（{ROLE_LABELS[operator.role]}）只能查看机构设置；如需修改，请联系管理员或运营。
        </p>
      ) : null}
      <StorageUsageCard />
      {settings.data ? (
        <SettingsForm
          loaded={formValues(settings.data)}
          qiNiuUrl={settings.data.qiNiuUrl}
          readOnly={readOnly}
          onSaved={(saved) => {
            queryClient.setQueryData(query.queryKey, saved)
            toast.success('已保存，机构页面已按新设置显示')
          }}
        />
      ) : (
        <div className="rounded-lg border border-gray-200 bg-white">
          <ListState loading={settings.isPending} error={settings.error} retry={() => void settings.refetch()} />
        </div>
      )}
    </>
  )
}
