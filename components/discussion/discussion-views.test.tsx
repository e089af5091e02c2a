// What the discussion pages draw: user text as text (escaped, line breaks kept), floors with their previews and the
// way into the thread, deleted floors, the course page's link, and 删除 only on one's own posts.
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { FloorDto, ReplyDto } from '@/lib/contract/schemas/discussion'
import type { Session } from '@/lib/client/session'
import { CourseDiscussionLink } from './course-discussion-link'
import { DeletePost } from './delete-post'
import { FloorItem } from './floor-item'
import { PostText } from './post-parts'
import { TopicRow } from './topic-row'

const mockApiPost = jest.fn()
const mockPush = jest.fn()
const mockRefresh = jest.fn()
let mockSession: Partial<Session> | null = null
const mockConfirm = jest.fn()

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: mockPush, refresh: mockRefresh }) }))
jest.mock('@/lib/client/session', () => ({ useSession: () => ({ session: mockSession, ready: true }) }))
jest.mock('@/lib/client/http', () => ({ apiPost: (...a: unknown[]) => mockApiPost(...a) }))
jest.mock('@/components/ui/use-confirm', () => ({
  useConfirm: () => ({ confirm: (m: string) => mockConfirm(m), dialog: null }),
}))

const NOW = new Date('2026-11-22T12:00:00Z')
const author = { id: 7, nickname: '学员小王', avatarUrl: '' }
const reply = (id: number, content: string, extra: Partial<ReplyDto> = {}): ReplyDto => ({
  id,
  topicId: 1,
  parentId: 4,
  floor: 0,
  content,
  author,
  deleted: false,
  childCount: 0,
  createdAt: '2026-11-22T11:55:00Z',
  ...extra,
})

beforeEach(() => {
  jest.clearAllMocks()
  mockSession = null
  // The reader's clock: post times count from it once the page is in the browser.
  jest.spyOn(Date, 'now').mockReturnValue(NOW.getTime())
})
afterEach(() => jest.restoreAllMocks())

it('renders user text as text: markup stays visible and line breaks stay', () => {
  render(<PostText text={'<script>alert(1)</script>\n<b>粗</b>'} />)
  const p = screen.getByTestId('post-text')
  expect(p.textContent).toBe('<script>alert(1)</script>\n<b>粗</b>')
  expect(p.querySelector('script, b')).toBeNull()
  expect(p.className).toContain('whitespace-pre-line')
})

it('lists a topic with its link, excerpt, author, relative time and reply count', () => {
  render(
    <TopicRow
      now={NOW}
      topic={{
        id: 3,
        courseId: 1,
        title: '有人**吗',
        excerpt: '内容',
        author,
        replyCount: 4,
        createdAt: '2026-11-22T11:00:00Z',
        lastReplyAt: '2026-11-22T11:58:00Z',
      }}
    />,
  )
  expect(screen.getByRole('link', { name: '有人**吗' })).toHaveAttribute('href', '/topicDetails/3')
  expect(screen.getByText('1小时前')).toBeInTheDocument()
  expect(screen.getByText('最后回复 2分钟前')).toBeInTheDocument()
  expect(screen.getByLabelText('4条回复')).toHaveTextContent('4')
})

it("counts post times from the reader's clock, not from when the cached page was drawn", () => {
  const drawn = new Date('2026-11-22T10:00:00Z')
  render(<FloorItem floor={{ ...reply(4, '一楼', { parentId: null, floor: 1 }), children: [] }} now={drawn} />)
  expect(screen.getByText('5分钟前')).toBeInTheDocument()
  expect(screen.getByText('5分钟前')).toHaveAttribute('dateTime', '2026-11-22T11:55:00Z')
})

