// AdminTopic: the tenant's 专题 in the console (issue 28) — banner, title, introduction, 精选 (home's 精选专题), 发布,
// order, and the courses it lists in its order. A change shows on /thematiclist, /thematic/{id} and home at once.
import { methodFor } from '@/lib/contract/define'
import { notFound } from '@/lib/contract/errors'
import { ANY_ROLE } from '@/lib/contract/operator-roles'
import {
  TOPIC_MSG as MSG,
  topicCourseSearchInput,
  topicCoursesInput,
  topicIdInput,
  topicInput,
  topicListInput,
  updateTopicInput,
  type TopicCourseChoices,
  type TopicEditable,
  type TopicPage,
} from '@/lib/contract/schemas/admin-topic'
import { requireSite, type ServiceContext } from '@/lib/auth/context'
import {
  deleteTopic,
  getAdminTopic,
  insertTopic,
  listAdminTopicCourses,
  listAdminTopics,
  lockTenantCourses,
  replaceTopicCourses,
  searchTopicCourseChoices,
  updateTopic,
  type TopicValues,
} from '@/lib/db/queries/admin-catalogue-topics'
import { CATALOGUE_EDITORS, changes, checkPicture, siteChanged } from './admin-catalogue'

const method = methodFor<ServiceContext>()

/** A row's fields; the introduction arrives as its lines (lib/contract/schemas/admin-catalogue.ts). */
const values = (t: Omit<TopicValues, 'introduction'> & { introduction: string | string[] }): TopicValues => ({
  title: t.title,
  bannerUrl: t.bannerUrl,
  introduction: typeof t.introduction === 'string' ? t.introduction : t.introduction.join('\n'),
  isSelected: t.isSelected,
  isPublished: t.isPublished,
  sortOrder: t.sortOrder,
})

async function found(ctx: ServiceContext, id: number, lock = false) {
  const row = await getAdminTopic(ctx.db, { tenantId: requireSite(ctx).tenantId, id, lock })
  if (!row) throw notFound(MSG.missing)
  return row
}

/** 《标题》 list for the 操作日志: readable, in order. */
const titles = (list: { title: string }[]) => list.map((c) => c.title)

export const adminTopicService = {
  /** The topics in the site's order, published or not, with their course counts. */
  GetList: method({
    verb: 'GET',
    auth: 'operator',
    roles: ANY_ROLE,
    input: topicListInput,
    summary: '专题列表（分页；按标题筛选；含课程数、精选与发布状态）',
    handler: async (input, ctx): Promise<TopicPage> => {
      const { rows, totalCount } = await listAdminTopics(ctx.db, { tenantId: requireSite(ctx).tenantId, ...input })
      return { totalCount, items: rows }
    },
  }),

  /** One topic with its introduction and its courses in order, for the editor. */
  Get: method({
    verb: 'GET',
    auth: 'operator',
    roles: ANY_ROLE,
    input: topicIdInput,
    summary: '专题详情（编辑用，含课程及其顺序）',
    handler: async ({ id }, ctx): Promise<TopicEditable> => {
      const topic = await found(ctx, id)
      const courses = await listAdminTopicCourses(ctx.db, { tenantId: requireSite(ctx).tenantId, topicId: id })
      return { ...topic, courses }
    },
  }),

  /** The tenant's courses by title, for the editor's picker (drafts too: a topic may list one before it is published). */
  FindCourses: method({
    verb: 'GET',
    auth: 'operator',
    roles: ANY_ROLE,
    input: topicCourseSearchInput,
    summary: '按名称查找本机构的课程（专题选课用，最多20门）',
    handler: async ({ keyword }, ctx): Promise<TopicCourseChoices> => ({
      items: await searchTopicCourseChoices(ctx.db, { tenantId: requireSite(ctx).tenantId, keyword }),
    }),
  }),

  /** A new topic (its courses are set with SetCourses); the banner must be one this console uploaded. */
  Create: method({
    verb: 'POST',
    auth: 'operator',
    roles: CATALOGUE_EDITORS,
    input: topicInput,
    summary: '新建专题',
    handler: async (input, ctx): Promise<{ id: number }> => {
      const tenantId = requireSite(ctx).tenantId
      const row = { ...values(input), bannerUrl: await checkPicture(ctx, 'bannerUrl', '横幅', input.bannerUrl) }
      const id = await insertTopic(ctx.db, { tenantId, ...row })
      ctx.audit({ target: `专题「${row.title}」`, before: null, after: row })
      siteChanged(ctx)
      return { id }
    },
  }),

  /** Saves every field; an unchanged banner may be the seeded one, a new one must come from this console. */
  Update: method({
    verb: 'POST',
    auth: 'operator',
    roles: CATALOGUE_EDITORS,
    input: updateTopicInput,
    summary: '修改专题',
    handler: async ({ id, ...input }, ctx) => {
      const current = await found(ctx, id, true)
      const before = values(current)
      const after = {
        ...values(input),
        bannerUrl: await checkPicture(ctx, 'bannerUrl', '横幅', input.bannerUrl, before.bannerUrl),
      }
      await updateTopic(ctx.db, { tenantId: requireSite(ctx).tenantId, id }, after)
      ctx.audit({ target: `专题「${before.title}」`, ...changes(before, after) })
      siteChanged(ctx)
      return null
    },
  }),

  /** The topic's courses become exactly these, in this order (each one of the tenant's courses). */
  SetCourses: method({
    verb: 'POST',
    auth: 'operator',
    roles: CATALOGUE_EDITORS,
    input: topicCoursesInput,
    summary: '设置专题的课程及其顺序',
    handler: async ({ id, courseIds }, ctx) => {
      const tenantId = requireSite(ctx).tenantId
      const topic = await found(ctx, id, true)
      const mine = await lockTenantCourses(ctx.db, { tenantId, ids: courseIds })
      if (courseIds.some((c) => !mine.has(c))) throw notFound(MSG.courseMissing)
      const before = await listAdminTopicCourses(ctx.db, { tenantId, topicId: id })
      await replaceTopicCourses(ctx.db, { tenantId, topicId: id, courseIds })
      const after = await listAdminTopicCourses(ctx.db, { tenantId, topicId: id })
      ctx.audit({
        target: `专题「${topic.title}」`,
        before: { courses: titles(before) },
        after: { courses: titles(after) },
      })
      siteChanged(ctx)
      return null
    },
  }),

  /** Deletes a topic; its courses stay, only the topic's list of them goes. */
  Delete: method({
    verb: 'POST',
    auth: 'operator',
    roles: CATALOGUE_EDITORS,
    input: topicIdInput,
    summary: '删除专题（课程本身不受影响）',
    handler: async ({ id }, ctx) => {
      const current = await found(ctx, id, true)
      await deleteTopic(ctx.db, { tenantId: requireSite(ctx).tenantId, id })
      ctx.audit({ target: `专题「${current.title}」`, before: values(current), after: null })
      siteChanged(ctx)
      return null
    },
  }),
}
