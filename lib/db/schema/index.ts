export * from './tenants'
export * from './course-types'
