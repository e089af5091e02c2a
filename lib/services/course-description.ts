// A course's rich description as the console saves it (issue 28): the editor's HTML cut to an allow-list on the
// server, so what the public course page renders is exactly what this answers. Pictures only from the tenant's own
// console uploads; links only http(s), mailto or a path of the site.
import sanitizeHtml from 'sanitize-html'
import { publicBaseUrl } from '@/lib/storage'
import { isConsoleUpload } from '@/lib/storage/upload-keys'

const SAFE_HREF = /^(https?:\/\/|mailto:|\/(?!\/))/i

/** The editor's output kept: headings, paragraphs, emphasis, lists, quotes, links and the tenant's uploaded pictures. */
export function sanitizeDescription(html: string, slug: string): string {
  const base = publicBaseUrl()
  const clean = sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'h2',
      'h3',
      'h4',
      'strong',
      'em',
      's',
      'code',
      'ul',
      'ol',
      'li',
      'blockquote',
      'hr',
      'a',
      'img',
    ],
    allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt'] },
    // Tiptap writes b/i for pasted text: keep their meaning in the tags we allow.
    transformTags: {
      b: 'strong',
      i: 'em',
      h1: 'h2',
      h5: 'h4',
      h6: 'h4',
      strike: 's',
      del: 's',
      // A link to anywhere else (javascript:, data:, //host) keeps its words and loses the link.
      a: (tagName, attribs) => ({ tagName, attribs: SAFE_HREF.test(attribs.href ?? '') ? attribs : {} }),
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
    exclusiveFilter: (frame) => {
      if (frame.tag !== 'img') return false
      const src = frame.attribs.src ?? ''
      return !(src.startsWith(base) && isConsoleUpload(src.slice(base.length), slug))
    },
  })
  // A link that lost its address keeps its words only; the sanitiser writes it as a bare <a> (links never nest).
  const unwrapped = clean.replace(/<a>([\s\S]*?)<\/a>/g, '$1').trim()
  // A description that holds no text and no picture is empty, not "<p></p>".
  return /<img|[^\s]/.test(unwrapped.replace(/<(?!img)[^>]*>/g, '').replace(/&nbsp;/g, ' ')) ? unwrapped : ''
}
