// Submitting a questionnaire while an answer's draft save is still on its way (e2e caught it: 12/12 on the screen,
// 还有6道题未作答 from the server, because the submission overtook the save): the answers travel with the submission.
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { makeQueryClient } from '@/lib/query/make-query-client'
import { Questionnaire } from './questionnaire'

const mockApiGet = jest.fn()
const mockApiPost = jest.fn()
const mockPush = jest.fn()
jest.mock('@/lib/client/http', () => ({
  apiGet: (...args: unknown[]) => mockApiGet(...args),
  apiPost: (...args: unknown[]) => mockApiPost(...args),
}))
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: mockPush, replace: jest.fn() }) }))

const INSTRUMENT = {
  id: 2,
  title: '数字化素养自评',
  summary: '',
  minutes: 5,
  likert: ['非常不同意', '不同意', '一般', '同意', '非常同意'],
  dimensions: [{ id: 1, name: '数字化协作', description: '' }],
  questions: [
    { id: 11, dimensionId: 1, kind: 'likert', text: '我会提前发出议程。', options: [] },
    { id: 12, dimensionId: 1, kind: 'likert', text: '我会记录会议结论。', options: [] },
  ],
  // Saved on another device: the first question.
  answers: { '11': 4 },
}

beforeEach(() => {
  mockApiGet
    .mockReset()
    .mockImplementation((path: string) =>
      Promise.resolve(path.endsWith('/GetInstrument') ? INSTRUMENT : { industry: '互联网', workYears: '1-3年' }),
    )
  // A draft save that has not come back when the learner presses 提交诊断.
  mockApiPost
    .mockReset()
    .mockImplementation((path: string) =>
      path.endsWith('/SaveDraft') ? new Promise(() => undefined) : Promise.resolve({ reportId: 9 }),
    )
})

it('sends every answer on the screen with the submission, so a draft save still on its way cannot be overtaken', async () => {
  const user = userEvent.setup()
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <Questionnaire id={2} variant="desktop" />
    </QueryClientProvider>,
  )
  const second = await screen.findByRole('group', { name: /我会记录会议结论/ })
  await user.click(second.querySelectorAll('input')[3] as HTMLInputElement)
  // Past the draft timer: its save is sent and never answers.
  await new Promise((r) => setTimeout(r, 700))
  expect(mockApiPost).toHaveBeenCalledWith(
    expect.stringMatching(/SaveDraft$/),
    { id: 2, answers: { '12': 4 } },
    expect.anything(),
  )
  await user.click(screen.getByRole('button', { name: '提交诊断' }))
  expect(mockApiPost).toHaveBeenLastCalledWith(
    expect.stringMatching(/Submit$/),
    { id: 2, answers: { '11': 4, '12': 4 } },
    expect.anything(),
  )
  expect(mockPush).toHaveBeenCalledWith('/report?id=9')
})
