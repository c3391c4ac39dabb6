/**
 * PaymentMethods: created from raw card data (`POST /v1/payment_methods`, or inline as
 * `payment_method_data`), or Stripe's test ones (`pm_card_visa`, `tok_visa`, ...).
 */
import {
  paymentMethodFromCardParams,
  testPaymentMethod,
  type PaymentMethod,
  type StoredPaymentMethod,
} from "./cards.js";
import { bankPaymentMethod, isBankMethodType, testBankPaymentMethod } from "./bank-methods.js";
import { invalidRequest, missingParam, resourceMissing } from "./errors.js";
import type { FormReader } from "./form-body.js";
import { rejectUnknownParams, withParamErrors } from "./params.js";
import { PAYMENT_METHOD_PARAMS } from "./tables/parameters.js";

const UNSIMULATED = `Invalid type: stripe-local simulates "card", "ideal", "bancontact" and "sepa_debit"`;

export class PaymentMethodStore {
  private readonly paymentMethods = new Map<string, StoredPaymentMethod>();

  constructor(private readonly fingerprintKey: string) {}

  reset(): void {
    this.paymentMethods.clear();
  }

  create(reader: FormReader): PaymentMethod {
    return withParamErrors(() => {
      rejectUnknownParams(reader, PAYMENT_METHOD_PARAMS);
      const type = reader.string("type");
      if (type === undefined) throw missingParam("type");
      if (isBankMethodType(type)) return this.keep(bankPaymentMethod(type, reader, "", this.fingerprintKey));
      if (type !== "card") throw invalidRequest(UNSIMULATED, "type");
      const stored = paymentMethodFromCardParams(
        reader.object("card"),
        reader.object("billing_details"),
        "card",
        this.fingerprintKey,
      );
      this.paymentMethods.set(stored.paymentMethod.id, stored);
      return stored.paymentMethod;
    });
  }

  private keep(stored: StoredPaymentMethod): PaymentMethod {
    this.paymentMethods.set(stored.paymentMethod.id, stored);
    return stored.paymentMethod;
  }

  retrieve(id: string): PaymentMethod {
    const stored = this.lookup(id);
    if (!stored) throw resourceMissing("PaymentMethod", id, "payment_method");
    return stored.paymentMethod;
  }

  lookup(id: string): StoredPaymentMethod | undefined {
    const known = this.paymentMethods.get(id);
    if (known) return known;
    const test = testPaymentMethod(id, this.fingerprintKey) ?? testBankPaymentMethod(id, this.fingerprintKey);
    if (test) this.paymentMethods.set(test.paymentMethod.id, test);
    return test;
  }

  /**
   * The payment method a request names: `payment_method_data[...]`, `payment_method=pm_...`,
   * or else `attachedId` (the one already on the PaymentIntent, when confirming).
   */
  resolve(reader: FormReader, attachedId: string | null): StoredPaymentMethod | null {
    const data = reader.object("payment_method_data");
    const id = reader.nonEmptyString("payment_method");
    if (data && id !== undefined) {
      throw invalidRequest(
        "You may only specify one of these parameters: payment_method, payment_method_data.",
        "payment_method_data",
      );
    }
    if (data) return this.fromData(data);
    if (id !== undefined) {
      const stored = this.lookup(id);
      if (!stored) throw resourceMissing("PaymentMethod", id, "payment_method");
      return stored;
    }
    return attachedId ? (this.lookup(attachedId) ?? null) : null;
  }

  private fromData(data: FormReader): StoredPaymentMethod {
    const type = data.string("type");
    if (type === undefined) throw missingParam("payment_method_data[type]");
    if (isBankMethodType(type)) {
      const stored = bankPaymentMethod(type, data, "payment_method_data", this.fingerprintKey);
      this.paymentMethods.set(stored.paymentMethod.id, stored);
      return stored;
    }
    if (type !== "card") throw invalidRequest(UNSIMULATED, "payment_method_data[type]");
    const stored = paymentMethodFromCardParams(
      data.object("card"),
      data.object("billing_details"),
      "payment_method_data[card]",
      this.fingerprintKey,
    );
    this.paymentMethods.set(stored.paymentMethod.id, stored);
    return stored;
  }
}
