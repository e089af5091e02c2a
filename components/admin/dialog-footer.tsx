// The foot of a console form dialog: the server's refusal beside the buttons (the fields above may be scrolled away),
// and for an edit form 取消 + 保存 — or 关闭 alone for a role that only reads.
import { FormError } from '@/components/ui/form-field'
import { BUTTON } from './styles'

export function DialogRefusal({ message, testId }: { message: string; testId: string }) {
  return (
    <div className="mr-auto min-w-0 self-center">
      <FormError message={message} testId={testId} />
    </div>
  )
}

export function SaveFooter({
  formId,
  refusal,
  refusalTestId,
  readOnly,
  busy,
  onClose,
}: {
  formId: string
  refusal: string
  refusalTestId: string
  readOnly: boolean
  busy: boolean
  onClose: () => void
}) {
  return (
    <>
      <DialogRefusal message={refusal} testId={refusalTestId} />
      <button type="button" className={BUTTON.secondary} onClick={onClose} disabled={busy}>
        {readOnly ? '关闭' : '取消'}
      </button>
      {readOnly ? null : (
        <button type="submit" form={formId} className={BUTTON.primary} disabled={busy}>
          {busy ? '保存中…' : '保存'}
        </button>
      )}
    </>
  )
}
