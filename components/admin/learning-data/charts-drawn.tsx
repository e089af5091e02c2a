'use client'
// The console's charts, drawn with recharts (issue 32). Only the chart frames import this module, through next/dynamic
// with ssr: false, so recharts is a chunk of the console's data pages and nothing else: never import it from elsewhere.
// Each chart is drawn for the eye only (aria-hidden, its numbers in a table beside it), so recharts' keyboard layer is
// off: a focusable chart inside aria-hidden is what axe's aria-hidden-focus fails on.
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import type { LearningDay, LessonDropOff } from '@/lib/contract/schemas/admin-learning-data'
import { hoursOf } from '@/lib/contract/learning-data-rules'

/** The theme's colour where a series has one; fixed hues for the others, told apart by the legend's words too. */
const COLOURS = { primary: 'var(--color-primary, #2563eb)', second: '#f59e0b', third: '#10b981' }
const AXIS = { fontSize: 12, fill: '#6b7280' }
const shortDay = (day: string) => day.slice(5)

/** 活跃学员, 选课 and 完成 per day. */
export function ActivityChart({ days }: { days: LearningDay[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart accessibilityLayer={false} data={days} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid stroke="#f3f4f6" />
        <XAxis dataKey="day" tickFormatter={shortDay} tick={AXIS} minTickGap={16} />
        <YAxis allowDecimals={false} tick={AXIS} width={40} />
        <Tooltip />
        <Legend />
        <Line type="monotone" dataKey="activeLearners" name="活跃学员" stroke={COLOURS.primary} dot={false} />
        <Line type="monotone" dataKey="enrolments" name="新增选课" stroke={COLOURS.second} dot={false} />
        <Line type="monotone" dataKey="completions" name="完成课程" stroke={COLOURS.third} dot={false} />
      </LineChart>
    </ResponsiveContainer>
  )
}

/** 学时 per day, in hours. */
export function HoursChart({ days }: { days: LearningDay[] }) {
  const data = days.map((d) => ({ day: d.day, hours: hoursOf(d.creditedSeconds) }))
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid stroke="#f3f4f6" vertical={false} />
        <XAxis dataKey="day" tickFormatter={shortDay} tick={AXIS} minTickGap={16} />
        <YAxis tick={AXIS} width={40} />
        <Tooltip />
        <Bar dataKey="hours" name="学时（小时）" fill={COLOURS.primary} />
      </BarChart>
    </ResponsiveContainer>
  )
}

/** How many reached and completed each lesson, in outline order. */
export function DropOffChart({ lessons }: { lessons: LessonDropOff[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart accessibilityLayer={false} data={lessons} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid stroke="#f3f4f6" vertical={false} />
        <XAxis dataKey="title" tick={AXIS} interval="preserveStartEnd" />
        <YAxis allowDecimals={false} tick={AXIS} width={40} />
        <Tooltip />
        <Legend />
        <Bar dataKey="reached" name="到达人数" fill={COLOURS.primary} />
        <Bar dataKey="completed" name="完成人数" fill={COLOURS.third} />
      </BarChart>
    </ResponsiveContainer>
  )
}
