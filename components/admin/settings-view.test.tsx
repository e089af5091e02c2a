// 机构设置 against a mocked API: the preview follows the typed colour and the 质量提升 preset, 保存 sends the form as
// typed and says so, 撤销修改 goes back, a refusal lands at its field, and a role that may not save reads a disabled form.
// The pictures' own tests (crop → upload → preview → 保存) are settings-pictures.test.tsx.
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster } from '@/components/ui/toaster'
import { ApiClientError } from '@/lib/contract/api-client-error'
import type { OperatorRole } from '@/lib/contract/operator-roles'
import type { OperatorSelf } from '@/lib/contract/schemas/admin'
import { SETTING_SWITCHES, type SettingsResult } from '@/lib/contract/schemas/admin-settings'
import { makeQueryClient } from '@/lib/query/make-query-client'
import { deriveTheme, QUALITY_IMPROVEMENT_PAIR } from '@/lib/theme'
import { OperatorProvider } from './operator-context'
import { SettingsView } from './settings-view'
import { settingsAnswer, STORAGE_USAGE } from '@/tests/storage-usage'

const mockApiGet = jest.fn()
const mockApiPost = jest.fn()
jest.mock('@/lib/client/http', () => ({
  apiGet: (...args: unknown[]) => mockApiGet(...args),
  apiPost: (...args: unknown[]) => mockApiPost(...args),
}))

const SETTINGS = '/admin/api/services/app/AdminSetting'
const LOADED: SettingsResult = {
  tenantName: '启航学堂',
  paymentUnitName: '元',
  overallSubjectColor: '#333e76',
  courseGroupTitle: '',
  sensitiveWords: '赌博\n刷单',
  isHideMenuTeacher: true,
  isHideMenuMoreSpecial: true,
  isHideGoldTeacher: true,
  isHideSelectedSpecial: false,
  videoWatermark: true,
  isOpenPlatformService: true,
  isHideCompanyRegAndLogin: true,
  isHideLoginByQQ: false,
  isHideLoginByWechat: true,
  isHideBottom: false,
  aboutUsUrl: '/about',
  aboutPlatform: '',
  aboutBjqit: 'https://example.com/contact',
  recordNumber: '京ICP备12345678号',
  copyright: '© 2026 启航',
  tenantLogoUrl: 'tenants/demo/logo.png',
  icoUrl: 'tenants/demo/favicon.png',
  tenantMQUrl: '',
  loginHeadBackgroundImg: 'tenants/demo/head-login.png',
  courseDetailHeadBackgroundImg: '',
  myCourseHeadBackgroundImg: '',
  centerHeadBackgroundImg: '',
  accountAssociationHeadBackgroundImg: '',
  qiNiuUrl: '/storage/',
}
/** What the form sends: its values, not the storage base. */
const { qiNiuUrl: _base, ...SENT } = LOADED
void _base

function renderView(role: OperatorRole = 'operations') {
  const self: OperatorSelf = {
    id: 1,
    loginName: 'ops',
    name: '张运营',
    role,
    mustChangePassword: false,
    tenantName: '启航学堂',
    tenantOpen: true,
  }
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <OperatorProvider value={self}>
        <SettingsView />
      </OperatorProvider>
      <Toaster />
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

beforeEach(() => {
  mockApiGet.mockReset().mockImplementation(settingsAnswer(LOADED))
  mockApiPost
    .mockReset()
    .mockImplementation((_path: string, input: object) => Promise.resolve({ ...input, qiNiuUrl: LOADED.qiNiuUrl }))
})

const save = () => screen.getByRole('button', { name: '保存' })

it('shows the loaded settings in sections under one h1, each switch named by what it does', async () => {
  renderView()
  expect(await screen.findByLabelText('机构名称')).toHaveValue('启航学堂')
  expect(mockApiGet).toHaveBeenCalledWith(`${SETTINGS}/GetSettings`, undefined, expect.anything())
  expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['机构设置'])
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    '存储空间',
    '基本信息',
    '图片',
    '主题',
    '功能开关',
    '敏感词',
    '页脚',
  ])
  expect(screen.getByRole('switch', { name: SETTING_SWITCHES.isHideMenuTeacher })).toBeChecked()
  expect(screen.getByRole('switch', { name: SETTING_SWITCHES.isHideLoginByQQ })).not.toBeChecked()
  expect(screen.getByLabelText('敏感词（共 2 个）')).toHaveValue('赌博\n刷单')
  expect(screen.getByLabelText('联系我们')).toHaveValue('https://example.com/contact')
  expect(save()).toBeDisabled()
  expect(screen.getByRole('button', { name: '撤销修改' })).toBeDisabled()
})

it('draws the preview in the colours the site will derive from the typed colour', async () => {
  const user = renderView()
  const hex = await screen.findByLabelText('主题色')
  await user.clear(hex)
  await user.type(hex, '#e11d48')
  const theme = deriveTheme({ overallSubjectColor: '#e11d48' })
  expect(screen.getByTestId('theme-preview-header')).toHaveStyle({ backgroundColor: theme.primary })
  expect(screen.getByTestId('theme-preview-button')).toHaveStyle({
    backgroundColor: theme.primary,
    color: theme.primaryContrast,
  })
  expect(screen.getByTestId('theme-preview-tab-current')).toHaveStyle({ color: theme.primaryInk })
  expect(screen.getByLabelText('取色器')).toHaveValue('#e11d48')
  expect(screen.getByRole('img', { name: /^主题预览/ })).toBeInTheDocument()
  expect(save()).toBeEnabled()
})

