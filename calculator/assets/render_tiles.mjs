// Renders the tile pictures of the npm package `riichi-mahjong-tiles` (public-domain artwork by
// FluffyStuff, shipped as React components) to plain SVG files named by mpsz: 1m.svg .. 0m.svg
// (red five) .. 7z.svg. Run by `make` (target `assets`); the output is not committed.
// Usage: node calculator/assets/render_tiles.mjs OUT_DIR
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as tiles from "riichi-mahjong-tiles";

const out = process.argv[2];
if (!out) {
  console.error("usage: render_tiles.mjs OUT_DIR");
  process.exit(2);
}
mkdirSync(out, { recursive: true });

const suits = { m: "Man", p: "Pin", s: "Sou" };
const honors = ["Ton", "Nan", "Shaa", "Pei", "Haku", "Hatsu", "Chun"];
const wanted = {};
for (const [letter, name] of Object.entries(suits)) {
  for (let n = 1; n <= 9; n++) wanted[`${n}${letter}`] = `Regular${name}${n}M`;
  wanted[`0${letter}`] = `Regular${name}5DoraM`;
}
honors.forEach((name, i) => { wanted[`${i + 1}z`] = `Regular${name}M`; });
wanted["back"] = "RegularBackM";

let n = 0;
for (const [code, component] of Object.entries(wanted)) {
  const C = tiles[component];
  if (!C) {
    console.error(`riichi-mahjong-tiles has no component ${component}`);
    process.exit(1);
  }
  const svg = renderToStaticMarkup(createElement(C, {}));
  writeFileSync(join(out, `${code}.svg`), `<?xml version="1.0" encoding="UTF-8"?>\n${svg}\n`);
  n++;
}
console.log(`rendered ${n} tiles into ${out}`);
