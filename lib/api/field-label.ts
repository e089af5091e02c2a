// The Chinese name of an input field, read from the method's zod schema (the field builders' `.meta({ title })`), so a
// refusal the dispatcher makes on its own — not a schema's — still names the field the way its form does.
import { z } from 'zod'

type Def = {
  type: string
  shape?: Record<string, z.ZodType>
  innerType?: z.ZodType
  in?: z.ZodType
  out?: z.ZodType
  element?: z.ZodType
  options?: z.ZodType[]
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def
const titleOf = (schema: z.ZodType) => z.globalRegistry.get(schema)?.title

/** The schemas a wrapper stands for (optional, default, preprocess or transform pipes, unions). */
function inner(schema: z.ZodType): z.ZodType[] {
  const def = defOf(schema)
  if (def.innerType) return [def.innerType]
  if (def.type === 'pipe') return [def.in!, def.out!].filter(Boolean)
  if (def.type === 'union') return def.options ?? []
  return []
}

/** The schema of the field at `key`, looking through wrappers; null when the schema names no such field. */
function child(schema: z.ZodType, key: PropertyKey, depth = 0): z.ZodType | null {
  if (depth > 8) return null
  const def = defOf(schema)
  if (def.type === 'object' && typeof key === 'string' && def.shape && Object.hasOwn(def.shape, key))
    return def.shape[key]
  if (def.type === 'array' && typeof key === 'number' && def.element) return def.element
  for (const candidate of inner(schema)) {
    const found = child(candidate, key, depth + 1)
    if (found) return found
  }
  return null
}

/** The first title on a schema or the wrappers inside it. */
function title(schema: z.ZodType, depth = 0): string | undefined {
  return (
    titleOf(schema) ??
    (depth > 8
      ? undefined
      : inner(schema)
          .map((s) => title(s, depth + 1))
          .find(Boolean))
  )
}

/** The field's label (昵称), else `参数 nickname` with the path as sent — never English. */
export function fieldLabel(schema: z.ZodType, path: PropertyKey[]): string {
  let current: z.ZodType | null = schema
  for (const key of path) current = current && child(current, key)
  const found = current && title(current)
  return found ?? `参数 ${path.map(String).join('.') || '（请求体）'}`
}
