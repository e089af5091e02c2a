// /api/services/app/CourseTopic/{Method}: a course's discussion — topics, floor replies and replies inside a floor.
import { forbidden, notFound } from '@/lib/contract/errors'
import {
  createReplyInput,
  createTopicInput,
  replyIdInput,
  replyListInput,
  topicIdInput,
  topicListInput,
} from '@/lib/contract/schemas/discussion'
import { consume } from '@/lib/auth/limits'
import { requireSite, type ServiceContext } from '@/lib/auth/context'
import {
  getDiscussedCourse,
  getReply,
  getTopic,
  insertReply,
  insertTopic,
  softDeleteReply,
  softDeleteTopic,
} from '@/lib/db/queries/discussion'
import { method } from './define'
import { discussionChanged, readFloor, readFloorReplies, readFloors, readTopic, readTopicList } from './discussion-data'

export const COMPANY_REFUSED = '企业账号不能参与课程讨论，请使用个人账号登录'
export const NOT_YOURS = '只能删除自己发表的内容'
const COURSE_GONE = '课程不存在或已下架'
const TOPIC_GONE = '话题不存在或已删除'
const REPLY_GONE = '回复不存在或已删除'

/** The individual behind the call; a company account is told plainly that only individuals take part. */
function poster(ctx: ServiceContext): { tenantId: number; slug: string; individualId: number } {
  const site = requireSite(ctx)
  if (!ctx.caller || ctx.caller.kind !== 'user') throw forbidden(COMPANY_REFUSED)
  return { tenantId: site.tenantId, slug: site.slug, individualId: ctx.caller.accountId }
}

/** 5 posts a minute and 30 an hour per account, topics and replies together; taken only for a post about to be written. */
async function spendPost(ctx: ServiceContext, tenantId: number, individualId: number): Promise<void> {
  const key = `${tenantId}:${individualId}`
  const message = (wait: string) => `发言过于频繁，请${wait}后再试`
  await consume(ctx.db, [
    { rule: 'postMinute', key, message },
    { rule: 'postHour', key, message },
  ])
}

const joined = (lines: string[]) => lines.join('\n')

function found<T>(value: T | null, message: string): T {
  if (value === null) throw notFound(message)
  return value
}

