// 诊断测评 against a mocked API: the list's states and versions; the editor building a new instrument — a dimension
// with its bands, a question with scored options — with the publish checks listed until they are met, then saved and
// published in one go; a published instrument whose edit becomes the next version; a reading role's view.
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { OperatorRole } from '@/lib/contract/operator-roles'
import type { OperatorSelf } from '@/lib/contract/schemas/admin'
import type { InstrumentAdminRow, InstrumentEditable } from '@/lib/contract/schemas/admin-diagnosis'
import { makeQueryClient } from '@/lib/query/make-query-client'
import { OperatorProvider } from '../operator-context'
import { DiagnosisEditorView } from './diagnosis-editor-view'
import { DiagnosisView } from './diagnosis-view'

const mockApiGet = jest.fn()
const mockApiPost = jest.fn()
jest.mock('@/lib/client/http', () => ({
  apiGet: (...args: unknown[]) => mockApiGet(...args),
  apiPost: (...args: unknown[]) => mockApiPost(...args),
}))
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/demo/admin/diagnosis',
  useSearchParams: () => new URLSearchParams(),
}))

const API = '/admin/api/services/app/AdminDiagnosis'
const ROWS: InstrumentAdminRow[] = [
  { id: 1, title: '管理能力诊断', state: 'published', currentVersion: 1, draftVersion: 2, reportCount: 12 },
  { id: 2, title: '团队协作测评', state: 'draft', currentVersion: null, draftVersion: 1, reportCount: 0 },
]
const EMPTY = { title: '团队协作测评', summary: '', minutes: 5, dimensions: [], questions: [] }
const NEW: InstrumentEditable = {
  id: 2,
  title: '团队协作测评',
  state: 'draft',
  versions: [{ id: 5, number: 1, publishedAt: null, reportCount: 0 }],
  current: null,
  draft: { versionId: 5, number: 1, publishedAt: null, ...EMPTY },
}
const PUBLISHED: InstrumentEditable = {
  id: 1,
  title: '管理能力诊断',
  state: 'published',
  versions: [{ id: 3, number: 1, publishedAt: '2026-05-01T02:00:00.000Z', reportCount: 12 }],
  current: {
    versionId: 3,
    number: 1,
    publishedAt: '2026-05-01T02:00:00.000Z',
    ...EMPTY,
    title: '管理能力诊断',
    dimensions: [
      {
        name: '目标',
        description: '',
        courseTags: ['目标管理'],
        bands: [{ minPct: 0, label: '全部', interpretation: '…' }],
      },
    ],
    questions: [{ dimension: 0, kind: 'likert', text: '我会拆解目标。', reverse: false, options: [] }],
  },
  draft: null,
}

