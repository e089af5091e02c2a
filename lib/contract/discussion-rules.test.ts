// The discussion's text rules, shared by the browser forms and the API's zod inputs.
import {
  checkReplyContent,
  checkTopicContent,
  checkTopicTitle,
  DISCUSSION_MSG as M,
  excerpt,
  normalizePostText,
  textLength,
} from './discussion-rules'
import { createReplyInput, createTopicInput } from './schemas/discussion'

describe('normalizePostText', () => {
  it('unifies line breaks, drops trailing spaces of lines, keeps at most one blank line and trims', () => {
    expect(normalizePostText('  a\r\nb\rc  \n\n\n\n d \u3000\n')).toBe('a\nb\nc\n\n d')
    expect(normalizePostText(' \n ')).toBe('')
  })
})

describe('checks', () => {
  it('title: 2–50 characters, one line, counted in characters', () => {
    expect(checkTopicTitle('')).toBe(M.titleEmpty)
    expect(checkTopicTitle('  ')).toBe(M.titleEmpty)
    expect(checkTopicTitle('题')).toBe(M.titleShort)
    expect(checkTopicTitle('题目')).toBe('')
    expect(checkTopicTitle('题'.repeat(50))).toBe('')
    expect(checkTopicTitle('题'.repeat(51))).toBe(M.titleLong)
    expect(checkTopicTitle('😀'.repeat(50))).toBe('')
    expect(checkTopicTitle('两行\n标题')).toBe(M.titleBad)
    expect(checkTopicTitle('制表\t符')).toBe(M.titleBad)
  })

  it('topic content: optional, up to 1000 characters, line breaks but no other control characters', () => {
    expect(checkTopicContent('')).toBe('')
    expect(checkTopicContent('字'.repeat(1000))).toBe('')
    expect(checkTopicContent('字'.repeat(1001))).toBe(M.contentLong)
    expect(checkTopicContent('一\n二')).toBe('')
    expect(checkTopicContent('一\u0000二')).toBe(M.contentBad)
    expect(checkTopicContent('一\u009f二')).toBe(M.contentBad)
  })

  it('reply: 1–500 characters after trimming', () => {
    expect(checkReplyContent(' \n ')).toBe(M.replyEmpty)
    expect(checkReplyContent('好')).toBe('')
    expect(checkReplyContent(` ${'回'.repeat(500)} `)).toBe('')
    expect(checkReplyContent('回'.repeat(501))).toBe(M.replyLong)
    expect(checkReplyContent('a\u007fb')).toBe(M.replyBad)
  })

  it('counts code points', () => {
    expect(textLength('𠮷😀a')).toBe(3)
  })
})

describe('excerpt', () => {
  it('flattens whitespace and cuts at a character count with …', () => {
    expect(excerpt('一\n\n二  三', 10)).toBe('一 二 三')
    expect(excerpt('一二三四五', 3)).toBe('一二三…')
    expect(excerpt('😀😀😀', 2)).toBe('😀😀…')
  })
})

describe('zod inputs built on the same rules', () => {
  it('hand the handler normalised text, contents as lines (so the dispatcher never sees a line feed)', () => {
    expect(createTopicInput.parse({ courseId: '3', title: ' 标题 ', content: 'a\r\nb' })).toEqual({
      courseId: 3,
      title: '标题',
      content: ['a', 'b'],
    })
    expect(createTopicInput.parse({ courseId: 3, title: '标题' })).toEqual({
      courseId: 3,
      title: '标题',
      content: [''],
    })
    expect(createReplyInput.parse({ topicId: 1, parentId: '', content: '好' })).toEqual({ topicId: 1, content: ['好'] })
    expect(createReplyInput.parse({ topicId: 1, parentId: 2, content: '好' })).toEqual({
      topicId: 1,
      parentId: 2,
      content: ['好'],
    })
  })

  it('refuse with the same first message as the form', () => {
    const r = createReplyInput.safeParse({ topicId: 1, content: '回'.repeat(501) })
    expect(r.success).toBe(false)
    expect(r.error!.issues[0]).toMatchObject({ message: M.replyLong, path: ['content'] })
    expect(createTopicInput.safeParse({ courseId: 1, title: '题' }).error!.issues[0].message).toBe(M.titleShort)
  })
})
