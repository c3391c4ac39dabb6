/**
 * The demo products' German and French words (issue 51): the X1 bundle with its options, and the
 * mini tripod. Their specifications are left untranslated, so the pages show how a missing
 * translation falls back to English (and the admin's editor marks it 'Missing').
 */
import type { ProductTranslations } from "@shop/domain";

export const SEED_TRANSLATIONS: Record<string, ProductTranslations> = {
  "x1-bundle": {
    de: {
      name: "Gimbal X1 Set",
      description:
        "3-Achsen-Gimbal mit der X1-Kamera: 1/23-Sensor, 12-MP-Fotos, Videos bis 4K. 5 Modi, Steuerung per Bluetooth, 6–8 Stunden Akku, 320 Grad Schwenken und Neigen, spritzwassergeschützt.",
      slug: "gimbal-x1-set",
      photoAlt: [
        "Gimbal X1 Set, Vorderansicht",
        "Gimbal X1 Set mit dem 3-Achsen-Gimbal, der eine Action-Kamera hält",
        "Gimbal X1 Set: per Bluetooth vom Telefon gesteuert",
      ],
      seoTitle: "Gimbal X1 Set: 3-Achsen-Gimbal mit 4K-Kamera",
      seoDescription: "Das Gimbal X1 Set: 3-Achsen-Gimbal mit X1-Kamera, 4K-Video und 6–8 Stunden Akku.",
      options: {
        Colour: { name: "Farbe", values: { Black: "Schwarz", White: "Weiß" } },
        Edition: { name: "Ausführung", values: { Gimbal: "Gimbal", Kit: "Set mit Zubehör" } },
      },
    },
    fr: {
      name: "Pack Gimbal X1",
      description:
        "Stabilisateur 3 axes avec la caméra X1 : capteur 1/23, photos 12 Mpx, vidéo jusqu’à 4K. 5 modes, commande Bluetooth, 6 à 8 heures d’autonomie, rotation de 320 degrés, résistant aux éclaboussures.",
      slug: "pack-gimbal-x1",
      photoAlt: [
        "Pack Gimbal X1, vue de face",
        "Pack Gimbal X1 avec le stabilisateur 3 axes tenant une caméra d’action",
        "Pack Gimbal X1 : piloté depuis un téléphone en Bluetooth",
      ],
      seoTitle: "Pack Gimbal X1 : stabilisateur 3 axes avec caméra 4K",
      seoDescription:
        "Le Pack Gimbal X1 : stabilisateur 3 axes, caméra X1, vidéo 4K et 6 à 8 heures d’autonomie.",
      options: {
        Colour: { name: "Couleur", values: { Black: "Noir", White: "Blanc" } },
        Edition: { name: "Édition", values: { Gimbal: "Stabilisateur", Kit: "Kit complet" } },
      },
    },
  },
  tripod: {
    de: {
      name: "Mini-Stativ",
      description:
        "Faltbares Aluminium-Stativ, das in den Gimbal-Griff geschraubt wird: für Zeitraffer und ruhige Interviews.",
      slug: "mini-stativ",
    },
    fr: {
      name: "Mini trépied",
      description:
        "Trépied pliant en aluminium qui se visse dans la poignée du stabilisateur, pour les timelapses et les interviews stables.",
      slug: "mini-trepied",
    },
  },
};
