import { lighthouseFigures } from "./lighthouse.js";
const r = await lighthouseFigures();
console.log(JSON.stringify(r, null, 1));
