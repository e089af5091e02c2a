'use client'
// /questionnaire?id=: answering a diagnosis — a section per dimension on a desk, one question per screen on a phone —
// with progress, every answer saved to the server as the learner goes (another device continues where this one
// stopped), and submit, which names what is still missing.
import { useQuery } from '@tanstack/react-query'
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import { FormError } from '@/components/ui/form-field'
import { Loading } from '@/components/ui/loading'
import { api, type ApiResult } from '@/lib/client/api'
import { isApiClientError } from '@/lib/contract/api-client-error'
import { apiQuery } from '@/lib/query/api-queries'

type Instrument = ApiResult<'Diagnosis', 'GetInstrument'>
type Question = Instrument['questions'][number]
type Value = Instrument['answers'][string]

const answered = (v: Value | undefined) => v !== undefined && !(Array.isArray(v) && v.length === 0)

function Choice({
  q,
  value,
  likert,
  onChange,
  n,
}: {
  q: Question
  value: Value | undefined
  likert: readonly string[]
  onChange: (v: Value) => void
  n: number
}) {
  const options = q.kind === 'likert' ? likert.map((text, i) => ({ key: String(i + 1), text })) : q.options
  const checked = (key: string) =>
    q.kind === 'multi' ? Array.isArray(value) && value.includes(key) : String(value ?? '') === key
  const pick = (key: string) => {
    if (q.kind === 'likert') return onChange(Number(key))
    if (q.kind === 'single') return onChange(key)
    const now = Array.isArray(value) ? value : []
    onChange(now.includes(key) ? now.filter((k) => k !== key) : [...now, key])
  }
  return (
    <fieldset className="space-y-2" data-testid="question" data-qid={q.id}>
      <legend className="mb-2 text-base font-medium text-gray-900">
        {n}. {q.text}
        {q.kind === 'multi' ? <span className="ml-1 text-sm font-normal text-gray-500">（可多选）</span> : null}
      </legend>
      <div className={q.kind === 'likert' ? 'grid grid-cols-1 gap-2 sm:grid-cols-5' : 'space-y-2'}>
        {options.map((o) => (
          <label
            key={o.key}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-gray-200 px-3 py-2 text-sm text-gray-700 has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
          >
            <input
              type={q.kind === 'multi' ? 'checkbox' : 'radio'}
              name={`q${q.id}`}
              checked={checked(o.key)}
              onChange={() => pick(o.key)}
              className="accent-[var(--color-primary)]"
            />
            {o.text}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

export function Questionnaire({ id, variant }: { id: number; variant: 'desktop' | 'mobile' }) {
  const router = useRouter()
  const data = useQuery({ ...apiQuery.Diagnosis.GetInstrument({ id }), staleTime: Infinity })
  const profile = useQuery(apiQuery.Diagnosis.GetProfile())
  const [answers, setAnswers] = useState<Record<string, Value> | null>(null)
  const [step, setStep] = useState(0)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const pending = useRef<Record<string, Value>>({})
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)

  if (data.data && answers === null) setAnswers(data.data.answers)
  useEffect(() => {
    if (profile.data === null) router.replace(`/metalData?next=${encodeURIComponent(`/questionnaire?id=${id}`)}`)
  }, [profile.data, router, id])

  const flush = async () => {
    if (timer.current) clearTimeout(timer.current)
    const batch = pending.current
    pending.current = {}
    if (Object.keys(batch).length) await api.post.Diagnosis.SaveDraft({ id, answers: batch }, { inline: true })
  }
  useEffect(() => () => void flush().catch(() => undefined), []) // eslint-disable-line react-hooks/exhaustive-deps

  if (data.isError) return <EmptyState text={isApiClientError(data.error) ? data.error.message : '诊断问卷不存在'} />
  if (!data.data || !answers || !profile.data) return <Loading className="py-20" />
  const inst = data.data
  const numberOf = new Map(inst.questions.map((q, i) => [q.id, i + 1]))
  const done = inst.questions.filter((q) => answered(answers[q.id])).length

  const change = (q: Question, v: Value) => {
    setAnswers((a) => ({ ...a, [q.id]: v }))
    setError('')
    if (!answered(v)) return
    pending.current[q.id] = v
    if (timer.current) clearTimeout(timer.current)
    // Saved within a second of the last click: a learner who switches device mid-way loses at most that.
    timer.current = setTimeout(() => void flush().catch(() => setError('作答保存失败，请检查网络后继续')), 600)
    // One question per screen: a single choice moves on by itself, as phone questionnaires do.
    if (variant === 'mobile' && q.kind !== 'multi') setStep((s) => Math.min(s + 1, inst.questions.length - 1))
  }

  const submit = async () => {
    setBusy(true)
    try {
      // Every answer on the screen travels with the submission. Flushing first was not enough: a draft save the timer
      // had already sent could still be on its way, and the submission overtook it (还有6道题未作答 with 12/12 shown).
      if (timer.current) clearTimeout(timer.current)
      pending.current = {}
      const mine = Object.fromEntries(Object.entries(answers).filter(([, v]) => answered(v)))
      const { reportId } = await api.post.Diagnosis.Submit({ id, answers: mine }, { inline: true })
      router.push(`/report?id=${reportId}`)
    } catch (err) {
      setError(isApiClientError(err) ? err.message : '提交失败，请稍后再试')
      const first = inst.questions.find((q) => !answered(answers[q.id]))
      if (first)
        setStep(
          variant === 'mobile'
            ? inst.questions.indexOf(first)
            : inst.dimensions.findIndex((d) => d.id === first.dimensionId),
        )
      setBusy(false)
    }
  }

  const pages =
    variant === 'mobile'
      ? inst.questions.map((q) => [q])
      : inst.dimensions.map((d) => inst.questions.filter((q) => q.dimensionId === d.id))
  const page = pages[Math.min(step, pages.length - 1)]
  const last = step >= pages.length - 1
  const dimension = inst.dimensions.find((d) => d.id === page[0]?.dimensionId)
  return (
    <div
      className={`mx-auto max-w-3xl space-y-5 py-4 ${variant === 'mobile' ? 'px-3' : ''}`}
      data-testid="questionnaire"
    >
      <div className="rounded-lg bg-white p-4">
        <h1 className="text-lg font-semibold text-gray-900">{inst.title}</h1>
        <div className="mt-3 flex items-center gap-3 text-sm text-gray-600">
          <div
            className="h-2 flex-1 overflow-hidden rounded-full bg-gray-100"
            role="progressbar"
            aria-label="作答进度"
            aria-valuemin={0}
            aria-valuemax={inst.questions.length}
            aria-valuenow={done}
          >
            <div
              className="h-full bg-primary transition-all"
              style={{ width: `${(done / inst.questions.length) * 100}%` }}
            />
          </div>
          <span data-testid="progress-text">
            已答 {done}/{inst.questions.length}
          </span>
        </div>
      </div>
      <section className="space-y-6 rounded-lg bg-white p-4">
        {dimension ? (
          <header>
            <h2 className="text-base font-semibold text-primary">{dimension.name}</h2>
            <p className="text-sm text-gray-500">{dimension.description}</p>
          </header>
        ) : null}
        {page.map((q) => (
          <Choice
            key={q.id}
            q={q}
            n={numberOf.get(q.id)!}
            value={answers[q.id]}
            likert={inst.likert}
            onChange={(v) => change(q, v)}
          />
        ))}
      </section>
      <FormError message={error} />
      <div className="flex gap-3">
        <button
          type="button"
          disabled={step === 0}
          onClick={() => setStep((s) => s - 1)}
          className="h-11 flex-1 rounded-md border border-gray-300 text-base text-gray-700 disabled:opacity-40"
        >
          {variant === 'mobile' ? '上一题' : '上一部分'}
        </button>
        {last ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => void submit()}
            className="h-11 flex-1 rounded-md bg-primary text-base text-primary-contrast disabled:opacity-60"
          >
            {busy ? '提交中…' : '提交诊断'}
          </button>
        ) : (
          <button
            type="button"
            onClick={() => setStep((s) => s + 1)}
            className="h-11 flex-1 rounded-md bg-primary text-base text-primary-contrast"
          >
            {variant === 'mobile' ? '下一题' : '下一部分'}
          </button>
        )}
      </div>
    </div>
  )
}
