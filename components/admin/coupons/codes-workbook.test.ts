// The 兑换码 workbook as an operator opens it: the campaign above, then every code grouped as shown, in order.
import ExcelJS from 'exceljs'
import { codesFilename, codesWorkbook } from './codes-workbook'

it('writes every code grouped, under the campaign and its last day', async () => {
  const codes = ['ABCDEFGHJKMNPQRS', '23456789ABCDEFGH']
  const meta = { title: '新人课程券', scopeText: '¥99以内的课程', validUntil: '2026-12-31T16:00:00Z' }
  const bytes = await codesWorkbook(codes, meta, new Date('2026-11-26T07:30:00Z'))
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(bytes)
  const sheet = book.getWorksheet('兑换码')!
  expect(sheet.getCell('A1').value).toBe('活动：新人课程券')
  expect(sheet.getCell('A2').value).toBe('适用范围：¥99以内的课程')
  expect(String(sheet.getCell('A3').value)).toContain('兑换截止：2026-12-31（北京时间）')
  expect([5, 6, 7].map((r) => sheet.getRow(r).values)).toEqual([
    [undefined, '序号', '兑换码'],
    [undefined, 1, 'ABCD-EFGH-JKMN-PQRS'],
    [undefined, 2, '2345-6789-ABCD-EFGH'],
  ])
  expect(codesFilename('新人/课程券', new Date('2026-11-26T07:30:00Z'))).toBe('兑换码-新人_课程券-20261126-1530.xlsx')
})
