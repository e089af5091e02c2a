export * from './tenants'
export * from './course-types'
export * from './accounts'
