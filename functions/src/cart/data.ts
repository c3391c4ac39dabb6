/** `carts/{uid}`: a customer's cart (its owner may read and write it; the API keeps it priced). */
import { COLLECTIONS, type Cart } from "@shop/domain";
import { typedCollection } from "../platform/converters.js";

export const cartsCol = typedCollection<Cart>(COLLECTIONS.carts);
