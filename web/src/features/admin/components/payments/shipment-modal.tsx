import { Field } from "@/components/ui/fields/field";
import { useId, useState, type FormEvent } from "react";
import {
  formatMoney,
  shipmentInputSchema,
  type Payment,
  type ShipmentInput,
  type WithId,
} from "@shop/domain";
import { Modal } from "@/components/ui/modal";
import type { ShipmentDestination } from "../../api/payments/get-shipment-destination";

interface ShipmentModalProps {
  payment: WithId<Payment> | null;
  /** Where it ships (loaded with the dialog): a one-line address comes with its note. */
  destination?: ShipmentDestination | undefined;
  /** The destination could not be loaded (the dialog still ships; the order shows the address). */
  destinationFailed?: boolean;
  busy: boolean;
  onClose: () => void;
  onConfirm: (payment: WithId<Payment>, shipment: ShipmentInput) => void;
}

/** Confirms a shipment; carrier and tracking number are optional and reach the customer's purchase. */
export function ShipmentModal({
  payment,
  destination,
  destinationFailed = false,
  busy,
  onClose,
  onConfirm,
}: ShipmentModalProps) {
  const formId = useId();
  const [carrier, setCarrier] = useState("");
  const [trackingNumber, setTrackingNumber] = useState("");
  const [error, setError] = useState("");

  function close() {
    setError("");
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!payment) return;
    const parsed = shipmentInputSchema.safeParse({
      carrier: carrier.trim() || undefined,
      trackingNumber: trackingNumber.trim() || undefined,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Check the shipment details");
      return;
    }
    setError("");
    onConfirm(payment, parsed.data);
  }

  return (
    <Modal
      open={payment !== null}
      title="Make a Shipment"
      onClose={close}
      actions={
        <>
          <button className="btn" type="submit" form={formId} disabled={busy}>
            {busy ? "Shipping…" : "Confirm Shipment"}
          </button>
          <button className="btn btn--ghost" type="button" onClick={close}>
            Close
          </button>
        </>
      }
    >
      {payment && (
        <p>
          {payment.productName} for {payment.userName || payment.userEmail},{" "}
          {formatMoney(payment.priceCents, payment.currency ?? "usd")}.
        </p>
      )}
      {/* The line is there while the destination loads, so the buttons below do not move under a
          click when it arrives (a click on Confirm Shipment then landed on a field instead). */}
      {payment && (
        <p aria-busy={!destination && !destinationFailed}>
          Ship to:{" "}
          {destination?.address ?? (destinationFailed ? "not loaded (the order shows it)" : "loading…")}
        </p>
      )}
      {payment && destination?.note && (
        <p className="field-error" role="note">
          {destination.note}
        </p>
      )}
      <form id={formId} className="form admin-modal-form" noValidate onSubmit={submit}>
        <Field
          label="Carrier (optional)"
          type="text"
          autoComplete="off"
          maxLength={60}
          value={carrier}
          onChange={(e) => setCarrier(e.target.value)}
        />
        <Field
          label="Tracking number (optional)"
          type="text"
          autoComplete="off"
          maxLength={60}
          value={trackingNumber}
          onChange={(e) => setTrackingNumber(e.target.value)}
        />
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </Modal>
  );
}
