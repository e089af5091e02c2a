// The learning page's outline: a locked lesson is marked with an SVG lock named 未解锁 (issue 27: the 🔒 emoji showed
// as a tofu box on systems without an emoji font), a finished one with 已学完, a free preview with 试看.
import { render, screen, within } from '@testing-library/react'
import { LessonList, type OutlineItem } from './lesson-list'

const item = (id: number, over: Partial<OutlineItem>): OutlineItem => ({
  id,
  chapterTitle: '第一章',
  title: `第${id}节`,
  durationSeconds: 90,
  isFreePreview: false,
  playable: true,
  percent: 0,
  completed: false,
  ...over,
})

it('marks a locked lesson with an SVG lock, not an emoji', () => {
  render(
    <LessonList
      items={[item(1, { completed: true }), item(2, { isFreePreview: true }), item(3, { playable: false })]}
      currentId={1}
      onSelect={() => undefined}
    />,
  )
  const [done, preview, locked] = screen.getAllByTestId('learn-lesson')
  expect(done).toHaveTextContent('已学完')
  expect(preview).toHaveTextContent('试看')
  const lock = within(locked).getByRole('img', { name: '未解锁' })
  expect(lock.querySelector('svg')).not.toBeNull()
  expect(locked.textContent).not.toMatch(/\p{Extended_Pictographic}/u)
})
