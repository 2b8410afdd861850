// The service worker (served at /sw.js by calculator/offline_views.py, CONFIG written above this line): it keeps one
// version of the site's static files, and, once the player chose "use offline", that version's runtime, rules
// bundle, worker and pages, all in one cache named after the version (with the scoresheet's pages a table needs
// without a connection: keepPages). A new version installs beside the old one,
// fetching everything of its own (the runtime and rules too when offline was chosen) before it can take over, and
// waits until the page asks it to (the page says a new version is ready): the old pages never meet the new rules.
const CACHE = "mahjong-" + CONFIG.version;
const CHOICE_CACHE = "mahjong-choice"; // outlives versions: whether the player chose offline
const CHOICE = "/offline/choice";
const OFFLINE_PAGE = CONFIG.pages[CONFIG.pages.length - 1];

async function chosen() {
  const cache = await caches.open(CHOICE_CACHE);
  return Boolean(await cache.match(CHOICE));
}

// fetch each file (a failed one fails the whole: a version is kept whole or not at all), telling `progress` the
// bytes read so far
async function keep(cache, urls, progress) {
  let done = 0;
  const responses = await Promise.all(
    urls.map(async (url) => {
      const response = await fetch(url, { cache: "no-cache" });
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      if (!progress || !response.body) return [url, response];
      const reader = response.body.getReader();
      const chunks = [];
      for (;;) {
        const { done: end, value } = await reader.read();
        if (end) break;
        chunks.push(value);
        done += value.length;
        progress(done);
      }
      // the body as read (already decoded): its type goes with it (the wasm must stay application/wasm), and its
      // policy (the worker's: served from here, the worker keeps the server's Content-Security-Policy)
      const headers = { "Content-Type": response.headers.get("Content-Type") || "application/octet-stream" };
      const policy = response.headers.get("Content-Security-Policy");
      if (policy) headers["Content-Security-Policy"] = policy;
      return [url, new Response(new Blob(chunks), { status: response.status, headers })];
    }),
  );
  await Promise.all(responses.map(([url, response]) => cache.put(url, response)));
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await keep(cache, CONFIG.shell);
      if (await chosen()) await keep(cache, [...CONFIG.offline, ...CONFIG.pages]);
      // the first version takes over at once; a later one waits for the page's word
      if (!self.registration.active) await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith("mahjong-") && name !== CACHE && name !== CHOICE_CACHE) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  const data = event.data || {};
  const reply = (message) => event.source && event.source.postMessage(message);
  if (data.type === "use-offline") {
    event.waitUntil(
      (async () => {
        try {
          const cache = await caches.open(CACHE);
          await keep(cache, [...CONFIG.offline, ...CONFIG.pages], (bytes) => reply({ type: "progress", bytes }));
          await (await caches.open(CHOICE_CACHE)).put(CHOICE, new Response("1"));
          reply({ type: "offline-ready", version: CONFIG.version });
        } catch (e) {
          reply({ type: "offline-failed", message: String(e) });
        }
      })(),
    );
  } else if (data.type === "stop-offline") {
    event.waitUntil(
      (async () => {
        await caches.delete(CHOICE_CACHE);
        const cache = await caches.open(CACHE);
        for (const url of [...CONFIG.offline, ...CONFIG.pages]) await cache.delete(url);
        reply({ type: "offline-stopped" });
      })(),
    );
  } else if (data.type === "status") {
    event.waitUntil(chosen().then((yes) => reply({ type: "status", version: CONFIG.version, chosen: yes })));
  } else if (data.type === "take-over") {
    self.skipWaiting();
  } else if (data.type === "keep-pages") {
    event.waitUntil(keepPages(Array.isArray(data.urls) ? data.urls : []));
  }
});

// A page fetched here (a redirect followed) kept as a plain answer: a navigation may not be answered with a
// redirected response. Its headers go with it (its policy above all), but those of the transfer.
async function plain(response) {
  const headers = new Headers();
  for (const [name, value] of response.headers) {
    if (!["content-encoding", "content-length", "transfer-encoding"].includes(name)) headers.set(name, value);
  }
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
}

// The scoresheet's pages a table needs without a connection (static/scoresheet/queue.js asks, from a session's page
// with its editing link): the session's page and the record page of its next hand, whose address (the table) the
// server gives by a redirect. One copy of each by its path, the latest: a page opened offline by any address of that
// path (the next hand's, its table as this phone last saw it) is that copy. Only once offline was chosen.
async function keepPages(urls) {
  if (!(await chosen())) return;
  const cache = await caches.open(CACHE);
  const sheet = new RegExp(CONFIG.sheet_pages);
  for (const address of urls) {
    const url = new URL(address, self.location.origin);
    if (url.origin !== self.location.origin || !sheet.test(url.pathname)) continue;
    try {
      const response = await fetch(url.href, { credentials: "same-origin", cache: "no-store" });
      const final = new URL(response.url || url.href);
      if (!response.ok || final.origin !== self.location.origin || !sheet.test(final.pathname)) continue;
      const kept = await plain(response);
      for (const old of await cache.keys(final.pathname, { ignoreSearch: true })) await cache.delete(old);
      await cache.put(final.href, kept);
    } catch (e) {
      // no connection: the copy kept before stays
    }
  }
}

async function page(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    // pages without a query are kept as they are visited (in this version's cache, once offline is chosen)
    if (response.ok && !new URL(request.url).search && (await chosen())) await cache.put(request, response.clone());
    return response;
  } catch (e) {
    const kept =
      (await cache.match(request, { ignoreVary: true })) ||
      (await cache.match(request, { ignoreVary: true, ignoreSearch: true })) ||
      (await cache.match(OFFLINE_PAGE, { ignoreVary: true }));
    if (kept) return kept;
    throw e;
  }
}

async function file(request) {
  const kept = await (await caches.open(CACHE)).match(request, { ignoreVary: true });
  return kept || fetch(request);
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname === "/sw.js" || url.pathname.startsWith("/api/")) return;
  event.respondWith(request.mode === "navigate" ? page(request) : file(request));
});
