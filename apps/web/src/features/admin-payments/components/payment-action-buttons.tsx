import { useState } from 'react';
import type { AdminPayment } from '@afrinest/contract';
import { Button } from '@/components/ui';
import {
  actionButtonLabels,
  actionsFor,
  type PaymentAction,
} from '@/features/admin-payments/payment-actions';
import { PaymentActionDialog } from '@/features/admin-payments/components/payment-action-dialog';

export interface PaymentActionButtonsProps {
  payment: AdminPayment;
  /** Only these of the actions the payment allows (a list offers the one it is about). */
  only?: readonly PaymentAction[];
}

/** A button per action the payment's state allows, each asking in a dialog before it runs. */
export function PaymentActionButtons({ payment, only }: PaymentActionButtonsProps) {
  const [open, setOpen] = useState<PaymentAction>();
  const actions = actionsFor(payment).filter((a) => !only || only.includes(a));
  if (actions.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {actions.map((a) => (
        <Button
          key={a}
          size="sm"
          variant={a === 'cancel' || a === 'refund' ? 'secondary' : 'primary'}
          aria-label={`${actionButtonLabels[a]} ${payment.reference}`}
          onClick={() => setOpen(a)}
        >
          {actionButtonLabels[a]}
        </Button>
      ))}
      {open && (
        <PaymentActionDialog action={open} payment={payment} onClose={() => setOpen(undefined)} />
      )}
    </div>
  );
}
