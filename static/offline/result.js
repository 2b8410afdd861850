// The calculator's result scored on the phone (issue 28). Loaded by static/offline/offline.js on a calculator page
// that a service worker controls (the player chose "use offline"). When the server does not answer an update (htmx's
// send error, time-out, or a 5xx), or while the player has chosen "Score on this phone", the page's form is turned into
// the contract request, scored by the very rules/ in the Web Worker (offline/worker.js, which also nets the payments
// with rules.netting.settle), and the answer is drawn into the result panel as the server's panel draws it
// (templates/calculator/calculator.html, calculator/result_page.py): each seat's change, who pays whom, every
// breakdown with its rule links, the payments with their notes said from their parts (a seat by its wind, a tile as
// its picture, a field by its label on the form, a pattern linked to its rule), in the page's language, with a line
// in small print saying the phone scored it. No rule is here: the numbers are the answer's, the words come as data
// (the form's map from /offline/form/<key>.json, the words from words-<lang>.json, both built from the server's own
// code and catalogs: calculator/offline_views.py, offline/words.py). A saved link opened offline (the service worker
// has the page only as first shown) gets its hand from the address: fromAddress. On a scoresheet's record page the
// same, the rule set named by the page (docs/offline.md).
//
// window.mahjongOfflineResult: request(pairs, map, lang) -> the contract request (or {errors}); render(answer, extras,
// context) -> the panel body's HTML; score() scores the form now; ready() -> Promise once the form's map is read.
(() => {
  "use strict";
  const form = document.getElementById("calc");
  const link = document.querySelector("a.offline-link");
  const core = window.mahjongOffline;
  if (!form || !link || !core) return;
  const timings = window.mahjongOfflineTimings || (window.mahjongOfflineTimings = {});
  const pageLang = (document.documentElement.lang || "zh-hans").toLowerCase();
  const RETRY_MS = 30000; // after the server failed to answer, updates are scored here this long before trying it again
  const WINDS = ["East", "South", "West", "North"];
  const ON = ["1", "on", "true", "True"];
  const SPLIT = /[\s,，、;；]+/;

  // ------------------------------------------------------------ data ---
  const got = {};
  const fetchJson = (url) =>
    (got[url] ||= fetch(url).then((r) => {
      if (!r.ok) throw new Error(url + ": " + r.status);
      return r.json();
    }));
  const mapUrl = (key) => link.getAttribute("href") + "form/" + encodeURIComponent(key) + ".json";
  const wordsOf = (map, lang) => fetchJson(map.words[lang] || map.words["zh-hans"]);
  const tilesData = (() => {
    const el = document.getElementById("tiles-data");
    return el ? JSON.parse(el.textContent) : { tiles: {}, names: {} };
  })();
  const NAMES = Object.keys(tilesData.names || {}).sort((a, b) => b.length - a.length);

  // --------------------------------------------------------- tiles ---
  // mpsz and the Chinese names (rules/tiles.py reads the same); null when the text cannot be read
  function parseTiles(text) {
    const out = [];
    let pending = [];
    let i = 0;
    const nameAt = (at) => NAMES.find((n) => text.startsWith(n, at));
    while (i < text.length) {
      const ch = text[i];
      if (" \t,，、;；/|".includes(ch)) {
        if (pending.length) return null;
        i++;
      } else if (ch >= "0" && ch <= "9") {
        const n = pending.length ? null : nameAt(i);
        if (n) {
          out.push(tilesData.names[n]);
          i += n.length;
        } else {
          pending.push(ch);
          i++;
        }
      } else if ("mpsz".includes(ch.toLowerCase())) {
        const suit = ch.toLowerCase();
        if (!pending.length) return null;
        for (const d of pending) {
          if (suit === "z" && (d < "1" || d > "7")) return null;
          out.push(d + suit);
        }
        pending = [];
        i++;
      } else {
        if (pending.length) return null;
        const n = nameAt(i);
        if (!n) return null;
        out.push(tilesData.names[n]);
        i += n.length;
      }
    }
    return pending.length ? null : out;
  }
  const kindOf = (c) => (c[0] === "0" ? "5" + c[1] : c);

  // the meld notation of the form (calculator/widgets.py parse_melds): "555z@2 1111m 123s@3 5555p+@1"
  function parseMelds(text, seat, players) {
    const melds = [];
    for (const item of text.trim().split(SPLIT).filter(Boolean)) {
      const m = /^([^@+]+)(\+)?(?:@(\d+))?$/.exec(item);
      const tiles = m && parseTiles(m[1]);
      if (!tiles || (tiles.length !== 3 && tiles.length !== 4)) return { error: item };
      let from = m[3] === undefined ? null : Number(m[3]);
      let meld;
      if (tiles.length === 4) {
        meld = { kind: "kong", tiles: m[1], kong: m[2] ? "added" : from === null ? "concealed" : "exposed" };
      } else {
        const same = new Set(tiles.map(kindOf)).size === 1;
        meld = { kind: same ? "pon" : "chi", tiles: m[1] };
        if (!same && from === null) from = (((seat - 1) % players) + players) % players;
      }
      if (from !== null) meld.from = from;
      melds.push(meld);
    }
    return { melds };
  }

  // ----------------------------------------------- the form -> request ---
  // How a field's text becomes the request's value (calculator/widgets.py: each FormKind's to_json), by the reader
  // the form's map names; undefined: left out.
  const intOf = (s) => (/^[+-]?\d+$/.test(s) ? Number(s) : s);
  const READERS = {
    bool: (vs) => (vs.length ? vs.some((v) => ON.includes(v)) : undefined),
    int: (vs, f, one) => (one === "" ? undefined : intOf(one)),
    choice: (vs, f, one) => {
      if (one === "") return undefined;
      const found = (f.values || []).find((v) => String(v) === one);
      return found === undefined ? one : found;
    },
    ints: (vs) => (vs.length ? vs.filter((v) => v !== "").map(intOf) : undefined),
    pairs: (vs) => {
      const pairs = vs.flatMap((v) => v.split(/[\s,，、;]+/)).filter(Boolean).map((p) => {
        const m = /^(\d+)\s*[-:]\s*(\d+)$/.exec(p);
        return m ? [Number(m[1]), Number(m[2])] : p;
      });
      return pairs.length ? pairs : undefined;
    },
    int_list: (vs, f, one) => (one === "" ? undefined : one.split(/[\s,，、/]+/).filter(Boolean).map(intOf)),
    claims: (vs, f, one) =>
      one === ""
        ? undefined
        : one.split(SPLIT).filter(Boolean).map((item) => {
            const m = /^(\d+)@(\d+)$/.exec(item);
            return m ? { at: Number(m[1]), by: Number(m[2]) } : item;
          }),
    passes: (vs, f, one) =>
      one === ""
        ? undefined
        : one.split(SPLIT).filter(Boolean).map((item) => {
            const m = /^([^@:\s]+)@(\d+):(\d+)$/.exec(item);
            return m ? { tile: m[1], from: Number(m[2]), after: Number(m[3]) } : item;
          }),
    text: (vs, f, one) => (one === "" ? undefined : one),
  };

  function reader(data) {
    const all = (name) => data.get(name) || [];
    const one = (name) => {
      const vs = all(name);
      return vs.length ? String(vs[vs.length - 1]).trim() : "";
    };
    const read = (name, f) => {
      const vs = all(name).map(String);
      const value = (READERS[f.read] || READERS.text)(vs, f, one(name));
      return Array.isArray(value) && !value.length ? undefined : value;
    };
    const checked = (name) => {
      const v = one(name);
      return v !== "" && !["false", "0"].includes(v.toLowerCase());
    };
    return { all, one, read, checked };
  }

  const asData = (pairs) => {
    const data = new Map();
    for (const [k, v] of pairs) {
      if (!data.has(k)) data.set(k, []);
      data.get(k).push(v);
    }
    return data;
  };

  // The contract request for the form's fields (`pairs`: [name, value] as the page sends them), as
  // calculator/forms.py CalculatorForm.to_request builds it; {errors} for a meld the notation cannot read.
  function buildRequest(pairs, map, lang) {
    const data = asData(pairs);
    const { one, read, checked } = reader(data);
    const most = Math.max(...map.players);
    const preset = one("preset") || map.default_preset;
    // an address without the players: its preset's (a three-player room's rules), else the most
    const assumed = ((map.preset_players || {})[preset] || [most])[0];
    const players = map.players.includes(Number(one("players"))) ? Number(one("players")) : assumed;
    // a field asked only at other numbers of players is not read (calculator/forms.py asked_at)
    const asked = (f) => !f.players || f.players.includes(players);
    const req = { ruleset: map.ruleset, lang, players, preset };
    req.dealer = one("dealer") === "" ? 0 : intOf(one("dealer"));
    if (one("dealer_streak") !== "") req.dealer_streak = intOf(one("dealer_streak"));
    const was = one("preset_was");
    const base = map.presets[preset] || {};
    const options = {};
    if (!was || was === preset) {
      for (const f of map.options) {
        if (!asked(f)) continue;
        const v = read("o_" + f.key, f);
        if (v !== undefined && JSON.stringify(v) !== JSON.stringify(base[f.key])) options[f.key] = v;
      }
    }
    if (Object.keys(options).length) req.options = options;
    const indicators = {};
    for (const key of map.indicators) if (one("i_" + key)) indicators[key] = one("i_" + key);
    if (Object.keys(indicators).length) req.indicators = indicators;
    const table = {};
    for (const f of map.table) {
      if (!asked(f)) continue;
      const v = read("t_" + f.key, f);
      if (v !== undefined) table[f.key] = v;
    }
    if (Object.keys(table).length) req.table = table;
    const errors = [];
    req.seats = [];
    for (let i = 0; i < players; i++) {
      const p = (key) => `s${i}_${key}`;
      const seat = {};
      // a win recorded by its outcome (calculator/forms.py `_seat`): its fields, and the hand's tiles not read
      const byOutcome = (map.outcome || []).length > 0 && checked(p("won")) && checked(p("by_outcome"));
      const hand = byOutcome ? "" : one(p("hand"));
      if (hand) seat.hand = hand;
      const melds = parseMelds(one(p("melds")), i, most);
      if (melds.error) errors.push({ field: `seats.${i}.melds`, message: melds.error });
      else if (melds.melds.length) seat.melds = melds.melds;
      if (checked(p("won"))) {
        const win = { by: one(p("by")) || "self_draw" };
        const tiles = parseTiles(hand) || [];
        const tile = one(p("tile")) || (tiles.length ? tiles[tiles.length - 1] : "");
        if (tile) win.tile = tile;
        if (win.by !== "self_draw" && one(p("from")) !== "") win.from = intOf(one(p("from")));
        for (const flag of map.win_flags) if (checked(p(flag))) win[flag] = true;
        for (const f of map.win) {
          if (!asked(f)) continue;
          const v = read(`s${i}_w_${f.key}`, f);
          if (v !== undefined) win[f.key] = v;
        }
        seat.win = win;
        if (byOutcome) {
          const given = {};
          for (const f of map.outcome) {
            if (!asked(f)) continue;
            const v = read(`s${i}_o_${f.key}`, f);
            if (v !== undefined) given[f.key] = v;
          }
          seat.outcome = given;
        }
      }
      if (map.declarations.includes("riichi") && one(p("riichi"))) {
        seat.riichi = one(p("riichi"));
        if (map.declarations.includes("ippatsu") && checked(p("ippatsu"))) seat.ippatsu = true;
      }
      if (map.declarations.includes("baoting") && checked(p("baoting"))) seat.baoting = true;
      const tenpai = one(p("tenpai"));
      if ((tenpai === "yes" || tenpai === "no") && !hand) seat.tenpai = tenpai === "yes";
      for (const f of map.seat) {
        if (!asked(f)) continue;
        const v = read(`s${i}_x_${f.key}`, f);
        if (v !== undefined) seat[f.key] = v;
      }
      for (const f of map.history) {
        const v = read(`s${i}_h_${f.key}`, f);
        if (v !== undefined) seat[f.key] = v;
      }
      req.seats.push(seat);
    }
    return errors.length ? { errors } : req;
  }

  const SEAT_NAME = /^s(\d{1,2})_(?:(x|w|h|o)_)?(\w+)$/;

  // The seat being entered while its hand is still incomplete (calculator/forms.py `unfinished`, calculator/views.py
  // `_unfinished`): its errors wait, the page says how many tiles it has
  function unfinished(pairs, map) {
    const data = asData(pairs);
    const { one, checked } = reader(data);
    const m = SEAT_NAME.exec(one("_editing"));
    if (!m || m[2] === "h") return null;
    const i = Number(m[1]);
    const hand = parseTiles(one(`s${i}_hand`));
    const melds = parseMelds(one(`s${i}_melds`), i, Math.max(...map.players));
    if (!hand || melds.error) return null;
    const won = checked(`s${i}_won`);
    if (won && checked(`s${i}_by_outcome`)) return null; // recorded by its outcome: no tiles to wait for
    const need = 3 * map.sets + (won ? 2 : 1);
    const have = hand.length + 3 * melds.melds.length;
    if (won && 0 < have && have < need) return { have, need };
    if (!won && hand.length && have < need) return { have, need };
    if (won && ["discard", "robbed_kong"].includes(one(`s${i}_by`)) && !one(`s${i}_from`)) return { have, need, from: true };
    if (won && !one(`s${i}_hand`) && !one(`s${i}_melds`)) return { have: 0, need };
    return null;
  }

  const nothingEntered = (pairs) => !pairs.some(([k, v]) => v !== "" && SEAT_NAME.test(k));

  // ---------------------------------------------------------- words ---
  const esc = (s) =>
    String(s).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
  const fill = (text, params) => text.replace(/%\((\w+)\)s/g, (all, k) => (k in params ? params[k] : all));

  function Words(catalog, context) {
    const { dealer, players, lang, map } = context;
    const words = catalog.words || {};
    const say = (id) => (typeof words[id] === "string" && words[id] ? words[id] : id);
    const count = (id, n) => {
      const forms = Array.isArray(words[id]) ? words[id] : [id];
      return fill(forms.length > 1 ? forms[n === 1 ? 0 : 1] : forms[0], { n });
    };
    const latin = lang === "en";
    const mark = (name) => (latin ? { colon: ": ", comma: ", ", semicolon: "; " } : { colon: "：", comma: "、", semicolon: "；" })[name];
    const parens = (text) => (latin ? ` (${text})` : `（${text}）`);
    const wind = (i) => say(WINDS[(((i - dealer) % players) + players) % players]);
    const label = (i) => wind(i) + (i === dealer ? " · " + say("dealer") : "");
    const known = (key) => map.patterns.includes(key);
    // a field by its label on the page's form (result_page.field_labels / Words.field), else by its common name
    const COMMON = {
      hand: "Hand", melds: "Melds", tenpai: "Ready (tenpai)", discards: "Discards", claimed: "Claimed discards",
      riichi_at: "Riichi declared on discard", passed: "Passed-up wins", after_kong: "After a kong",
      last_tile: "Last tile", net: "Net", score_change: "Change with sticks",
    };
    const field = (path) => {
      const parts = path.split(".");
      const key = parts[parts.length - 1];
      const names = [];
      if (parts[0] === "indicators") names.push("i_" + key);
      else if (parts[0] === "table") names.push("t_" + key);
      else if (parts[0] === "options") names.push("o_" + key);
      else names.push("s0_" + key, "s0_x_" + key, "s0_w_" + key, "s0_h_" + key, "i_" + key, "t_" + key);
      for (const name of names) {
        const found = fieldLabel(name);
        if (found) return found;
      }
      return key in COMMON ? say(COMMON[key]) : path;
    };
    const CJK = /[\u3000-\u30ff\u3400-\u9fff\uff00-\uffef]/;
    // a message's parts as pieces (result_page.Words.segments, with _close_up for Chinese and Japanese)
    const segments = (text, parts) => {
      if (!text) return [];
      if (!parts) return [{ text }];
      const out = parts.map((piece) => {
        if (Number.isInteger(piece.seat) && piece.seat >= 0 && piece.seat < players) return { text: wind(piece.seat), ref: "seat" };
        if ("tile" in piece) return { text: piece.text, tiles: String(piece.tile) };
        if ("field" in piece) return { text: field(String(piece.field)), ref: "field" };
        if ("pattern" in piece) return { text: piece.text, anchor: known(String(piece.pattern)) ? "p-" + piece.pattern : "" };
        return { text: piece.text };
      });
      if (!latin) {
        out.forEach((seg, n) => {
          if (!seg.ref || !seg.text || !CJK.test(seg.text[seg.text.length - 1])) return;
          const after = out[n + 1];
          if (after && !after.ref && !after.tiles && after.text.startsWith(" ") && after.text.length > 1 && CJK.test(after.text[1])) {
            out[n + 1] = { ...after, text: after.text.slice(1) };
          }
          const before = out[n - 1];
          if (before && !before.ref && !before.tiles && before.text.endsWith(" ") && before.text.length > 1 && CJK.test(before.text[before.text.length - 2])) {
            out[n - 1] = { ...before, text: before.text.slice(0, -1) };
          }
        });
      }
      return out;
    };
    return { say, count, mark, parens, wind, label, known, segments, field };
  }

  // the label the page's form shows for a field (its legend, its checkbox's words, its label), without the colon
  function fieldLabel(name) {
    const input = form.querySelector(`[name="${name}"]:not([type="hidden"])`);
    const box = input && input.closest(".field");
    if (!box) return "";
    const el = box.querySelector("legend") || box.querySelector("label.check > span") || box.querySelector("label");
    return el ? el.textContent.trim().replace(/[:：]$/, "") : "";
  }

  // ------------------------------------------------------- drawing ---
  function picture(code) {
    const info = tilesData.tiles[code] || { alt: code };
    const cls = "tile t" + code + (code[0] === "0" ? " red" : "");
    return `<span class="${cls}" role="img" aria-label="${esc(info.alt)}" data-tile="${esc(code)}"></span>`;
  }
  const pictures = (codes) => codes.map(picture).join("");

  // a sentence with its tile groups drawn as small pictures (the `tile_text` filter)
  const GROUP = /(\[ ?)?(?<![0-9A-Za-z])([0-9]+[mpsz])(?![0-9A-Za-z])( ?\])?/g;
  function tileText(text) {
    const raw = String(text ?? "");
    let out = "";
    let pos = 0;
    for (const m of raw.matchAll(GROUP)) {
      const codes = parseTiles(m[2]);
      if (!codes || !codes.length) continue;
      out += esc(raw.slice(pos, m.index));
      out += `<span class="text-tiles">${esc((m[1] || "").trim())}${pictures(codes)}${esc((m[3] || "").trim())}</span>`;
      pos = m.index + m[0].length;
    }
    return out + esc(raw.slice(pos));
  }

  // a message's pieces drawn (the `say` tag)
  function sayHtml(segments, rulesUrl) {
    return segments
      .map((seg) => {
        if (seg.tiles) {
          const codes = parseTiles(seg.tiles);
          if (codes) return `<span class="text-tiles">${pictures(codes)}</span>`;
        }
        if (seg.anchor && rulesUrl) return `<a href="${esc(rulesUrl)}#${esc(seg.anchor)}">${esc(seg.text)}</a>`;
        if (seg.ref) return `<span class="ref-${esc(seg.ref)}">${esc(seg.text)}</span>`;
        return esc(seg.text);
      })
      .join("");
  }

  const signed = (n) => (n > 0 ? "+" + n : n < 0 ? "−" + -n : "0");
  const UNITS = ["fan", "han", "fu", "points", "base points"];
  const EXTRAS = ["han", "fu", "limit", "points"];

  // calculator/result_page.py with_unit and _expression
  function withUnit(w, value, unit) {
    if (unit === "x") return "×" + value;
    if (unit === "points" && Number.isInteger(value)) return w.count("%(n)s point", value);
    const name = UNITS.includes(unit) ? w.say(unit) : unit;
    return name ? `${value} ${name}` : String(value);
  }
  function expression(w, items, total, unit) {
    let text = "";
    let terms = 0;
    for (const item of items) {
      const op = item.op ?? "+";
      if (op === "") continue;
      terms += 1;
      if (!text) text = String(item.value);
      else if (op === "x") text = (text.includes("+") ? `(${text})` : text) + ` × ${item.value}`;
      else text += ` + ${item.value}`;
    }
    return terms < 2 ? "" : `${text} = ${withUnit(w, total, unit)}`;
  }

  // The panel's body for a 200 answer (the result-panel partial of templates/calculator/calculator.html, from
  // calculator/result_page.py result_view; the seats' line-by-line sums are the server's alone).
  function renderAnswer(answer, extras, context) {
    const w = Words(context.catalog, context);
    const rules = context.map.rules_url;
    const names = extras.names || {};
    const colon = w.mark("colon");
    let h = "";
    for (const v of answer.verdicts || []) {
      const settled = v.settled_as === "chombo";
      h += `<p class="verdict${settled ? " warning" : ""}" data-settled="${settled ? "chombo" : ""}">`;
      if (settled) h += `<span class="verdict-mark">${esc(w.say("Settled as a false win (诈和 zhà hú)"))}</span> `;
      h += `<a href="${esc(rules)}#r-${esc(v.rule)}">${tileText(v.name)}</a>${colon}${sayHtml(w.segments(v.text, v.text_parts), rules)}</p>`;
    }
    const net = answer.net || [];
    const change = Array.isArray(answer.score_change) ? answer.score_change : net;
    const heads = net.map((amount, i) => {
      const c = change[i];
      const [sign, word, icon] = c > 0 ? ["gain", w.say("receives"), "▲"] : c < 0 ? ["loss", w.say("pays"), "▼"] : ["even", w.say("even"), "="];
      return { i, amount, change: c, sign, word, icon, sticks: c - amount };
    });
    h += `<h3 class="sr-only">${esc(w.say("Change to each score"))}</h3><ul class="nets">`;
    for (const n of heads) {
      h += `<li class="net ${n.sign}" data-seat="${n.i}" data-net="${n.amount}" data-change="${n.change}"><span class="net-seat">${esc(w.label(n.i))}</span> <span class="net-value"><span class="icon" aria-hidden="true">${n.icon}</span> <span class="net-word">${esc(n.word)}</span> <strong class="net-amount">${signed(n.change)}</strong></span>`;
      if (n.sticks) h += `<span class="net-parts">${esc(w.say("hand"))} ${signed(n.amount)} · ${esc(w.say("riichi sticks"))} ${signed(n.sticks)}</span>`;
      h += "</li>";
    }
    h += "</ul>";
    if (heads.some((n) => n.sticks)) {
      h += `<p class="explain" id="sticks-explain">${esc(w.say("Each number is the change to that player's score: the hand's payments plus the riichi sticks (1000 each) put down this hand or taken from the table."))}`;
      const pot = answer.pot_collected;
      if (pot && pot.amount) h += " " + esc(fill(w.say("%(seat)s takes the %(amount)s in sticks on the table."), { seat: w.label(pot.seat), amount: pot.amount }));
      h += "</p>";
    }
    const payments = answer.payments || [];
    const transfers = extras.transfers || [];
    h += `<h3>${esc(w.say("Who pays whom"))}</h3>`;
    if (transfers.length) {
      h += '<ul class="transfers">';
      for (const [a, b, amount] of transfers) {
        h += `<li data-from="${a}" data-to="${b}" data-amount="${amount}"><span class="who">${esc(w.wind(a))}</span> <span aria-hidden="true">→</span><span class="sr-only">${esc(w.say("pays"))}</span> <span class="who">${esc(w.wind(b))}</span> <strong class="amt">${amount}</strong></li>`;
      }
      h += "</ul>";
      if (payments.length > transfers.length) h += `<p class="explain">${esc(w.count("All %(n)s payment netted: settle with these.", payments.length))}</p>`;
    } else {
      h += `<p>${esc(w.say("No one pays."))}</p>`;
    }
    for (const hand of answer.hands || []) {
      const unit = hand.unit || "";
      const totalText = withUnit(w, hand.total, unit);
      h += `<div class="hand-result"><h3>${esc(fill(w.say("%(seat)s's hand"), { seat: w.label(hand.seat) }))}${colon}<span class="total">${esc(totalText)}</span></h3>`;
      if (hand.reading) h += `<p class="reading">${tileText(hand.reading)}</p>`;
      if (hand.by_outcome) h += `<p class="by-outcome">${esc(w.say("Entered by its outcome, as the table agreed on it: the tiles were not entered."))}</p>`;
      h += `<table class="breakdown"><caption class="sr-only">${esc(w.say("Breakdown"))}</caption><thead><tr><th scope="col">${esc(w.say("Item"))}</th><th scope="col" class="num">${esc(w.say("Value"))}</th></tr></thead><tbody>`;
      for (const item of hand.items || []) {
        const op = item.op ?? "+";
        const name = tileText(item.name);
        h += `<tr data-key="${esc(item.key)}" data-op="${esc(op)}"${op === "" ? ' class="aside"' : ""}><td>`;
        h += w.known(item.key) ? `<a href="${esc(rules)}#p-${esc(item.key)}">${name}</a>` : name;
        if (item.count && item.count !== 1) h += ` ×${esc(item.count)}`;
        if (op === "") h += `<small class="aside-note">${esc(w.parens(w.say("not added to the total")))}</small>`;
        if (item.detail) h += `<br><small>${tileText(item.detail)}</small>`;
        h += `</td><td class="num">${esc(op === "x" ? "×" + item.value : String(item.value))}</td></tr>`;
      }
      h += `</tbody><tfoot><tr><th scope="row">${esc(w.say("Total"))}</th><td class="num total">${esc(totalText)}</td></tr></tfoot></table>`;
      const expr = expression(w, hand.items || [], hand.total, unit);
      if (expr) h += `<p class="expression"><span class="sr-only">${esc(w.say("How the total is made:"))} </span><span class="sum">${esc(expr)}</span></p>`;
      const shown = EXTRAS.filter((k) => (typeof hand[k] === "string" || Number.isInteger(hand[k])) && hand[k] !== 0);
      if (shown.length) {
        h += '<p class="extras">' + shown.map((k) => `<span>${esc(w.say(k))}${colon}${tileText(names[hand[k]] || hand[k])}</span>`).join("") + "</p>";
      }
      const fu = (hand.fu_lines || []).filter((f) => f && typeof f === "object");
      if (fu.length) {
        const sum = fu.map((f) => f.fu).join(" + ") + (hand.fu ? ` → ${hand.fu} ${w.say("fu")}` : "");
        h += `<details class="fu-lines"><summary>${esc(w.say("Fu"))}${colon}${esc(hand.fu ? sum : "")}</summary><ul>`;
        for (const f of fu) {
          const known = w.known(f.key);
          const label = tileText(known ? names[f.key] || f.key : w.say("Fu"));
          h += `<li>${known ? `<a href="${esc(rules)}#p-${esc(f.key)}">${label}</a>` : label}${colon}${esc(f.fu)}</li>`;
        }
        h += "</ul></details>";
      }
      h += "</div>";
    }
    if (!(answer.hands || []).length) {
      h += `<p>${esc(w.say(answer.chombo != null ? "No one won: a false win (诈和 zhà hú) voided the hand." : "No one won: a draw."))}</p>`;
    }
    const burned = (answer.burned || []).filter((b) => b && typeof b === "object");
    if (burned.length) {
      h += `<h3>${esc(w.say("Scores nothing this hand"))}</h3><ul class="burned">`;
      for (const b of burned) h += `<li data-seat="${esc(b.seat)}">${sayHtml(w.segments(b.text, b.text_parts), "")}</li>`;
      h += "</ul>";
    }
    if (payments.length) {
      const groups = new Map();
      for (const p of payments) {
        if (!groups.has(p.reason)) groups.set(p.reason, { reason: p.reason_name || w.say("other payment"), rows: [], total: 0 });
        const g = groups.get(p.reason);
        g.rows.push(p);
        g.total += p.amount;
      }
      h += `<details class="itemised"><summary>${esc(w.count("Every payment (%(n)s)", payments.length))}</summary>`;
      for (const g of groups.values()) {
        h += `<h4>${esc(g.reason)} <span class="group-total">${esc(w.say("total"))} ${g.total}</span></h4>`;
        h += `<table class="payments"><thead><tr><th scope="col">${esc(w.say("Pays"))}</th><th scope="col">${esc(w.say("Receives"))}</th><th scope="col" class="num">${esc(w.say("Amount"))}</th></tr></thead><tbody>`;
        for (const p of g.rows) {
          h += `<tr><td>${esc(w.wind(p.from))}</td><td>${esc(w.wind(p.to))}</td><td class="num">${esc(p.amount)}</td></tr>`;
          if (p.note) h += `<tr class="note-row"><td colspan="3"><small>${sayHtml(w.segments(p.note, p.note_parts), rules)}</small></td></tr>`;
        }
        h += "</tbody></table>";
      }
      h += "</details>";
    } else {
      h += `<p>${esc(w.say("No payments."))}</p>`;
    }
    const notes = answer.notes || [];
    const notesParts = answer.notes_parts || notes.map(() => null);
    // (a note that speaks of the answer's own fields is for the API's readers)
    const kept = notes.map((n, k) => [n, notesParts[k]]).filter(([, parts]) => !(parts || []).some((piece) => "field" in piece));
    if (kept.length) h += '<ul class="notes">' + kept.map(([n, parts]) => `<li>${sayHtml(w.segments(n, parts), rules)}</li>`).join("") + "</ul>";
    return h;
  }

  // The problems of a 400 answer, each by its field's label on the form (calculator/views.py _errors_listed)
  function renderErrors(errors, context) {
    const w = Words(context.catalog, context);
    let h = `<div class="problems" role="alert"><p><strong>${esc(w.say("No result yet: fix the following."))}</strong></p><ul>`;
    for (const e of errors) {
      const name = fieldName(e.field || "");
      const label = name ? fieldLabel(name) : "";
      const seat = /^s(\d)_/.exec(name || "");
      h += "<li>";
      if (label) h += `<a href="#id_${esc(name)}">${esc((seat ? w.label(Number(seat[1])) + " · " : "") + label)}</a>${w.mark("colon")}`;
      h += e.message_parts || e.message ? sayHtml(w.segments(e.message, e.message_parts), context.map.rules_url) : "";
      h += "</li>";
    }
    return h + "</ul></div>";
  }

  // the form field an error's path names (calculator/forms.py field_for_path)
  function fieldName(path) {
    const parts = path ? path.split(".") : [];
    if (!parts.length) return "";
    const [head, second] = parts;
    let name = "";
    if (["preset", "players", "dealer", "dealer_streak"].includes(head)) name = head;
    else if (head === "options" && second) name = "o_" + second;
    else if (head === "table" && second) name = "t_" + second;
    else if (head === "indicators" && second) name = "i_" + second;
    else if (head === "seats" && /^\d+$/.test(second || "")) {
      const i = Number(second);
      const rest = parts.slice(2);
      if (!rest.length) name = `s${i}_hand`;
      else if (rest[0] === "win") name = rest.length === 1 ? `s${i}_won` : form.querySelector(`[name="s${i}_${rest[1]}"]`) ? `s${i}_${rest[1]}` : `s${i}_w_${rest[1]}`;
      else if (form.querySelector(`[name="s${i}_${rest[0]}"]`)) name = `s${i}_${rest[0]}`;
      else name = form.querySelector(`[name="s${i}_h_${rest[0]}"]`) ? `s${i}_h_${rest[0]}` : `s${i}_x_${rest[0]}`;
    }
    return name && form.querySelector(`[name="${name}"]`) ? name : "";
  }

  function renderHint(entering, context) {
    const w = Words(context.catalog, context);
    const text = entering.from
      ? w.say("Tap the seat that discarded the winning tile.")
      : fill(w.say("Entering the hand: %(have)s of %(need)s tiles."), entering);
    return `<p class="hint entering" data-have="${entering.have}" data-need="${entering.need}">${esc(text)}</p>`;
  }

  // --------------------------------------------------- the panel ---
  // the rule set: a calculator's address begins with it; a scoresheet's record page names it (its list of hands kept
  // on the phone: templates/offline/_sheet_queue.html)
  const sheet = document.querySelector("#sheet-queue[data-ruleset]");
  const key = sheet ? sheet.dataset.ruleset : (form.getAttribute("action") || location.pathname).split("/").filter(Boolean)[0] || "";
  let map = null;
  let available = false;
  let local = false; // the player chose to score on this phone
  let failedAt = -Infinity;
  let lastPairs = null;
  let seq = 0;

  const currentPairs = () =>
    Array.from(new FormData(form).entries()).filter(([k, v]) => k !== "csrfmiddlewaretoken" && typeof v === "string");
  const paramsPairs = (params) => {
    if (!params) return currentPairs();
    if (params instanceof FormData) return Array.from(params.entries()).filter(([, v]) => typeof v === "string");
    return Object.entries(params).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, String(x)]) : [[k, String(v)]]));
  };
  const dropEmpty = (pairs) => {
    const filled = new Set(pairs.filter(([, v]) => v !== "").map(([k]) => k));
    return pairs.filter(([k]) => filled.has(k));
  };

  async function context(pairs) {
    const m = map || (map = await fetchJson(mapUrl(key)));
    const catalog = await wordsOf(m, pageLang);
    const data = asData(pairs);
    const one = (name) => (data.get(name) || [""]).slice(-1)[0];
    const assumed = ((m.preset_players || {})[one("preset") || m.default_preset] || [Math.max(...m.players)])[0];
    const players = m.players.includes(Number(one("players"))) ? Number(one("players")) : assumed;
    const dealer = Number(one("dealer")) || 0;
    return { map: m, catalog, lang: pageLang, players, dealer: dealer < players ? dealer : 0 };
  }

  // Score the form's fields on the phone and draw the answer; `why`: "local" (the player's choice) or "failed"
  async function score(pairs, why) {
    const n = ++seq;
    const started = performance.now();
    pairs = dropEmpty(pairs || currentPairs());
    const ctx = await context(pairs);
    const entering = unfinished(pairs, ctx.map);
    let body;
    let result = null;
    let worker = 0;
    if (entering) {
      body = renderHint(entering, ctx);
    } else {
      const req = buildRequest(pairs.filter(([k]) => !k.startsWith("_")), ctx.map, ctx.lang);
      if (req.errors) {
        body = renderErrors(req.errors, ctx);
      } else {
        const scored = await core.score(req, { extras: true });
        if (n !== seq) return; // a newer tap is being scored
        worker = scored.ms;
        const answer = JSON.parse(scored.answer);
        if (scored.status === 200) {
          result = answer;
          body = renderAnswer(answer, JSON.parse(scored.extras), ctx);
          if (!answer.hands?.length && nothingEntered(pairs)) {
            const w = Words(ctx.catalog, ctx);
            body = `<p class="hint">${esc(w.say("Enter the winner's hand: tap tiles below the hand, or type them (123m456p …). The result appears here."))}${esc(w.say(" With no hand entered, the hand is scored as a draw:"))}</p>` + body;
          }
        } else if (nothingEntered(pairs) && (answer.errors || []).every((e) => (e.field || "").startsWith("seats"))) {
          const w = Words(ctx.catalog, ctx);
          body = `<p class="hint">${esc(w.say("Enter the winner's hand: tap tiles below the hand, or type them (123m456p …). The result appears here."))}</p>`;
        } else {
          body = renderErrors(answer.errors || [], ctx);
        }
      }
    }
    if (n !== seq) return;
    show(body, result, ctx, why);
    timings.lastResult = { ms: performance.now() - started, worker, at: performance.now() };
  }

  function show(body, answer, ctx, why) {
    const panel = document.getElementById("result-panel");
    if (!panel) return;
    const w = Words(ctx.catalog, ctx);
    const note = why === "local" ? w.say("Scored on this phone.") : w.say("Scored on this phone: the server did not answer.");
    const target = panel.querySelector(".result-body");
    target.innerHTML = `<p class="offline-note"><small>${esc(note)}</small></p>` + body;
    panel.classList.remove("is-stale");
    delete panel.dataset.stale;
    panel.dataset.scored = "phone";
    const status = panel.querySelector(".result-status");
    if (status) status.textContent = "";
    const peek = document.getElementById("result-peek");
    if (peek) {
      peek.classList.remove("is-stale", "has-errors");
      delete peek.dataset.stale;
      peek.classList.toggle("has-result", !!answer);
      let h = `<span class="peek-status">${esc(w.say("Result"))} ↓</span>`;
      if (answer) {
        const change = Array.isArray(answer.score_change) ? answer.score_change : answer.net;
        h += '<span class="peek-nets">';
        change.forEach((c, i) => {
          const [sign, icon] = c > 0 ? ["gain", "▲"] : c < 0 ? ["loss", "▼"] : ["even", "="];
          h += `<span class="peek-net ${sign}"><span class="peek-seat">${esc(w.wind(i))}</span> <span aria-hidden="true">${icon}</span>${signed(c)}</span>`;
        });
        h += "</span>";
      }
      peek.innerHTML = h;
    }
  }

  // ------------------------------------------------ the page's hooks ---
  const failing = () => performance.now() - failedAt < RETRY_MS;
  const fromForm = (e) => e.detail && e.detail.elt === form;
  function fallback(e) {
    if (!available || !fromForm(e)) return;
    if (e.type === "htmx:responseError" && e.detail.xhr && e.detail.xhr.status < 500) return;
    failedAt = performance.now();
    score(lastPairs, "failed").catch(report);
  }
  const report = (err) => {
    timings.error = String(err && err.stack ? err.stack : err);
  };

  document.addEventListener("htmx:configRequest", (e) => {
    if (fromForm(e) && e.detail.verb === "get") lastPairs = paramsPairs(e.detail.parameters);
  });
  // scored here instead of asking the server: the player's choice, or a server that just failed to answer
  document.addEventListener("htmx:beforeRequest", (e) => {
    if (!available || !fromForm(e) || e.detail.requestConfig?.verb === "post") return;
    if (!local && !failing()) return;
    e.preventDefault();
    score(lastPairs, local ? "local" : "failed").catch(report);
  });
  document.addEventListener("htmx:sendError", fallback);
  document.addEventListener("htmx:timeout", fallback);
  document.addEventListener("htmx:responseError", fallback);
  window.addEventListener("offline", () => {
    if (!available) return;
    failedAt = performance.now();
    score(null, "failed").catch(report);
  });
  window.addEventListener("online", () => {
    failedAt = -Infinity;
  });

  // "Score on this phone": a button beside Calculate, pressed while the phone scores every update
  function offerButton(words) {
    const row = form.querySelector(".submit-row");
    if (!row || row.querySelector(".score-here")) return;
    const b = document.createElement("button");
    b.type = "button";
    b.className = "button score-here";
    b.textContent = words.say("Score on this phone");
    b.setAttribute("aria-pressed", "false");
    b.addEventListener("click", () => {
      local = !local;
      b.setAttribute("aria-pressed", String(local));
      if (local) score(null, "local").catch(report);
      else if (window.htmx) window.htmx.trigger(form, "change");
    });
    row.insertBefore(b, row.querySelector("#copy-status"));
  }

  // A saved link opened without a connection: the service worker keeps a calculator's page as first shown (no hand
  // in it) and serves that copy for any address of the page, while the address holds the hand. The hand goes into the
  // form as the address has it (the preset first, as the page applies a preset, then each field the address names; a
  // field it leaves out keeps the page's default, as on the server), the page's own script draws the tiles (each
  // text field's "input"), and the form is scored as after any change (on the phone, the server being gone).
  const isText = (el) => el && !(el instanceof RadioNodeList) && (el.tagName === "TEXTAREA" || ["text", "search"].includes(el.type));
  function fromAddress() {
    const q = new URLSearchParams(location.search);
    const missing = Array.from(q.entries()).some(([k, v]) => v && isText(form.elements[k]) && form.elements[k].value === "");
    if (!missing) return false;
    const preset = form.elements.preset;
    // the players first (the page's script then shows what is asked at that number, and the presets for it): the
    // address's, else its preset's (a three-player room's rules)
    const players = form.elements.players;
    const presetOption = preset && preset.tagName === "SELECT" && q.has("preset") ? preset.querySelector(`option[value="${CSS.escape(q.get("preset"))}"]`) : null;
    const wantPlayers = q.get("players") || (presetOption && presetOption.dataset.players ? presetOption.dataset.players.split(" ")[0] : "");
    if (players && players.tagName === "SELECT" && wantPlayers && players.value !== wantPlayers) {
      players.value = wantPlayers;
      players.dispatchEvent(new Event("change", { bubbles: true }));
    }
    if (preset && preset.tagName === "SELECT" && q.has("preset") && preset.value !== q.get("preset")) {
      preset.value = q.get("preset");
      preset.dispatchEvent(new Event("change", { bubbles: true }));
    }
    const named = new Set(q.keys());
    const anyWon = Array.from(named).some((k) => /^s\d+_won$/.test(k));
    const touched = [];
    for (const el of Array.from(form.elements)) {
      if (!el.name || el === preset || el === players || el.name === "csrfmiddlewaretoken") continue;
      const given = q.getAll(el.name);
      if (el.type === "hidden" && form.querySelector(`input[type="checkbox"][name="${el.name}"]`)) continue; // its "0"
      if (!named.has(el.name)) {
        // a winner named by the address replaces the page's default one
        if (anyWon && el.type === "checkbox" && /^s\d+_won$/.test(el.name) && el.checked) {
          el.checked = false;
          touched.push(el);
        }
        continue;
      }
      if (el.type === "checkbox" || el.type === "radio") {
        const on = given.some((v) => v === el.value || (el.type === "checkbox" && ON.includes(v) && ON.includes(el.value)));
        if (el.checked !== on) {
          el.checked = on;
          touched.push(el);
        }
      } else if (el.tagName === "SELECT") {
        for (const o of Array.from(el.options)) o.selected = given.includes(o.value);
      } else if (el.value !== (given[0] || "")) {
        el.value = given[0] || "";
        touched.push(el);
      }
    }
    for (const el of touched) el.dispatchEvent(new Event(isText(el) ? "input" : "change", { bubbles: true }));
    timings.fromAddress = performance.now();
    if (window.htmx) window.htmx.trigger(form, "change");
    else score(null, "failed").catch(report);
    return true;
  }

  async function setUp() {
    const status = await core.status();
    if (status && status.chosen) core.configure({ worker: link.dataset.worker + "?v=" + encodeURIComponent(status.version) });
    else if (!window.mahjongOfflineTest) return;
    const ctx = await context(currentPairs());
    available = true;
    offerButton(Words(ctx.catalog, ctx));
    // the runtime started before it is needed when the phone has no connection now
    if (!navigator.onLine) core.start().catch(report);
    fromAddress();
  }

  window.mahjongOfflineResult = {
    request: buildRequest,
    unfinished,
    render: (answer, extras, ctx) => renderAnswer(answer, extras, ctx),
    context: (pairs) => context(pairs || currentPairs()),
    mapOf: (k) => fetchJson(mapUrl(k)),
    wordsOf,
    score: (why) => score(null, why || "local"),
    ready: setUp().catch(report),
  };
})();
