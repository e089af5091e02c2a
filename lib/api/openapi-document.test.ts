/** @jest-environment node */
// The OpenAPI document of the real registry (/api/openapi.json) as an outside client reads it: it validates, every
// operation says what it answers, enumerated inputs list their values with their Chinese labels, and a client that
// openapi-typescript generates from it compiles — with real types, not `any`.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import ts from 'typescript'
import { validate } from '@readme/openapi-parser'
import { buildOpenApiDocument } from './openapi'
import { listMethods } from './registry'

type Schema = Record<string, unknown> & { properties?: Record<string, Schema> }
interface Operation {
  parameters?: { name: string; schema: Schema }[]
  requestBody?: { content: Record<string, { schema: Schema }> }
  responses: Record<string, { content: Record<string, { schema: Schema }> }>
}

const doc = buildOpenApiDocument()
const operation = (p: string) => Object.values(doc.paths[p])[0] as Operation
const resultOf = (p: string) => operation(p).responses['200'].content['application/json'].schema.properties!.result

it('validates as an OpenAPI 3.1 document (@readme/openapi-parser)', async () => {
  const answer = await validate(structuredClone(doc) as never)
  expect(answer.valid ? [] : answer.errors).toEqual([])
})

it('says what every operation answers: a typed result in the envelope, or the PDF’s bytes', () => {
  const paths = Object.keys(doc.paths)
  expect(paths).toHaveLength(listMethods().length)
  const untyped = paths.filter((p) => {
    const json = operation(p).responses['200'].content['application/json']
    return json ? Object.keys(json.schema.properties!.result).length === 0 : false
  })
  expect(untyped).toEqual([])
  expect(operation('/api/services/app/Diagnosis/GetReportPdf').responses['200'].content).toEqual({
    'application/pdf': { schema: { type: 'string', format: 'binary' } },
  })

  expect(resultOf('/api/services/app/Consultation/Submit')).toEqual({
    type: 'object',
    properties: { id: { type: 'number' }, requestNo: { type: 'string' } },
    required: ['id', 'requestNo'],
  })
  // Named types are components, with the comments of their declarations; a nullable result says so.
  expect(resultOf('/api/TokenAuth/Authenticate')).toEqual({ $ref: '#/components/schemas/LoginResult' })
  const schemas = doc.components.schemas as Record<string, Schema>
  expect(schemas.LoginResult.required).toEqual(expect.arrayContaining(['accessToken', 'userId']))
  expect(schemas.LoginResult.properties!.frontCompanyId).toMatchObject({ type: ['number', 'null'] })
  expect(resultOf('/api/services/app/Diagnosis/GetProfile').anyOf).toContainEqual({ type: 'null' })
  expect(resultOf('/api/services/app/Consultation/GetRequest')).toEqual({
    $ref: '#/components/schemas/ConsultDetail',
  })
  expect(schemas.ConsultStatus).toMatchObject({ enum: ['submitted', 'accepted', 'replied', 'closed'] })
})

it('lists every value of a labelled choice — the keys and the Chinese labels, each with its meaning', () => {
  const submit = operation('/api/services/app/Consultation/Submit').requestBody!.content['application/json'].schema
  const time = submit.properties!.preferredTime
  expect(time.enum).toEqual([
    'anytime',
    'morning',
    'afternoon',
    'evening',
    'weekend',
    '工作日均可',
    '工作日上午（9:00–12:00）',
    '工作日下午（14:00–18:00）',
    '工作日晚上（18:00–21:00）',
    '周末',
  ])
  expect((time['x-enum-descriptions'] as string[]).slice(0, 1)).toEqual(['工作日均可'])
  expect(time.description).toMatch(/anytime（工作日均可）/)

  const messageType = operation('/api/services/app/MessageCenter/GetMessageInfo').parameters!.find(
    (p) => p.name === 'messageType',
  )!.schema
  expect(messageType.enum).toEqual([0, 1, 2, '系统通知', '企业消息', '学习提醒'])
  // Choices whose wire value is the label itself list them too (empty: not filled in yet).
  const company = operation('/api/services/app/FrontCompany/UpdateCompanyInfo').requestBody!.content['application/json']
  expect(company.schema.properties!.companySize.enum).toEqual(expect.arrayContaining(['', '1-49人', '5000人及以上']))
  const coupons = operation('/api/services/app/Coupon/GetMyCoupons').parameters!.find((p) => p.name === 'state')!
  expect(coupons.schema).toMatchObject({
    default: 'usable',
    enum: ['usable', 'used', 'expired', '可使用', '已使用', '已过期'],
  })
})

