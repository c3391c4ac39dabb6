import type { Messages } from "./en.js";

/** Les mots de la page de paiement. */
export const messages: Messages = {
  "screen.hello": "Bonjour, {name}",
  "screen.payFor": "Payer : {names}",
  "screen.alreadyPaid":
    "{what, select, purchase {Cet achat est déjà payé.} other {Cette commande est déjà payée.}}",
  "screen.cancelled":
    "{what, select, purchase {Cet achat a été annulé et ne peut pas être payé.} other {Cette commande a été annulée et ne peut pas être payée.}}",
  "screen.expired":
    "Cette commande a expiré et ses pièces sont revenues en stock ; veuillez commander à nouveau.",
  "screen.transaction": "Identifiant de transaction :",
  "screen.back": "Retour à mes achats",
  "screen.tryAgain": "Réessayer",
  "screen.loadingForm": "Chargement du formulaire de paiement",
  "screen.title": "Paiement",
  "screen.stripeFailed": "Les paiements par carte n’ont pas pu être chargés. Veuillez recharger la page.",
  "form.failed": "Le paiement n’a pas pu aboutir. Veuillez réessayer.",
  "form.check": "Vérifiez vos informations de paiement.",
  "form.anotherMethod": "Votre paiement n’a pas pu aboutir. Veuillez essayer un autre moyen de paiement.",
  "form.processing":
    "Votre paiement est encore en cours de traitement. Consultez vos achats dans un instant.",
  "form.paying": "Paiement…",
  "form.pay": "Payer",
  "success.title": "Paiement réussi !",
  "success.text": "Félicitations ! Votre paiement est confirmé",
  "route.loadingPurchase": "Chargement de votre achat",
  "route.noOrder": "Cet achat n’a pas de commande à payer",
  "route.loadingOrder": "Chargement de votre commande",
  "return.waiting": "Nous attendons votre banque",
  "return.waitingText":
    "Votre banque met quelques jours à transférer l’argent. Nous gardons vos articles en attendant et vous écrirons dès sa réception.",
  "return.failed": "Le paiement n’a pas abouti : réessayez ou choisissez un autre moyen de paiement",
  "return.checking": "Vérification de votre paiement…",
  "return.closed": "Cette commande ne peut plus être payée.",
};
