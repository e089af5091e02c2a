// One QueryClient per server request (React cache), so every prefetch in a render lands in what <HydrationBoundary> hands over.
import 'server-only'
import { cache } from 'react'
import { makeQueryClient } from './make-query-client'

export const getServerQueryClient = cache(makeQueryClient)
