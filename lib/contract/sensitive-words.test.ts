// maskSensitive: docs/spec.md §5's asterisks, one per character, on every read path of the discussion.
import { maskSensitive, parseSensitiveWords } from './sensitive-words'

const DEMO = '赌博|代开发票|刷单|传销|博彩'

describe('parseSensitiveWords', () => {
  it('splits on |, trims, drops empty entries and duplicates (ignoring Latin case), longest first', () => {
    expect(parseSensitiveWords(' 刷单 || 代开发票|发票| SPAM |spam|')).toEqual(['代开发票', 'SPAM', '刷单', '发票'])
    expect(parseSensitiveWords('')).toEqual([])
    expect(parseSensitiveWords(null)).toEqual([])
    expect(parseSensitiveWords(undefined)).toEqual([])
    expect(parseSensitiveWords(['甲乙', '甲'])).toEqual(['甲乙', '甲'])
  })
})

describe('maskSensitive', () => {
  it("replaces each occurrence of each of demo's words by one * per character", () => {
    expect(maskSensitive('有人刷单吗', DEMO)).toBe('有人**吗')
    expect(maskSensitive('刷单刷单，代开发票，传销和博彩都不行', DEMO)).toBe('****，****，**和**都不行')
    expect(maskSensitive('赌博', DEMO)).toBe('**')
  })

  it('leaves text without the words, and any text when the list is empty, exactly as it was', () => {
    expect(maskSensitive('好好学习，天天向上', DEMO)).toBe('好好学习，天天向上')
    expect(maskSensitive('刷单', '')).toBe('刷单')
    expect(maskSensitive('刷单', '|  |')).toBe('刷单')
    expect(maskSensitive('刷单', null)).toBe('刷单')
    expect(maskSensitive('', DEMO)).toBe('')
  })

  it('masks every character of overlapping occurrences, whatever order the setting lists the words in', () => {
    expect(maskSensitive('代开发票', '发票|代开发票')).toBe('****')
    expect(maskSensitive('博彩赌博彩', '赌博|博彩')).toBe('*****')
    expect(maskSensitive('ab abc', 'ab|abc')).toBe('** ***')
    expect(maskSensitive('aaa', 'aa')).toBe('***')
  })

  it('matches Latin words case-insensitively and counts characters, not UTF-16 units', () => {
    expect(maskSensitive('Spam, SPAM and spAm', 'spam')).toBe('****, **** and ****')
    expect(maskSensitive('看😀😀这里', '😀😀')).toBe('看**这里')
    expect(maskSensitive('𠮷野家', '𠮷野')).toBe('**家')
    // Overlapping astral-plane words: each search step moves a whole character on (a half step never ended).
    expect(maskSensitive('😀😀😀 😀', '😀😀')).toBe('*** 😀')
  })

  it('treats regular-expression characters in words literally', () => {
    expect(maskSensitive('a.b axb (x) [y] c*d $5', 'a.b|(x)|[y]|c*d|$5')).toBe('*** axb *** *** *** **')
    expect(maskSensitive('a\\b ab', 'a\\b')).toBe('*** ab')
  })

  it('masks across lines and inside longer words, and takes a word list as well as the joined setting', () => {
    expect(maskSensitive('第一行刷单\n第二行刷单了', ['刷单'])).toBe('第一行**\n第二行**了')
    expect(maskSensitive('反传销宣传', DEMO)).toBe('反**宣传')
  })

  it('gives the same answer on repeated calls (the compiled pattern is global and reused)', () => {
    for (let i = 0; i < 3; i++) expect(maskSensitive('刷单刷单', DEMO)).toBe('****')
    for (let i = 0; i < 80; i++) expect(maskSensitive(`词${i}`, `词${i}`)).toBe('*'.repeat(Array.from(`词${i}`).length))
  })
})
