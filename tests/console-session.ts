// The console's side of integration tests that upload lesson videos: a signed-in operator's cookie (made straight in the
// database: the sign-in itself is tested elsewhere) and a lesson of the tenant's first course to upload to.
import { and, asc, eq } from 'drizzle-orm'
import { createOperatorSession, OPERATOR_COOKIE, operatorCookie } from '@/lib/auth/operator-sessions'
import type { Db } from '@/lib/db/client'
import { getOperatorByLoginName } from '@/lib/db/queries/operators'
import { courses, lessons } from '@/lib/db/schema'
import { cookieOf } from './api-client'

/** The console cookie of the tenant's seeded operator `loginName` (admin, operations, viewer, …). */
export async function consoleCookie(db: Db, tenantId: number, loginName = 'admin'): Promise<string> {
  const op = (await getOperatorByLoginName(db, { tenantId, loginName }))!
  const token = await createOperatorSession(db, { tenantId, operatorId: op.id, ip: '', userAgent: 't' })
  return cookieOf(await operatorCookie(OPERATOR_COOKIE, token))
}

/** A new lesson without a video, in the first chapter of the tenant's first course. */
export async function freshLesson(db: Db, tenantId: number, title: string) {
  const [course] = await db.select().from(courses).where(eq(courses.tenantId, tenantId)).orderBy(asc(courses.id))
  const [lesson] = await db
    .select()
    .from(lessons)
    .where(and(eq(lessons.tenantId, tenantId), eq(lessons.courseId, course.id)))
    .limit(1)
  const [row] = await db
    .insert(lessons)
    .values({ tenantId, chapterId: lesson.chapterId, courseId: course.id, title, sortOrder: 99 })
    .returning()
  return row
}
