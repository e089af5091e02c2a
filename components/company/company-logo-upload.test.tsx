// 更换Logo on 企业资料 against a mocked API: after the logo is saved the panel shows the information again (no
// "上传中…" left behind, even when doneHref is the page already open); a refused upload ends the upload state too.
import { useEffect } from 'react'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryProvider } from '@/lib/client/query'
import { SessionProvider } from '@/lib/client/session'
import { ApiClientError } from '@/lib/contract/api-client-error'
import { CompanyInfoPanel } from './company-info-panel'

const mockApiGet = jest.fn()
const mockApiPost = jest.fn()
jest.mock('@/lib/client/http', () => ({
  apiGet: (...args: unknown[]) => mockApiGet(...args),
  apiPost: (...args: unknown[]) => mockApiPost(...args),
}))
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/corporate',
}))
// jsdom lays nothing out and has no canvas: the cropper reports a framed square and the crop yields a small JPEG.
jest.mock('react-easy-crop', () => ({
  __esModule: true,
  default: function Cropper({ onCropComplete }: { onCropComplete: (a: unknown, p: unknown) => void }) {
    // Once, as the real cropper does on load: the page passes a new callback on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    useEffect(() => onCropComplete({}, { x: 0, y: 0, width: 100, height: 100 }), [])
    return null
  },
}))
jest.mock('@/lib/client/avatar-upload', () => ({
  ...jest.requireActual('@/lib/client/avatar-upload'),
  cropToBlob: async () => new Blob(['jpeg'], { type: 'image/jpeg' }),
}))

const COMPANY = { userId: '9', userName: '启航科技有限公司', userLogo: '', PERSONAL: '0', logintype: '2' }
const INFO = {
  userName: 'qihang_hr',
  companyName: '启航科技有限公司',
  contactName: '李四',
  phoneNumber: '13900000001',
  industry: '',
  companySize: '',
  info: '',
  logoUrl: '',
  isCertified: false,
  vipCount: 0,
  vipSeats: 0,
  staffCount: 3,
  pendingInviteCount: 0,
}

beforeEach(() => {
  localStorage.clear()
  for (const [k, v] of Object.entries(COMPANY)) localStorage.setItem(k, v)
  URL.createObjectURL = () => 'blob:logo'
  URL.revokeObjectURL = () => undefined
  mockApiGet.mockReset().mockResolvedValue(INFO)
  mockApiPost.mockReset().mockImplementation(async (path: string) => {
    if (path.includes('UploadFile')) return { key: 'logos/new.jpg' }
    return { logoUrl: 'logos/new.jpg' }
  })
})

async function chooseAndSave() {
  const user = userEvent.setup()
  render(
    <SessionProvider>
      <QueryProvider>
        <CompanyInfoPanel variant="desktop" qiNiuUrl="/storage/" doneHref="/corporate?nav=0" />
      </QueryProvider>
    </SessionProvider>,
  )
  await user.click(await screen.findByRole('button', { name: '更换Logo' }))
  await user.upload(screen.getByTestId('avatar-file'), new File(['png'], 'logo.png', { type: 'image/png' }))
  await user.click(await screen.findByRole('button', { name: '保存Logo' }))
}

it('shows the company information again once the logo is saved', async () => {
  await chooseAndSave()
  expect(await screen.findByTestId('company-info')).toBeInTheDocument()
  expect(screen.queryByText('上传中…')).not.toBeInTheDocument()
  expect(mockApiPost).toHaveBeenCalledWith(
    expect.stringContaining('ChangeCompanyLogoImg'),
    { logoUrl: 'logos/new.jpg' },
    expect.anything(),
  )
})

it('ends the upload state when the server refuses the logo', async () => {
  mockApiPost.mockImplementation(async (path: string) => {
    if (path.includes('UploadFile')) return { key: 'logos/new.jpg' }
    throw new ApiClientError({ kind: 'business', code: 400, status: 400, message: '图片格式不正确' } as never)
  })
  await chooseAndSave()
  expect(await screen.findByRole('alert')).toHaveTextContent('图片格式不正确')
  await waitFor(() => expect(screen.getByRole('button', { name: '保存Logo' })).toBeEnabled())
})
