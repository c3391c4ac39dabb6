import type { Messages } from "./en.js";

/** Die Wörter der Zahlungsseite. */
export const messages: Messages = {
  "screen.hello": "Hallo, {name}",
  "screen.payFor": "Bezahlen: {names}",
  "screen.alreadyPaid": "Diese Bestellung ist bereits bezahlt.",
  "screen.cancelled": "Diese Bestellung wurde storniert und kann nicht bezahlt werden.",
  "screen.expired":
    "Diese Bestellung ist abgelaufen und ihre Stücke sind wieder auf Lager; bitte bestellen Sie erneut.",
  "screen.transaction": "Transaktions-ID:",
  "screen.back": "Zurück zu meinen Käufen",
  "screen.tryAgain": "Erneut versuchen",
  "screen.loadingForm": "Das Zahlungsformular wird geladen",
  "screen.title": "Zahlung",
  "screen.stripeFailed": "Kartenzahlungen konnten nicht geladen werden. Bitte laden Sie die Seite neu.",
  "form.failed": "Die Zahlung konnte nicht abgeschlossen werden. Bitte versuchen Sie es erneut.",
  "form.check": "Prüfen Sie Ihre Zahlungsdaten.",
  "form.anotherMethod":
    "Ihre Zahlung konnte nicht abgeschlossen werden. Bitte versuchen Sie eine andere Zahlungsart.",
  "form.processing": "Ihre Zahlung wird noch bearbeitet. Sehen Sie gleich noch einmal in Ihre Käufe.",
  "form.paying": "Wird bezahlt…",
  "form.pay": "Bezahlen",
  "success.title": "Zahlung erfolgreich!",
  "success.text": "Glückwunsch! Ihre Zahlung ist bestätigt",
  "route.loadingPurchase": "Ihr Kauf wird geladen",
  "route.noOrder": "Zu diesem Kauf gibt es keine zu bezahlende Bestellung",
  "route.loadingOrder": "Ihre Bestellung wird geladen",
  "return.waiting": "Wir warten auf Ihre Bank",
  "return.waitingText":
    "Ihre Bank braucht einige Tage für die Überweisung. So lange halten wir Ihre Artikel zurück und schreiben Ihnen, sobald das Geld angekommen ist.",
  "return.failed":
    "Die Zahlung ist nicht durchgegangen: versuchen Sie es erneut oder wählen Sie eine andere Zahlungsart",
  "return.checking": "Ihre Zahlung wird geprüft…",
  "return.closed": "Diese Bestellung kann nicht mehr bezahlt werden.",
};
