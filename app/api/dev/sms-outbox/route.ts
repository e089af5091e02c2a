// Development only: answers 404 unless the outbox SMS provider is active (see lib/sms/outbox-route.ts).
export { handleOutboxRequest as GET } from '@/lib/sms/outbox-route'
