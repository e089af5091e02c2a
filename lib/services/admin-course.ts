// AdminCourse (issue 28, 课程管理): a tenant's courses in every state — list, edit, publish, take down, delete.
// Chapters and lessons are AdminCourseOutline's. A write that changes what visitors see drops the tenant's cached
// pages after its commit, so home, list, search, detail and sitemap show it on their next request.
import { revalidatePath, revalidateTag } from 'next/cache'
import { methodFor } from '@/lib/contract/define'
import { badRequest, businessRule, notFound } from '@/lib/contract/errors'
import { noInput } from '@/lib/contract/fields'
import { ANY_ROLE, type OperatorRole } from '@/lib/contract/operator-roles'
import {
  COURSE_MISSING,
  COURSE_STATES,
  courseIdInput,
  courseListInput,
  createCourseInput,
  DELETE_ENROLLED,
  PUBLISH_NEEDS_VIDEO,
  updateCourseInput,
  type AdminCourseDetail,
  type AdminCourseList,
  type AdminCourseOptions,
  type CreateCourseInput,
} from '@/lib/contract/schemas/admin-course'
import type { TenantSite } from '@/lib/contract/site'
import { requireSite, type ServiceContext } from '@/lib/auth/context'
import {
  countCouponsNaming,
  courseTypeOf,
  deleteCourse,
  getAdminCourse,
  getCourseRowAnyState,
  insertCourse,
  lecturersOf,
  listAdminCourses,
  listCourseOptions,
  lockAdminCourse,
  setCourseLecturers,
  updateCourse,
  type AdminCourseRecord,
  type CourseWrite,
} from '@/lib/db/queries/admin-courses'
import type { CourseDetail } from '@/lib/contract/schemas/catalogue'
import { listCourseLecturers, listCourseOutline, listRelatedCourses } from '@/lib/db/queries/catalogue'
import { listLessonVideoFiles } from '@/lib/db/queries/video-transcodes'
import { isConsoleUpload } from '@/lib/storage/upload-keys'
import { toCourseDetail } from './catalogue-map'
import { changes, detail, iso, logged, searchTextOf, stateOf } from './admin-course-fields'
import { sanitizeDescription } from './course-description'
import { removeVideoFilesLater } from './lesson-files'
import { tenantTag } from './tenant-site'

const method = methodFor<ServiceContext>()
const EDITORS: readonly OperatorRole[] = ['admin', 'operations']

/** The course of this tenant, or 404 (another tenant's id is not found, never shown). */
async function courseOf(ctx: ServiceContext, id: number): Promise<AdminCourseRecord> {
  const course = await getAdminCourse(ctx.db, { tenantId: requireSite(ctx).tenantId, id })
  if (!course) throw notFound(COURSE_MISSING)
  return course
}

/** Checks what the fields point at (cover, category, lecturers) and turns them into the row to write. */
async function writable(ctx: ServiceContext, site: TenantSite, input: CreateCourseInput, current?: AdminCourseRecord) {
  if (input.coverUrl && input.coverUrl !== current?.coverUrl && !isConsoleUpload(input.coverUrl, site.slug))
    throw badRequest('封面须在管理后台上传', ['coverUrl'])
  if (!(await courseTypeOf(ctx.db, { tenantId: site.tenantId, id: input.courseTypeId })))
    throw badRequest('课程分类不存在', ['courseTypeId'])
  const found = await lecturersOf(ctx.db, { tenantId: site.tenantId, ids: input.lecturerIds })
  if (found.length !== input.lecturerIds.length) throw badRequest('讲师不存在', ['lecturerIds'])
  const values: CourseWrite = {
    title: input.title,
    coverUrl: input.coverUrl,
    summary: input.summary,
    description: sanitizeDescription(input.description, site.slug),
    courseTypeId: input.courseTypeId,
    tags: input.tags,
    priceCents: input.vipOnly ? input.price : 0,
    forbidSkip: input.forbidSkip,
    homeBar: input.homeBar,
    homeNew: input.homeNew,
    homeFeatured: input.homeFeatured,
    searchText: searchTextOf(input),
  }
  return values
}

/** The tenant's public pages show the change on their next request (after commit: no render in between caches the old). */
function refreshSite(ctx: ServiceContext, slug: string) {
  ctx.afterCommit(() => {
    revalidateTag(tenantTag(slug), { expire: 0 })
    revalidatePath(`/${slug}`, 'layout')
  })
}

const target = (title: string) => `课程「${title}」`

