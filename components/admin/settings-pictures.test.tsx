// 机构设置's 图片 against a mocked API: a chosen file opens the crop dialog at the picture's ratio, 裁切并上传 sends it to
// AdminUpload with the picture's purpose, the preview shows the new key and the form has something to save; 保存 sends
// the key; 移除 empties a picture; a refused upload stays in the dialog; 只读 sees the pictures without buttons.
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useEffect } from 'react'
import { Toaster } from '@/components/ui/toaster'
import { ApiClientError } from '@/lib/contract/api-client-error'
import type { OperatorRole } from '@/lib/contract/operator-roles'
import type { SettingsResult } from '@/lib/contract/schemas/admin-settings'
import { makeQueryClient } from '@/lib/query/make-query-client'
import { OperatorProvider } from './operator-context'
import { SettingsView } from './settings-view'
import { settingsAnswer } from '@/tests/storage-usage'

const mockApiGet = jest.fn()
const mockApiPost = jest.fn()
const mockCrop = jest.fn()
const mockAspect = jest.fn()
jest.mock('@/lib/client/http', () => ({
  apiGet: (...args: unknown[]) => mockApiGet(...args),
  apiPost: (...args: unknown[]) => mockApiPost(...args),
}))
// jsdom lays nothing out and has no canvas: the cropper reports a framed area once, the crop yields a small blob.
jest.mock('react-easy-crop', () => ({
  __esModule: true,
  default: function Cropper({
    aspect,
    onCropComplete,
  }: {
    aspect: number
    onCropComplete: (a: unknown, p: unknown) => void
  }) {
    mockAspect(aspect)
    // eslint-disable-next-line react-hooks/exhaustive-deps
    useEffect(() => onCropComplete({}, { x: 0, y: 0, width: 303, height: 160 }), [])
    return null
  },
}))
jest.mock('./settings-crop', () => ({
  cropPicture: (...args: unknown[]) => mockCrop(...args),
}))

const ADMIN = '/admin/api/services/app'
const NEW_LOGO = 'tenants/demo/console/logo-new.png'
const LOADED: SettingsResult = {
  tenantName: '启航学堂',
  paymentUnitName: '元',
  overallSubjectColor: '#333e76',
  courseGroupTitle: '',
  sensitiveWords: '',
  isHideMenuTeacher: true,
  isHideMenuMoreSpecial: true,
  isHideGoldTeacher: true,
  isHideSelectedSpecial: true,
  videoWatermark: true,
  isOpenPlatformService: true,
  isHideCompanyRegAndLogin: true,
  isHideLoginByQQ: true,
  isHideLoginByWechat: true,
  isHideBottom: true,
  aboutUsUrl: '',
  aboutPlatform: '',
  aboutBjqit: '',
  recordNumber: '',
  copyright: '',
  tenantLogoUrl: 'tenants/demo/logo.png',
  icoUrl: '',
  tenantMQUrl: 'tenants/demo/qrcode.png',
  loginHeadBackgroundImg: 'tenants/demo/head-login.png',
  courseDetailHeadBackgroundImg: '',
  myCourseHeadBackgroundImg: '',
  centerHeadBackgroundImg: '',
  accountAssociationHeadBackgroundImg: '',
  qiNiuUrl: '/storage/',
}

