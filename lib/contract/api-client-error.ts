// The one error type API calls reject with, kept free of ky so server code and tests can import it cheaply.
import type { ValidationError } from '@/lib/contract/envelope'

/** What the browser's HTTP client did about a failure (docs/spec.md §8); the policy itself lives in lib/client/error-policy. */
export type ErrorActionKind = 'session-ended' | 'reload' | 'signed-out' | 'console-signed-out' | 'navigate' | 'inline'

/** api: the server refused (envelope with success false); bad-response: not an envelope; network/timeout: no answer. */
export type ApiFailureKind = 'api' | 'bad-response' | 'network' | 'timeout'

export interface ApiClientErrorInit {
  kind: ApiFailureKind
  code: number
  message: string
  /** HTTP status; 0 when no response arrived. */
  status: number
  validationErrors?: ValidationError[] | null
}

export class ApiClientError extends Error {
  readonly kind: ApiFailureKind
  /** The envelope's error.code (ErrorCode); 500 for a broken response, 0 for network/timeout. */
  readonly code: number
  readonly status: number
  readonly validationErrors: ValidationError[] | null
  /** What the HTTP client already did about it (docs/spec.md §8), so callers do not repeat it. */
  action: ErrorActionKind | null = null

  constructor(init: ApiClientErrorInit) {
    super(init.message)
    this.name = 'ApiClientError'
    this.kind = init.kind
    this.code = init.code
    this.status = init.status
    this.validationErrors = init.validationErrors ?? null
  }

  /** A 4xx refusal: asking again will not change the answer. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500
  }

  /** The validation message for one form field (member names compare case-insensitively, as ABP camelCases them). */
  fieldError(member: string): string | undefined {
    const wanted = member.toLowerCase()
    return this.validationErrors?.find((v) => v.members.some((m) => m.toLowerCase() === wanted))?.message
  }
}

export function isApiClientError(error: unknown): error is ApiClientError {
  return error instanceof ApiClientError
}
