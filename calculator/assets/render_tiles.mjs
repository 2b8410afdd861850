// Renders the tile pictures of the npm package `riichi-mahjong-tiles` (public-domain artwork by
// FluffyStuff, shipped as React components) to plain SVG: one file per tile named by mpsz
// (1m.svg .. 0m.svg (red five) .. 7z.svg) and one sprite, tiles.svg, that the pages use: a
// <symbol> per tile, drawn with <svg><use href="tiles.svg#1m"/></svg>. One request, cached,
// parsed once (an <img> per view of one big picture costs a phone far more CPU). Inline styles become presentation attributes (defaults dropped) and numbers
// are rounded, which roughly halves the size.
// Run by `make` (target `assets`); the output is not committed.
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

// CSS property defaults that need not be written out
const DEFAULTS = {
  opacity: "1", "fill-opacity": "1", "stroke-opacity": "1", "fill-rule": "nonzero", stroke: "none",
  "stroke-dasharray": "none", "stroke-dashoffset": "0", "stroke-miterlimit": "4", "stroke-linecap": "butt",
  "stroke-linejoin": "miter", "marker-start": "none", "marker-mid": "none", "marker-end": "none",
  "paint-order": "normal", "mix-blend-mode": "normal", "isolation": "auto", "display": "inline",
  "visibility": "visible", "overflow": "visible", "font-variant-ligatures": "normal", "enable-background": "accumulate",
};
const PRESENTATION = new Set([
  "fill", "fill-opacity", "fill-rule", "stroke", "stroke-width", "stroke-opacity", "stroke-linecap",
  "stroke-linejoin", "stroke-miterlimit", "stroke-dasharray", "stroke-dashoffset", "opacity", "color",
  "stop-color", "stop-opacity", "filter", "mask", "clip-path", "clip-rule", "mix-blend-mode",
]);

function styleToAttrs(style) {
  const attrs = [];
  const stroke = /stroke:\s*none/.test(style);
  for (const decl of style.split(";")) {
    const [k, ...rest] = decl.split(":");
    if (!k || !rest.length) continue;
    const key = k.trim();
    const value = rest.join(":").trim();
    if (!PRESENTATION.has(key) || DEFAULTS[key] === value) continue;
    if (stroke && key.startsWith("stroke-")) continue; // no stroke: its details do not matter
    attrs.push(`${key}="${value.replace(/"/g, "'")}"`);
  }
  return attrs.join(" ");
}

function compact(svg, prefix) {
  return svg
    .replace(/ style="([^"]*)"/g, (_, s) => { const a = styleToAttrs(s); return a ? " " + a : ""; })
    .replace(/-?\d*\.\d+(e-?\d+)?/g, (n) => String(Math.round(Number(n) * 10) / 10))
    .replace(/ id="([^"]+)"/g, ` id="${prefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`)
    .replace(/(xlink:)?href="#([^"]+)"/g, `href="#${prefix}$2"`);
}

let n = 0;
const parts = [];
for (const [code, component] of Object.entries(wanted)) {
  const C = tiles[component];
  if (!C) {
    console.error(`riichi-mahjong-tiles has no component ${component}`);
    process.exit(1);
  }
  const svg = renderToStaticMarkup(createElement(C, {}));
  writeFileSync(join(out, `${code}.svg`), `<?xml version="1.0" encoding="UTF-8"?>\n${svg}\n`);
  const inner = svg.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
  parts.push(`<symbol id="${code}" viewBox="0 0 300 400">${compact(inner, "t" + code + "-")}</symbol>`);
  n++;
}
const sprite = `<svg xmlns="http://www.w3.org/2000/svg">` + parts.join("") + "</svg>\n";
writeFileSync(join(out, "tiles.svg"), sprite);
console.log(`rendered ${n} tiles and the sprite tiles.svg (${sprite.length} bytes) into ${out}`);
