/** Spec §8 success messages, with the transaction id (the PaymentIntent id). */
export function PaymentSuccess({ transactionId }: { transactionId: string }) {
  return (
    <div className="payment-success" role="status">
      <h2>Payment Success!</h2>
      <p>Congrats! Your payment is confirmed</p>
      <p>
        Transaction id: <code className="payment-success__id">{transactionId}</code>
      </p>
    </div>
  );
}
