// The tile picker: tap tiles on a palette, tap a tile in a hand to take it out, or type
// mpsz / Chinese names in the text field; all stay in sync. The text fields are the form:
// this script only edits their values (and fires "input" so htmx refreshes the result).
// Without JavaScript the same fields are typed by hand and the form submits normally.
(function () {
  "use strict";
  const form = document.getElementById("calc");
  if (!form) return;
  const data = JSON.parse(document.getElementById("tiles-data").textContent);
  const presets = JSON.parse(document.getElementById("presets-data").textContent);
  const seatLabels = JSON.parse(document.getElementById("seat-labels").textContent);
  const palette = document.getElementById("palette");
  const fromWrap = palette.querySelector(".meld-from");
  const fromSelect = palette.querySelector(".meld-from-select");
  const targetNote = palette.querySelector(".palette-target");
  document.documentElement.classList.add("js");
  const players = () => Number(form.elements.players.value || Object.keys(seatLabels).pop());
  const dealer = () => Number(form.elements.dealer.value || 0);
  const labelsOf = (which) => ((seatLabels[String(players())] || {})[which] || [])[dealer()] || [];
  const currentLabels = () => labelsOf("short");

  // ------------------------------------------------------------ notation ---
  const names = Object.keys(data.names).sort((a, b) => b.length - a.length);
  const SEPARATORS = " \t,，、;；/|";

  // Read mpsz and names (as rules/tiles.py does); null when the text cannot be read.
  function parse(text) {
    const out = [];
    let pending = [];
    let i = 0;
    const matchName = (at) => names.find((n) => text.startsWith(n, at));
    while (i < text.length) {
      const ch = text[i];
      if (SEPARATORS.includes(ch)) {
        if (pending.length) return null;
        i++;
        continue;
      }
      if (ch >= "0" && ch <= "9") {
        const n = pending.length ? null : matchName(i);
        if (n) { out.push(data.names[n]); i += n.length; continue; }
        pending.push(ch);
        i++;
        continue;
      }
      const letter = ch.toLowerCase();
      if ("mpsz".includes(letter)) {
        if (!pending.length) return null;
        for (const d of pending) {
          if (letter === "z" && (d < "1" || d > "7")) return null;
          out.push(d + letter);
        }
        pending = [];
        i++;
        continue;
      }
      if (pending.length) return null;
      const n = matchName(i);
      if (!n) return null;
      out.push(data.names[n]);
      i += n.length;
    }
    return pending.length ? null : out;
  }

  // Codes in order, written compactly: ["1m","2m","5p","3m"] -> "12m5p3m".
  function format(codes) {
    let s = "";
    let run = "";
    let suit = "";
    for (const c of codes) {
      if (c[1] !== suit && run) { s += run + suit; run = ""; }
      suit = c[1];
      run += c[0];
    }
    return run ? s + run + suit : s;
  }

  const kindOf = (c) => (c[0] === "0" ? "5" + c[1] : c);

  // Melds: "555z@2 1111m 123s@3 5555p+@1" <-> [{codes, from, added}]
  function parseMelds(text) {
    const out = [];
    for (const item of text.split(/[\s,，、;；]+/).filter(Boolean)) {
      const m = /^([^@+]+)(\+)?(?:@(\d+))?$/.exec(item);
      const codes = m && parse(m[1]);
      if (!codes) return null;
      out.push({ codes, added: !!m[2], from: m[3] === undefined ? null : Number(m[3]) });
    }
    return out;
  }
  function formatMelds(melds) {
    return melds
      .map((m) => format(m.codes) + (m.added ? "+" : "") + (m.from === null ? "" : "@" + m.from))
      .join(" ");
  }

  // ------------------------------------------------------------- drawing ---
  function tileEl(code, tag) {
    const info = data.tiles[code];
    const el = document.createElement(tag || "span");
    const img = document.createElement("img");
    img.className = "tile" + (code[0] === "0" ? " red" : "");
    img.src = info.url;
    img.alt = info.alt;
    img.width = 30;
    img.height = 40;
    el.appendChild(img);
    el.dataset.tile = code;
    return el;
  }

  const fieldOf = (input) => input.closest(".tile-field");
  const seatOf = (el) => el.closest(".seat");
  const inputIn = (seat, name) => seat && seat.querySelector(`[name="s${seat.dataset.seat}_${name}"]`);

  function render(field) {
    const input = document.getElementById(field.dataset.input);
    const row = field.querySelector(".tile-row");
    const kind = field.dataset.kind;
    row.textContent = "";
    field.classList.remove("unreadable");
    if (kind === "melds") {
      const melds = parseMelds(input.value);
      if (!melds) { field.classList.add("unreadable"); return; }
      melds.forEach((m, j) => {
        const b = document.createElement("button");
        b.type = "button";
        b.className = "meld";
        b.dataset.index = j;
        m.codes.forEach((c) => b.appendChild(tileEl(c)));
        const who = m.from === null ? "" : " ← " + (currentLabels()[m.from] || m.from);
        b.setAttribute("aria-label", m.codes.map((c) => data.tiles[c].alt).join(" ") + who + " (" + removeWord + ")");
        if (who) { const s = document.createElement("small"); s.textContent = who; b.appendChild(s); }
        row.appendChild(b);
      });
      return;
    }
    const codes = parse(input.value);
    if (!codes) { field.classList.add("unreadable"); return; }
    let win = null;
    if (kind === "hand") {
      const seat = seatOf(field);
      const tileInput = inputIn(seat, "tile");
      const chosen = tileInput && parse(tileInput.value);
      win = chosen && chosen.length === 1 ? chosen[0] : codes[codes.length - 1];
      if (!seat.classList.contains("is-winner")) win = null;
    }
    let marked = false;
    codes.forEach((c, j) => {
      const b = tileEl(c, "button");
      b.type = "button";
      b.dataset.index = j;
      let label = data.tiles[c].alt;
      if (win && !marked && c === win && (kind !== "hand" || j === codes.lastIndexOf(win))) {
        b.classList.add("win-tile");
        label += " (" + winWord + ")";
        marked = true;
      }
      b.setAttribute("aria-label", label + " — " + removeWord);
      row.appendChild(b);
    });
    if (kind === "hand") {
      const summary = seatOf(field).querySelector(".summary-tiles");
      if (summary) { summary.textContent = ""; codes.forEach((c) => summary.appendChild(tileEl(c))); }
    }
  }
  const removeWord = palette.dataset.remove || "×";
  const winWord = palette.querySelector('[data-mode="win"]').textContent.trim();

  function changed(input) {
    input.dispatchEvent(new Event("input", { bubbles: true }));
    const field = fieldOf(input);
    if (field) render(field);
    const seat = seatOf(input);
    if (seat) { const hand = inputIn(seat, "hand"); if (hand && hand !== input) render(fieldOf(hand)); }
  }

  // ------------------------------------------------------------- palette ---
  let active = null; // the .tile-field the palette writes into
  let mode = "hand";

  function activate(field) {
    if (active === field) return;
    if (active) active.classList.remove("active");
    active = field;
    field.classList.add("active");
    if (field.dataset.kind === "melds") {
      const hand = field.closest(".seat-body").querySelector('.tile-field[data-kind="hand"]');
      hand.after(palette);
    } else {
      field.after(palette);
    }
    palette.hidden = false;
    const isHand = field.dataset.kind === "hand" || field.dataset.kind === "melds";
    palette.querySelectorAll(".mode").forEach((b) => { b.hidden = !isHand; });
    if (!isHand) setMode("hand");
    else if (field.dataset.kind === "melds" && mode === "hand") setMode("pon");
    else if (field.dataset.kind === "hand" && mode !== "hand" && mode !== "win") setMode("hand");
    const label = field.querySelector("label");
    const seat = seatOf(field);
    targetNote.textContent = "→ " + (seat ? seat.querySelector(".seat-label").textContent + " · " : "") + (label ? label.textContent.replace(/:$/, "") : "");
  }

  function setMode(m) {
    mode = m;
    palette.querySelectorAll(".mode").forEach((b) => b.setAttribute("aria-pressed", String(b.dataset.mode === m)));
    const needsFrom = m === "pon" || m === "kong" || m === "kakan";
    fromWrap.hidden = !needsFrom;
    if (needsFrom) fillFrom();
  }

  function fillFrom() {
    const seat = active && seatOf(active);
    if (!seat) return;
    const me = Number(seat.dataset.seat);
    const n = players();
    const keep = fromSelect.value;
    fromSelect.textContent = "";
    const labels = currentLabels();
    for (let i = 0; i < n; i++) {
      if (i === me) continue;
      const o = document.createElement("option");
      o.value = i;
      o.textContent = labels[i];
      fromSelect.appendChild(o);
    }
    const prev = String((me - 1 + n) % n);
    fromSelect.value = keep && keep !== String(me) && Number(keep) < n ? keep : prev;
  }

  function seatTarget(name) {
    return inputIn(seatOf(active), name);
  }

  function tap(code) {
    if (!active) return;
    const input = document.getElementById(active.dataset.input);
    const kind = active.dataset.kind;
    if (kind === "tile") { input.value = code; changed(input); return; }
    if (kind === "tiles") { const cur = parse(input.value) || []; cur.push(code); input.value = format(cur); changed(input); return; }
    const seat = seatOf(active);
    const me = Number(seat.dataset.seat);
    const hand = seatTarget("hand");
    if (mode === "hand" || mode === "win") {
      const cur = parse(hand.value) || [];
      if (mode === "win") {
        const tile = seatTarget("tile");
        if (!cur.some((c) => kindOf(c) === kindOf(code))) { cur.push(code); hand.value = format(cur); }
        tile.value = code;
        changed(tile);
        changed(hand);
        return;
      }
      cur.push(code);
      hand.value = format(cur);
      changed(hand);
      return;
    }
    const meldsInput = seatTarget("melds");
    const melds = parseMelds(meldsInput.value) || [];
    const n = players();
    if (mode === "chi") {
      const k = kindOf(code);
      if (k[1] === "z") return;
      let d = Number(k[0]);
      if (d > 7) d = 7;
      const codes = [0, 1, 2].map((x) => String(d + x) + k[1]);
      if (code[0] === "0") codes[codes.indexOf("5" + k[1])] = code;
      melds.push({ codes, added: false, from: (me - 1 + n) % n });
    } else if (mode === "pon") {
      melds.push({ codes: [code, kindOf(code), kindOf(code)], added: false, from: Number(fromSelect.value) });
    } else if (mode === "kong" || mode === "kakan") {
      melds.push({ codes: [code, kindOf(code), kindOf(code), kindOf(code)], added: mode === "kakan", from: Number(fromSelect.value) });
    } else if (mode === "ankan") {
      melds.push({ codes: [code, kindOf(code), kindOf(code), kindOf(code)], added: false, from: null });
    }
    meldsInput.value = formatMelds(melds);
    changed(meldsInput);
  }

  palette.addEventListener("click", (e) => {
    const t = e.target.closest("button");
    if (!t) return;
    if (t.dataset.tile) tap(t.dataset.tile);
    else if (t.dataset.mode) setMode(t.dataset.mode);
    else if (t.dataset.action && active) {
      const target = mode === "hand" || mode === "win" || active.dataset.kind !== "hand" ? active : active.closest(".seat-body").querySelector('.tile-field[data-kind="melds"]');
      const input = document.getElementById(target.dataset.input);
      if (t.dataset.action === "clear") input.value = "";
      else if (target.dataset.kind === "melds") { const ms = parseMelds(input.value) || []; ms.pop(); input.value = formatMelds(ms); }
      else { const cur = parse(input.value) || []; cur.pop(); input.value = format(cur); }
      changed(input);
    }
  });

  // Keyboard: arrows move across the palette, Enter/Space taps, Backspace takes the last tile out.
  palette.addEventListener("keydown", (e) => {
    const btn = e.target.closest(".tile-btn");
    if (e.key === "Backspace") {
      e.preventDefault();
      palette.querySelector('[data-action="back"]').click();
      return;
    }
    if (!btn) return;
    const rows = Array.from(palette.querySelectorAll(".palette-row")).map((r) => Array.from(r.children));
    const r = rows.findIndex((row) => row.includes(btn));
    const c = rows[r].indexOf(btn);
    let next = null;
    if (e.key === "ArrowRight") next = rows[r][c + 1] || (rows[r + 1] || rows[0])[0];
    else if (e.key === "ArrowLeft") next = rows[r][c - 1] || (rows[r - 1] || rows[rows.length - 1]).slice(-1)[0];
    else if (e.key === "ArrowDown") { const row = rows[(r + 1) % rows.length]; next = row[Math.min(c, row.length - 1)]; }
    else if (e.key === "ArrowUp") { const row = rows[(r - 1 + rows.length) % rows.length]; next = row[Math.min(c, row.length - 1)]; }
    if (next) { e.preventDefault(); next.focus(); }
  });

  // A tap on a tile in a row takes it out (in "winning tile" mode it marks the winning tile).
  form.addEventListener("click", (e) => {
    const b = e.target.closest(".tile-row button");
    if (!b) return;
    const field = fieldOf(b);
    const input = document.getElementById(field.dataset.input);
    const j = Number(b.dataset.index);
    if (field.dataset.kind === "melds") {
      const ms = parseMelds(input.value) || [];
      ms.splice(j, 1);
      input.value = formatMelds(ms);
    } else if (field.dataset.kind === "hand" && mode === "win" && active === field) {
      const tile = seatTarget("tile");
      tile.value = b.dataset.tile;
      changed(tile);
      return;
    } else {
      const cur = parse(input.value) || [];
      cur.splice(j, 1);
      input.value = format(cur);
    }
    changed(input);
  });

  form.querySelectorAll(".tile-field").forEach((field) => {
    const input = document.getElementById(field.dataset.input);
    input.addEventListener("input", () => render(field));
    field.addEventListener("focusin", () => activate(field));
    field.addEventListener("click", () => activate(field));
    render(field);
  });

  // ------------------------------------------------------- seats, presets ---

  function syncSeats() {
    const n = players();
    const labels = currentLabels();
    const long = labelsOf("long");
    form.querySelectorAll(".seat").forEach((seat) => {
      const i = Number(seat.dataset.seat);
      seat.hidden = i >= n;
      const label = seat.querySelector(".seat-label");
      if (long[i]) label.textContent = long[i];
      const won = inputIn(seat, "won");
      seat.classList.toggle("is-winner", won.checked);
      const by = seat.querySelector(`[name="s${i}_by"]:checked`);
      seat.querySelector(".from-field").hidden = !by || by.value === "self_draw";
    });
    form.querySelectorAll("select").forEach((sel) => {
      if (!/^(dealer|s\d+_from)$/.test(sel.name)) return;
      sel.querySelectorAll("option").forEach((o) => {
        if (o.value !== "" && labels[Number(o.value)]) o.textContent = labels[Number(o.value)];
        o.hidden = o.value !== "" && Number(o.value) >= n;
      });
    });
    form.querySelectorAll('.tile-field[data-kind="hand"], .tile-field[data-kind="melds"]').forEach(render);
  }

  form.addEventListener("change", (e) => {
    const el = e.target;
    if (el.name === "preset") {
      const values = presets[el.value] || {};
      for (const [name, v] of Object.entries(values)) {
        const inputs = form.querySelectorAll(`[name="${name}"]`);
        inputs.forEach((inp) => {
          if (inp.type === "hidden") return; // the "0" sent before each checkbox
          if (inp.type === "checkbox") inp.checked = Array.isArray(v) ? v.includes(inp.value) : !!v;
          else inp.value = v === null ? "" : v;
        });
      }
      form.elements.preset_was.value = el.value;
    }
    if (el.name === "players" || el.name === "dealer" || /_won$|_by$/.test(el.name)) syncSeats();
    if (/_won$/.test(el.name) && el.checked) {
      const seat = el.closest(".seat");
      // a new winner replaces a default winner who has no tiles yet
      form.querySelectorAll('input[name$="_won"]').forEach((other) => {
        const otherSeat = other.closest(".seat");
        if (other !== el && other.checked && !inputIn(otherSeat, "hand").value.trim()) {
          other.checked = false;
          otherSeat.classList.remove("is-winner");
        }
      });
      seat.open = true;
      activate(seat.querySelector('.tile-field[data-kind="hand"]'));
    }
  });

  // Shorter permalinks: leave out empty fields (an empty field and a missing one mean the same).
  form.addEventListener("htmx:configRequest", (e) => {
    const fd = e.detail.formData;
    if (!fd) return;
    for (const key of Array.from(new Set(fd.keys()))) {
      if (fd.getAll(key).every((v) => v === "")) fd.delete(key);
    }
  });

  // ------------------------------------------------------------ the link ---
  const copy = document.getElementById("copy-link");
  const status = document.getElementById("copy-status");
  copy.hidden = false;
  copy.addEventListener("click", async () => {
    const url = window.location.href;
    try {
      await navigator.clipboard.writeText(url);
      status.textContent = copy.dataset.copied;
    } catch (err) {
      window.prompt(copy.textContent, url);
    }
  });

  syncSeats();
  const firstWinner = form.querySelector('.seat.is-winner .tile-field[data-kind="hand"]') || form.querySelector('.tile-field[data-kind="hand"]');
  if (firstWinner) activate(firstWinner);
})();
