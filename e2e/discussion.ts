// Course discussion e2e helpers: a course to discuss, post texts per run.
import { type APIRequestContext } from '@playwright/test'
import { apiUrl, hostHeader } from './helpers'

/** A published demo course (the newest), by the API the pages use. */
export async function someCourse(request: APIRequestContext): Promise<{ id: number; title: string }> {
  const res = await request.get(apiUrl('/api/services/app/FrontCourse/GetCourseList?page=1&pageSize=1'), {
    headers: hostHeader('demo'),
  })
  return (await res.json()).result.items[0]
}

/** Words unique to this run (PostgreSQL keeps data between runs). */
export const runTag = () => Date.now().toString(36).slice(-5)
