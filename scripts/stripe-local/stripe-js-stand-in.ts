/**
 * Browser stand-in for Stripe.js (`GET /js/stripe.js`), covering what `@stripe/react-stripe-js`
 * v7 (`<Elements>`, `<CardElement>`, `useStripe`, `useElements`) and a card payment page use.
 *
 * No iframes: the card Element mounts ordinary inputs (labelled "Card number", "Expiration date",
 * "CVC" and, unless `hidePostalCode`, "ZIP") so browser tests can type into them. API calls go to
 * the stripe-local origin that served the script (from `document.currentScript.src`, with the
 * server's own URL as fallback), using the publishable key as the `key` form field like Stripe.js,
 * so requests are CORS "simple requests" (no preflight).
 *
 * The browser code is plain ES2017 kept in a String.raw literal; it must not contain backticks
 * or dollar-brace sequences.
 */

const SOURCE = String.raw`
(function () {
  "use strict";
  if (typeof window === "undefined") return;

  var FALLBACK_ORIGIN = __STRIPE_LOCAL_ORIGIN__;
  var ORIGIN = (function () {
    try {
      var current = document.currentScript;
      if (current && current.src) return new URL(current.src, window.location.href).origin;
    } catch (e) { /* fall through */ }
    return FALLBACK_ORIGIN;
  })();

  function IntegrationError(message) {
    var error = new Error(message);
    error.name = "IntegrationError";
    return error;
  }

  // ---------------------------------------------------------------- helpers

  function encodeForm(value, prefix, pairs) {
    if (value === undefined || value === null) return pairs;
    if (typeof value === "object" && !(value instanceof Date)) {
      if (Array.isArray(value)) {
        value.forEach(function (item, index) { encodeForm(item, prefix + "[" + index + "]", pairs); });
      } else {
        Object.keys(value).forEach(function (key) {
          encodeForm(value[key], prefix ? prefix + "[" + key + "]" : key, pairs);
        });
      }
      return pairs;
    }
    pairs.push(encodeURIComponent(prefix) + "=" + encodeURIComponent(String(value)));
    return pairs;
  }

  function request(method, path, params) {
    var url = ORIGIN + path;
    var init = { method: method, credentials: "omit" };
    var body = encodeForm(params, "", []).join("&");
    if (method === "GET") {
      url += (url.indexOf("?") === -1 ? "?" : "&") + body;
    } else {
      init.headers = { "Content-Type": "application/x-www-form-urlencoded" };
      init.body = body;
    }
    return window.fetch(url, init).then(function (response) {
      return response.json().then(function (json) {
        return { ok: response.ok, status: response.status, json: json };
      });
    }).catch(function (cause) {
      return {
        ok: false,
        status: 0,
        json: { error: {
          type: "api_connection_error",
          message: "We could not connect to Stripe (stripe-local at " + ORIGIN + "). " + (cause && cause.message ? cause.message : "")
        } }
      };
    });
  }

  function intentIdFromSecret(clientSecret, method) {
    var match = typeof clientSecret === "string" ? /^(pi_[^_]+)_secret_.+$/.exec(clientSecret) : null;
    if (!match) {
      throw IntegrationError("Invalid value for " + method + ": clientSecret should be a client secret of the form {id}_secret_{secret}. You specified: " + clientSecret + ".");
    }
    return match[1];
  }

  function luhn(digits) {
    var sum = 0, double = false;
    for (var i = digits.length - 1; i >= 0; i--) {
      var d = digits.charCodeAt(i) - 48;
      if (double) { d *= 2; if (d > 9) d -= 9; }
      sum += d;
      double = !double;
    }
    return sum % 10 === 0;
  }

  function brandOf(digits) {
    if (/^4/.test(digits)) return "visa";
    if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(digits)) return "mastercard";
    if (/^3[47]/.test(digits)) return "amex";
    if (/^(6011|65|64[4-9])/.test(digits)) return "discover";
    if (/^(36|30[0-5]|3095|38|39)/.test(digits)) return "diners";
    if (/^35/.test(digits)) return "jcb";
    if (/^62/.test(digits)) return "unionpay";
    return "unknown";
  }

  function numberLengths(brand) {
    if (brand === "amex") return [15];
    if (brand === "diners") return [14, 16];
    if (brand === "unionpay") return [16, 17, 18, 19];
    return [16];
  }

  function formatNumber(digits) {
    var brand = brandOf(digits);
    if (brand === "amex") {
      return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(" ");
    }
    return (digits.match(/.{1,4}/g) || []).join(" ");
  }

  function formatExpiry(raw, deleting) {
    var digits = raw.replace(/\D/g, "").slice(0, 4);
    if (digits.length === 1 && digits > "1") digits = "0" + digits;
    if (digits.length >= 2 && !(deleting && digits.length === 2)) return digits.slice(0, 2) + " / " + digits.slice(2);
    return digits;
  }

  var MESSAGES = {
    incomplete_number: "Your card number is incomplete.",
    invalid_number: "Your card number is invalid.",
    incomplete_expiry: "Your card's expiration date is incomplete.",
    invalid_expiry_month: "Your card's expiration date is invalid.",
    invalid_expiry_month_past: "Your card's expiration date is in the past.",
    invalid_expiry_year_past: "Your card's expiration year is in the past.",
    invalid_expiry_year: "Your card's expiration year is invalid.",
    incomplete_cvc: "Your card's security code is incomplete.",
    incomplete_zip: "Your postal code is incomplete."
  };

  function validationError(code) {
    return { type: "validation_error", code: code, message: MESSAGES[code] };
  }

  // Field checks: each returns { empty, complete, error } where error is a code or null.
  // "strict" (blurred or submitting) turns incomplete input into an error.
  function checkNumber(value, strict) {
    var digits = value.replace(/\D/g, "");
    var brand = brandOf(digits);
    var lengths = numberLengths(brand);
    var max = lengths[lengths.length - 1];
    var complete = lengths.indexOf(digits.length) !== -1 && luhn(digits);
    var error = null;
    if (!complete && digits.length >= max) error = "invalid_number";
    else if (!complete && strict) error = "incomplete_number";
    return { empty: digits.length === 0, complete: complete, error: error, brand: digits.length ? brand : "unknown", digits: digits };
  }

  function checkExpiry(value, strict) {
    var digits = value.replace(/\D/g, "");
    var result = { empty: digits.length === 0, complete: false, error: null, month: 0, year: 0 };
    if (digits.length >= 2) {
      var month = Number(digits.slice(0, 2));
      if (month < 1 || month > 12) { result.error = "invalid_expiry_month"; return result; }
    }
    if (digits.length < 4) {
      if (strict) result.error = "incomplete_expiry";
      return result;
    }
    result.month = Number(digits.slice(0, 2));
    result.year = 2000 + Number(digits.slice(2, 4));
    var now = new Date();
    var thisYear = now.getFullYear(), thisMonth = now.getMonth() + 1;
    if (result.year < thisYear) result.error = "invalid_expiry_year_past";
    else if (result.year === thisYear && result.month < thisMonth) result.error = "invalid_expiry_month_past";
    else if (result.year > thisYear + 50) result.error = "invalid_expiry_year";
    else result.complete = true;
    return result;
  }

  function checkCvc(value, brand, strict) {
    var digits = value.replace(/\D/g, "");
    var needed = brand === "amex" ? 4 : 3;
    var complete = digits.length === needed || (brand === "unknown" && digits.length >= 3);
    return { empty: digits.length === 0, complete: complete, error: !complete && strict ? "incomplete_cvc" : null, digits: digits };
  }

  function checkZip(value, strict) {
    var trimmed = value.trim();
    var complete = /^\d+$/.test(trimmed) ? trimmed.length >= 5 : trimmed.length >= 3;
    return { empty: trimmed.length === 0, complete: complete, error: !complete && strict ? "incomplete_zip" : null, value: trimmed };
  }

  // ---------------------------------------------------------------- Elements

  var FIELD_DEFS = {
    number: { label: "Card number", placeholder: "1234 1234 1234 1234", autocomplete: "cc-number", inputmode: "numeric", width: "auto", grow: "1" },
    expiry: { label: "Expiration date", placeholder: "MM / YY", autocomplete: "cc-exp", inputmode: "numeric", width: "5.5em", grow: "0" },
    cvc: { label: "CVC", placeholder: "CVC", autocomplete: "cc-csc", inputmode: "numeric", width: "3.5em", grow: "0" },
    postalCode: { label: "ZIP", placeholder: "ZIP", autocomplete: "postal-code", inputmode: "text", width: "5em", grow: "0" }
  };

  var ELEMENT_FIELDS = {
    card: ["number", "expiry", "cvc", "postalCode"],
    cardNumber: ["number"],
    cardExpiry: ["expiry"],
    cardCvc: ["cvc"]
  };

  var elementCounter = 0;

  function elementTypeOf(typeOrComponent) {
    if (typeof typeOrComponent === "string") return typeOrComponent;
    if (typeOrComponent && typeof typeOrComponent.__elementType === "string") return typeOrComponent.__elementType;
    return null;
  }

  function createElements(stripe, groupOptions) {
    var registry = {};
    var elementsOptions = Object.assign({}, groupOptions || {});

    function createElement(type, options) {
      if (!ELEMENT_FIELDS[type]) {
        throw IntegrationError("stripe-local: elements.create('" + type + "') is not simulated. Supported types: card, cardNumber, cardExpiry, cardCvc.");
      }
      if (registry[type]) throw IntegrationError("Can only create one Element of type " + type + ".");
      if (type !== "card" && registry.card) throw IntegrationError("Do not mix a card Element with " + type + " Elements in one Elements group.");
      if (type === "card" && (registry.cardNumber || registry.cardExpiry || registry.cardCvc)) {
        throw IntegrationError("Do not mix a card Element with split card Elements in one Elements group.");
      }
      var element = makeElement(type, Object.assign({}, options || {}), group);
      registry[type] = element;
      return element;
    }

    var group = {
      create: createElement,
      getElement: function (typeOrComponent) {
        var type = elementTypeOf(typeOrComponent);
        return (type && registry[type]) || null;
      },
      update: function (options) { Object.assign(elementsOptions, options || {}); },
      fetchUpdates: function () { return Promise.resolve({}); },
      submit: function () { return Promise.resolve({}); },
      _unregister: function (type, element) { if (registry[type] === element) delete registry[type]; },
      _registry: registry,
      _stripe: stripe
    };
    return group;
  }

  function makeElement(type, options, group) {
    elementCounter += 1;
    var uid = "stripe-local-" + type + "-" + elementCounter;
    var listeners = {};
    var host = null;
    var wrapper = null;
    var inputs = {};
    var touched = {};
    var destroyed = false;
    var ready = false;
    var focused = false;
    var lastBrand = "unknown";

    function fieldsShown() {
      return ELEMENT_FIELDS[type].filter(function (field) {
        return !(field === "postalCode" && options.hidePostalCode);
      });
    }

    function classNames() {
      var custom = options.classes || {};
      return {
        base: custom.base || "StripeElement",
        complete: custom.complete || "StripeElement--complete",
        empty: custom.empty || "StripeElement--empty",
        focus: custom.focus || "StripeElement--focus",
        invalid: custom.invalid || "StripeElement--invalid"
      };
    }

    function fire(event, payload) {
      (listeners[event] || []).slice().forEach(function (handler) {
        try { handler(payload); } catch (e) { setTimeout(function () { throw e; }); }
      });
    }

    function assertAlive() {
      if (destroyed) throw IntegrationError("This Element has already been destroyed. Please create a new one.");
    }

    function value(field) { return inputs[field] ? inputs[field].value : ""; }

    // State of this element's own fields.
    function state(strictAll) {
      var shown = fieldsShown();
      var numberCheck = checkNumber(value("number"), strictAll || touched.number);
      var brand = shown.indexOf("number") !== -1 ? numberCheck.brand : siblingBrand();
      var checks = {};
      shown.forEach(function (field) {
        var strict = strictAll || touched[field];
        if (field === "number") checks.number = numberCheck;
        if (field === "expiry") checks.expiry = checkExpiry(value("expiry"), strict);
        if (field === "cvc") checks.cvc = checkCvc(value("cvc"), brand, strict);
        if (field === "postalCode") checks.postalCode = checkZip(value("postalCode"), strict);
      });
      var empty = shown.every(function (f) { return checks[f].empty; });
      var complete = shown.every(function (f) { return checks[f].complete; });
      var errorField = null;
      shown.some(function (f) { if (checks[f].error) { errorField = f; return true; } return false; });
      return {
        checks: checks,
        brand: brand,
        empty: empty,
        complete: complete,
        errorField: errorField,
        error: errorField ? validationError(checks[errorField].error) : undefined
      };
    }

    function siblingBrand() {
      var numberElement = group._registry.cardNumber;
      if (!numberElement || numberElement === api) return "unknown";
      return numberElement._brand();
    }

    function refreshClasses(current) {
      if (!host) return;
      var names = classNames();
      host.classList.add(names.base);
      host.classList.toggle(names.empty, current.empty);
      host.classList.toggle(names.complete, current.complete);
      host.classList.toggle(names.invalid, !!current.error);
      host.classList.toggle(names.focus, focused);
      Object.keys(inputs).forEach(function (field) {
        var bad = current.errorField === field;
        inputs[field].setAttribute("aria-invalid", bad ? "true" : "false");
      });
    }

    function emitChange() {
      var current = state(false);
      lastBrand = current.brand;
      refreshClasses(current);
      var event = {
        elementType: type,
        empty: current.empty,
        complete: current.complete,
        error: current.error,
        value: type === "card" ? { postalCode: current.checks.postalCode ? current.checks.postalCode.value : "" } : undefined
      };
      if (type === "card" || type === "cardNumber") event.brand = current.brand;
      fire("change", event);
    }

    function styleInput(input) {
      var base = (options.style && options.style.base) || {};
      input.style.border = "0";
      input.style.background = "transparent";
      input.style.font = "inherit";
      input.style.color = base.color || "inherit";
      if (base.fontSize) input.style.fontSize = base.fontSize;
      if (base.fontFamily) input.style.fontFamily = base.fontFamily;
      input.style.padding = "0";
      input.style.margin = "0";
      input.style.minWidth = "0";
    }

    function buildInput(field) {
      var def = FIELD_DEFS[field];
      var input = document.createElement("input");
      input.type = "text";
      input.id = uid + "-" + field;
      input.setAttribute("aria-label", def.label);
      input.setAttribute("placeholder", (options.placeholder && type !== "card") ? options.placeholder : def.placeholder);
      input.setAttribute("autocomplete", def.autocomplete);
      input.setAttribute("inputmode", def.inputmode);
      input.setAttribute("spellcheck", "false");
      input.setAttribute("data-elements-stable-field-name", field === "number" ? "cardNumber" : field === "expiry" ? "cardExpiry" : field === "cvc" ? "cardCvc" : "postalCode");
      if (options.disabled) input.disabled = true;
      input.style.flex = def.grow + " 1 " + def.width;
      styleInput(input);

      input.addEventListener("input", function (event) {
        var deleting = event && typeof event.inputType === "string" && event.inputType.indexOf("delete") === 0;
        if (field === "number") {
          var digits = input.value.replace(/\D/g, "").slice(0, 19);
          input.value = formatNumber(digits);
        } else if (field === "expiry") {
          input.value = formatExpiry(input.value, deleting);
        } else if (field === "cvc") {
          input.value = input.value.replace(/\D/g, "").slice(0, 4);
        } else if (field === "postalCode") {
          input.value = input.value.slice(0, 10);
        }
        emitChange();
        // Notify split siblings whose validation depends on the brand (CVC length).
        if (field === "number" && group._registry.cardCvc && group._registry.cardCvc !== api) group._registry.cardCvc._refresh();
      });
      input.addEventListener("focus", function () {
        if (!focused) {
          focused = true;
          refreshClasses(state(false));
          fire("focus", { elementType: type });
        }
      });
      input.addEventListener("blur", function () {
        touched[field] = true;
        setTimeout(function () {
          if (!wrapper) return;
          var active = document.activeElement;
          if (active && wrapper.contains(active)) { emitChange(); return; }
          focused = false;
          emitChange();
          fire("blur", { elementType: type });
        }, 0);
      });
      input.addEventListener("keydown", function (event) {
        if (event.key === "Escape") fire("escape", { elementType: type });
      });
      return input;
    }

    function render() {
      wrapper = document.createElement("div");
      wrapper.className = "StripeLocalCardElement";
      wrapper.setAttribute("data-stripe-local-element", type);
      wrapper.style.display = "flex";
      wrapper.style.gap = "0.5em";
      wrapper.style.alignItems = "center";
      wrapper.style.width = "100%";
      inputs = {};
      fieldsShown().forEach(function (field) {
        var input = buildInput(field);
        inputs[field] = input;
        wrapper.appendChild(input);
      });
      if (options.value && typeof options.value === "object" && options.value.postalCode && inputs.postalCode) {
        inputs.postalCode.value = String(options.value.postalCode);
      }
      host.appendChild(wrapper);
    }

    var api = {
      mount: function (domElement) {
        assertAlive();
        var target = typeof domElement === "string" ? document.querySelector(domElement) : domElement;
        if (!target || typeof target.appendChild !== "function") {
          throw IntegrationError("The selector you specified (" + domElement + ") applies to no DOM elements that are currently on the page.");
        }
        if (host) throw IntegrationError("This Element is already mounted. Use unmount() to unmount the Element before re-mounting.");
        host = target;
        render();
        refreshClasses(state(false));
        setTimeout(function () {
          if (destroyed || !host) return;
          ready = true;
          fire("ready", { elementType: type });
        }, 0);
        return api;
      },
      unmount: function () {
        assertAlive();
        if (wrapper && wrapper.parentNode) wrapper.parentNode.removeChild(wrapper);
        if (host) {
          var names = classNames();
          [names.base, names.complete, names.empty, names.focus, names.invalid].forEach(function (n) { host.classList.remove(n); });
        }
        wrapper = null;
        host = null;
        ready = false;
        focused = false;
        return api;
      },
      destroy: function () {
        if (destroyed) return api;
        if (host) api.unmount();
        destroyed = true;
        listeners = {};
        group._unregister(type, api);
        return api;
      },
      on: function (event, handler) {
        assertAlive();
        if (typeof handler !== "function") throw IntegrationError("Element.on(" + event + ", handler) requires a function.");
        (listeners[event] = listeners[event] || []).push(handler);
        // Late "ready" subscribers (e.g. React effects attached after mount) still get notified.
        if (event === "ready" && ready) setTimeout(function () { if (!destroyed) handler({ elementType: type }); }, 0);
        return api;
      },
      once: function (event, handler) {
        var wrapped = function (payload) { api.off(event, wrapped); handler(payload); };
        return api.on(event, wrapped);
      },
      off: function (event, handler) {
        if (!listeners[event]) return api;
        if (!handler) { delete listeners[event]; return api; }
        listeners[event] = listeners[event].filter(function (h) { return h !== handler; });
        return api;
      },
      update: function (updates) {
        assertAlive();
        Object.assign(options, updates || {});
        if (host && wrapper) {
          var keep = {};
          Object.keys(inputs).forEach(function (f) { keep[f] = inputs[f].value; });
          wrapper.parentNode.removeChild(wrapper);
          render();
          Object.keys(keep).forEach(function (f) { if (inputs[f]) inputs[f].value = keep[f]; });
          refreshClasses(state(false));
        }
        return api;
      },
      clear: function () {
        assertAlive();
        Object.keys(inputs).forEach(function (f) { inputs[f].value = ""; });
        touched = {};
        emitChange();
        return api;
      },
      focus: function () {
        assertAlive();
        var first = inputs[fieldsShown()[0]];
        if (first) first.focus();
        return api;
      },
      blur: function () {
        assertAlive();
        Object.keys(inputs).forEach(function (f) { inputs[f].blur(); });
        return api;
      },
      _brand: function () { return lastBrand; },
      _refresh: function () { if (host) emitChange(); },
      _state: state,
      _type: type,
      _group: group
    };
    return api;
  }

  // Collects (and validates) card data for a card or split card Element.
  function collectCard(element) {
    if (!element || typeof element._state !== "function") {
      throw IntegrationError("stripe-local: payment_method.card must be a card Element created by this Stripe instance.");
    }
    var group = element._group;
    var parts = element._type === "card"
      ? [element]
      : ["cardNumber", "cardExpiry", "cardCvc"].map(function (t) { return group._registry[t]; });
    if (parts.some(function (p) { return !p; })) {
      return { error: { type: "integration_error", message: "Split card Elements require cardNumber, cardExpiry and cardCvc in the same Elements group." } };
    }
    var card = {}, postalCode = null;
    for (var i = 0; i < parts.length; i++) {
      var current = parts[i]._state(true);
      if (current.error) return { error: current.error };
      var c = current.checks;
      if (c.number) card.number = c.number.digits;
      if (c.expiry) { card.exp_month = c.expiry.month; card.exp_year = c.expiry.year; }
      if (c.cvc) card.cvc = c.cvc.digits;
      if (c.postalCode) postalCode = c.postalCode.value;
    }
    return { card: card, postalCode: postalCode };
  }

  function withPostalCode(billingDetails, postalCode) {
    var details = Object.assign({}, billingDetails || {});
    if (postalCode) {
      details.address = Object.assign({}, details.address || {});
      if (!details.address.postal_code) details.address.postal_code = postalCode;
    }
    return details;
  }

  // ---------------------------------------------------------------- 3-D Secure modal

  function formatMoney(amount, currency) {
    try {
      var zeroDecimal = ["jpy", "krw", "vnd", "clp", "pyg", "ugx", "xaf", "xof"].indexOf(currency) !== -1;
      return new Intl.NumberFormat(undefined, { style: "currency", currency: currency.toUpperCase() })
        .format(zeroDecimal ? amount : amount / 100);
    } catch (e) {
      return amount + " " + currency;
    }
  }

  function showChallenge(paymentIntent) {
    return new Promise(function (resolve) {
      var previouslyFocused = document.activeElement;
      var overlay = document.createElement("div");
      overlay.setAttribute("data-stripe-local-3ds", "");
      overlay.style.cssText = "position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,0.55);display:flex;align-items:center;justify-content:center;";
      var dialog = document.createElement("div");
      var titleId = "stripe-local-3ds-title-" + paymentIntent.id;
      var descId = "stripe-local-3ds-desc-" + paymentIntent.id;
      dialog.setAttribute("role", "dialog");
      dialog.setAttribute("aria-modal", "true");
      dialog.setAttribute("aria-labelledby", titleId);
      dialog.setAttribute("aria-describedby", descId);
      dialog.style.cssText = "background:#fff;color:#1a1a1a;max-width:24rem;width:calc(100% - 2rem);padding:1.5rem;border-radius:8px;font:16px/1.5 system-ui,sans-serif;box-shadow:0 10px 40px rgba(0,0,0,0.4);";
      var title = document.createElement("h2");
      title.id = titleId;
      title.textContent = "Secure payment authentication";
      title.style.cssText = "margin:0 0 0.5rem;font-size:1.25rem;";
      var badge = document.createElement("p");
      badge.textContent = "Test 3-D Secure";
      badge.style.cssText = "margin:0 0 0.5rem;font-weight:600;";
      var desc = document.createElement("p");
      desc.id = descId;
      desc.textContent = "This simulated challenge (stripe-local) authenticates a payment of " +
        formatMoney(paymentIntent.amount, paymentIntent.currency) + ". Choose an outcome.";
      desc.style.cssText = "margin:0 0 1rem;";
      var actions = document.createElement("div");
      actions.style.cssText = "display:flex;gap:0.75rem;flex-wrap:wrap;";
      var complete = document.createElement("button");
      complete.type = "button";
      complete.textContent = "Complete authentication";
      complete.style.cssText = "padding:0.5rem 1rem;background:#0a5c36;color:#fff;border:0;border-radius:4px;font:inherit;cursor:pointer;";
      var fail = document.createElement("button");
      fail.type = "button";
      fail.textContent = "Fail authentication";
      fail.style.cssText = "padding:0.5rem 1rem;background:#fff;color:#8a1c1c;border:1px solid #8a1c1c;border-radius:4px;font:inherit;cursor:pointer;";
      actions.appendChild(complete);
      actions.appendChild(fail);
      dialog.appendChild(title);
      dialog.appendChild(badge);
      dialog.appendChild(desc);
      dialog.appendChild(actions);
      overlay.appendChild(dialog);

      var done = false;
      function finish(outcome) {
        if (done) return;
        done = true;
        complete.disabled = true;
        fail.disabled = true;
        document.removeEventListener("keydown", onKeydown, true);
        if (overlay.parentNode) overlay.parentNode.removeChild(overlay);
        if (previouslyFocused && typeof previouslyFocused.focus === "function") {
          try { previouslyFocused.focus(); } catch (e) { /* ignore */ }
        }
        resolve(outcome);
      }
      function onKeydown(event) {
        if (event.key === "Escape") { event.preventDefault(); finish("fail"); return; }
        if (event.key === "Tab") {
          // Keep focus inside the dialog.
          var first = complete, last = fail;
          if (event.shiftKey && document.activeElement === first) { event.preventDefault(); last.focus(); }
          else if (!event.shiftKey && document.activeElement === last) { event.preventDefault(); first.focus(); }
          else if (!dialog.contains(document.activeElement)) { event.preventDefault(); first.focus(); }
        }
      }
      complete.addEventListener("click", function () { finish("succeed"); });
      fail.addEventListener("click", function () { finish("fail"); });
      document.addEventListener("keydown", onKeydown, true);
      (document.body || document.documentElement).appendChild(overlay);
      complete.focus();
    });
  }

  // ---------------------------------------------------------------- Stripe()

  function resultFromIntent(paymentIntent) {
    if (paymentIntent.status === "requires_payment_method" && paymentIntent.last_payment_error) {
      return { error: Object.assign({}, paymentIntent.last_payment_error, { payment_intent: paymentIntent }) };
    }
    return { paymentIntent: paymentIntent };
  }

  function Stripe(publishableKey, stripeOptions) {
    if (typeof publishableKey !== "string" || publishableKey === "") {
      throw IntegrationError("Please call Stripe() with your publishable key. You used an empty string.");
    }
    if (/^(sk|rk)_/.test(publishableKey)) {
      throw IntegrationError("You should not use your secret key with Stripe.js. Please pass a publishable key instead.");
    }
    var key = publishableKey;
    var wrappers = [];
    var appInfo = null;

    function authenticate(paymentIntent, clientSecret) {
      return showChallenge(paymentIntent).then(function (outcome) {
        return request("POST", "/v1/payment_intents/" + paymentIntent.id + "/three_d_secure", {
          key: key, client_secret: clientSecret, outcome: outcome
        });
      }).then(function (response) {
        if (!response.ok) return { error: response.json.error };
        return resultFromIntent(response.json);
      });
    }

    function handleIntentResponse(response, clientSecret, handleActions) {
      if (!response.ok) return { error: response.json.error };
      var paymentIntent = response.json;
      if (paymentIntent.status === "requires_action" && paymentIntent.next_action &&
          paymentIntent.next_action.type === "use_stripe_sdk" && handleActions !== false) {
        return authenticate(paymentIntent, clientSecret);
      }
      return resultFromIntent(paymentIntent);
    }

    function paymentMethodParams(paymentMethod) {
      if (paymentMethod === undefined || paymentMethod === null) return { params: {} };
      if (typeof paymentMethod === "string") return { params: { payment_method: paymentMethod } };
      if (typeof paymentMethod !== "object" || !paymentMethod.card) {
        throw IntegrationError("stripe-local: payment_method must be a PaymentMethod id or { card: cardElement, billing_details }.");
      }
      var collected = collectCard(paymentMethod.card);
      if (collected.error) return { error: collected.error };
      return {
        params: {
          payment_method_data: {
            type: "card",
            card: collected.card,
            billing_details: withPostalCode(paymentMethod.billing_details, collected.postalCode),
            metadata: paymentMethod.metadata
          }
        }
      };
    }

    var stripe = {
      version: "endive",
      _registerWrapper: function (wrapper) { if (wrapper) wrappers.push(wrapper); },
      registerAppInfo: function (info) { appInfo = info || null; },
      _stripeLocal: { origin: ORIGIN, wrappers: wrappers, appInfo: function () { return appInfo; }, options: stripeOptions || {} },

      elements: function (options) { return createElements(stripe, options); },

      confirmCardPayment: function (clientSecret, data, options) {
        var id;
        try { id = intentIdFromSecret(clientSecret, "stripe.confirmCardPayment"); } catch (e) { return Promise.reject(e); }
        data = data || {};
        var pm;
        try { pm = paymentMethodParams(data.payment_method); } catch (e) { return Promise.reject(e); }
        if (pm.error) return Promise.resolve({ error: pm.error });
        var params = Object.assign({
          key: key,
          client_secret: clientSecret,
          use_stripe_sdk: "true"
        }, pm.params);
        if (pm.params.payment_method_data) params.expected_payment_method_type = "card";
        ["receipt_email", "setup_future_usage", "return_url", "shipping", "payment_method_options"].forEach(function (field) {
          if (data[field] !== undefined) params[field] = data[field];
        });
        var handleActions = !(options && options.handleActions === false);
        return request("POST", "/v1/payment_intents/" + id + "/confirm", params).then(function (response) {
          return handleIntentResponse(response, clientSecret, handleActions);
        });
      },

      handleCardAction: function (clientSecret) {
        var id;
        try { id = intentIdFromSecret(clientSecret, "stripe.handleCardAction"); } catch (e) { return Promise.reject(e); }
        return request("GET", "/v1/payment_intents/" + id, { key: key, client_secret: clientSecret }).then(function (response) {
          if (!response.ok) return { error: response.json.error };
          if (response.json.status !== "requires_action") {
            return { error: { type: "invalid_request_error", code: "payment_intent_unexpected_state",
              message: "handleCardAction: The PaymentIntent supplied does not require manual server-side confirmation. Please use confirmCardPayment instead to complete the payment.",
              payment_intent: response.json } };
          }
          return authenticate(response.json, clientSecret);
        });
      },

      handleNextAction: function (args) {
        return stripe.handleCardAction(args && args.clientSecret);
      },

      retrievePaymentIntent: function (clientSecret) {
        var id;
        try { id = intentIdFromSecret(clientSecret, "stripe.retrievePaymentIntent"); } catch (e) { return Promise.reject(e); }
        return request("GET", "/v1/payment_intents/" + id, { key: key, client_secret: clientSecret }).then(function (response) {
          return response.ok ? { paymentIntent: response.json } : { error: response.json.error };
        });
      },

      createPaymentMethod: function (typeOrData, maybeElement, maybeData) {
        var data = typeof typeOrData === "string"
          ? Object.assign({ type: typeOrData, card: maybeElement }, maybeData || {})
          : (typeOrData || {});
        if (data.elements) {
          return Promise.resolve({ error: { type: "invalid_request_error", message: "stripe-local does not simulate the Payment Element; pass { type: 'card', card: cardElement }." } });
        }
        if (data.type !== "card") {
          return Promise.resolve({ error: { type: "invalid_request_error", message: "stripe-local only simulates card PaymentMethods." } });
        }
        var collected;
        try { collected = collectCard(data.card); } catch (e) { return Promise.reject(e); }
        if (collected.error) return Promise.resolve({ error: collected.error });
        return request("POST", "/v1/payment_methods", {
          key: key,
          type: "card",
          card: collected.card,
          billing_details: withPostalCode(data.billing_details, collected.postalCode),
          metadata: data.metadata
        }).then(function (response) {
          return response.ok ? { paymentMethod: response.json } : { error: response.json.error };
        });
      },

      createToken: function () {
        return Promise.resolve({ error: { type: "invalid_request_error", message: "stripe-local does not simulate Tokens; use createPaymentMethod or confirmCardPayment." } });
      },

      confirmPayment: function () {
        return Promise.resolve({ error: { type: "invalid_request_error", message: "stripe-local does not simulate the Payment Element (confirmPayment); use CardElement with confirmCardPayment." } });
      },

      paymentRequest: function (options) {
        return {
          canMakePayment: function () { return Promise.resolve(null); },
          show: function () { throw IntegrationError("stripe-local: Payment Request (Apple Pay / Google Pay) is not available."); },
          update: function () {},
          on: function () { return this; },
          off: function () { return this; },
          isShowing: function () { return false; },
          _options: options
        };
      }
    };
    return stripe;
  }

  Stripe.version = "endive";
  Stripe.stripeLocal = true;
  window.Stripe = Stripe;
})();
`;

/** The stand-in script; `serverOrigin` is used when `document.currentScript` is unavailable. */
export function stripeJsStandInSource(serverOrigin: string): string {
  return SOURCE.replace("__STRIPE_LOCAL_ORIGIN__", JSON.stringify(serverOrigin));
}
