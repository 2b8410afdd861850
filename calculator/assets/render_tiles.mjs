// Renders the tile pictures of the npm package `riichi-mahjong-tiles` (public-domain artwork by
// FluffyStuff, shipped as React components): one SVG file per tile named by mpsz (1m.svg .. 0m.svg
// (red five) .. 7z.svg, back.svg), and the one picture the pages use, tiles.webp: all the tiles on
// one sheet, 10 columns (1..9, then the red five; the back after 7z) by 4 rows (m, p, s, z), each
// cell CELL_W x CELL_H pixels (about 2.6 device pixels per CSS pixel of the largest tile shown),
// rasterized from the SVG files by sharp (libvips + librsvg) and shown as a CSS background
// (static/calculator/app.css: `.tile.t1m` picks its cell).
// Why a bitmap: the browser decodes it once and each tile is a copy of part of it. Vector tiles
// (an inline <svg><use> per tile, or the SVG sheet as a background) made the browser redraw every
// tile's paths, masks and gradients on each update: on a slow phone most of the time between a tap
// and the result.
// Run by `make` (target `assets`); the output is not committed.
// Usage: node calculator/assets/render_tiles.mjs OUT_DIR
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
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

const CELL_W = 84;
const CELL_H = 112;
const QUALITY = 80;

// the cell of a tile on the sheet: column 0-8 for 1-9, 9 for the red five (and the back), row by suit
function cell(code) {
  if (code === "back") return [9, 3];
  return [code[0] === "0" ? 9 : Number(code[0]) - 1, "mpsz".indexOf(code[1])];
}

const cells = [];
for (const [code, component] of Object.entries(wanted)) {
  const C = tiles[component];
  if (!C) {
    console.error(`riichi-mahjong-tiles has no component ${component}`);
    process.exit(1);
  }
  const svg = `<?xml version="1.0" encoding="UTF-8"?>\n${renderToStaticMarkup(createElement(C, {}))}\n`;
  writeFileSync(join(out, `${code}.svg`), svg);
  // drawn at twice the cell's size and scaled down: smooth edges
  const png = await sharp(Buffer.from(svg), { density: (72 * 2 * CELL_H) / 400 })
    .resize(CELL_W, CELL_H, { fit: "fill" })
    .png()
    .toBuffer();
  const [col, row] = cell(code);
  cells.push({ input: png, left: col * CELL_W, top: row * CELL_H });
}
const sheet = await sharp({
  create: { width: 10 * CELL_W, height: 4 * CELL_H, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
})
  .composite(cells)
  .webp({ quality: QUALITY, effort: 6 })
  .toBuffer();
writeFileSync(join(out, "tiles.webp"), sheet);
console.log(`rendered ${cells.length} tiles and the sheet tiles.webp (${sheet.length} bytes) into ${out}`);