function renderView(role: OperatorRole = 'admin') {
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <OperatorProvider
        value={{
          id: 1,
          loginName: 'admin',
          name: '周敏',
          role,
          mustChangePassword: false,
          tenantName: '启航学堂',
          tenantOpen: true,
        }}
      >
        <SettingsView />
      </OperatorProvider>
      <Toaster />
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

beforeEach(() => {
  URL.createObjectURL = () => 'blob:chosen'
  URL.revokeObjectURL = () => undefined
  mockAspect.mockReset()
  mockCrop.mockReset().mockResolvedValue(new Blob(['png'], { type: 'image/png' }))
  mockApiGet.mockReset().mockImplementation(settingsAnswer(LOADED))
  mockApiPost.mockReset().mockImplementation(async (path: string, input: Record<string, unknown>) => {
    if (path.endsWith('UploadImage')) return { key: NEW_LOGO, url: `/storage/${NEW_LOGO}`, width: 606, height: 320 }
    return { ...input, qiNiuUrl: LOADED.qiNiuUrl }
  })
})

const png = () => new File(['png'], 'logo.png', { type: 'image/png' })
const logo = () => screen.getByRole('group', { name: '机构标志' })
const save = () => screen.getByRole('button', { name: '保存' })

it('shows each picture with where it is drawn, its current look, and 上传 or 更换 and 移除', async () => {
  renderView()
  await screen.findByRole('group', { name: '机构标志' })
  expect(within(logo()).getByRole('img', { name: '当前机构标志' })).toHaveAttribute(
    'src',
    '/storage/tenants/demo/logo.png?imageView2/1/w/303/h/160/q/100',
  )
  expect(logo()).toHaveTextContent('未设置时页头显示机构名称文字')
  const icon = screen.getByRole('group', { name: '网站图标' })
  expect(within(icon).getByText('未设置')).toBeInTheDocument()
  expect(within(icon).getByRole('button', { name: '上传网站图标' })).toBeInTheDocument()
  expect(within(icon).queryByRole('button', { name: /移除/ })).not.toBeInTheDocument()
  expect(screen.getByRole('button', { name: '更换登录页背景' })).toBeInTheDocument()
  const section = screen.getByRole('region', { name: '图片' })
  const names = [
    '机构标志',
    '网站图标',
    '关注我们二维码',
    '登录页背景',
    '课程详情页头背景',
    '我的课程页头背景',
    '个人中心页头背景',
    '账号关联页头背景',
  ]
  expect(within(section).getAllByRole('group')).toEqual(
    names.map((name) => within(section).getByRole('group', { name })),
  )
})

it('crops a chosen logo at the header’s ratio, uploads it as a logo, shows it and leaves 保存 to send the key', async () => {
  const user = renderView()
  await screen.findByRole('group', { name: '机构标志' })
  expect(save()).toBeDisabled()
  await user.upload(screen.getByTestId('picture-file-tenantLogoUrl'), png())
  const dialog = await screen.findByRole('dialog', { name: '裁切机构标志' })
  expect(mockAspect).toHaveBeenCalledWith(303 / 160)
  await user.click(within(dialog).getByRole('button', { name: '裁切并上传' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  expect(mockCrop).toHaveBeenCalledWith('blob:chosen', expect.objectContaining({ width: 303, height: 160 }), {
    width: 606,
    height: 320,
    type: 'image/png',
  })
  expect(mockApiPost).toHaveBeenCalledWith(
    `${ADMIN}/AdminUpload/UploadImage`,
    { file: expect.any(File), purpose: 'logo' },
    { inline: true },
  )
  expect(within(logo()).getByRole('img', { name: '当前机构标志' })).toHaveAttribute(
    'src',
    `/storage/${NEW_LOGO}?imageView2/1/w/303/h/160/q/100`,
  )
  expect(screen.getByText('有未保存的修改')).toBeInTheDocument()
  await user.click(save())
  await waitFor(() =>
    expect(mockApiPost).toHaveBeenCalledWith(
      `${ADMIN}/AdminSetting/SaveSettings`,
      expect.objectContaining({ tenantLogoUrl: NEW_LOGO, tenantMQUrl: 'tenants/demo/qrcode.png' }),
      { inline: true },
    ),
  )
  expect(await screen.findByText('已保存，机构页面已按新设置显示')).toBeInTheDocument()
})

it('uploads a head background as a background at its own ratio, and 移除 then 撤销修改 brings a picture back', async () => {
  const user = renderView()
  await screen.findByRole('group', { name: '机构标志' })
  await user.upload(screen.getByTestId('picture-file-courseDetailHeadBackgroundImg'), png())
  await user.click(await screen.findByRole('button', { name: '裁切并上传' }))
  await waitFor(() =>
    expect(mockApiPost).toHaveBeenCalledWith(
      `${ADMIN}/AdminUpload/UploadImage`,
      { file: expect.any(File), purpose: 'background' },
      { inline: true },
    ),
  )
  expect(mockAspect).toHaveBeenCalledWith(1920 / 400)
  expect(mockCrop).toHaveBeenCalledWith('blob:chosen', expect.anything(), {
    width: 1920,
    height: 400,
    type: 'image/jpeg',
  })
  await user.click(screen.getByRole('button', { name: '撤销修改' }))
  await user.click(screen.getByRole('button', { name: '移除关注我们二维码' }))
  const qr = screen.getByRole('group', { name: '关注我们二维码' })
  expect(within(qr).getByText('未设置')).toBeInTheDocument()
  expect(save()).toBeEnabled()
  await user.click(screen.getByRole('button', { name: '撤销修改' }))
  expect(within(qr).getByRole('img', { name: '当前关注我们二维码' })).toBeInTheDocument()
})

it('keeps a refused upload in the dialog, and puts a refused key at its picture', async () => {
  mockApiPost.mockImplementation(async (path: string) => {
    if (path.endsWith('UploadImage'))
      throw new ApiClientError({ kind: 'api', code: 0, status: 429, message: '上传过于频繁，请1分钟后再试' })
    throw new ApiClientError({
      kind: 'api',
      code: 0,
      status: 400,
      message: '输入有误',
      validationErrors: [{ message: '机构标志须为本机构在管理后台上传的图片，请重新上传', members: ['tenantLogoUrl'] }],
    })
  })
  const user = renderView()
  await screen.findByRole('group', { name: '机构标志' })
  await user.upload(screen.getByTestId('picture-file-tenantLogoUrl'), png())
  const dialog = await screen.findByRole('dialog', { name: '裁切机构标志' })
  await user.click(within(dialog).getByRole('button', { name: '裁切并上传' }))
  expect(await within(dialog).findByText('上传过于频繁，请1分钟后再试')).toBeInTheDocument()
  await user.click(within(dialog).getByRole('button', { name: '取消' }))
  await user.click(screen.getByRole('button', { name: '移除机构标志' }))
  await user.click(save())
  expect(await within(logo()).findByRole('alert')).toHaveTextContent('机构标志须为本机构在管理后台上传的图片')
})

it('refuses a file that is not a picture before any crop', async () => {
  renderView()
  // As a browser's 所有文件 choice lets through: the picker's accept list is only a hint.
  const user = userEvent.setup({ applyAccept: false })
  await screen.findByRole('group', { name: '机构标志' })
  await user.upload(screen.getByTestId('picture-file-icoUrl'), new File(['x'], 'a.txt', { type: 'text/plain' }))
  expect(await within(screen.getByRole('group', { name: '网站图标' })).findByRole('alert')).toHaveTextContent(
    '仅支持 JPG、PNG、WebP、GIF 图片',
  )
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
})

it('shows a 只读 operator the pictures without 上传, 更换 or 移除', async () => {
  renderView('readonly')
  await screen.findByRole('group', { name: '机构标志' })
  expect(within(logo()).getByRole('img', { name: '当前机构标志' })).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: /^(上传|更换|移除)/ })).not.toBeInTheDocument()
})
