// Outside Next there is no cache: the directives are plain strings and these calls are recorded no-ops.
export const calls: { fn: string; args: unknown[] }[] = []
const record =
  (fn: string) =>
  (...args: unknown[]) => {
    calls.push({ fn, args })
  }
export const cacheTag = record('cacheTag')
export const cacheLife = record('cacheLife')
export const revalidateTag = record('revalidateTag')
export const revalidatePath = record('revalidatePath')
export const updateTag = record('updateTag')
