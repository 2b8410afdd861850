// Hands recorded and changes made without a connection, kept on the phone until the server has them (issue 28).
// Loaded by a session's record page and its page (editing link): templates/offline/_sheet_head.html. The list it
// fills is templates/offline/_sheet_queue.html (its words come from there, in the page's language), the review
// pages' boxes templates/offline/_sheet_conflict.html (a hand) and _sheet_change_review.html (a change); the server's
// side is scoresheet/views/record.py (queued_send, queued_review), scoresheet/views/kept.py (the session page's
// changes) and scoresheet/services.py (the key recorded once).
//
// - Every "record the hand" POST of the record page carries a key given to the hand here (`client_key`): the server
//   records a key once per session, so a hand sent again after a lost answer is never recorded twice.
// - A POST that finds no server (a network failure, or a gateway's 502, 503 or 504) is kept in IndexedDB: the form's
//   fields, the session's token, the version it was entered at (the latest this phone had seen of the session), the
//   hand kept before it in the same session (sent first: this one is sent at the version that one's recording made),
//   the time. The page then goes on as after a recording: to the session page (the service worker's copy when
//   offline: offline/sw.js keeps it), where the list shows the hand as not sent yet.
// - Sent when the connection is back: at each page load, on the browser's "online", every so often while one waits
//   (5 s, doubling up to 5 minutes), and on "Send now". The server scores it at the session's table as it then
//   stands and answers in JSON: recorded; or the session changed meanwhile (another device), and the hand waits for
//   the scorekeeper's choice on its review page (the record page with the hand at the table as it now stands:
//   record it as the next hand too, or discard it, asked once more and undone with one tap); or refused (the list
//   says why; its review page shows the hand to fix). Nothing is dropped but by the scorekeeper, nothing recorded
//   twice; a hand waits behind an earlier one of the same session until that one is recorded or discarded.
// - The session page's own forms (`data-queue`: the quick draw, undo, the game ended now or played on, the session
//   closed or reopened) are sent by this script with a key of their own (`client_key`: made once whatever the tries).
//   The server's answer is the page's as before (made: the session page; refused: the page again with its message,
//   by the form sent again as the browser sends it, with the same key); none (a network failure, a gateway's 502-504,
//   no answer in 20 s): the change is kept and sent like a hand, in the same order and by the same version rule (an
//   undo sent later takes back the change its page knew as the last, or the one kept before it here, never one another
//   device made meanwhile: the session changed, it waits for the scorekeeper on its review page).
// - Each kept hand or change can be discarded from the list in one tap, and the discard undone in one tap.
(() => {
  "use strict";
  const box = document.getElementById("sheet-queue");
  if (!box || !window.indexedDB) return;
  const d = box.dataset;
  const token = d.token;
  const list = document.getElementById("sheet-queue-list");
  const count = document.getElementById("sheet-queue-count");
  const statusLine = document.getElementById("sheet-queue-status");
  const sendButton = document.getElementById("sheet-queue-send");
  const form = d.page === "record" ? document.getElementById("calc") : null;
  const review = document.getElementById("sheet-conflict");
  const reviewKey = review ? review.dataset.key : "";
  const pageLang = document.documentElement.lang || undefined;
  // what a kept hand never carries: the page's own bookkeeping, the token, what the sending writes itself
  const SKIP = new Set(["csrfmiddlewaretoken", "_editing", "_shown", "client_key", "from_queue", "queued", "since", "v", "number"]);
  const MIN_WAIT_MS = 5000;
  const MAX_WAIT_MS = 300000;
  const KEEP_DISCARDED_MS = 24 * 3600 * 1000; // a discarded hand can be taken back this long
  const OPEN = ["waiting", "sending", "conflict", "refused", "blocked"];
  const SEND_TIMEOUT_MS = 20000; // a change of the session page the server has not answered by then is kept
  // a change kept twice in a row is one tap too many (an undo or a draw may well be meant twice: each is kept)
  const ONCE = new Set(["end", "play_on", "close", "reopen"]);
  const isHand = (e) => !e.kind || e.kind === "hand";
  const timings = (window.mahjongQueueTimings = window.mahjongQueueTimings || {});

  const fill = (text, values) => (text || "").replace(/%\((\w+)\)s/g, (m, k) => (k in values ? String(values[k]) : m));
  const clock = (ms) => new Date(ms).toLocaleTimeString(pageLang, { hour: "2-digit", minute: "2-digit" });
  function newKey() {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  }
  const say = (text) => {
    if (statusLine) statusLine.textContent = text || "";
  };

  // ------------------------------------------------------------ the store ---
  // "hands": the kept hands by key; "seen": the latest version of each session this phone has seen (by token)
  let opened = null;
  function db() {
    opened =
      opened ||
      new Promise((resolve, reject) => {
        const open = indexedDB.open("mahjong-sheet", 1);
        open.onupgradeneeded = () => {
          open.result.createObjectStore("hands", { keyPath: "key" });
          open.result.createObjectStore("seen", { keyPath: "token" });
        };
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
    return opened;
  }
  const done = (request) =>
    new Promise((resolve, reject) => {
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  const objects = async (name, mode) => (await db()).transaction(name, mode).objectStore(name);
  const all = async () => (await done((await objects("hands", "readonly")).getAll())).sort((a, b) => a.at - b.at);
  const get = async (key) => done((await objects("hands", "readonly")).get(key));
  const put = async (entry) => done((await objects("hands", "readwrite")).put(entry));
  const remove = async (key) => done((await objects("hands", "readwrite")).delete(key));
  const seenVersion = async () => {
    const row = await done((await objects("seen", "readonly")).get(token));
    return row ? row.version : -1;
  };
  async function see(version) {
    if (!(version >= 0) || version <= (await seenVersion())) return;
    await done((await objects("seen", "readwrite")).put({ token, version }));
  }
  const pageVersion = () => {
    const v = document.getElementById("record-version");
    return Number(v ? v.value : d.version);
  };

  // --------------------------------------------------- the record POST ---
  // the form's fields as pairs (htmx's parameters: a FormData, or an object in older versions)
  function pairsOf(params) {
    if (!params) return [];
    if (typeof params.entries === "function") return Array.from(params.entries()).filter(([, v]) => typeof v === "string");
    return Object.entries(params).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, String(x)]) : [[k, String(v)]]));
  }
  function setParam(params, name, value) {
    if (typeof params.set === "function") params.set(name, value);
    else params[name] = value;
  }
  const kept = (pairs) => JSON.stringify(pairs.filter(([k]) => !SKIP.has(k)));
  const csrfToken = () => {
    const input = document.querySelector('input[name="csrfmiddlewaretoken"]');
    return input ? input.value : "";
  };

  // who won, from whom, as the session page's list says it (the seats' names from the page)
  function summary(pairs) {
    const values = new Map();
    for (const [k, v] of pairs) values.set(k, v);
    const name = (seat) => {
      const label = document.querySelector(`.seat-label[data-seat="${seat}"]`);
      return label ? label.dataset.name || label.textContent.trim() : String(seat);
    };
    const winners = pairs.filter(([k, v]) => /^s\d+_won$/.test(k) && ["on", "1", "true", "True"].includes(v)).map(([k]) => Number(k.slice(1, -4)));
    if (!winners.length) return { what: d.wDraw || "", tiles: "" };
    const first = winners[0];
    let what = winners.map(name).join(" · ");
    const by = values.get(`s${first}_by`);
    const from = values.get(`s${first}_from`);
    if (by === "self_draw") what += " · " + (d.wSelfDraw || "");
    else if (from !== undefined && from !== "") what += " ← " + name(from);
    return { what, tiles: values.get(`s${first}_hand`) || "" };
  }

  let pending = null; // the record POST under way: its key and fields
  const isRecordPost = (e) => form && e.detail && e.detail.elt === form && (e.detail.verb || (e.detail.requestConfig || {}).verb) === "post";
  document.addEventListener("htmx:configRequest", (e) => {
    if (!isRecordPost(e)) return;
    const params = e.detail.parameters;
    const pairs = pairsOf(params);
    const number = Number((pairs.find(([k]) => k === "number") || [])[1] || 0);
    const key = reviewKey || newKey();
    setParam(params, "client_key", key);
    pending = { key, number, pairs };
  });
  document.addEventListener("htmx:afterRequest", (e) => {
    if (isRecordPost(e) && e.detail.successful) pending = null;
  });
  document.addEventListener("htmx:sendError", (e) => {
    if (isRecordPost(e)) keep().catch(report);
  });
  document.addEventListener("htmx:responseError", (e) => {
    const status = e.detail.xhr ? e.detail.xhr.status : 0;
    if (isRecordPost(e) && status >= 502 && status <= 504) keep().catch(report);
  });

  // the record POST found no server: the hand kept here
  async function keep() {
    const p = pending;
    pending = null;
    if (!p) return;
    if (p.number) {
      say(d.wCorrection); // a correction is not kept: the page still holds it
      return;
    }
    const entries = await all();
    const open = entries.filter((e) => e.token === token && OPEN.includes(e.state));
    if (open.some((e) => e.key === p.key || kept(e.pairs) === kept(p.pairs))) {
      say(d.wSame);
      await render();
      return;
    }
    const csrf = (p.pairs.find(([k]) => k === "csrfmiddlewaretoken") || [])[1] || csrfToken();
    const entry = {
      key: p.key,
      kind: "hand",
      token,
      url: d.record,
      session: d.session,
      pairs: p.pairs.filter(([k]) => !SKIP.has(k)),
      csrf,
      v: Math.max(pageVersion(), await seenVersion()),
      prev: open.length ? open[open.length - 1].key : null,
      base: null,
      at: Date.now(),
      summary: summary(p.pairs),
      state: "waiting",
      tries: 0,
      message: "",
      review: "",
      number: 0,
      version: 0,
    };
    await put(entry);
    timings.kept = performance.now();
    say(d.wKept);
    await render();
    schedule();
    // as after a recording: on to the session page, where the service worker keeps a copy (the offline choice)
    if (await available(d.session)) window.location.assign(d.session);
  }
  async function available(url) {
    if (!navigator.serviceWorker || !navigator.serviceWorker.controller || !window.caches) return false;
    try {
      return Boolean(await caches.match(url, { ignoreVary: true }));
    } catch (e) {
      return false;
    }
  }

  // ------------------------------------------- the session page's forms ---
  // A change's fields as its form sends them (the button pressed included), strings only
  function formPairs(f, submitter) {
    let data;
    try {
      data = new FormData(f, submitter || undefined);
    } catch (e) {
      data = new FormData(f);
    }
    return Array.from(data.entries()).filter(([, v]) => typeof v === "string");
  }
  // the words of a field of the draw form: its label, and what was chosen in it that is not its default
  function chosen(field) {
    const out = [];
    for (const input of field.querySelectorAll("input, select, textarea")) {
      if (input.type === "hidden") continue;
      if (input.type === "checkbox" || input.type === "radio") {
        if (input.checked && input.checked !== input.defaultChecked) out.push(input.closest("label") ? input.closest("label").textContent.trim() : input.value);
      } else if (input.tagName === "SELECT") {
        for (const o of input.selectedOptions) if (!o.defaultSelected) out.push(o.textContent.trim());
      } else if (input.value !== input.defaultValue && input.value.trim()) {
        out.push(input.value.trim());
      }
    }
    return out;
  }
  // a kept change as the list says it: a draw by who was ready and what else was given, an undo by what it takes back
  // as far as this phone knows (the change kept before it here, else the last change its page named)
  function changeSummary(f, kind, prev) {
    const comma = d.wComma || ", ";
    if (kind === "draw") {
      const ready = Array.from(f.querySelectorAll('input[name="tenpai"]:checked'), (i) => (i.closest("label") ? i.closest("label").textContent.trim() : i.value));
      const what = ready.length ? fill(d.wDrawReady, { seats: ready.join(comma) }) : d.wDraw || "";
      const more = [];
      for (const field of f.querySelectorAll(".field")) {
        if (field.querySelector('input[name="tenpai"]')) continue;
        const values = chosen(field);
        const label = field.querySelector(":scope > label");
        if (values.length) more.push((label ? label.textContent.trim() + (d.wColon || ": ") : "") + values.join(comma));
      }
      return { what, tiles: more.join(" · ") };
    }
    const words = { undo: d.wUndoChange, end: d.wEnd, play_on: d.wPlayOn, close: d.wClose, reopen: d.wReopen };
    const undone = kind === "undo" ? (prev ? prev.summary.what : f.dataset.what || "") : "";
    return { what: words[kind] || "", tiles: undone };
  }

  // sent by this script: the page as the server answers it, or, when no server answers, kept here
  async function submitChange(f, submitter) {
    if (f.dataset.busy) return;
    f.dataset.busy = "1";
    try {
      const pairs = formPairs(f, submitter);
      const key = (pairs.find(([k]) => k === "queued") || [])[1] || newKey();
      const body = new URLSearchParams(pairs);
      body.set("client_key", key);
      const abort = new AbortController();
      const timeout = setTimeout(() => abort.abort(), SEND_TIMEOUT_MS);
      let r = null;
      try {
        r = await fetch(f.action, {
          method: "POST",
          body,
          credentials: "same-origin",
          redirect: "manual",
          cache: "no-store",
          signal: abort.signal,
          headers: { Accept: "text/html" },
        });
      } catch (err) {
        r = null; // no server (or none that answered in time)
      } finally {
        clearTimeout(timeout);
      }
      if (r && r.type === "opaqueredirect") {
        // made: the session page, as after the browser's own POST
        window.location.assign(d.session);
        return;
      }
      if (r && !(r.status >= 502 && r.status <= 504)) {
        // refused (the page again with its message, a changed session, the link no longer edits): the browser sends
        // the form itself and shows the server's page; the same key, so nothing is made twice
        let input = f.querySelector('input[name="client_key"]');
        if (!input) {
          input = document.createElement("input");
          input.type = "hidden";
          input.name = "client_key";
          f.append(input);
        }
        input.value = key;
        HTMLFormElement.prototype.submit.call(f);
        return;
      }
      await keepChange(f, pairs, key);
    } finally {
      delete f.dataset.busy;
    }
  }

  async function keepChange(f, pairs, key) {
    const kind = f.dataset.queue;
    const entries = await all();
    if (entries.some((e) => e.key === key)) {
      say(d.wSameChange); // its review's form, offline again: it is kept already
      return;
    }
    const open = entries.filter((e) => e.token === token && OPEN.includes(e.state));
    const last = open.length ? open[open.length - 1] : null;
    const fields = pairs.filter(([k]) => !SKIP.has(k) && k !== "version" && k !== "kind");
    if (ONCE.has(kind) && last && last.kind === kind && kept(last.pairs) === kept(fields)) {
      say(d.wSameChange);
      await render();
      return;
    }
    const formVersion = Number((pairs.find(([k]) => k === "version") || [])[1]);
    const csrf = (pairs.find(([k]) => k === "csrfmiddlewaretoken") || [])[1] || csrfToken();
    await put({
      key,
      kind,
      token,
      url: new URL(f.action, window.location.href).pathname,
      session: d.session,
      pairs: fields,
      csrf,
      v: Math.max(Number.isFinite(formVersion) ? formVersion : -1, pageVersion(), await seenVersion()),
      prev: last ? last.key : null,
      base: null,
      at: Date.now(),
      summary: changeSummary(f, kind, last),
      state: "waiting",
      tries: 0,
      message: "",
      review: "",
      number: 0,
      version: 0,
    });
    timings.kept = performance.now();
    say(d.wKeptChange);
    if (kind === "draw") {
      f.reset(); // kept: the form is clear for the next one, and closed
      const details = f.closest("details");
      if (details) details.open = false;
    }
    await render();
    box.scrollIntoView({ block: "start" }); // the list, where the change now waits (the form may be far below it)
    schedule();
  }

  document.addEventListener("submit", (e) => {
    const f = e.target;
    if (!(f instanceof HTMLFormElement) || !f.dataset.queue || e.defaultPrevented) return;
    e.preventDefault();
    submitChange(f, e.submitter).catch(report);
  });

  // ------------------------------------------------------------ sending ---
  // the review page of a hand, when the server gave none: the record page with its fields (a page shown at an old
  // version is shown again at the table as it now stands, the hand kept)
  function reviewOf(entry, version) {
    const q = new URLSearchParams(entry.pairs);
    if (!isHand(entry)) {
      // a change's: the session page with it (its own fields, a draw's seats)
      q.set("queued", entry.key);
      q.set("since", String(version));
      q.set("kind", entry.kind);
      return entry.session + "?" + q.toString();
    }
    q.set("v", String(version));
    q.set("queued", entry.key);
    q.set("since", String(version));
    return entry.url + "?" + q.toString();
  }

  async function send(entry, version) {
    const body = new URLSearchParams(entry.pairs);
    const csrf = csrfToken() || entry.csrf || "";
    body.set("v", String(version));
    if (isHand(entry)) body.set("number", "0");
    body.set("client_key", entry.key);
    body.set("from_queue", "1");
    body.set("csrfmiddlewaretoken", csrf);
    const r = await fetch(entry.url, {
      method: "POST",
      body,
      credentials: "same-origin",
      cache: "no-store",
      headers: { Accept: "application/json", "X-CSRFToken": csrf },
    });
    if ((r.headers.get("Content-Type") || "").includes("application/json")) {
      const answer = await r.json();
      if (answer && answer.status) return answer;
    }
    if (r.status >= 500) return { status: "failed" };
    // not an answer of the queue's (the link no longer edits, a refused token): the hand stays, to be reviewed
    return { status: "refused", errors: [`${r.status} ${r.statusText}`.trim()], review: "" };
  }

  const exclusive = (fn) => (navigator.locks ? navigator.locks.request("mahjong-sheet-queue", fn) : fn());
  let syncing = null;
  let timer = null;
  function sync() {
    if (!syncing) syncing = exclusive(sendAll).finally(() => (syncing = null));
    return syncing;
  }

  async function sendAll() {
    clearTimeout(timer);
    const entries = await all();
    const byKey = new Map(entries.map((e) => [e.key, e]));
    // sessions whose earlier hand is not recorded, and why ("failed": no server; "choice": the scorekeeper's): their
    // later hands wait behind it
    const stuck = new Map();
    const recordedHere = [];
    let retry = false;
    for (const e of entries) {
      if (!OPEN.includes(e.state)) continue;
      if (stuck.has(e.token)) {
        const state = stuck.get(e.token) === "choice" ? "blocked" : "waiting";
        if (e.state !== state && e.state !== "conflict" && e.state !== "refused") {
          e.state = state;
          await put(e);
        }
        continue;
      }
      if (e.key === reviewKey && e.state === "conflict") {
        stuck.set(e.token, "choice"); // on its review page: the scorekeeper is choosing
        continue;
      }
      const prev = e.prev ? byKey.get(e.prev) : null;
      const version = prev && prev.state === "recorded" ? prev.version : e.base !== null && e.base !== undefined ? e.base : e.v;
      const was = e.state;
      e.state = "sending";
      await render(entries);
      let answer;
      try {
        answer = await send(e, version);
      } catch (err) {
        answer = { status: "failed" };
      }
      if (answer.status === "recorded") {
        Object.assign(e, { state: "recorded", number: answer.number, version: answer.version, message: "", done: Date.now() });
        for (const later of entries) {
          if (later.prev === e.key) {
            later.base = answer.version;
            await put(later);
          }
        }
        recordedHere.push(e);
      } else if (answer.status === "changed") {
        Object.assign(e, { state: "conflict", review: answer.review || reviewOf(e, version), tries: 0 });
        stuck.set(e.token, "choice");
      } else if (answer.status === "refused") {
        const why = (answer.errors || []).join(" ");
        Object.assign(e, { state: "refused", message: why, review: answer.review || reviewOf(e, version), tries: 0 });
        stuck.set(e.token, "choice");
      } else {
        // no server, or none that answered: tried again later, in the same order
        Object.assign(e, { state: was === "conflict" || was === "refused" ? was : "waiting", tries: (e.tries || 0) + 1 });
        stuck.set(e.token, was === "conflict" || was === "refused" ? "choice" : "failed");
        retry = true;
      }
      await put(e);
    }
    timings.synced = performance.now();
    await render();
    if (retry) schedule();
    if (recordedHere.some((e) => e.token === token)) refresh();
  }

  function schedule() {
    clearTimeout(timer);
    all().then((entries) => {
      const waiting = entries.filter((e) => e.state === "waiting" || e.state === "blocked");
      if (!waiting.length) return;
      const tries = Math.max(0, ...waiting.map((e) => e.tries || 0));
      const ms = Math.min(MAX_WAIT_MS, MIN_WAIT_MS * 2 ** Math.min(Math.max(tries - 1, 0), 6)) * (0.8 + Math.random() * 0.4);
      timer = setTimeout(() => sync().catch(report), ms);
    }, report);
  }

  // this session got hands recorded from here: the page shows the new table (the session page again; a record page
  // with nothing entered, the next hand's; with a hand entered, the same hand at the new table, as after any change)
  function refresh() {
    if (d.page === "session") {
      window.location.reload();
      return;
    }
    if (!form) return;
    const entered = Array.from(form.querySelectorAll('input[name$="_hand"], input[name$="_melds"]')).some((i) => i.value.trim());
    if (entered && window.htmx) window.htmx.trigger(form, "change");
    else if (!entered) window.location.replace(d.record);
  }

  // --------------------------------------------------------------- list ---
  // a hand's words, or a change's (a draw is a hand once recorded: its number is said)
  function stateWords(e, byKey) {
    const hand = isHand(e);
    const prev = e.prev ? byKey.get(e.prev) : null;
    return (
      {
        waiting: d.wWaiting,
        sending: d.wSending,
        blocked: prev && !isHand(prev) ? d.wBlockedChange : d.wBlocked,
        recorded: hand || e.kind === "draw" ? fill(d.wSent, { n: e.number }) : d.wSentChange,
        conflict: hand ? d.wConflict : d.wConflictChange,
        refused: [hand ? d.wRefused : d.wRefusedChange, e.message].filter(Boolean).join(" "),
        discarded: hand ? d.wDiscarded : d.wDiscardedChange,
      }[e.state] || ""
    );
  }

  function item(e, byKey) {
    const li = document.createElement("li");
    li.dataset.key = e.key;
    li.dataset.state = e.state;
    li.dataset.kind = e.kind || "hand";
    const what = document.createElement("strong");
    what.className = "queued-what";
    what.textContent = e.summary.what;
    li.append(what);
    if (e.summary.tiles) {
      // a hand's winning tiles; a change's details (a draw's other facts, what an undo takes back)
      const tiles = document.createElement(isHand(e) ? "span" : "small");
      tiles.className = isHand(e) ? "queued-tiles" : "queued-detail muted";
      tiles.textContent = e.summary.tiles;
      li.append(" ", tiles);
    }
    const when = document.createElement("small");
    when.className = "queued-when";
    when.textContent = fill(d.wEntered, { time: clock(e.at) });
    const state = document.createElement("span");
    state.className = "queued-state";
    state.textContent = stateWords(e, byKey);
    li.append(when, state);
    if ((e.state === "conflict" || e.state === "refused") && e.key !== reviewKey && e.review) {
      const a = document.createElement("a");
      a.className = "button small queued-review";
      a.href = e.review;
      a.textContent = d.wReview;
      li.append(a);
    }
    if (["waiting", "blocked", "conflict", "refused"].includes(e.state) && e.key !== reviewKey) {
      // not wanted after all: discarded in one tap, the discard undone in one tap (the Undo it shows then)
      const b = document.createElement("button");
      b.type = "button";
      b.className = "button small queued-drop";
      b.textContent = d.wDiscard;
      b.addEventListener("click", () => discard(e.key).catch(report));
      li.append(b);
    } else if (e.state === "discarded") {
      const b = document.createElement("button");
      b.type = "button";
      b.className = "button small queued-undo";
      b.textContent = d.wUndo;
      b.addEventListener("click", () => takeBack(e.key).catch(report));
      li.append(b);
    }
    return li;
  }

  async function render(entries) {
    const now = Date.now();
    const known = entries || (await all());
    const byKey = new Map(known.map((e) => [e.key, e]));
    const mine = known.filter(
      (e) => e.token === token && !(e.state === "discarded" && now - (e.discarded || 0) > KEEP_DISCARDED_MS),
    );
    list.replaceChildren(...mine.map((e) => item(e, byKey)));
    const open = mine.filter((e) => OPEN.includes(e.state)).length;
    // a discarded one still listed (its Undo at hand) keeps the box's lines where they were: nothing moves under
    // the finger that discarded it
    const keep = open > 0 || mine.some((e) => e.state === "discarded");
    count.textContent = String(open);
    count.hidden = !keep;
    // none left to send (those sent said once, or discarded ones): the heading says so, the note goes
    const title = document.getElementById("sheet-queue-title");
    if (title) {
      if (!title.dataset.waiting) title.dataset.waiting = title.textContent;
      title.textContent = open || mine.some((e) => e.state === "discarded") ? title.dataset.waiting : title.dataset.sent;
    }
    const note = document.getElementById("sheet-queue-note");
    if (note) note.hidden = !keep;
    box.dataset.open = String(open);
    box.hidden = mine.length === 0;
    sendButton.hidden = !keep;
    sendButton.disabled = open === 0;
  }

  // one tap in the list: not sent (one being sent meanwhile is not discarded: the lock waits for its answer)
  function discard(key) {
    return exclusive(async () => {
      const e = await get(key);
      if (!e || !["waiting", "blocked", "conflict", "refused"].includes(e.state)) return;
      Object.assign(e, { state: "discarded", discarded: Date.now() });
      await put(e);
      await render();
    }).then(() => sync()); // the ones kept after it go on
  }

  async function takeBack(key) {
    const e = await get(key);
    if (!e || e.state !== "discarded") return;
    e.state = "waiting"; // sent again: the server answers as it now stands (a change meanwhile: the choice again)
    e.tries = 0;
    await put(e);
    await render();
    await sync();
  }

  // ------------------------------------------------- the review page ---
  async function reviewPage() {
    if (!review || !reviewKey) return;
    const ids = (id) => document.getElementById(id);
    const entry = await get(reviewKey);
    const time = ids("queued-time");
    if (entry && time) time.textContent = fill(d.wEntered, { time: clock(entry.at) });
    const what = ids("queued-what"); // a change's review: the change as the list says it (a draw's seats, what an undo meant)
    if (entry && what && entry.summary.what) what.textContent = [entry.summary.what, entry.summary.tiles].filter(Boolean).join(" · ");
    const discard = ids("queued-discard");
    if (!entry || entry.token !== token || !discard) return; // not kept on this phone: recording it is the choice
    const choice = ids("queued-choice");
    const confirm = ids("queued-confirm");
    const gone = ids("queued-discarded");
    // what makes it now: the record page's buttons, or the draw form's own below a kept draw's review
    const recordButtons = [ids("queued-record"), ids("record-hand"), review.dataset.kind === "draw" ? ids("record-draw") : null].filter(Boolean);
    const shown = (state) => {
      choice.hidden = state !== "choice";
      confirm.hidden = state !== "confirm";
      gone.hidden = state !== "discarded";
      for (const b of recordButtons) b.disabled = state === "discarded";
    };
    discard.hidden = false;
    shown(entry.state === "discarded" ? "discarded" : "choice");
    discard.addEventListener("click", () => {
      shown("confirm");
      ids("queued-discard-yes").focus();
    });
    ids("queued-discard-no").addEventListener("click", () => shown("choice"));
    ids("queued-discard-yes").addEventListener("click", async () => {
      const e = await get(reviewKey);
      if (!e) return;
      Object.assign(e, { state: "discarded", discarded: Date.now() });
      await put(e);
      shown("discarded");
      ids("queued-undo").focus();
      await render();
      sync().catch(report); // the hands kept after it go on
    });
    ids("queued-undo").addEventListener("click", async () => {
      const e = await get(reviewKey);
      if (!e) return;
      Object.assign(e, { state: "conflict", tries: 0 });
      await put(e);
      shown("choice");
      await render();
    });
    // this hand's nets, repeated in the box, follow the result below as the hand is changed
    document.body.addEventListener("htmx:afterSwap", () => {
      const nets = ids("queued-nets");
      if (!nets) return;
      const items = Array.from(document.querySelectorAll("#result-panel li.net")).filter((li) => li.dataset.net !== "0");
      nets.replaceChildren(
        ...items.map((li) => {
          const out = document.createElement("li");
          out.className = li.classList.contains("gain") ? "gain" : "loss";
          const seat = li.querySelector(".net-seat");
          const amount = li.querySelector(".net-amount");
          out.textContent = `${seat ? seat.textContent.trim() : ""} ${amount ? amount.textContent.trim() : li.dataset.net}`;
          return out;
        }),
      );
    });
  }

  // ------------------------------------------------------------- start ---
  const report = (err) => {
    timings.error = String(err && err.stack ? err.stack : err);
  };
  sendButton.addEventListener("click", () => {
    clearTimeout(timer);
    all()
      .then((entries) => Promise.all(entries.filter((e) => e.state === "waiting" || e.state === "blocked").map((e) => put({ ...e, tries: 0 }))))
      .then(sync)
      .catch(report);
  });
  window.addEventListener("online", () => sync().catch(report));
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") sync().catch(report);
  });

  (async () => {
    await see(pageVersion());
    const entries = await all();
    const now = Date.now();
    // a hand recorded from here is said once (on the page shown after it), then forgotten; a discarded one is kept
    // a day for its undo
    const forget = entries.filter(
      (e) => e.state === "recorded" || (e.state === "discarded" && now - (e.discarded || 0) > KEEP_DISCARDED_MS),
    );
    await render(entries);
    for (const e of forget) await remove(e.key);
    await reviewPage();
    // the pages this session needs offline, kept by the service worker (the offline choice): the record page of the
    // next hand, and this one where its address had more (the first visit's ?new=1)
    const sw = navigator.serviceWorker && navigator.serviceWorker.controller;
    if (sw && d.page === "session") {
      sw.postMessage({ type: "keep-pages", urls: window.location.search ? [d.record, d.session] : [d.record] });
    }
    timings.ready = performance.now();
    if (entries.some((e) => OPEN.includes(e.state))) await sync();
  })().catch(report);
})();
