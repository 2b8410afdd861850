// The offline scorer under Node: the npm package `pyodide` (CPython for WebAssembly) runs the rules bundle (the very
// `rules/` package the server runs, with the compiled catalogs) and scores JSON requests read one a line, writing
// one answer line each, in order, as `manage.py score --jsonl` writes them (offline/entry.py: `rules.score_request`
// and the command's JSON). The runtime is loaded once per run.
//
// Usage: node offline/score.mjs [--bundle rules-<hash>.zip] [--timing] [FILE|-]
//   --bundle  the bundle to mount (default: the one `make offline` built, named in static/vendor/offline/offline.json)
//   --timing  on standard error: the runtime's load, the bundle's import, the lines scored and the time they took
// Lines are split on \n only (a \r before it is dropped), as the command splits them. Exit status: 0 when every
// line scored, 2 when any line was bad, as the command's.
import { createReadStream, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { setFlagsFromString } from "node:v8";
import { loadPyodide } from "pyodide";

// Node 20's V8 (11.3) crashes now and then in its optimizing compiler's deoptimizer ("Fatal error ... unreachable
// code", DoComputeBuiltinContinuation) after some thousand calls into Pyodide; without TurboFan (Maglev kept)
// every stored request runs, a little slower. Set before any code is hot. Chromium's newer V8 does not need it.
if (process.versions.node.split(".")[0] === "20") setFlagsFromString("--max-opt=2");

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
let bundlePath = null;
let timing = false;
let input = "-";
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--bundle") bundlePath = args[++i];
  else if (args[i] === "--timing") timing = true;
  else input = args[i];
}
if (!bundlePath) {
  const info = JSON.parse(readFileSync(join(ROOT, "static/vendor/offline/offline.json"), "utf8"));
  bundlePath = join(ROOT, "static/vendor/offline", info.bundle);
}

const t0 = performance.now();
const pyodide = await loadPyodide();
const t1 = performance.now();
const APP = "/home/pyodide/offline";
pyodide.unpackArchive(new Uint8Array(readFileSync(bundlePath)), "zip", { extractDir: APP });
pyodide.runPython(`
import sys
sys.path.insert(0, ${JSON.stringify(APP)})
import mahjong_offline
mahjong_offline.setup(${JSON.stringify(APP + "/locale")})
`);
const answerText = pyodide.globals.get("mahjong_offline").answer_text;
const t2 = performance.now();

const decoder = new TextDecoder("utf-8", { fatal: true });
let bad = false;
let lines = 0;
const out = [];
let outBytes = 0;
function flush() {
  if (out.length) {
    process.stdout.write(out.join(""));
    out.length = 0;
    outBytes = 0;
  }
}
function score(bytes) {
  if (bytes.length && bytes[bytes.length - 1] === 0x0d) bytes = bytes.subarray(0, bytes.length - 1);
  let text;
  try {
    text = decoder.decode(bytes);
  } catch {
    text = "\u0000"; // not UTF-8: answered as text that is not JSON
  }
  const result = answerText(text); // parsed by Python's json (the server's orjson reads the same values)
  const status = result.get(0); // a proxy of the Python tuple (status, json)
  const json = result.get(1);
  result.destroy();
  if (status !== 200) bad = true;
  out.push(json + "\n");
  outBytes += json.length;
  if (outBytes > 1 << 20) flush();
  lines++;
}

const stream = input === "-" ? process.stdin : createReadStream(input);
let rest = Buffer.alloc(0);
const t3 = performance.now();
for await (const chunk of stream) {
  let buf = rest.length ? Buffer.concat([rest, chunk]) : chunk;
  let start = 0;
  let nl;
  while ((nl = buf.indexOf(0x0a, start)) !== -1) {
    score(buf.subarray(start, nl));
    start = nl + 1;
  }
  rest = Buffer.from(buf.subarray(start));
}
if (rest.length) score(rest);
flush();
const t4 = performance.now();
if (timing) {
  const ms = (a, b) => (b - a).toFixed(0);
  process.stderr.write(
    `runtime loaded in ${ms(t0, t1)} ms; rules bundle mounted and imported in ${ms(t1, t2)} ms; ` +
      `${lines} lines scored in ${ms(t3, t4)} ms (${lines ? ((t4 - t3) / lines).toFixed(3) : 0} ms a line)\n`,
  );
}
process.exitCode = bad ? 2 : 0;