it('switches the preview to the 质量提升 pair when 课程分组标题 names it', async () => {
  const user = renderView()
  await user.type(await screen.findByLabelText('课程分组标题'), '质量提升')
  expect(screen.getByTestId('theme-preview-header')).toHaveStyle({ backgroundColor: QUALITY_IMPROVEMENT_PAIR.primary })
  expect(screen.getByText(/使用预设配色/)).toBeInTheDocument()
})

it('lets 管理员 save as 运营 does', async () => {
  renderView('admin')
  expect(await screen.findByRole('button', { name: '保存' })).toBeInTheDocument()
  expect(screen.queryByTestId('settings-read-only')).not.toBeInTheDocument()
})

it('saves the form as typed, says the pages show it, and has nothing left to save', async () => {
  const user = renderView()
  const words = await screen.findByLabelText('敏感词（共 2 个）')
  await user.type(words, '\n传销\n赌博')
  expect(screen.getByLabelText('敏感词（共 3 个）')).toBeInTheDocument()
  await user.click(screen.getByRole('switch', { name: SETTING_SWITCHES.isHideLoginByQQ }))
  await user.click(save())
  await waitFor(() =>
    expect(mockApiPost).toHaveBeenCalledWith(
      `${SETTINGS}/SaveSettings`,
      { ...SENT, sensitiveWords: '赌博\n刷单\n传销\n赌博', isHideLoginByQQ: true },
      { inline: true },
    ),
  )
  expect(await screen.findByText('已保存，机构页面已按新设置显示')).toBeInTheDocument()
  expect(save()).toBeDisabled()
})

it('checks with the server’s schema before sending, and 撤销修改 brings back what was loaded', async () => {
  const user = renderView()
  const name = await screen.findByLabelText('机构名称')
  await user.clear(name)
  await user.click(save())
  expect(await screen.findByText('请输入机构名称')).toBeInTheDocument()
  expect(mockApiPost).not.toHaveBeenCalled()
  await user.click(screen.getByRole('button', { name: '撤销修改' }))
  expect(name).toHaveValue('启航学堂')
  expect(save()).toBeDisabled()
})

it('puts a refusal at the field the server names, and one it cannot place above the buttons', async () => {
  const message = '关于我们链接须为站内路径（如 /courselist）或 http(s) 网址'
  mockApiPost
    .mockRejectedValueOnce(
      new ApiClientError({
        kind: 'api',
        code: 0,
        message: '输入有误',
        status: 400,
        validationErrors: [{ message, members: ['aboutUsUrl'] }],
      }),
    )
    .mockRejectedValueOnce(new ApiClientError({ kind: 'api', code: 0, message: '当前角色无权进行此操作', status: 403 }))
  const user = renderView()
  const about = await screen.findByLabelText('关于我们')
  await user.clear(about)
  await user.type(about, '/about-us')
  await user.click(save())
  expect(await screen.findByText(message)).toBeInTheDocument()
  expect(about).toHaveAccessibleDescription(message)
  await user.click(save())
  expect(await screen.findByTestId('settings-error')).toHaveTextContent('当前角色无权进行此操作')
})

it.each([
  ['readonly', '只读'],
  ['support', '客服'],
] as const)('shows a %s operator the settings disabled, with no 保存, and says why', async (role, label) => {
  renderView(role)
  expect(await screen.findByLabelText('机构名称')).toBeDisabled()
  expect(screen.getByTestId('settings-read-only')).toHaveTextContent(`当前角色（${label}）只能查看机构设置`)
  expect(screen.queryByRole('button', { name: '保存' })).not.toBeInTheDocument()
  expect(screen.queryByRole('button', { name: '撤销修改' })).not.toBeInTheDocument()
  expect(screen.getByRole('switch', { name: SETTING_SWITCHES.isHideBottom })).toBeDisabled()
  const form = screen.getByRole('form', { name: '机构设置' })
  expect(within(form).getByLabelText('取色器')).toBeDisabled()
})

it('asks before the tab closes with unsaved changes, and not once they are undone', async () => {
  const user = renderView()
  const unload = () => {
    const event = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(event)
    return event.defaultPrevented
  }
  const name = await screen.findByLabelText('机构名称')
  expect(unload()).toBe(false)
  await user.type(name, '（新）')
  expect(unload()).toBe(true)
  await user.click(screen.getByRole('button', { name: '撤销修改' }))
  expect(unload()).toBe(false)
})

it('shows 存储空间: used against the quota, by kind, and warns in words when it runs short', async () => {
  renderView('readonly')
  const card = await screen.findByTestId('storage-usage')
  await within(card).findByText('2.5 GB')
  expect(card).toHaveTextContent('已用 2.5 GB/ 总量 20 GB（平台默认配额）')
  expect(card).toHaveTextContent('课时视频（原文件）：1 GB（12 个文件）')
  expect(card).toHaveTextContent('转码后的视频：1.4 GB（840 个文件）')
  expect(within(card).getByRole('meter', { name: '存储空间使用情况' })).toHaveAttribute('aria-valuenow', '13')
  expect(within(card).queryByTestId('storage-advice')).toBeNull()
})

it('says what to do when the storage is nearly or wholly used', async () => {
  mockApiGet.mockImplementation(settingsAnswer(LOADED, { ...STORAGE_USAGE, usedBytes: 21 * 1024 ** 3 }))
  renderView()
  const advice = await screen.findByTestId('storage-advice')
  expect(advice).toHaveTextContent(
    '存储空间已用完：新的视频和图片将无法上传。请删除不再使用的课时视频，或联系平台提高存储配额。',
  )
  expect(screen.getByRole('meter', { name: '存储空间使用情况' })).toHaveAttribute('aria-valuenow', '100')
})
