// The discussion's post boxes: who sees a form, the shared text rules before any request, the API's refusals inline.
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { ApiClientError } from '@/lib/contract/api-client-error'
import type { Session } from '@/lib/client/session'
import { Composer } from './composer'

const mockPush = jest.fn()
const mockRefresh = jest.fn()
const mockApiPost = jest.fn()
const mockOpenLogin = jest.fn()
let mockSession: { session: Partial<Session> | null; ready: boolean }

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: mockPush, refresh: mockRefresh }) }))
jest.mock('@/lib/client/session', () => ({ useSession: () => mockSession }))
jest.mock('@/lib/client/login-dialog', () => ({ openLogin: () => mockOpenLogin() }))
jest.mock('@/lib/client/http', () => ({ apiPost: (...args: unknown[]) => mockApiPost(...args) }))

const person = { userId: 7, personal: true, userName: '学员小王' }

beforeEach(() => {
  jest.clearAllMocks()
  mockSession = { session: person, ready: true }
})

it('keeps its place and shows nothing until the session is read', () => {
  mockSession = { session: null, ready: false }
  const { container } = render(<Composer target={{ kind: 'topic', courseId: 3 }} device="desktop" />)
  expect(container.querySelector('form')).toBeNull()
  expect(screen.queryByText('登录后发言')).toBeNull()
})

it('offers 登录后发言 to visitors: the popup on desktop, /loginEntrance with the way back on phones', () => {
  mockSession = { session: null, ready: true }
  const { unmount } = render(<Composer target={{ kind: 'topic', courseId: 3 }} device="desktop" />)
  fireEvent.click(screen.getByRole('button', { name: '登录后发言' }))
  expect(mockOpenLogin).toHaveBeenCalledTimes(1)
  unmount()
  window.history.replaceState(null, '', '/topicList?courseId=3')
  render(<Composer target={{ kind: 'topic', courseId: 3 }} device="mobile" />)
  fireEvent.click(screen.getByRole('button', { name: '登录后发言' }))
  expect(mockPush).toHaveBeenCalledWith('/loginEntrance?locations=%2FtopicList%3FcourseId%3D3')
})

it('tells a company account that only individuals take part', () => {
  mockSession = { session: { userId: 2, personal: false }, ready: true }
  render(<Composer target={{ kind: 'reply', topicId: 1 }} device="desktop" />)
  expect(screen.getByText('企业账号不能参与课程讨论，请使用个人账号登录')).toBeInTheDocument()
  expect(screen.queryByRole('textbox')).toBeNull()
})

it('checks the title with the API’s words before sending anything', () => {
  render(<Composer target={{ kind: 'topic', courseId: 3 }} device="desktop" />)
  fireEvent.click(screen.getByRole('button', { name: '发表话题' }))
  expect(screen.getByRole('alert')).toHaveTextContent('请输入话题标题')
  fireEvent.change(screen.getByLabelText('话题标题'), { target: { value: '短' } })
  fireEvent.click(screen.getByRole('button', { name: '发表话题' }))
  expect(screen.getByRole('alert')).toHaveTextContent('话题标题至少2个字')
  expect(mockApiPost).not.toHaveBeenCalled()
})

it('posts a topic, clears the form and goes to where it shows', async () => {
  mockApiPost.mockResolvedValue({ id: 9 })
  window.history.replaceState(null, '', '/topicList?courseId=3&page=2')
  render(<Composer target={{ kind: 'topic', courseId: 3 }} device="desktop" landing="/topicList?courseId=3" />)
  fireEvent.change(screen.getByLabelText('话题标题'), { target: { value: '如何坚持学习' } })
  fireEvent.change(screen.getByLabelText('话题内容'), { target: { value: '第一行\n第二行' } })
  expect(screen.getByText('7/1000')).toBeInTheDocument()
  fireEvent.click(screen.getByRole('button', { name: '发表话题' }))
  await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/topicList?courseId=3'))
  // The browser's router cache may hold that page from a prefetch, from before the post: it is dropped too.
  expect(mockRefresh).toHaveBeenCalled()
  expect(mockApiPost).toHaveBeenCalledWith(
    '/api/services/app/CourseTopic/CreateTopic',
    { courseId: 3, title: '如何坚持学习', content: '第一行\n第二行' },
    { inline: true },
  )
  expect(screen.getByLabelText('话题标题')).toHaveValue('')
})

it('posts a reply into a floor and refreshes this page when the new reply shows here', async () => {
  mockApiPost.mockResolvedValue({ id: 10 })
  window.history.replaceState(null, '', '/talkabout/5')
  render(<Composer target={{ kind: 'reply', topicId: 1, parentId: 5 }} device="mobile" landing="/talkabout/5" />)
  fireEvent.click(screen.getByRole('button', { name: '发表回复' }))
  expect(screen.getByRole('alert')).toHaveTextContent('请输入回复内容')
  fireEvent.change(screen.getByLabelText('回复内容'), { target: { value: '同意' } })
  fireEvent.click(screen.getByRole('button', { name: '发表回复' }))
  await waitFor(() => expect(mockRefresh).toHaveBeenCalled())
  expect(mockApiPost).toHaveBeenCalledWith(
    '/api/services/app/CourseTopic/CreateReply',
    { topicId: 1, parentId: 5, content: '同意' },
    { inline: true },
  )
  expect(mockPush).not.toHaveBeenCalled()
})

it('shows the server’s refusal (e.g. the rate limit) where the person typed, keeping the text', async () => {
  const refusal = new ApiClientError({ kind: 'api', code: 429, status: 429, message: '发言过于频繁，请30秒后再试' })
  refusal.action = 'inline'
  mockApiPost.mockRejectedValue(refusal)
  render(<Composer target={{ kind: 'reply', topicId: 1 }} device="desktop" />)
  fireEvent.change(screen.getByLabelText('回复内容'), { target: { value: '再说一句' } })
  fireEvent.click(screen.getByRole('button', { name: '发表回复' }))
  expect(await screen.findByText('发言过于频繁，请30秒后再试')).toBeInTheDocument()
  expect(screen.getByLabelText('回复内容')).toHaveValue('再说一句')
})