function renderWith(ui: React.ReactNode, role: OperatorRole = 'operations') {
  const self: OperatorSelf = {
    id: 1,
    loginName: 'ops',
    name: '周敏',
    role,
    mustChangePassword: false,
    tenantName: '启航',
    tenantOpen: true,
  }
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <OperatorProvider value={self}>{ui}</OperatorProvider>
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

beforeEach(() => {
  mockApiGet.mockReset().mockImplementation(async (path: string, input: { id?: number }) => {
    if (path.endsWith('/GetList')) return { totalCount: 2, items: ROWS }
    return input.id === 1 ? PUBLISHED : NEW
  })
  mockApiPost
    .mockReset()
    .mockImplementation(async (path: string) => (path.endsWith('/SaveDraft') ? { versionId: 5, number: 1 } : null))
})

it('lists instruments with their state, versions and reports; 停用 is asked first', async () => {
  const user = renderWith(<DiagnosisView />)
  const row = await screen.findByTestId('diagnosis-row-1')
  expect(
    within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['管理能力诊断', '已发布', '第1版第2版草稿待发布', '12', '编辑停用'])
  expect(within(screen.getByTestId('diagnosis-row-2')).getAllByRole('cell')[1]).toHaveTextContent('草稿')
  await user.click(within(row).getByRole('button', { name: '停用' }))
  const dialog = await screen.findByRole('dialog', { name: '停用测评' })
  expect(dialog).toHaveTextContent('已生成的报告仍可查看')
  await user.click(within(dialog).getByRole('button', { name: '停用' }))
  await waitFor(() => expect(mockApiPost).toHaveBeenCalledWith(`${API}/Disable`, { id: 1 }, { inline: true }))
})

it('builds a dimension with bands and a scored question, lists what is missing, then saves and publishes', async () => {
  const user = renderWith(<DiagnosisEditorView instrumentId={2} />)
  const publish = await screen.findByRole('button', { name: '发布第1版' })
  expect(publish).toBeDisabled()
  expect(screen.getByRole('region', { name: /发布前需处理/ })).toHaveTextContent('至少需要一个维度')

  await user.click(screen.getByRole('button', { name: '添加维度' }))
  const dimension = screen.getByRole('region', { name: /^维度1/ })
  await user.type(within(dimension).getByLabelText('维度名称'), '协作')
  await user.type(within(dimension).getByLabelText('课程标签'), '沟通，团队')
  for (const [i, text] of ['需加强', '不错', '优秀'].entries())
    await user.type(within(dimension).getByLabelText(`维度1分数段${i + 1}解读`), text)
  await user.click(within(dimension).getByRole('button', { name: '删除维度1分数段3' }))
  expect(screen.getByRole('region', { name: /发布前需处理/ })).toHaveTextContent('维度「协作」还没有题目')

  await user.click(screen.getByRole('button', { name: '添加题目' }))
  const question = screen.getByRole('region', { name: '第1题' })
  await user.type(within(question).getByLabelText('题目'), '同事求助时你会？')
  await user.type(within(question).getByLabelText('第1题选项A内容'), '先忙完自己的')
  await user.type(within(question).getByLabelText('第1题选项B内容'), '马上帮忙')
  await user.clear(within(question).getByLabelText('第1题选项B分值'))
  await user.type(within(question).getByLabelText('第1题选项B分值'), '4')
  expect(screen.queryByRole('region', { name: /发布前需处理/ })).not.toBeInTheDocument()

  await user.click(publish)
  const dialog = await screen.findByRole('dialog', { name: '发布测评' })
  await user.click(within(dialog).getByRole('button', { name: '发布' }))
  await waitFor(() =>
    expect(mockApiPost).toHaveBeenLastCalledWith(`${API}/Publish`, { id: 2, versionId: 5 }, { inline: true }),
  )
  expect(mockApiPost).toHaveBeenCalledWith(
    `${API}/SaveDraft`,
    {
      id: 2,
      baseVersionId: 5,
      doc: {
        ...EMPTY,
        dimensions: [
          {
            name: '协作',
            description: '',
            courseTags: ['沟通', '团队'],
            bands: [
              { minPct: 0, label: '待提升', interpretation: '需加强' },
              { minPct: 60, label: '良好', interpretation: '不错' },
            ],
          },
        ],
        questions: [
          {
            dimension: 0,
            kind: 'single',
            text: '同事求助时你会？',
            reverse: false,
            options: [
              { text: '先忙完自己的', score: 0 },
              { text: '马上帮忙', score: 4 },
            ],
          },
        ],
      },
    },
    { inline: true },
  )
})

it('makes an edit of a published instrument the next version, published only when changed', async () => {
  const user = renderWith(<DiagnosisEditorView instrumentId={1} />)
  const publish = await screen.findByRole('button', { name: '发布第2版' })
  expect(screen.getByTestId('diagnosis-state')).toHaveTextContent('保存后生成第2版草稿，发布前学员仍作答第1版')
  expect(publish).toBeDisabled()
  await user.type(screen.getByLabelText('简介'), '新版简介')
  await user.click(screen.getByRole('button', { name: '保存草稿' }))
  await waitFor(() =>
    expect(mockApiPost).toHaveBeenCalledWith(
      `${API}/SaveDraft`,
      expect.objectContaining({ id: 1, baseVersionId: 3, doc: expect.objectContaining({ summary: '新版简介' }) }),
      { inline: true },
    ),
  )
})

it('shows a reading role the content without any control that changes it', async () => {
  renderWith(<DiagnosisEditorView instrumentId={1} />, 'support')
  expect(await screen.findByLabelText('测评名称')).toHaveAttribute('readonly')
  expect(screen.getByTestId('catalogue-read-only')).toHaveTextContent('当前角色（客服）只能查看诊断测评')
  expect(screen.queryByRole('button', { name: /保存|发布|添加/ })).not.toBeInTheDocument()
})
