'use client'
// The discussion pages come from the route cache, drawn at some earlier moment: the server's text counts from then.
// Once hydrated, a post under a day old is counted again from the reader's clock, to the minute; an older one keeps
// the date the server wrote. No date library here — this is all the time code the pages ship.
import { useSyncExternalStore } from 'react'
import { relativePostTime } from '@/lib/catalogue/relative-time'

const MINUTE = 60_000
const subscribe = () => () => {}
/** The reader's minute: a number, so React reads one value through a render (a new Date each call would differ). */
const readerMinute = () => Math.floor(Date.now() / MINUTE)
/** On the server and during hydration: no reader yet, so the server's text. */
const noReader = () => null

export function ReaderTime({ at, label }: { at: string; label: string }) {
  const minute = useSyncExternalStore(subscribe, readerMinute, noReader)
  return <>{(minute !== null && relativePostTime(at, minute * MINUTE)) || label}</>
}
