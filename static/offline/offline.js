// Offline use (issue 28). Loaded by the "use offline" page (templates/offline/offline.html), and by the calculator's
// script (static/calculator/picker.js) where a service worker controls the page, i.e. where the player chose offline;
// no other page loads it.
// - The offline scorer, on any page that loads this: window.mahjongOffline.score(request, {extras}) -> Promise of
//   {status, answer, extras, ms}, answer being the answer's JSON text as the server writes it (a Web Worker running
//   the very rules/ in Pyodide: offline/worker.js).
// - On a calculator: its offline result (static/offline/result.js, loaded from here).
// - On the "use offline" page: registers the service worker only when the player chooses offline, asks it to keep
//   this version's runtime and rules, starts the offline scorer and says when a new version is ready.
(() => {
  "use strict";
  const link = document.querySelector("a.offline-link");
  const root = document.getElementById("offline");
  const timings = (window.mahjongOfflineTimings = window.mahjongOfflineTimings || {});
  const t = { chosen: 0 };

  let workerUrl = root ? root.dataset.worker : null;
  let worker = null;
  let ready = null;
  const waiting = new Map();
  let next = 1;

  function startWorker() {
    if (ready) return ready;
    if (!workerUrl) return Promise.reject(new Error("no offline scorer here"));
    const started = performance.now();
    worker = new Worker(workerUrl, { type: "module" });
    ready = new Promise((resolve, reject) => {
      worker.onmessage = (event) => {
        const m = event.data;
        if (m.type === "ready") {
          timings.workerLoad = m.ms;
          timings.workerStart = performance.now() - started;
          resolve(m);
        } else if (m.type === "failed") {
          reject(new Error(m.message + " " + (m.stack || "")));
        } else if (waiting.has(m.id)) {
          waiting.get(m.id)(m);
          waiting.delete(m.id);
        }
      };
      worker.onerror = (e) => reject(new Error(e.message || "worker error"));
    });
    return ready;
  }

  // a question to the service worker and its answer (progress reports of a download shown on the page's bar)
  function ask(target, message) {
    return new Promise((resolve) => {
      const channel = (event) => {
        const m = event.data || {};
        if (m.type === "progress") {
          const bar = document.getElementById("offline-progress");
          if (bar && root) {
            bar.hidden = false;
            bar.value = Math.min(1, m.bytes / Number(root.dataset.bytes || 1));
          }
          return;
        }
        navigator.serviceWorker.removeEventListener("message", channel);
        resolve(m);
      };
      navigator.serviceWorker.addEventListener("message", channel);
      target.postMessage(message);
    });
  }

  window.mahjongOffline = {
    version: root ? root.dataset.version : "",
    // the worker's address (a calculator: from the service worker's version; the tests: the server's route)
    configure(options) {
      if (options.worker && !ready) workerUrl = options.worker;
    },
    start: startWorker,
    // {chosen, version} from the service worker that controls the page; null where none does
    async status() {
      const sw = navigator.serviceWorker && navigator.serviceWorker.controller;
      if (!sw) return null;
      const m = await ask(sw, { type: "status" });
      return { chosen: !!m.chosen, version: m.version || "" };
    },
    async score(request, options) {
      await startWorker();
      const id = next++;
      return new Promise((resolve) => {
        waiting.set(id, resolve);
        worker.postMessage({ id, request, extras: !!(options && options.extras) });
      });
    },
  };

  // a calculator: its offline result, drawn on the phone
  if (document.getElementById("calc") && link && link.dataset.result && !window.mahjongOfflineResult) {
    const script = document.createElement("script");
    script.src = link.dataset.result;
    document.head.appendChild(script);
  }

  if (!root) return;
  // ------------------------------------------------- the "use offline" page ---
  const use = document.getElementById("offline-use");
  const remove = document.getElementById("offline-remove");
  const bar = document.getElementById("offline-progress");
  const update = document.getElementById("offline-update");

  function state(name) {
    for (const el of document.querySelectorAll("#offline-state [data-state]")) el.hidden = el.dataset.state !== name;
    root.dataset.state = name;
  }

  if (!("serviceWorker" in navigator) || !("caches" in window)) {
    state("unsupported");
    return;
  }

  async function controller() {
    if (navigator.serviceWorker.controller) return navigator.serviceWorker.controller;
    await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
    return navigator.serviceWorker.controller;
  }

  function watchUpdates(registration) {
    const show = () => {
      if (registration.waiting && navigator.serviceWorker.controller) update.hidden = false;
    };
    show();
    registration.addEventListener("updatefound", () => {
      const incoming = registration.installing;
      if (incoming) incoming.addEventListener("statechange", show);
    });
    document.getElementById("offline-update-now").addEventListener("click", () => {
      if (!registration.waiting) return;
      navigator.serviceWorker.addEventListener("controllerchange", () => location.reload(), { once: true });
      registration.waiting.postMessage({ type: "take-over" });
    });
  }

  async function chooseOffline() {
    t.chosen = performance.now();
    use.disabled = true;
    state("downloading");
    try {
      const registration = await navigator.serviceWorker.register(root.dataset.sw, { scope: "/" });
      watchUpdates(registration);
      const sw = await controller();
      const answer = await ask(sw, { type: "use-offline" });
      if (answer.type !== "offline-ready") throw new Error(answer.message || answer.type);
      timings.download = performance.now() - t.chosen;
      bar.hidden = true;
      state("starting");
      await startWorker();
      timings.ready = performance.now() - t.chosen;
      state("ready");
      use.hidden = true;
      remove.hidden = false;
    } catch (e) {
      state("failed");
      use.disabled = false;
      root.dataset.error = String(e);
    }
  }

  async function removeOffline() {
    const sw = navigator.serviceWorker.controller;
    if (sw) await ask(sw, { type: "stop-offline" });
    const registration = await navigator.serviceWorker.getRegistration("/");
    if (registration) await registration.unregister();
    if (worker) worker.terminate();
    worker = ready = null;
    state("removed");
    remove.hidden = true;
    use.hidden = false;
    use.disabled = false;
  }

  use.addEventListener("click", chooseOffline);
  remove.addEventListener("click", removeOffline);

  (async () => {
    const registration = await navigator.serviceWorker.getRegistration("/");
    const sw = navigator.serviceWorker.controller;
    if (registration && sw) {
      watchUpdates(registration);
      registration.update().catch(() => {}); // offline: nothing to compare with
      const status = await ask(sw, { type: "status" });
      if (status.chosen) {
        state("ready");
        remove.hidden = false;
        return;
      }
    }
    use.hidden = false;
  })();
})();