// What an outside TypeScript client writes against the generated types; each @ts-expect-error must be an error.
const CLIENT = `import type { paths } from './api'
type Submit = paths['/api/services/app/Consultation/Submit']['post']
type SubmitBody = Submit['requestBody']['content']['application/json']
type Envelope<O> = O extends { responses: { 200: { content: { 'application/json': infer E } } } } ? E : never

export const body: SubmitBody = {
  topic: '新员工入职培训方案',
  description: '今年预计入职60名新员工，希望有一套线上方案。',
  contactName: '刘女士',
  PhoneNumber: '13900001111',
  companyName: '',
  preferredTime: '工作日均可',
}
export const key: SubmitBody['preferredTime'] = 'anytime'
// @ts-expect-error not a documented time to call
export const wrong: SubmitBody['preferredTime'] = 'midnight'

export function read(answer: Envelope<Submit>, login: Envelope<paths['/api/TokenAuth/Authenticate']['post']>) {
  const requestNo: string = answer.result.requestNo
  // @ts-expect-error the result has no such field
  void answer.result.nothing
  const token: string = login.result.accessToken
  return [requestNo, token, answer.success, answer.__abp]
}

type Coupons = NonNullable<paths['/api/services/app/Coupon/GetMyCoupons']['get']['parameters']['query']>
export const tab: Coupons = { state: '已过期' }
`

it('a client generated by openapi-typescript compiles against it', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qh-openapi-client-'))
  try {
    fs.writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify(doc))
    // Its CLI, as a client's build runs it (the package is ESM-only underneath, which Jest's CommonJS cannot load).
    const cli = path.join(path.dirname(require.resolve('openapi-typescript/package.json')), 'bin/cli.js')
    execFileSync(process.execPath, [cli, path.join(dir, 'openapi.json'), '-o', path.join(dir, 'api.ts')], {
      stdio: 'pipe',
      env: { ...process.env, NODE_OPTIONS: '' },
    })
    fs.writeFileSync(path.join(dir, 'client.ts'), CLIENT)
    const program = ts.createProgram([path.join(dir, 'client.ts')], {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts'],
      types: [],
    })
    const errors = ts
      .getPreEmitDiagnostics(program)
      .map(
        (d) =>
          `${d.file ? path.basename(d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`,
      )
    expect(errors).toEqual([])
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}, 60_000)

// CourseTopic's methods as a generated client sees them (moved from its integration suite: the document needs no database).
describe('CourseTopic in the document', () => {
  const API = '/api/services/app/CourseTopic'
  it('describes every CourseTopic method with its verb and input', () => {
    const doc = buildOpenApiDocument()
    const methods = Object.keys(doc.paths)
      .filter((p) => p.startsWith(API))
      .map((p) => p.slice(API.length + 1))
      .sort()
    expect(methods).toEqual([
      'CreateReply',
      'CreateTopic',
      'DeleteReply',
      'DeleteTopic',
      'GetReplyDetail',
      'GetReplyList',
      'GetTopicDetail',
      'GetTopicList',
    ])
    const create = doc.paths[`${API}/CreateTopic`].post as {
      requestBody: { content: { 'application/json': { schema: { properties: Record<string, unknown> } } } }
    }
    expect(Object.keys(create.requestBody.content['application/json'].schema.properties).sort()).toEqual([
      'content',
      'courseId',
      'title',
    ])
    const list = doc.paths[`${API}/GetTopicList`].get as { parameters: { name: string }[] }
    expect(list.parameters.map((p) => p.name).sort()).toEqual(['courseId', 'page', 'pageSize'])
  })
})
