export * from './tenants'
export * from './course-types'
export * from './accounts'
export * from './catalogue'
