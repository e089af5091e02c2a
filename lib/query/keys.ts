// Query keys shared by server prefetch and client hooks (a plain module: server components can import it).
export const queryKeys = {
  commonSetting: ['Common', 'GetCommonSetting'] as const,
  tenantAvailability: (tenancyName: string | undefined) => ['Account', 'IsTenantAvailable', tenancyName] as const,
}
