// The offline scorer in the browser: a module Web Worker that runs the very `rules/` package the server runs, in
// Pyodide (CPython for WebAssembly, from our own static files), and answers each request as the server would.
// Served by calculator/offline_views.py at /offline/scorer.js?v=<version>, with CONFIG (this version's runtime
// folder and rules bundle) written above this line and a policy of its own that allows 'wasm-unsafe-eval'.
//
// Messages in:  {id, request, extras}  (request: the contract's request, an object or its JSON text; extras: true
//               for what a page's result needs beside a 200 answer, offline/entry.py `result_extras`)
// Messages out: {type: "ready", version, ms}  once the runtime and the rules are loaded (ms: since the worker began)
//               {type: "failed", message}    when they could not be loaded
//               {id, status, answer, extras, ms}  answer: the answer's JSON text, exactly as `manage.py score
//                                            --jsonl` writes it (offline/entry.py); extras: its JSON text (asked for
//                                            and 200) or null; ms: the time this request took
const started = performance.now();
const APP = "/home/pyodide/offline";

async function load() {
  const { loadPyodide } = await import(CONFIG.runtime + "pyodide.mjs");
  const [pyodide, bundle] = await Promise.all([
    loadPyodide({ indexURL: CONFIG.runtime }),
    fetch(CONFIG.bundle).then((r) => {
      if (!r.ok) throw new Error(`${CONFIG.bundle}: ${r.status}`);
      return r.arrayBuffer();
    }),
  ]);
  pyodide.unpackArchive(new Uint8Array(bundle), "zip", { extractDir: APP });
  pyodide.runPython(`
import sys
sys.path.insert(0, ${JSON.stringify(APP)})
import mahjong_offline
mahjong_offline.setup(${JSON.stringify(APP + "/locale")})
`);
  const glue = pyodide.globals.get("mahjong_offline");
  return { answerText: glue.answer_text, resultExtras: glue.result_extras };
}

// the runtime's WebAssembly refused by a policy would leave loadPyodide waiting for ever: said at once instead
self.addEventListener("securitypolicyviolation", (e) =>
  postMessage({ type: "failed", message: `refused by the Content-Security-Policy: ${e.violatedDirective}` }),
);

const scorer = load();
scorer.then(
  () => postMessage({ type: "ready", version: CONFIG.version, ms: performance.now() - started }),
  (e) => postMessage({ type: "failed", message: String(e && e.message ? e.message : e), stack: String(e && e.stack) }),
);

self.onmessage = async (event) => {
  const { id, request, extras } = event.data;
  let glue;
  try {
    glue = await scorer;
  } catch (e) {
    postMessage({ id, status: 0, answer: null, message: String(e) });
    return;
  }
  const t0 = performance.now();
  const result = glue.answerText(typeof request === "string" ? request : JSON.stringify(request));
  const status = result.get(0); // a proxy of the Python tuple (status, answer's JSON)
  const answer = result.get(1);
  result.destroy();
  const more = extras && status === 200 ? glue.resultExtras(answer) : null;
  postMessage({ id, status, answer, extras: more, ms: performance.now() - t0 });
};
