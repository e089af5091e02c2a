// Inputs and results of the course discussion calls (CourseTopic/*): topics per course, floor replies, replies in a floor.
import { z } from 'zod'
import { id } from '../fields'
import { checkReplyContent, checkTopicContent, checkTopicTitle, normalizePostText } from '../discussion-rules'
import { pagedInput } from './catalogue'

/** A post text: normalised (line breaks, blank lines, trim) and checked by the same rule the browser form uses. */
function postText(label: string, rule: (value: string) => string, empty: string) {
  return z
    .string({ error: (iss) => (iss.input === undefined || iss.input === null ? empty : `${label}格式不正确`) })
    .transform((raw, ctx) => {
      const message = rule(raw)
      if (message) {
        ctx.addIssue({ code: 'custom', message })
        return z.NEVER
      }
      return normalizePostText(raw)
    })
    .meta({ title: label })
}

/**
 * Contents keep their line breaks, which the dispatcher's last-line control-character check would refuse in a
 * string: after their own check (line feeds only), they travel to the handler as lines and are joined there.
 */
const asLines = (text: string) => text.split('\n')

export const topicListInput = pagedInput.extend({ courseId: id('课程编号') })
export const topicIdInput = z.object({ id: id('话题编号') })
export const replyIdInput = z.object({ id: id('回复编号') })
export const replyListInput = pagedInput.extend({
  topicId: id('话题编号'),
  /** Absent: the topic's floors (each with its first replies); a floor's id: every reply inside that floor. */
  parentId: z.preprocess((v) => (v === '' || v === null ? undefined : v), id('楼层编号').optional()),
})

export const createTopicInput = z.object({
  courseId: id('课程编号'),
  title: postText('话题标题', checkTopicTitle, '请输入话题标题'),
  content: z
    .preprocess((v) => (v === undefined || v === null ? '' : v), postText('话题内容', checkTopicContent, ''))
    .transform(asLines),
})

export const createReplyInput = z.object({
  topicId: id('话题编号'),
  parentId: z.preprocess((v) => (v === '' || v === null ? undefined : v), id('楼层编号').optional()),
  content: postText('回复内容', checkReplyContent, '请输入回复内容').transform(asLines),
})

export interface PostAuthor {
  id: number
  nickname: string
  /** Ready to show: storage base URL + path at 100×100 (docs/spec.md §3), a third-party avatar as is, '' for none. */
  avatarUrl: string
}

export interface TopicItem {
  id: number
  courseId: number
  title: string
  /** The content's first characters on one line (masked). */
  excerpt: string
  author: PostAuthor
  replyCount: number
  createdAt: string
  lastReplyAt: string | null
}

export interface TopicDetailDto extends Omit<TopicItem, 'excerpt'> {
  content: string
  courseTitle: string
}

export interface ReplyDto {
  id: number
  topicId: number
  /** null: a floor (a reply to the topic); else the floor it belongs to. */
  parentId: number | null
  /** A floor's number in its topic (1楼, 2楼…, deleted floors keep theirs); 0 inside a floor. */
  floor: number
  /** '' for a deleted floor still shown for its replies (deleted: true, author null). */
  content: string
  author: PostAuthor | null
  deleted: boolean
  childCount: number
  createdAt: string
}

export interface FloorDto extends ReplyDto {
  /** The floor's first replies (up to FLOOR_PREVIEW); the rest are on /talkabout/{id}. */
  children: ReplyDto[]
}

export interface FloorDetailDto {
  floor: ReplyDto
  topic: { id: number; courseId: number; title: string }
}

/** Replies shown under each floor on the topic page. */
export const FLOOR_PREVIEW = 3
/** Characters of a topic's excerpt in the list. */
export const EXCERPT_LENGTH = 80
