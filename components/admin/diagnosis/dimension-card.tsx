'use client'
// One dimension in the diagnosis editor: its name, description and course tags, and its score bands — each from its
// starting score up to the next one's — with the interpretation a report shows for it.
import { INSTRUMENT_LIMITS as L, type BandDoc } from '@/lib/contract/diagnosis-editor-rules'
import { BUTTON, CONTROL } from '../styles'
import type { EditorDimension } from './diagnosis-doc'
import { Field, NumberInput, TagsField } from './diagnosis-fields'

/** Where each band ends: the next higher start, or 100. */
function bandEnd(bands: BandDoc[], band: BandDoc): string {
  const higher = bands.map((b) => b.minPct).filter((m) => m > band.minPct)
  return higher.length ? `${Math.min(...higher)} 分以下` : '100 分'
}

function BandRow({
  who,
  band,
  end,
  readOnly,
  onChange,
  onRemove,
}: {
  who: string
  band: BandDoc
  end: string
  readOnly: boolean
  onChange: (band: BandDoc) => void
  onRemove: () => void
}) {
  return (
    <li className="grid items-start gap-2 md:grid-cols-[auto_8rem_1fr_auto]" aria-label={who}>
      <div className="flex items-center gap-1 text-sm text-gray-600">
        <NumberInput
          label={`${who}起点`}
          value={band.minPct}
          min={0}
          max={100}
          readOnly={readOnly}
          onChange={(minPct) => onChange({ ...band, minPct })}
        />
        <span className="whitespace-nowrap">分起，至{end}</span>
      </div>
      <input
        aria-label={`${who}名称`}
        value={band.label}
        maxLength={L.bandLabel}
        readOnly={readOnly}
        placeholder="如：良好"
        onChange={(e) => onChange({ ...band, label: e.target.value })}
        className={CONTROL.input}
      />
      <textarea
        aria-label={`${who}解读`}
        value={band.interpretation}
        maxLength={L.interpretation}
        readOnly={readOnly}
        rows={2}
        placeholder="报告中对这一分数段的解读与建议"
        onChange={(e) => onChange({ ...band, interpretation: e.target.value })}
        className={`${CONTROL.input} h-auto py-2`}
      />
      {readOnly ? (
        <span />
      ) : (
        <button type="button" className={BUTTON.linkDanger} onClick={onRemove} aria-label={`删除${who}`}>
          删除
        </button>
      )}
    </li>
  )
}

export function DimensionCard({
  index,
  dimension,
  questionCount,
  readOnly,
  onChange,
  onRemove,
}: {
  index: number
  dimension: EditorDimension
  questionCount: number
  readOnly: boolean
  onChange: (dimension: EditorDimension) => void
  onRemove: () => void
}) {
  const name = `维度${index + 1}`
  const headingId = `dimension-${dimension.key}`
  const set = (change: Partial<EditorDimension>) => onChange({ ...dimension, ...change })
  const setBand = (j: number, band: BandDoc) => set({ bands: dimension.bands.map((b, i) => (i === j ? band : b)) })
  return (
    <section aria-labelledby={headingId} className="rounded-md border border-gray-200 p-4">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h3 id={headingId} className="text-sm font-semibold text-gray-900">
          {name}
          {dimension.name ? `：${dimension.name}` : ''}
          <span className="ml-2 font-normal text-gray-500">{questionCount} 道题</span>
        </h3>
        {readOnly ? null : (
          <button type="button" className={BUTTON.linkDanger} onClick={onRemove}>
            删除{name}
          </button>
        )}
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        <Field
          label="维度名称"
          value={dimension.name}
          maxLength={L.dimensionName}
          readOnly={readOnly}
          onChange={(value) => set({ name: value })}
        />
        <Field
          label="维度说明"
          value={dimension.description}
          maxLength={L.description}
          readOnly={readOnly}
          onChange={(value) => set({ description: value })}
        />
        <div className="md:col-span-2">
          <TagsField tags={dimension.courseTags} readOnly={readOnly} onChange={(courseTags) => set({ courseTags })} />
        </div>
      </div>
      <h4 className="mt-4 mb-2 text-sm font-medium text-gray-700">分数段与解读（按得分率 0–100 分）</h4>
      <ol className="space-y-2">
        {dimension.bands.map((band, j) => (
          <BandRow
            key={j}
            who={`${name}分数段${j + 1}`}
            band={band}
            end={bandEnd(dimension.bands, band)}
            readOnly={readOnly}
            onChange={(b) => setBand(j, b)}
            onRemove={() => set({ bands: dimension.bands.filter((_, i) => i !== j) })}
          />
        ))}
      </ol>
      {readOnly || dimension.bands.length >= L.bands ? null : (
        <button
          type="button"
          className={`${BUTTON.link} mt-2`}
          onClick={() => set({ bands: [...dimension.bands, { minPct: NaN, label: '', interpretation: '' }] })}
        >
          为{name}添加分数段
        </button>
      )}
    </section>
  )
}
