import type { Messages } from "./en.js";

/** Les mots de la boutique et de la page produit. */
export const messages: Messages = {
  "shop.title": "Boutique | Gimbal",
  "shop.description":
    "Achetez des stabilisateurs 3 axes pour caméras d’action, des packs et des accessoires directement dans notre atelier. Chaque prix inclut une garantie d’un an.",
  "shop.heading": "Boutique",
  "shop.note": "Chaque commande part de notre propre atelier. Les prix incluent une garantie d’un an.",
  "grid.ourProducts": "Nos produits",
  "grid.pages": "Pages de produits",
  "grid.empty": "Aucun produit n’est en vente pour le moment. Revenez bientôt.",
  "card.stock": "Commande minimale : {minimum} · Disponible : {available}",
  "card.buyNow": "Acheter",
  "card.buyNowName": "Acheter : {name}",
  "stock.soldOut": "Épuisé",
  "stock.notSold": "Non vendu",
  "stock.fewLeft": "Plus que {count}",
  "stock.inStock": "En stock",
  "buy.minimum": "Commande minimale",
  "buy.maximum": "Maximum par commande",
  "buy.adding": "Ajout…",
  "buy.addToCart": "Ajouter au panier",
  "buy.added": "Ajouté au panier",
  "buy.notAdded": "Nous n’avons pas pu l’ajouter à votre panier",
};
