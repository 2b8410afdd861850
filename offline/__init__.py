"""Offline scoring (issue 28): the very `rules/` package run in the browser by Pyodide (CPython for WebAssembly).

What lives here is not served as it is: `build.py` (what `make offline` runs: the runtime copied from the npm
package into our static files, the versioned bundle of `rules/` and the catalogs, the offline result's words),
`entry.py` (the glue put into the bundle as `mahjong_offline`: the translator, the answer's JSON as the server writes
it, and what the page's result needs beside it: the payments netted by `rules.netting.settle`), `words.py` (the
phrases the offline result says, written per language from the compiled catalogs), `score.mjs` (the Node scorer of
JSON lines), `check.py` (every stored answer scored again under Node), `sw.js` and `worker.js` (the service worker
and the Web Worker, served by `calculator/offline_views.py` with their configuration written at their top). What the
browser loads as it is lives in `static/offline/`: `offline.js` (the scorer's client and the "use offline" page),
`result.js` (the calculator's result scored and drawn on the phone), the icon.
"""
