// Online diagnosis (issue 15): instruments as data — dimensions, questions, score bands, course tags — the respondent
// profile, answers saved as the learner goes, and the scored reports. Issue 32: an instrument's content lives in
// versions (a draft, then published ones, the newest of which learners take), and a report names the version it was
// scored with.
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import type { QuestionKind } from '@/lib/contract/diagnosis-rules'
import { individuals } from './accounts'
import { tenants } from './tenants'

const tenantRef = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' })
const at = (name: string) => timestamp(name, { withTimezone: true })

/** single: one option, each with its score; likert: 1–5 (reversed when `reverse`); multi: the chosen options' scores add up. */
export type { QuestionKind }
export interface QuestionOption {
  key: string
  text: string
  score: number
}

export const diagnosisInstruments = pgTable(
  'diagnosis_instruments',
  {
    tenantId: tenantRef(),
    id: integer('id').generatedAlwaysAsIdentity().notNull(),
    slug: varchar('slug', { length: 40 }).notNull(),
    title: varchar('title', { length: 60 }).notNull(),
    summary: varchar('summary', { length: 300 }).notNull().default(''),
    /** The time the learner should plan for, in minutes. */
    minutes: smallint('minutes').notNull(),
    /**
     * Learners see it: it has a published version and is not 停用. Title, summary and minutes above are the current
     * version's, copied on publish, so the learners' list reads one table.
     */
    isPublished: boolean('is_published').notNull().default(true),
    sortOrder: smallint('sort_order').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('diagnosis_instruments_slug_uq').on(t.tenantId, t.slug),
  ],
)

/**
 * One version of an instrument's content (issue 32). A draft (`publishedAt` null; at most one per instrument) is
 * edited freely; a published version never changes again, and the newest published one is what new learners take.
 */
export const diagnosisVersions = pgTable(
  'diagnosis_versions',
  {
    tenantId: tenantRef(),
    id: integer('id').generatedAlwaysAsIdentity().notNull(),
    instrumentId: integer('instrument_id').notNull(),
    /** 1, 2, … per instrument: the console's 第N版. */
    number: smallint('number').notNull(),
    title: varchar('title', { length: 60 }).notNull(),
    summary: varchar('summary', { length: 300 }).notNull().default(''),
    minutes: smallint('minutes').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    publishedAt: at('published_at'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.instrumentId],
      foreignColumns: [diagnosisInstruments.tenantId, diagnosisInstruments.id],
    }).onDelete('cascade'),
    uniqueIndex('diagnosis_versions_number_uq').on(t.tenantId, t.instrumentId, t.number),
    uniqueIndex('diagnosis_versions_one_draft_uq')
      .on(t.tenantId, t.instrumentId)
      .where(sql`${t.publishedAt} is null`),
  ],
)

/** The version a row belongs to: a version's rows go with it (only drafts are ever deleted). */
const versionRef = () => integer('version_id').notNull()
const versionKey = (t: { tenantId: AnyPgColumn; versionId: AnyPgColumn }) =>
  foreignKey({
    columns: [t.tenantId, t.versionId],
    foreignColumns: [diagnosisVersions.tenantId, diagnosisVersions.id],
  })

export const diagnosisDimensions = pgTable(
  'diagnosis_dimensions',
  {
    tenantId: tenantRef(),
    id: integer('id').generatedAlwaysAsIdentity().notNull(),
    instrumentId: integer('instrument_id').notNull(),
    versionId: versionRef(),
    name: varchar('name', { length: 30 }).notNull(),
    description: varchar('description', { length: 300 }).notNull().default(''),
    /** Course tags that work on this dimension: the report recommends published courses carrying or titled with one. */
    courseTags: text('course_tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.instrumentId],
      foreignColumns: [diagnosisInstruments.tenantId, diagnosisInstruments.id],
    }).onDelete('cascade'),
    versionKey(t).onDelete('cascade'),
    index('diagnosis_dimensions_version_idx').on(t.tenantId, t.versionId),
  ],
)

