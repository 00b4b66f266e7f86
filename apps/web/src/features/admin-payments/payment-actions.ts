import {
  cancelPaymentInputSchema,
  markReceivedInputSchema,
  refundInputSchema,
  releaseInputSchema,
  type AdminPayment,
} from '@afrinest/contract';

/** What an admin may do to a payment, each one POST /api/admin/payments/{id}/…. */
export type PaymentAction = 'markReceived' | 'release' | 'cancel' | 'refund';

const open = (p: AdminPayment) => p.status === 'CREATED' || p.status === 'PENDING';

/** The actions the API accepts for a payment in its current state, in the order shown. */
export function actionsFor(p: AdminPayment): PaymentAction[] {
  const actions: PaymentAction[] = [];
  if (p.provider === 'bank_transfer' && open(p) && p.heldReason === null)
    actions.push('markReceived');
  if (p.heldReason !== null && open(p)) actions.push('release');
  if (open(p)) actions.push('cancel');
  if (p.status === 'SUCCEEDED') actions.push('refund');
  return actions;
}

/** The one field each action asks for: its name in the body and the contract's rule for it. */
export const actionField = {
  markReceived: { name: 'bankReference', rule: markReceivedInputSchema.shape.bankReference },
  release: { name: 'reason', rule: releaseInputSchema.shape.reason },
  cancel: { name: 'reason', rule: cancelPaymentInputSchema.shape.reason },
  refund: { name: 'reason', rule: refundInputSchema.shape.reason },
} as const;

export const actionButtonLabels: Record<PaymentAction, string> = {
  markReceived: 'Mark received',
  release: 'Release',
  cancel: 'Cancel',
  refund: 'Refund',
};
