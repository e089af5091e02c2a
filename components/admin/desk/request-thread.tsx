'use client'
// A request's needs and its thread as the desk reads them (issue 32): the description first, then each follow-up of the
// requester and each reply, with who wrote it (a console operator by name, the key API as 集成接口) and when.
import { formatDateTime } from '@/lib/contract/dates'
import type { DeskDetail } from '@/lib/contract/schemas/admin-consultation'
import { PANEL } from '../styles'

export function RequestThread({ request }: { request: DeskDetail }) {
  return (
    <section aria-labelledby="desk-thread-title" className={PANEL}>
      <h2 id="desk-thread-title" className="text-base font-semibold text-gray-900">
        需求与往来记录
      </h2>
      <ol className="mt-4 space-y-4" data-testid="desk-thread">
        <li className="rounded-md bg-gray-50 p-3">
          <p className="text-xs text-gray-500">
            {request.contactName}（提交人）· {formatDateTime(request.createdAt)}
          </p>
          <p className="mt-1 text-sm leading-6 whitespace-pre-line text-gray-800">{request.description}</p>
        </li>
        {request.thread.map((line) => {
          const mine = line.author === 'operator'
          const who = mine ? `${line.operatorName ?? '集成接口'}（回复）` : `${request.contactName}（补充）`
          return (
            <li
              key={line.id}
              data-testid={`desk-line-${line.id}`}
              className={`rounded-md p-3 ${mine ? 'ml-8 bg-blue-50' : 'mr-8 bg-gray-50'}`}
            >
              <p className="text-xs text-gray-500">
                {who} · {formatDateTime(line.createdAt)}
              </p>
              <p className="mt-1 text-sm leading-6 whitespace-pre-line text-gray-800">{line.content}</p>
            </li>
          )
        })}
      </ol>
      {request.thread.length === 0 ? <p className="mt-3 text-sm text-gray-500">还没有回复。</p> : null}
    </section>
  )
}
