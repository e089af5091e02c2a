// Query keys shared by server prefetch and client hooks (a plain module: server components can import it).
export const queryKeys = {
  userBasicInfo: (userId: number | undefined) => ['FrontUser', 'GetUserBasicInfo', userId] as const,
}
