import type { Messages } from "./en.js";

/** Die Wörter von „Mein Profil“. */
export const messages: Messages = {
  "profile.title": "Mein Profil",
  "profile.checking": "Ihre Sitzung wird geprüft",
  "profile.loadingAddress": "Ihre Adresse wird geladen",
  "form.notUpdated": "Wir konnten Ihr Profil nicht aktualisieren.",
  "form.updated": "Profil aktualisiert",
  "form.avatar": "Profilbild von {name}",
  "form.name": "Name",
  "form.email": "E-Mail",
  "form.photo": "Foto",
  "form.photoHint": "PNG, JPEG, WebP, GIF oder AVIF, kleiner als 2 MB; gespeichert mit „Aktualisieren“",
  "form.photoUrl": "Foto-URL",
  "form.orPaste": "Oder fügen Sie den Link zu einem Bild ein.",
  "form.paste":
    "Fügen Sie den Link zu einem Bild ein. (Das Hochladen von Fotos ist nicht verfügbar, solange der Shop auf den lokalen Emulatoren läuft.)",
  "form.updating": "Wird aktualisiert…",
  "form.update": "Aktualisieren",
  "address.notSaved": "Wir konnten Ihre Adresse nicht speichern.",
  "address.saved": "Adresse gespeichert",
  "address.saving": "Wird gespeichert…",
  "address.save": "Adresse speichern",
  "news.label": "Neuigkeiten und Angebote",
  "news.checkbox": "Schicken Sie mir Neuigkeiten und Angebote",
  "news.pending":
    "Sehen Sie in Ihr Postfach: Die E-Mail, die wir Ihnen geschickt haben, enthält einen Link zur Bestätigung",
  "news.confirmed": "Sie erhalten unsere Neuigkeiten und Angebote",
  "news.withdrawn": "Sie erhalten keine Neuigkeiten und Angebote mehr",
  "news.notSaved": "Wir konnten Ihre Wahl nicht speichern.",
  "data.title": "Ihre Daten",
  "data.intro":
    "Laden Sie alles, was der Shop über Sie speichert, als Datei herunter, oder löschen Sie Ihr Konto.",
  "data.preparing": "Ihre Datei wird vorbereitet…",
  "data.download": "Meine Daten herunterladen",
  "data.delete": "Mein Konto löschen",
  "data.confirm": "Mein Konto endgültig löschen",
  "data.keep": "Mein Konto behalten",
  "data.deleted": "Ihr Konto ist gelöscht",
  "data.notExported": "Wir konnten Ihre Daten nicht exportieren.",
  "data.what":
    "Ihr Profil, Ihre Adresse, Nachrichten, Ihr Warenkorb und Foto werden gelöscht, Ihre Bewertungen bleiben als „Verifizierter Käufer“. Bestellungen, Rechnungen und Gutschriften werden aufbewahrt, wie es das Steuerrecht verlangt, als gelöscht markiert.",
  "data.password": "Ihr Passwort, um sich erneut anzumelden",
  "data.google": "Ein Google-Fenster bittet Sie, sich erneut anzumelden.",
  "data.deleting": "Wird gelöscht…",
};
