// How an assignment's rows meet, named once for the reminders and the dashboard: each allocation of it, the person's
// membership in the assigning company (someone who left is nobody's to count or remind), the course, and the person's
// enrolment in it (absent: not started).
import { and, eq } from 'drizzle-orm'
import { assignmentAllocations, companyMembers, courseAssignments, courses, enrolments } from '../schema'

export const ALLOCATION_OF_ASSIGNMENT = and(
  eq(assignmentAllocations.tenantId, courseAssignments.tenantId),
  eq(assignmentAllocations.assignmentId, courseAssignments.id),
)

export const STILL_IN_COMPANY = and(
  eq(companyMembers.tenantId, courseAssignments.tenantId),
  eq(companyMembers.individualId, assignmentAllocations.individualId),
  eq(companyMembers.companyId, courseAssignments.companyId),
)

export const COURSE_OF_ASSIGNMENT = and(
  eq(courses.tenantId, courseAssignments.tenantId),
  eq(courses.id, courseAssignments.courseId),
)

export const ENROLMENT_OF_ALLOCATION = and(
  eq(enrolments.tenantId, courseAssignments.tenantId),
  eq(enrolments.individualId, assignmentAllocations.individualId),
  eq(enrolments.courseId, courseAssignments.courseId),
)
