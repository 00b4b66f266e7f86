import { ErrorCode, PaymentErrorCode, PaymentMessages } from '@afrinest/contract';
import { AppError } from '../../../platform/http/errors';

export {
  codeTaken,
  fieldsError,
  packageNotFound,
  staleVersion,
} from '../catalogue/catalogue-errors';

/** Checkout refusals are 422: the order is well formed, the offer does not allow it. */
export const discountInvalid = (message: string = PaymentMessages.DISCOUNT_INVALID) =>
  new AppError(422, PaymentErrorCode.DISCOUNT_INVALID, message);
export const discountNotFound = () =>
  new AppError(404, PaymentErrorCode.DISCOUNT_NOT_FOUND, PaymentMessages.DISCOUNT_NOT_FOUND);
export const purchaseLimitReached = (max: number, days: number) =>
  new AppError(
    422,
    PaymentErrorCode.PURCHASE_LIMIT,
    PaymentMessages.PURCHASE_LIMIT.replace('{max}', String(max)).replace('{days}', String(days)),
  );
export const spendCeilingReached = (ceiling: string) =>
  new AppError(
    422,
    PaymentErrorCode.SPEND_CEILING,
    PaymentMessages.SPEND_CEILING.replace('{ceiling}', ceiling),
  );
export const requestNotFound = () =>
  new AppError(404, PaymentErrorCode.REQUEST_NOT_FOUND, PaymentMessages.REQUEST_NOT_FOUND);
export const requestClosed = () =>
  new AppError(409, PaymentErrorCode.REQUEST_CLOSED, PaymentMessages.REQUEST_CLOSED);
/** A limit or ceiling that was never set: nothing to remove. */
export const limitNotFound = (message: string) => new AppError(404, ErrorCode.NOT_FOUND, message);
