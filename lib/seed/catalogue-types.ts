// The shape of seed catalogue data, apart from the code that writes it, so data files and writer import no cycle.
import type { Motif } from './catalogue-art-motifs'
import type { PortraitLook } from './catalogue-art-portrait'

export interface SeedLecturer {
  name: string
  title: string
  introduction: string
  isGold?: boolean
  /** Background of the generated portrait. */
  color: string
  /** Hair and glasses of the generated portrait (lib/seed/catalogue-art-portrait.ts). */
  look: PortraitLook
}

export interface SeedCourse {
  title: string
  /** Name of a child course type of the tenant. */
  type: string
  /** Lecturer names, in display order. */
  by: string[]
  /** In the tenant's payment unit; 0 = free. */
  price: number
  learners: number
  tags: string[]
  summary: string
  intro: string
  audience: string
  /** One line per chapter: "chapter title|lesson|lesson…". */
  outline: string[]
  unpublished?: boolean
  /** 首次学习禁止快进: a first viewing must go in order. */
  forbidSkip?: boolean
}

export interface SeedTopic {
  title: string
  /** Drawn on the banner; the page renders the title itself. */
  motif: Motif
  /** The top course type whose colours the banner takes. */
  colours: string
  isSelected: boolean
  introduction: string
  /** Course titles, in display order. */
  courses: string[]
}

interface CategoryLook {
  from: string
  to: string
  motif: Motif
}

export interface SeedCatalogue {
  /** Cover gradient and motif per top course type, in tenants-data.ts order. */
  looks: CategoryLook[]
  lecturers: SeedLecturer[]
  courses: SeedCourse[]
  topics: SeedTopic[]
}
