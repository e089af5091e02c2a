// OpenAPI 3.1 document generated from the registry, so the docs can never drift from the code.
import { z } from 'zod'
import { ROLE_LABELS, type OperatorRole } from '@/lib/contract/operator-roles'
import { listMethods } from './registry'
// Each method's result as JSON schema, generated from the handlers' types by `npm run openapi:types`
// (scripts/openapi-results.ts); `npm run typecheck` fails when it is stale.
import generated from './openapi-results.json'

interface ResultSchemas {
  results: Record<string, object>
  schemas: Record<string, object>
}

const envelopeSchema = (result: object = {}) => ({
  type: 'object',
  required: ['success', 'result', 'error', 'unAuthorizedRequest', '__abp'],
  properties: {
    success: { type: 'boolean' },
    result,
    targetUrl: { type: ['string', 'null'] },
    error: { $ref: '#/components/schemas/AbpError' },
    unAuthorizedRequest: { type: 'boolean' },
    __abp: { const: true },
  },
})

const AUTH_TEXT = {
  anonymous: '无需登录',
  signedIn: '需登录',
  user: '需个人用户登录',
  company: '需企业账号登录',
  operator: '需管理后台操作员登录',
}

/** 「（角色：管理员、只读）」 after an operator method's rule. */
const roleText = (roles: readonly OperatorRole[] | undefined) =>
  roles ? `（角色：${roles.map((r) => ROLE_LABELS[r]).join('、')}）` : ''

function inputSchema(schema: z.ZodType): Record<string, unknown> {
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>
  } catch {
    return { type: 'object' }
  }
}

/** `Service/Method`, the key of a result in openapi-results.json, from a method's public path. */
const resultKey = (path: string) => path.split('/').slice(-2).join('/')

export function buildOpenApiDocument(results: ResultSchemas = generated as ResultSchemas) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const { path, spec } of listMethods()) {
    const schema = inputSchema(spec.input)
    const operation: Record<string, unknown> = {
      operationId: path.replace(/^\/(admin\/)?api\//, '$1').replace(/\//g, '_'),
      summary: spec.summary,
      description: [spec.description, `权限：${AUTH_TEXT[spec.auth]}${roleText(spec.roles)}`]
        .filter(Boolean)
        .join('\n\n'),
      tags: [path.split('/').slice(-2, -1)[0]],
      security:
        spec.auth === 'anonymous'
          ? []
          : spec.auth === 'operator'
            ? [{ console: [] }]
            : [{ bearer: [] }, { cookie: [] }],
      responses: {
        '200':
          spec.output?.kind === 'file'
            ? {
                description: '成功（文件下载）',
                content: { [spec.output.contentType]: { schema: { type: 'string', format: 'binary' } } },
              }
            : {
                description: '成功',
                content: { 'application/json': { schema: envelopeSchema(results.results[resultKey(path)]) } },
              },
        '400': {
          description: '参数错误',
          content: { 'application/json': { schema: envelopeSchema({ type: 'null' }) } },
        },
        default: {
          description: '错误（见 error.code）',
          content: { 'application/json': { schema: envelopeSchema({ type: 'null' }) } },
        },
      },
    }
    if (spec.verb === 'GET' || spec.verb === 'DELETE' || spec.body?.kind === 'stream') {
      const props = (schema.properties ?? {}) as Record<string, object>
      const required = new Set((schema.required as string[] | undefined) ?? [])
      operation.parameters = Object.entries(props).map(([name, s]) => ({
        name,
        in: 'query',
        required: required.has(name),
        schema: s,
      }))
      // A streamed body is the file itself (e.g. video/mp4), its other inputs in the query string.
      if (spec.body?.kind === 'stream')
        operation.requestBody = {
          required: true,
          content: { [spec.body.contentType]: { schema: { type: 'string', format: 'binary' } } },
        }
    } else if (spec.body?.kind === 'multipart') {
      // A File has no JSON schema of its own: OpenAPI's binary string names the part a client sends.
      const props = {
        ...((schema.properties ?? {}) as Record<string, object>),
        file: { type: 'string', format: 'binary' },
      }
      operation.requestBody = {
        required: true,
        content: { 'multipart/form-data': { schema: { ...schema, properties: props } } },
      }
    } else {
      operation.requestBody = { required: true, content: { 'application/json': { schema } } }
    }
    paths[path] = { [spec.verb.toLowerCase()]: operation }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: '多租户在线学习平台 API',
      version: '1.0.0',
      description:
        '所有接口返回 ABP 信封 { success, result, error, unAuthorizedRequest, __abp }。机构由请求的主机名第一段决定。',
    },
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        cookie: { type: 'apiKey', in: 'cookie', name: 'qh_session' },
        console: { type: 'apiKey', in: 'cookie', name: 'qh_admin' },
      },
      schemas: {
        ...results.schemas,
        AbpError: {
          type: ['object', 'null'],
          properties: {
            code: { type: 'integer' },
            message: { type: 'string' },
            details: { type: ['string', 'null'] },
            validationErrors: {
              type: ['array', 'null'],
              items: {
                type: 'object',
                properties: { message: { type: 'string' }, members: { type: 'array', items: { type: 'string' } } },
              },
            },
          },
        },
      },
    },
    paths,
  }
}