export const adminCourseService = {
  /** The tenant's courses in every state, newest change first, by title keyword, category and state. */
  GetList: method({
    verb: 'GET',
    auth: 'operator',
    roles: ANY_ROLE,
    input: courseListInput,
    summary: '课程列表（分页；按标题关键词、分类、状态 草稿/已发布/已下架 筛选）',
    handler: async (input, ctx): Promise<AdminCourseList> => {
      const { rows, totalCount } = await listAdminCourses(ctx.db, { tenantId: requireSite(ctx).tenantId, ...input })
      return {
        totalCount,
        items: rows.map((r) => ({
          id: r.id,
          title: r.title,
          coverUrl: r.coverUrl,
          courseTypeName: r.courseTypeName,
          parentCourseTypeName: r.parentCourseTypeName,
          lecturers: r.lecturers ?? [],
          priceCents: r.priceCents,
          state: stateOf(r),
          learnerCount: Number(r.learnerCount),
          lessonCount: Number(r.lessonCount),
          updatedAt: iso(r.updatedAt)!,
          publishedAt: iso(r.publishedAt),
        })),
      }
    },
  }),

  /** The tenant's categories and lecturers, for the editor's pickers. */
  GetOptions: method({
    verb: 'GET',
    auth: 'operator',
    roles: ANY_ROLE,
    input: noInput,
    summary: '课程编辑可选项：机构的课程分类（一级及其二级）与讲师',
    handler: async (_input, ctx): Promise<AdminCourseOptions> => {
      const { types, lecturers } = await listCourseOptions(ctx.db, { tenantId: requireSite(ctx).tenantId })
      return {
        categories: types
          .filter((t) => t.parentId === null)
          .map((top) => ({
            id: top.id,
            name: top.name,
            children: types.filter((t) => t.parentId === top.id).map((t) => ({ id: t.id, name: t.name })),
          })),
        lecturers,
      }
    },
  }),

  /** One course as the editor shows it, in any state. */
  Get: method({
    verb: 'GET',
    auth: 'operator',
    roles: ANY_ROLE,
    input: courseIdInput,
    summary: '课程详情（编辑用，含草稿与已下架）',
    handler: async ({ id }, ctx) => detail(await courseOf(ctx, id)),
  }),

  /** The course as the public course page draws it, in any state: the console's 预览 renders the page's own view. */
  GetPreview: method({
    verb: 'GET',
    auth: 'operator',
    roles: ANY_ROLE,
    input: courseIdInput,
    summary: '课程预览数据（与公开课程详情相同的结构，含草稿与已下架）',
    handler: async ({ id }, ctx): Promise<CourseDetail> => {
      const tenantId = requireSite(ctx).tenantId
      const course = await getCourseRowAnyState(ctx.db, { tenantId, id })
      if (!course) throw notFound(COURSE_MISSING)
      const [outline, lecturers, related] = await Promise.all([
        listCourseOutline(ctx.db, { tenantId, courseId: id }),
        listCourseLecturers(ctx.db, { tenantId, courseId: id }),
        listRelatedCourses(ctx.db, {
          tenantId,
          courseId: id,
          courseTypeId: course.courseTypeId,
          parentCourseTypeId: course.parentCourseTypeId,
        }),
      ])
      return toCourseDetail(course, outline, lecturers, related)
    },
  }),

  /** A new draft: nobody outside the console sees it until it is published. */
  Create: method({
    verb: 'POST',
    auth: 'operator',
    roles: EDITORS,
    input: createCourseInput,
    summary: '新建课程（草稿，发布前访客不可见）',
    handler: async (input, ctx): Promise<AdminCourseDetail> => {
      const site = requireSite(ctx)
      const values = await writable(ctx, site, input)
      const id = await insertCourse(ctx.db, { tenantId: site.tenantId }, values)
      await setCourseLecturers(ctx.db, { tenantId: site.tenantId, id, lecturerIds: input.lecturerIds })
      ctx.audit({
        target: target(values.title),
        before: null,
        after: logged({ ...values, lecturerIds: input.lecturerIds }),
      })
      return detail((await getAdminCourse(ctx.db, { tenantId: site.tenantId, id }))!)
    },
  }),

  /** Saves the 基本信息 tab; a published course shows the change on the site at once. */
  Update: method({
    verb: 'POST',
    auth: 'operator',
    roles: EDITORS,
    input: updateCourseInput,
    summary: '保存课程基本信息（已发布的课程保存后立即在网站上显示）',
    handler: async ({ id, ...input }, ctx): Promise<AdminCourseDetail> => {
      const site = requireSite(ctx)
      const current = await courseOf(ctx, id)
      const values = await writable(ctx, site, input, current)
      await updateCourse(ctx.db, { tenantId: site.tenantId, id }, values)
      await setCourseLecturers(ctx.db, { tenantId: site.tenantId, id, lecturerIds: input.lecturerIds })
      const before = logged({ ...current, lecturerIds: current.lecturerIds })
      ctx.audit({
        target: target(values.title),
        ...changes(before, logged({ ...values, lecturerIds: input.lecturerIds })),
      })
      // A course taken down still has its learners' learning page (cached under the tenant's tag).
      if (current.publishedAt !== null) refreshSite(ctx, site.slug)
      return detail((await getAdminCourse(ctx.db, { tenantId: site.tenantId, id }))!)
    },
  }),

  /** Puts the course on the site: home, list, search, detail and sitemap, from the next request. */
  Publish: method({
    verb: 'POST',
    auth: 'operator',
    roles: EDITORS,
    input: courseIdInput,
    summary: '发布课程（须至少有一个已上传视频的课时；发布后立即出现在首页、列表、搜索、详情与站点地图）',
    handler: async ({ id }, ctx): Promise<AdminCourseDetail> => {
      const site = requireSite(ctx)
      await lockAdminCourse(ctx.db, { tenantId: site.tenantId, id })
      const course = await courseOf(ctx, id)
      if (course.isPublished) return detail(course)
      if (course.videoLessonCount === 0) throw businessRule(PUBLISH_NEEDS_VIDEO)
      await updateCourse(ctx.db, { tenantId: site.tenantId, id }, { isPublished: true, publishedAt: new Date() })
      ctx.audit({
        target: target(course.title),
        before: { state: COURSE_STATES[stateOf(course)] },
        after: { state: COURSE_STATES.published },
      })
      refreshSite(ctx, site.slug)
      return detail((await getAdminCourse(ctx.db, { tenantId: site.tenantId, id }))!)
    },
  }),

  /** Takes the course off the site (404 for visitors and search); enrolled learners keep learning it. */
  Unpublish: method({
    verb: 'POST',
    auth: 'operator',
    roles: EDITORS,
    input: courseIdInput,
    summary: '下架课程（访客与搜索不再可见，已加入的学员仍可继续学习）',
    handler: async ({ id }, ctx): Promise<AdminCourseDetail> => {
      const site = requireSite(ctx)
      await lockAdminCourse(ctx.db, { tenantId: site.tenantId, id })
      const course = await courseOf(ctx, id)
      if (!course.isPublished) return detail(course)
      await updateCourse(ctx.db, { tenantId: site.tenantId, id }, { isPublished: false })
      ctx.audit({
        target: target(course.title),
        before: { state: COURSE_STATES.published },
        after: { state: COURSE_STATES.unpublished },
      })
      refreshSite(ctx, site.slug)
      return detail((await getAdminCourse(ctx.db, { tenantId: site.tenantId, id }))!)
    },
  }),

  /** Deletes a course nobody has joined, with its chapters and lessons (their uploaded videos after commit); refused while anyone is enrolled. */
  Delete: method({
    verb: 'POST',
    auth: 'operator',
    roles: EDITORS,
    input: courseIdInput,
    summary: '删除课程及其章节、课时（已有学员加入或有课程券指定该课程时不能删除）',
    handler: async ({ id }, ctx) => {
      const site = requireSite(ctx)
      await lockAdminCourse(ctx.db, { tenantId: site.tenantId, id })
      const course = await courseOf(ctx, id)
      if (course.learnerCount > 0) throw businessRule(DELETE_ENROLLED(course.learnerCount))
      if ((await countCouponsNaming(ctx.db, { tenantId: site.tenantId, id })) > 0)
        throw businessRule('有课程券指定了该课程，不能删除；如需停止展示，请下架')
      const files = await listLessonVideoFiles(ctx.db, { tenantId: site.tenantId, courseId: id })
      await deleteCourse(ctx.db, { tenantId: site.tenantId, id })
      ctx.afterCommit(() => void removeVideoFilesLater(site, files))
      ctx.audit({
        target: target(course.title),
        before: { state: COURSE_STATES[stateOf(course)], lessonCount: course.lessonCount },
        after: null,
      })
      if (course.isPublished) refreshSite(ctx, site.slug)
      return null
    },
  }),
}
