// What 我的课程 shows of the learner's company assignments: 必修/选修 and the due date on every assigned course, and the
// assigned courses not joined yet (an assignment is an invitation to learn them), the most pressing first.
import { daysBetween, todayInZone } from '@/lib/contract/assignment-rules'
import type { MyAssignment } from '@/lib/contract/schemas/company-learning'
import type { Db } from '@/lib/db/client'
import { courseCards, enrolledAmong, myAllocations } from '@/lib/db/queries/course-assignments'

type Learner = { tenantId: number; individualId: number }

export async function learnerAssignments(db: Db, { tenantId, individualId }: Learner) {
  const today = todayInZone()
  // Sorted 必修 first, then by due date: the first allocation of a course is the one its card shows.
  const byCourse = new Map<number, MyAssignment & { allocatedAt: Date; granting: boolean }>()
  for (const a of await myAllocations(db, { tenantId, individualId })) {
    const seen = byCourse.get(a.courseId)
    if (seen) seen.granting ||= a.granting
    else
      byCourse.set(a.courseId, {
        kind: a.kind,
        startsOn: a.startsOn,
        dueOn: a.dueOn,
        daysLeft: daysBetween(today, a.dueOn),
        allocatedAt: a.allocatedAt,
        granting: a.granting,
      })
  }
  const courseIds = [...byCourse.keys()]
  const enrolled = await enrolledAmong(db, { tenantId, individualId, courseIds })
  // A paid course an uncertified company assigns would only meet a refusal: it is listed once it can be learned.
  const pending = (await courseCards(db, { tenantId, courseIds: courseIds.filter((id) => !enrolled.has(id)) })).filter(
    (c) => c.priceCents === 0 || byCourse.get(c.courseId)!.granting,
  )
  const assignmentOf = (courseId: number): MyAssignment | null => {
    const a = byCourse.get(courseId)
    return a ? { kind: a.kind, startsOn: a.startsOn, dueOn: a.dueOn, daysLeft: a.daysLeft } : null
  }
  return {
    assignmentOf,
    pending: pending.map((c) => ({ ...c, allocatedAt: byCourse.get(c.courseId)!.allocatedAt })),
  }
}