export const courseTopicService = {
  /** The topic list of /topicList?courseId=: newest activity first. */
  GetTopicList: method({
    verb: 'GET',
    auth: 'anonymous',
    input: topicListInput,
    summary: '课程讨论：话题列表（按最近回复倒序，分页，默认每页20），含课程标题',
    description:
      '返回 { course: { id, title }, topics: { items, totalCount, page, pageSize } }；标题与内容中的敏感词以 * 显示。课程不存在、未发布或属于其他机构时返回 404。',
    handler: async ({ courseId, page, pageSize }, ctx) =>
      found(await readTopicList(ctx.db, requireSite(ctx), courseId, { page, pageSize }), COURSE_GONE),
  }),

  /** One topic for /topicDetails/{id}. */
  GetTopicDetail: method({
    verb: 'GET',
    auth: 'anonymous',
    input: topicIdInput,
    summary: '课程讨论：话题详情（标题、内容、作者、回复数、所属课程）',
    handler: async ({ id }, ctx) => found(await readTopic(ctx.db, requireSite(ctx), id), TOPIC_GONE),
  }),

  /** A topic's floors (parentId absent) or every reply inside one floor (parentId = the floor). */
  GetReplyList: method({
    verb: 'GET',
    auth: 'anonymous',
    input: replyListInput,
    summary: '课程讨论：回复列表。不传 parentId 为话题的楼层（每层附前3条楼中回复），传楼层编号为该楼全部回复',
    description: '已删除但仍有楼中回复的楼层显示为 deleted: true、content 为空。',
    handler: async ({ topicId, parentId, page, pageSize }, ctx) => {
      const site = requireSite(ctx)
      if (!(await readTopic(ctx.db, site, topicId))) throw notFound(TOPIC_GONE)
      if (parentId === undefined) return readFloors(ctx.db, site, topicId, { page, pageSize })
      const floor = await readFloor(ctx.db, site, parentId)
      if (!floor || floor.topic.id !== topicId) throw notFound(REPLY_GONE)
      return readFloorReplies(ctx.db, site, parentId, { page, pageSize })
    },
  }),

  /** One floor with its topic, for /talkabout/{id}. */
  GetReplyDetail: method({
    verb: 'GET',
    auth: 'anonymous',
    input: replyIdInput,
    summary: '课程讨论：楼层详情（该楼回复与所属话题）',
    handler: async ({ id }, ctx) => found(await readFloor(ctx.db, requireSite(ctx), id), REPLY_GONE),
  }),

  /** A signed-in individual starts a topic on a published course of this tenant. */
  CreateTopic: method({
    verb: 'POST',
    auth: 'signedIn',
    input: createTopicInput,
    summary: '课程讨论：发表话题（标题2-50字，内容0-1000字；仅个人用户；每分钟5条、每小时30条）',
    handler: async ({ courseId, title, content }, ctx) => {
      const me = poster(ctx)
      if (!(await getDiscussedCourse(ctx.db, { tenantId: me.tenantId, courseId }))) throw notFound(COURSE_GONE)
      await spendPost(ctx, me.tenantId, me.individualId)
      const id = await insertTopic(ctx.db, {
        tenantId: me.tenantId,
        courseId,
        authorId: me.individualId,
        title,
        content: joined(content),
      })
      discussionChanged(me.slug, { courseId, topicId: id })
      return { id }
    },
  }),

  /** The author removes their topic; its replies go with it. */
  DeleteTopic: method({
    verb: 'POST',
    auth: 'signedIn',
    input: topicIdInput,
    summary: '课程讨论：删除自己的话题',
    handler: async ({ id }, ctx) => {
      const me = poster(ctx)
      const topic = await getTopic(ctx.db, { tenantId: me.tenantId, topicId: id })
      if (!topic) throw notFound(TOPIC_GONE)
      if (topic.authorId !== me.individualId) throw forbidden(NOT_YOURS)
      await softDeleteTopic(ctx.db, { tenantId: me.tenantId, topicId: id })
      discussionChanged(me.slug, { courseId: topic.courseId, topicId: id })
      return true
    },
  }),

  /** A reply to the topic (a new floor) or, with parentId, inside a floor. */
  CreateReply: method({
    verb: 'POST',
    auth: 'signedIn',
    input: createReplyInput,
    summary:
      '课程讨论：回复话题（新楼层）或回复楼层（传 parentId）；1-500字；仅个人用户；与发表话题合计每分钟5条、每小时30条',
    handler: async ({ topicId, parentId, content }, ctx) => {
      const me = poster(ctx)
      const topic = await getTopic(ctx.db, { tenantId: me.tenantId, topicId })
      if (!topic) throw notFound(TOPIC_GONE)
      if (parentId !== undefined) {
        const floor = await getReply(ctx.db, { tenantId: me.tenantId, replyId: parentId })
        if (!floor || floor.topicId !== topicId || floor.parentId !== null || floor.deletedAt !== null)
          throw notFound(REPLY_GONE)
      }
      await spendPost(ctx, me.tenantId, me.individualId)
      const id = await ctx.db.transaction((tx) =>
        insertReply(tx, {
          tenantId: me.tenantId,
          topicId,
          parentId: parentId ?? null,
          authorId: me.individualId,
          content: joined(content),
        }),
      )
      discussionChanged(me.slug, { courseId: topic.courseId, topicId, replyId: id })
      return { id }
    },
  }),

  /** The author removes their reply; counts follow in the same transaction. */
  DeleteReply: method({
    verb: 'POST',
    auth: 'signedIn',
    input: replyIdInput,
    summary: '课程讨论：删除自己的回复（有楼中回复的楼层显示“该回复已删除”）',
    handler: async ({ id }, ctx) => {
      const me = poster(ctx)
      const reply = await getReply(ctx.db, { tenantId: me.tenantId, replyId: id })
      const topic =
        reply && reply.deletedAt === null
          ? await getTopic(ctx.db, { tenantId: me.tenantId, topicId: reply.topicId })
          : null
      if (!reply || !topic) throw notFound(REPLY_GONE)
      if (reply.authorId !== me.individualId) throw forbidden(NOT_YOURS)
      await ctx.db.transaction((tx) => softDeleteReply(tx, { tenantId: me.tenantId, replyId: id }))
      discussionChanged(me.slug, { courseId: topic.courseId, topicId: topic.id })
      return true
    },
  }),
}
