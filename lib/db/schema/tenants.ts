// Tenants and everything a page needs before it can draw its shell: settings, header/footer data.
import { sql } from 'drizzle-orm'
import { boolean, integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core'

/** Tenant availability (docs/spec.md §4): 1 active, 2 inactive. "3 not found" is an answer, never stored. */
export const TENANT_STATE = { active: 1, inactive: 2 } as const

export const tenants = pgTable('tenants', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: varchar('slug', { length: 63 }).notNull().unique(),
  state: smallint('state').notNull().default(TENANT_STATE.active),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Storage this tenant may fill, in MB (platform console); null: STORAGE_QUOTA_MB. */
  storageQuotaMb: integer('storage_quota_mb'),
})

/** Every "Common settings" field of docs/spec.md §3, one row per tenant. */
export const tenantSettings = pgTable('tenant_settings', {
  tenantId: integer('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  tenantName: varchar('tenant_name', { length: 60 }).notNull(),
  tenantLogoUrl: text('tenant_logo_url').notNull().default(''),
  icoUrl: text('ico_url').notNull().default(''),
  paymentUnitName: varchar('payment_unit_name', { length: 10 }).notNull().default('元'),
  isOpenPlatformService: boolean('is_open_platform_service').notNull().default(false),
  isHideBottom: boolean('is_hide_bottom').notNull().default(false),
  isHideGoldTeacher: boolean('is_hide_gold_teacher').notNull().default(false),
  isHideLoginByQQ: boolean('is_hide_login_by_qq').notNull().default(false),
  isHideLoginByWechat: boolean('is_hide_login_by_wechat').notNull().default(false),
  isHideMenuTeacher: boolean('is_hide_menu_teacher').notNull().default(false),
  isHideCompanyRegAndLogin: boolean('is_hide_company_reg_and_login').notNull().default(false),
  isHideMenuMoreSpecial: boolean('is_hide_menu_more_special').notNull().default(false),
  isHideSelectedSpecial: boolean('is_hide_selected_special').notNull().default(false),
  /** The 跑马灯 watermark (masked phone and nickname) over lesson videos (issue 30; not a spec field, so not inverted). */
  videoWatermark: boolean('video_watermark').notNull().default(true),
  sensitiveWords: text('sensitive_words').notNull().default(''),
  courseGroupTitle: varchar('course_group_title', { length: 30 }).notNull().default(''),
  overallSubjectColor: varchar('overall_subject_color', { length: 7 }).notNull().default('#333e76'),
  loginHeadBackgroundImg: text('login_head_background_img').notNull().default(''),
  centerHeadBackgroundImg: text('center_head_background_img').notNull().default(''),
  courseDetailHeadBackgroundImg: text('course_detail_head_background_img').notNull().default(''),
  myCourseHeadBackgroundImg: text('my_course_head_background_img').notNull().default(''),
  accountAssociationHeadBackgroundImg: text('account_association_head_background_img').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
})

/** docs/spec.md §3 "Header and footer data" beyond the settings: about links, follow-us QR, ICP record number. */
export const tenantFooters = pgTable('tenant_footers', {
  tenantId: integer('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  tenantMQUrl: text('tenant_mq_url').notNull().default(''),
  aboutUsUrl: text('about_us_url').notNull().default(''),
  aboutPlatform: text('about_platform').notNull().default(''),
  aboutBjqit: text('about_bjqit').notNull().default(''),
  recordNumber: varchar('record_number', { length: 60 }).notNull().default(''),
  copyright: varchar('copyright', { length: 120 }).notNull().default(''),
})
