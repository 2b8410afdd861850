// The app's icons (web manifest), rendered from our own drawing static/offline/icon.svg (the favicon's tile on the
// app's green, inside the safe zone of a maskable icon) by sharp, a build dependency already. Run by
// `python -m offline.build` (make offline); the output is not committed.
// Usage: node offline/icons.mjs ICON.svg OUT_DIR
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";

const [svgPath, out] = process.argv.slice(2);
if (!svgPath || !out) {
  console.error("usage: icons.mjs ICON.svg OUT_DIR");
  process.exit(2);
}
mkdirSync(out, { recursive: true });
const svg = readFileSync(svgPath);
for (const [name, size] of [["icon-192.png", 192], ["icon-512.png", 512], ["icon-maskable-512.png", 512]]) {
  await sharp(svg, { density: (72 * size) / 512 }).resize(size, size).png({ compressionLevel: 9 }).toFile(join(out, name));
}
