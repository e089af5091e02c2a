// The shape of seed catalogue data, apart from the code that writes it, so data files and writer import no cycle.

export interface SeedLecturer {
  name: string
  /** Latin initials for the generated avatar. */
  initials: string
  title: string
  introduction: string
  isGold?: boolean
  color: string
}

export interface SeedCourse {
  title: string
  /** Name of a child course type of the tenant. */
  type: string
  /** Latin initials drawn on the cover. */
  code: string
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
}

export interface SeedTopic {
  title: string
  latin: string
  isSelected: boolean
  introduction: string
  /** Course titles, in display order. */
  courses: string[]
}

export interface SeedCatalogue {
  /** Cover gradient per top course type, in tenants-data.ts order. */
  palettes: [string, string][]
  /** Latin label per child course type, drawn on covers. */
  latin: Record<string, string>
  lecturers: SeedLecturer[]
  courses: SeedCourse[]
  topics: SeedTopic[]
}
