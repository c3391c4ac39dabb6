import { Link } from "react-router-dom";

/** The exact words of issue 49 for an order whose payment the bank is still processing. */
export const WAITING_FOR_BANK = "We are waiting for your bank";
export const PAYMENT_DID_NOT_GO_THROUGH =
  "The payment did not go through: try again or choose another method";

/** A debit (SEPA) on its way: the pieces stay held; the customer is mailed when it is done. */
export function WaitingForBank() {
  return (
    <div className="payment-waiting" role="status">
      <h2>{WAITING_FOR_BANK}</h2>
      <p>
        Your bank takes a few days to transfer the money. We keep your pieces meanwhile and email you once it
        has arrived.
      </p>
      <Link to="/dashboard">Back to my purchases</Link>
    </div>
  );
}