it('shows a floor with its number, first replies and 查看全部N条回复 when more exist', () => {
  const floor: FloorDto = {
    ...reply(4, '一楼内容', { parentId: null, floor: 1, childCount: 5 }),
    children: [reply(5, '甲'), reply(6, '乙'), reply(7, '丙')],
  }
  render(<FloorItem floor={floor} now={NOW} />)
  expect(screen.getByText('1楼')).toBeInTheDocument()
  expect(screen.getAllByTestId('child-reply')).toHaveLength(3)
  expect(screen.getByRole('link', { name: '查看全部5条回复 ›' })).toHaveAttribute('href', '/talkabout/4')
  expect(screen.getByRole('link', { name: '回复' })).toHaveAttribute('href', '/talkabout/4')
})

it('shows a deleted floor as 该回复已删除 with its replies, and no link for more when all are shown', () => {
  const floor: FloorDto = {
    ...reply(4, '', { parentId: null, floor: 2, deleted: true, author: null, childCount: 1 }),
    children: [reply(5, '还在')],
  }
  render(<FloorItem floor={floor} now={NOW} />)
  expect(screen.getByTestId('post-deleted')).toHaveTextContent('该回复已删除')
  expect(screen.getByText('还在')).toBeInTheDocument()
  expect(screen.queryByTestId('floor-more')).toBeNull()
  expect(screen.queryByRole('link', { name: '回复' })).toBeNull()
})

it('offers 删除 only to the author, asks first, and then refreshes or leaves', async () => {
  const { rerender } = render(<DeletePost kind="topic" id={3} authorId={7} then="/topicList?courseId=1" />)
  expect(screen.queryByRole('button', { name: '删除' })).toBeNull()
  mockSession = { userId: 8, personal: true }
  rerender(<DeletePost kind="topic" id={3} authorId={7} then="/topicList?courseId=1" />)
  expect(screen.queryByRole('button', { name: '删除' })).toBeNull()
  mockSession = { userId: 7, personal: false }
  rerender(<DeletePost kind="topic" id={3} authorId={7} then="/topicList?courseId=1" />)
  expect(screen.queryByRole('button', { name: '删除' })).toBeNull()

  mockSession = { userId: 7, personal: true }
  rerender(<DeletePost kind="topic" id={3} authorId={7} then="/topicList?courseId=1" />)
  mockConfirm.mockResolvedValueOnce(false)
  fireEvent.click(screen.getByRole('button', { name: '删除' }))
  await waitFor(() => expect(mockConfirm).toHaveBeenCalledTimes(1))
  expect(mockApiPost).not.toHaveBeenCalled()

  mockConfirm.mockResolvedValueOnce(true)
  mockApiPost.mockResolvedValueOnce(true)
  fireEvent.click(screen.getByRole('button', { name: '删除' }))
  await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/topicList?courseId=1'))
  // …and drops the browser's cached pages, so the list it lands on is fetched without the topic.
  expect(mockRefresh).toHaveBeenCalled()
  expect(mockApiPost).toHaveBeenCalledWith('/api/services/app/CourseTopic/DeleteTopic', { id: 3 }, { inline: true })
  mockRefresh.mockClear()

  rerender(<DeletePost kind="reply" id={5} authorId={7} />)
  mockConfirm.mockResolvedValueOnce(true)
  mockApiPost.mockResolvedValueOnce(true)
  fireEvent.click(screen.getByRole('button', { name: '删除' }))
  await waitFor(() => expect(mockRefresh).toHaveBeenCalled())
  expect(mockApiPost).toHaveBeenLastCalledWith('/api/services/app/CourseTopic/DeleteReply', { id: 5 }, { inline: true })
})

it('links the course page to its discussion with the count, on both variants', async () => {
  render(await CourseDiscussionLink({ courseId: 12, count: Promise.resolve(3), variant: 'desktop' }))
  expect(screen.getByRole('link', { name: '课程讨论（3）' })).toHaveAttribute('href', '/topicList?courseId=12')
  render(await CourseDiscussionLink({ courseId: 12, count: Promise.resolve(0), variant: 'mobile' }))
  expect(screen.getByText('发起第一个话题 ›')).toBeInTheDocument()
})