export const diagnosisQuestions = pgTable(
  'diagnosis_questions',
  {
    tenantId: tenantRef(),
    id: integer('id').generatedAlwaysAsIdentity().notNull(),
    instrumentId: integer('instrument_id').notNull(),
    versionId: versionRef(),
    dimensionId: integer('dimension_id').notNull(),
    kind: varchar('kind', { length: 8 }).$type<QuestionKind>().notNull(),
    text: varchar('text', { length: 300 }).notNull(),
    /** single and multi: the options; likert: empty (the five-point scale is fixed). */
    options: jsonb('options').$type<QuestionOption[]>().notNull().default([]),
    /** likert only: a statement where agreeing means weaker (5 scores 1). */
    reverse: boolean('reverse').notNull().default(false),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.dimensionId],
      foreignColumns: [diagnosisDimensions.tenantId, diagnosisDimensions.id],
    }).onDelete('cascade'),
    versionKey(t).onDelete('cascade'),
    index('diagnosis_questions_version_idx').on(t.tenantId, t.versionId, t.sortOrder),
  ],
)

/** A band of one dimension: from `minPct` (inclusive) up to the next band's minimum; the highest reaches 100. */
export const diagnosisBands = pgTable(
  'diagnosis_bands',
  {
    tenantId: tenantRef(),
    id: integer('id').generatedAlwaysAsIdentity().notNull(),
    dimensionId: integer('dimension_id').notNull(),
    minPct: smallint('min_pct').notNull(),
    label: varchar('label', { length: 10 }).notNull(),
    interpretation: varchar('interpretation', { length: 500 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.dimensionId],
      foreignColumns: [diagnosisDimensions.tenantId, diagnosisDimensions.id],
    }).onDelete('cascade'),
  ],
)

/** The respondent profile, asked once before the first diagnosis (岗位, 行业, 工作年限, 企业规模), editable later. */
export const diagnosisProfiles = pgTable(
  'diagnosis_profiles',
  {
    tenantId: tenantRef(),
    individualId: integer('individual_id').notNull(),
    position: varchar('position', { length: 30 }).notNull(),
    industry: varchar('industry', { length: 20 }).notNull(),
    years: varchar('years', { length: 10 }).notNull(),
    companySize: varchar('company_size', { length: 20 }).notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.individualId] }),
    foreignKey({
      columns: [t.tenantId, t.individualId],
      foreignColumns: [individuals.tenantId, individuals.id],
    }).onDelete('cascade'),
  ],
)

/** Answers by question id: an option key (single), 1–5 (likert), option keys (multi). */
export type Answers = Record<string, string | number | string[]>

/** One learner's answers to one instrument while they go: at most one open draft per learner and instrument. */
export const diagnosisDrafts = pgTable(
  'diagnosis_drafts',
  {
    tenantId: tenantRef(),
    individualId: integer('individual_id').notNull(),
    instrumentId: integer('instrument_id').notNull(),
    /** The version answered: a draft of an older version than the current one is stale and starts over. */
    versionId: versionRef(),
    answers: jsonb('answers').$type<Answers>().notNull().default({}),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.individualId, t.instrumentId] }),
    foreignKey({
      columns: [t.tenantId, t.individualId],
      foreignColumns: [individuals.tenantId, individuals.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.instrumentId],
      foreignColumns: [diagnosisInstruments.tenantId, diagnosisInstruments.id],
    }).onDelete('cascade'),
    versionKey(t).onDelete('cascade'),
  ],
)

export interface DimensionScore {
  dimensionId: number
  name: string
  score: number
  max: number
  pct: number
  band: string
  interpretation: string
}

/** A submitted diagnosis: its answers and the scores as computed then (a later edit of the instrument changes nothing). */
export const diagnosisReports = pgTable(
  'diagnosis_reports',
  {
    tenantId: tenantRef(),
    id: integer('id').generatedAlwaysAsIdentity().notNull(),
    individualId: integer('individual_id').notNull(),
    instrumentId: integer('instrument_id').notNull(),
    /** The version it was scored with (issue 32): its tags and bands are the report's, whatever is published later. */
    versionId: versionRef(),
    instrumentTitle: varchar('instrument_title', { length: 60 }).notNull(),
    answers: jsonb('answers').$type<Answers>().notNull(),
    dimensions: jsonb('dimensions').$type<DimensionScore[]>().notNull(),
    overallPct: real('overall_pct').notNull(),
    profile: jsonb('profile').$type<Record<string, string>>().notNull().default({}),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.individualId],
      foreignColumns: [individuals.tenantId, individuals.id],
    }).onDelete('cascade'),
    versionKey(t),
    index('diagnosis_reports_version_idx').on(t.tenantId, t.versionId),
    index('diagnosis_reports_owner_idx').on(t.tenantId, t.individualId, t.createdAt.desc()),
  ],
)
