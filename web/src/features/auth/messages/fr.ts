import type { Messages } from "./en.js";

/** Les mots de « Mon profil ». */
export const messages: Messages = {
  "profile.title": "Mon profil",
  "profile.checking": "Vérification de votre session",
  "profile.loadingAddress": "Chargement de votre adresse",
  "form.notUpdated": "Nous n’avons pas pu mettre à jour votre profil.",
  "form.updated": "Profil mis à jour",
  "form.avatar": "Avatar de {name}",
  "form.name": "Nom",
  "form.email": "E-mail",
  "form.photo": "Photo",
  "form.photoHint": "PNG, JPEG, WebP, GIF ou AVIF, moins de 2 Mo ; enregistrée avec « Mettre à jour »",
  "form.photoUrl": "URL de la photo",
  "form.orPaste": "Ou collez le lien d’une image.",
  "form.paste":
    "Collez le lien d’une image. (L’envoi de photos n’est pas disponible tant que la boutique tourne sur les émulateurs locaux.)",
  "form.updating": "Mise à jour…",
  "form.update": "Mettre à jour",
  "address.notSaved": "Nous n’avons pas pu enregistrer votre adresse.",
  "address.saved": "Adresse enregistrée",
  "address.saving": "Enregistrement…",
  "address.save": "Enregistrer l’adresse",
  "news.label": "Nouveautés et offres",
  "news.checkbox": "Envoyez-moi vos nouveautés et offres",
  "news.pending":
    "Consultez votre boîte de réception : l’e-mail que nous vous avons envoyé contient un lien de confirmation",
  "news.confirmed": "Vous recevez nos nouveautés et offres",
  "news.withdrawn": "Vous ne recevrez plus nos nouveautés et offres",
  "news.notSaved": "Nous n’avons pas pu enregistrer votre choix.",
  "data.title": "Vos données",
  "data.intro":
    "Téléchargez tout ce que la boutique conserve sur vous dans un fichier, ou supprimez votre compte.",
  "data.preparing": "Préparation de votre fichier…",
  "data.download": "Télécharger mes données",
  "data.delete": "Supprimer mon compte",
  "data.confirm": "Supprimer définitivement mon compte",
  "data.keep": "Garder mon compte",
  "data.deleted": "Votre compte est supprimé",
  "data.notExported": "Nous n’avons pas pu exporter vos données.",
  "data.what":
    "Votre profil, votre adresse, vos messages, votre panier et votre photo sont supprimés et vos avis restent sous « Un acheteur vérifié ». Les commandes, factures et avoirs sont conservés comme l’exige le droit fiscal, marqués comme effacés.",
  "data.password": "Votre mot de passe, pour vous reconnecter",
  "data.google": "Une fenêtre Google vous demande de vous reconnecter.",
  "data.deleting": "Suppression…",
};
