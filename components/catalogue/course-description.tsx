// A course's 课程介绍: the HTML the console saved — already cut to an allow-list on the server (AdminCourse,
// lib/services/course-description.ts), so it is drawn exactly as stored — or, for courses written before the console,
// plain text as paragraphs.
import { isHtmlDescription } from '@/lib/catalogue/description'
import { RichText } from './rich-text'

const HTML_LOOK =
  'space-y-3 leading-relaxed break-words [&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-4 ' +
  '[&_blockquote]:border-gray-200 [&_blockquote]:pl-3 [&_blockquote]:text-gray-500 [&_h2]:text-lg [&_h2]:font-semibold ' +
  '[&_h2]:text-gray-900 [&_h3]:text-base [&_h3]:font-semibold [&_h3]:text-gray-900 [&_h4]:font-semibold ' +
  '[&_img]:my-2 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6'

export function CourseDescription({ text, className }: { text: string; className?: string }) {
  if (!isHtmlDescription(text)) return <RichText text={text} className={className} />
  return (
    <div
      data-testid="rich-text"
      className={`${HTML_LOOK} ${className ?? ''}`}
      // Sanitised on save by the server's allow-list; never edited anywhere else.
      dangerouslySetInnerHTML={{ __html: text }}
    />
  )
}
