import { HttpError } from "../http/errors";
import type { AppDb } from "../db/client";
import type { Clock } from "../clock";
import type { PaymentProvider } from "./payment-provider";
import { readPlan } from "./plan-access";

export const PAYMENTS_NOT_CANCELLED_MESSAGE =
  /*i18n*/ "We couldn't cancel your Premium payments just now, so your account has not been deleted. Please try again in a moment.";

/**
 * docs/product-rules.md#account-deletion: before an account is erased, the subscription the payment provider still
 * bills is ended there, so no payment is taken for an account that is gone. When the provider cannot be reached the
 * deletion stops here and nothing is erased (502, with the reason).
 */
export function cancelPaymentsBeforeErasure(db: AppDb, provider: PaymentProvider, clock: Clock) {
  return async function cancelPaymentsOf(userId: number, log: { error(object: object, message: string): void }): Promise<void> {
    const { row } = await readPlan(db, userId);
    if (!row || row.provider !== provider.id || !row.providerReference) return;
    const ended = row.status === "cancelled" && row.currentPeriodEnd !== null && row.currentPeriodEnd <= clock();
    if (ended) return;
    try {
      await (provider.endSubscription ? provider.endSubscription(row.providerReference) : provider.cancelSubscription(row.providerReference));
    } catch (error) {
      log.error({ err: error, userId }, "the subscription could not be cancelled; the account is kept");
      throw new HttpError(502, PAYMENTS_NOT_CANCELLED_MESSAGE);
    }
  };
}
