'use client'
// Asks before a course voucher is spent. Loaded (with the dialog) only when a learner is about to use one, so the course
// and learning pages, under a first-load JS budget, do not carry it.
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { VOUCHER_CONFIRM_OK, VOUCHER_CONFIRM_TITLE, voucherConfirmText } from '@/lib/contract/voucher-words'

/** onAnswer(true) for 确定兑换; false for 取消, Escape or a click outside. */
export default function VoucherConfirm({ title, onAnswer }: { title: string; onAnswer: (ok: boolean) => void }) {
  return (
    <ConfirmDialog
      open
      title={VOUCHER_CONFIRM_TITLE}
      message={voucherConfirmText(title)}
      confirmText={VOUCHER_CONFIRM_OK}
      onConfirm={() => onAnswer(true)}
      onCancel={() => onAnswer(false)}
    />
  )
}
