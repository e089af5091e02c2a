// A choice a client may name by its key (what is stored and answered) or by the Chinese label the pages show and the
// README names: an outside client that sends 工作日均可 for the time to call means `anytime`. The handler sees the key;
// the OpenAPI document lists every accepted value with its meaning.
import { z } from 'zod'

interface Labelled<K extends string | number> {
  key: K
  label: string
}

/** A `{ key: label }` record (CONSULT_STATUS_TEXT, …) as options, in its order. */
export const optionsOf = <K extends string>(labels: Readonly<Record<K, string>>): Labelled<K>[] =>
  (Object.entries(labels) as [K, string][]).map(([key, label]) => ({ key, label }))

/**
 * What the OpenAPI document says of a labelled choice: every key and every label in `enum`, each value's meaning in
 * `x-enum-descriptions` (the list parallel to `enum` that client generators read), and one line for people.
 */
export function enumDoc<K extends string | number>(options: readonly Labelled<K>[]) {
  const numeric = options.some((o) => typeof o.key === 'number')
  return {
    description:
      '可选值：' +
      options.map((o) => `${o.key}（${o.label}）`).join('、') +
      '。也可传中文标签（如「' +
      options[0].label +
      '」），服务器按对应的值处理。',
    ...(numeric ? { type: ['integer', 'string'] } : {}),
    enum: [...options.map((o) => o.key), ...options.map((o) => o.label)],
    'x-enum-descriptions': [...options.map((o) => o.label), ...options.map((o) => `同 ${o.key}`)],
  }
}

/** The key a label names (or the value unchanged): a preprocess step for choices whose schema checks keys itself. */
export const labelToKey =
  <K extends string | number>(options: readonly Labelled<K>[]) =>
  (value: unknown): unknown =>
    options.find((o) => o.label === value)?.key ?? value

/** A string-keyed choice: one of the keys or one of the labels, read as the key; anything else is refused with `error`. */
export function keyOrLabel<K extends string>(options: readonly Labelled<K>[], title: string, error: string) {
  const values = [...options.map((o) => o.key), ...options.map((o) => o.label)] as [string, ...string[]]
  const toKey = labelToKey(options)
  return z
    .enum(values, { error })
    .transform((value) => toKey(value) as K)
    .meta({ title, ...enumDoc(options) })
}
