// /api/services/app/FrontCourse|FrontTeacher|FrontTopic/{Method} and the home catalogue calls.
import { notFound } from '@/lib/contract/errors'
import { byIdInput, courseListInput, pagedInput, searchCourseInput } from '@/lib/contract/schemas/catalogue'
import {
  getCourseDetail,
  getCourseList,
  getHomeData,
  getLecturerDetail,
  getLecturers,
  getNewCourses,
  getTopicDetail,
  getTopics,
  searchCourses,
} from './catalogue-data'
import { noInput } from '@/lib/contract/fields'
import { method } from './define'
import { requireSite, type ServiceContext } from '@/lib/auth/context'

/** The lecturer and topic menus are per-tenant switches: switched off, their data does not exist. */
function slugWhenOn(ctx: ServiceContext, menu: 'showTeacherMenu' | 'showTopicMenu'): string {
  const site = requireSite(ctx)
  if (!site.features[menu]) throw notFound(`本机构未开放${menu === 'showTeacherMenu' ? '讲师栏目' : '专题栏目'}`)
  return site.slug
}

const found = <T>(value: T | null, what: string): T => {
  if (value === null) throw notFound(`${what}不存在或已下架`)
  return value
}

export const frontCourseService = {
  /** Published courses of a parent or child category, free or paid, in 综合, newest or most-learners order, paged. */
  GetCourseList: method({
    verb: 'GET',
    auth: 'anonymous',
    input: courseListInput,
    summary:
      '课程列表：按大类 pcourseTypeId / 小类 courseTypeId、价格 price=free|paid 筛选，sort=overall（综合）|newest（默认）|popular，分页（默认每页20）',
    handler: (input, ctx) => getCourseList(requireSite(ctx).slug, input),
  }),
  /** One published course with its chapters and lessons, lecturers and related courses. */
  GetCourseDetail: method({
    verb: 'GET',
    auth: 'anonymous',
    input: byIdInput,
    summary: '课程详情（含章节目录、讲师、相关课程）；未发布或不存在返回 404',
    handler: async ({ id }, ctx) => found(await getCourseDetail(requireSite(ctx).slug, id), '课程'),
  }),
  /** Search by title, summary, tags and lecturer names (Chinese substrings work). */
  SearchCourse: method({
    verb: 'GET',
    auth: 'anonymous',
    input: searchCourseInput,
    summary: '搜索课程：name（去除首尾空格，最多20字）匹配标题、简介、标签与讲师姓名',
    handler: ({ name, page, pageSize }, ctx) => searchCourses(requireSite(ctx).slug, name, page, pageSize),
  }),
}

export const frontTeacherService = {
  /** Lecturers, gold ones first (only when the lecturer menu is switched on). */
  GetTeacherList: method({
    verb: 'GET',
    auth: 'anonymous',
    input: pagedInput,
    summary: '讲师列表（金牌讲师在前）；机构未开启讲师栏目时返回 404',
    handler: ({ page, pageSize }, ctx) => getLecturers(slugWhenOn(ctx, 'showTeacherMenu'), page, pageSize),
  }),
  /** One lecturer with their published courses. */
  GetTeacherDetail: method({
    verb: 'GET',
    auth: 'anonymous',
    input: byIdInput,
    summary: '讲师详情（含其课程）',
    handler: async ({ id }, ctx) => found(await getLecturerDetail(slugWhenOn(ctx, 'showTeacherMenu'), id), '讲师'),
  }),
}

export const frontTopicService = {
  /** Special topics (only when the topic menu is switched on). */
  GetTopicList: method({
    verb: 'GET',
    auth: 'anonymous',
    input: pagedInput,
    summary: '专题列表；机构未开启专题栏目时返回 404',
    handler: ({ page, pageSize }, ctx) => getTopics(slugWhenOn(ctx, 'showTopicMenu'), page, pageSize),
  }),
  /** One topic with its ordered courses. */
  GetTopicDetail: method({
    verb: 'GET',
    auth: 'anonymous',
    input: byIdInput,
    summary: '专题详情（含有序课程）',
    handler: async ({ id }, ctx) => found(await getTopicDetail(slugWhenOn(ctx, 'showTopicMenu'), id), '专题'),
  }),
}

/** Home calls named by the spec (§7); their use on the home page is ours to choose. */
export const homeCatalogueMethods = {
  GetHomeCourseTeacherByClassification: method({
    verb: 'GET',
    auth: 'anonymous',
    input: noInput,
    summary: '首页数据：每个一级分类的最新课程，以及金牌讲师（机构开启金牌讲师时）',
    description:
      '返回 { classifications: [{ courseTypeId, typeName, children, courses }], goldTeachers }；isHideGoldTeacher 关闭时 goldTeachers 为空。',
    handler: async (_input, ctx) => {
      const site = requireSite(ctx)
      const data = (await getHomeData(site.slug)) ?? { classifications: [], goldTeachers: [] }
      return site.features.showGoldTeachers ? data : { ...data, goldTeachers: [] }
    },
  }),
  GetHomeNewCoursePage: method({
    verb: 'GET',
    auth: 'anonymous',
    input: pagedInput,
    summary: '首页最新课程（按发布时间倒序，分页）',
    handler: ({ page, pageSize }, ctx) => getNewCourses(requireSite(ctx).slug, page, pageSize),
  }),
}
