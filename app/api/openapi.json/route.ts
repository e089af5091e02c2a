// GET /api/openapi.json: the OpenAPI document of every registered method.
import { buildOpenApiDocument } from '@/lib/api/openapi'

export const dynamic = 'force-static'

export function GET() {
  return Response.json(buildOpenApiDocument())
}
