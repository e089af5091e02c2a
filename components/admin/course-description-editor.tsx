'use client'
// 课程详情's rich editor (Tiptap, console only): headings, bold/italic, lists, quotes, links and pictures uploaded
// through AdminUpload (purpose content). What it writes is HTML the server cuts to the same allow-list again on save.
import Image from '@tiptap/extension-image'
import Link from '@tiptap/extension-link'
import { EditorContent, useEditor, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useRef, useState } from 'react'
import { api } from '@/lib/client/api'
import { toast } from '@/lib/client/toast-bus'
import { refusalOf } from './admin-dialog'

const TOOL =
  'h-8 min-w-8 rounded px-2 text-sm text-gray-700 hover:bg-gray-100 aria-pressed:bg-primary-soft aria-pressed:text-primary disabled:opacity-40'

/** Plain text written before the console (paragraphs split by blank lines) opened as paragraphs. */
function descriptionHtml(text: string): string {
  if (/^\s*</.test(text)) return text
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escape(p).replace(/\n/g, '<br>')}</p>`)
    .join('')
}

function Toolbar({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const file = useRef<HTMLInputElement>(null)
  const [uploading, setUploading] = useState(false)
  const chain = () => editor.chain().focus()
  const tools: { label: string; title: string; active: boolean; run: () => void }[] = [
    {
      label: 'H2',
      title: '大标题',
      active: editor.isActive('heading', { level: 2 }),
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      label: 'H3',
      title: '小标题',
      active: editor.isActive('heading', { level: 3 }),
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    { label: 'B', title: '加粗', active: editor.isActive('bold'), run: () => chain().toggleBold().run() },
    { label: 'I', title: '斜体', active: editor.isActive('italic'), run: () => chain().toggleItalic().run() },
    {
      label: '• 列表',
      title: '无序列表',
      active: editor.isActive('bulletList'),
      run: () => chain().toggleBulletList().run(),
    },
    {
      label: '1. 列表',
      title: '有序列表',
      active: editor.isActive('orderedList'),
      run: () => chain().toggleOrderedList().run(),
    },
    {
      label: '引用',
      title: '引用',
      active: editor.isActive('blockquote'),
      run: () => chain().toggleBlockquote().run(),
    },
  ]
  function link() {
    const current = (editor.getAttributes('link').href as string | undefined) ?? ''
    const href = window.prompt('链接地址（http(s):// 开头，或站内路径如 /courselist；留空则取消链接）', current)
    if (href === null) return
    if (!href.trim()) chain().unsetLink().run()
    else if (/^(https?:\/\/|mailto:|\/(?!\/))/i.test(href.trim())) chain().setLink({ href: href.trim() }).run()
    else toast.error('链接须以 http(s):// 开头，或为站内路径')
  }
  async function picture(chosen: File | undefined) {
    if (!chosen) return
    setUploading(true)
    try {
      const { url } = await api.post.AdminUpload.UploadImage({ file: chosen, purpose: 'content' }, { inline: true })
      chain().setImage({ src: url, alt: '' }).run()
    } catch (e) {
      toast.error(refusalOf(e, '图片上传失败，请稍后再试'))
    } finally {
      setUploading(false)
      if (file.current) file.current.value = ''
    }
  }
  return (
    <div role="toolbar" aria-label="格式" className="flex flex-wrap gap-1 border-b border-gray-200 p-1">
      {tools.map((t) => (
        <button
          key={t.title}
          type="button"
          title={t.title}
          // The name starts with what the button shows (WCAG 2.5.3: a speech user says "H2"), then says what it does.
          aria-label={t.label === t.title ? undefined : `${t.label}（${t.title}）`}
          aria-pressed={t.active}
          className={TOOL}
          onClick={t.run}
          disabled={disabled}
        >
          {t.label}
        </button>
      ))}
      <button type="button" className={TOOL} aria-pressed={editor.isActive('link')} onClick={link} disabled={disabled}>
        链接
      </button>
      <button type="button" className={TOOL} onClick={() => file.current?.click()} disabled={disabled || uploading}>
        {uploading ? '上传中…' : '图片'}
      </button>
      <input
        ref={file}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        hidden
        onChange={(e) => void picture(e.target.files?.[0])}
      />
    </div>
  )
}

export function CourseDescriptionEditor({
  value,
  onChange,
  disabled = false,
  labelId,
}: {
  value: string
  onChange: (html: string) => void
  disabled?: boolean
  labelId: string
}) {
  const editor = useEditor({
    immediatelyRender: false,
    editable: !disabled,
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, codeBlock: false, link: false, underline: false }),
      Link.configure({ openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] }),
      Image,
    ],
    content: descriptionHtml(value),
    editorProps: {
      attributes: {
        'aria-labelledby': labelId,
        'aria-multiline': 'true',
        role: 'textbox',
        class:
          'min-h-48 px-3 py-2 text-sm leading-relaxed outline-none [&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-1 [&_ul]:list-disc [&_ul]:pl-6',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  })
  return (
    <div
      className="rounded-md border border-gray-300 bg-white focus-within:border-primary"
      data-testid="description-editor"
    >
      {editor ? <Toolbar editor={editor} disabled={disabled} /> : null}
      <EditorContent editor={editor} />
    </div>
  )
}
