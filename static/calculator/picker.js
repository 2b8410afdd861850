// The tile keyboard: tap tiles on a palette, tap a tile in a hand to take it out, or type
// mpsz / Chinese names in the text field; all stay in sync. The text fields are the form:
// this script only edits their values (and fires "input" so htmx refreshes the result).
// Without JavaScript the same fields are typed by hand and the form submits normally.
(function () {
  "use strict";
  const form = document.getElementById("calc");
  if (!form) return;
  const json = (id) => JSON.parse(document.getElementById(id).textContent);
  const data = json("tiles-data");
  const presets = json("presets-data");
  const seatLabels = json("seat-labels");
  const wild = json("wild-data");
  // what is in play at each number of players: the keyboard's tiles, and whether a chi may be called (the rule set's)
  const play = document.getElementById("play-data") ? json("play-data") : {};
  const palette = document.getElementById("palette");
  const fromWrap = palette.querySelector(".meld-from");
  const fromSeats = palette.querySelector(".meld-from-seats");
  const targetNote = palette.querySelector(".palette-target");
  document.documentElement.classList.add("js");
  const checkedValue = (name) => { const el = form.querySelector(`[name="${name}"]:checked`); return el ? el.value : ""; };
  const players = () => Number(checkedValue("players") || (form.elements.players && form.elements.players.value) || Object.keys(seatLabels).pop());
  // the dealer: a picked radio, or (the scoresheet's record page, where the session sets it) a hidden field
  const dealer = () => Number(checkedValue("dealer") || (form.elements.dealer && form.elements.dealer.value) || 0);
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
  const SUIT_ORDER = { m: 0, p: 1, s: 2, z: 3 };
  const rank = (c) => SUIT_ORDER[c[1]] * 20 + Number(kindOf(c)[0]) * 2 + (c[0] === "0" ? 1 : 0);
  const sorted = (codes) => codes.slice().sort((a, b) => rank(a) - rank(b));

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

  // ------------------------------------------------------------ wildcards ---
  // The wild kind the indicator names, in the rule set's own order (sent by the page: the tile itself for 财神,
  // the next one for 惠牌).
  function wildKind() {
    if (!wild.wild) return null;
    const input = form.elements["i_" + wild.flip_role];
    const codes = input && parse(input.value);
    if (!codes || !codes.length) return null;
    return wild.wild_of[kindOf(codes[0])] || null;
  }

  // ------------------------------------------------------------- drawing ---
  function tileEl(code, tag, wildK) {
    const info = data.tiles[code];
    const el = document.createElement(tag || "span");
    // a cell of the tile sheet (app.css), named for screen readers
    const img = document.createElement("span");
    img.className = "tile t" + code + (code[0] === "0" ? " red" : "");
    img.setAttribute("role", "img");
    img.setAttribute("aria-label", info.alt);
    el.appendChild(img);
    el.dataset.tile = code;
    if (wildK && kindOf(code) === wildK) { el.classList.add("wild"); el.dataset.wildLabel = wild.wild_name; }
    return el;
  }

  const fieldOf = (input) => input.closest(".tile-field");
  const seatOf = (el) => el.closest(".seat");
  const inputIn = (seat, name) => seat && seat.querySelector(`[name="s${seat.dataset.seat}_${name}"]`);
  const isWinner = (seat) => !!seat && seat.classList.contains("is-winner");

  // Put `codes` in `row` as tile elements, keeping the ones already there in the same order: a
  // tap adds or removes one tile, so one element is made, not fourteen (each new element must be
  // styled, laid out and painted: the cost that matters on a phone). Only elements of the kind `make`
  // makes are kept: the pictures the server drew (a page opened from its address) are not buttons, and
  // a tile that is not a button cannot be tapped out of a hand.
  function syncTiles(row, codes, make, tag) {
    const old = Array.from(row.children).filter((el) => !tag || el.tagName === tag);
    const out = [];
    let k = 0;
    for (const c of codes) {
      if (k < old.length && old[k].dataset.tile === c) { out.push(old[k++]); continue; }
      if (k + 1 < old.length && old[k + 1].dataset.tile === c) { k++; out.push(old[k++]); continue; }
      out.push(make(c));
    }
    if (tag) Array.from(row.children).forEach((el) => { if (el.tagName !== tag) el.remove(); });
    const keep = new Set(out);
    old.forEach((el) => { if (!keep.has(el)) el.remove(); });
    out.forEach((el, i) => { if (row.children[i] !== el) row.insertBefore(el, row.children[i] || null); });
    return out;
  }

  function render(field) {
    const input = document.getElementById(field.dataset.input);
    const row = field.querySelector(".tile-row");
    const kind = field.dataset.kind;
    const wk = wildKind();
    field.classList.remove("unreadable");
    if (kind === "melds") {
      row.textContent = "";
      const melds = parseMelds(input.value);
      if (!melds) { field.classList.add("unreadable"); return; }
      melds.forEach((m, j) => {
        const b = document.createElement("button");
        b.type = "button";
        b.className = "meld";
        b.dataset.index = j;
        m.codes.forEach((c) => b.appendChild(tileEl(c, "span", wk)));
        const who = m.from === null ? "" : " ← " + (currentLabels()[m.from] || "");
        b.setAttribute("aria-label", m.codes.map((c) => data.tiles[c].alt).join(" ") + who + " (" + removeWord + ")");
        if (who) { const s = document.createElement("small"); s.textContent = who; b.appendChild(s); }
        row.appendChild(b);
      });
      return;
    }
    const codes = parse(input.value);
    if (!codes) { row.textContent = ""; field.classList.add("unreadable"); return; }
    let win = null;
    const seat = kind === "hand" ? seatOf(field) : null;
    if (seat && isWinner(seat) && codes.length) {
      const tileInput = inputIn(seat, "tile");
      const chosen = tileInput && parse(tileInput.value);
      win = chosen && chosen.length === 1 && codes.includes(chosen[0]) ? chosen[0] : codes[codes.length - 1];
    }
    // the hand sorted, the winning tile drawn last, apart
    let shown = codes.map((c, j) => ({ c, j }));
    let winItem = null;
    if (win) {
      const at = codes.lastIndexOf(win);
      winItem = shown[at];
      shown.splice(at, 1);
    }
    if (kind === "hand") shown.sort((a, b) => rank(a.c) - rank(b.c));
    if (winItem) shown.push(winItem);
    const els = syncTiles(row, shown.map(({ c }) => c), (c) => { const b = tileEl(c, "button"); b.type = "button"; return b; }, "BUTTON");
    shown.forEach(({ c, j }, i) => {
      const b = els[i];
      const isWild = !!wk && kindOf(c) === wk;
      const isWin = !!winItem && j === winItem.j;
      let label = data.tiles[c].alt;
      if (isWild) label += " (" + wild.wild_name + ")";
      if (isWin) label += " (" + winWord + ")";
      label += " — " + removeWord;
      if (b.dataset.index !== String(j)) b.dataset.index = j;
      b.classList.toggle("wild", isWild);
      if (isWild) b.dataset.wildLabel = wild.wild_name; else delete b.dataset.wildLabel;
      b.classList.toggle("win-tile", isWin);
      if (b.getAttribute("aria-label") !== label) b.setAttribute("aria-label", label);
    });
    if (kind === "hand") {
      const s = seatOf(field).querySelector(".summary-tiles");
      if (s) syncTiles(s, sorted(codes), (c) => tileEl(c));
      const tenpai = seatOf(field).querySelector(".tenpai-field");
      if (tenpai && tenpai.hidden !== codes.length > 0) tenpai.hidden = codes.length > 0;
    }
  }
  const removeWord = palette.dataset.remove || "×";
  const winWord = palette.querySelector('[data-mode="win"]').textContent.trim();

  // Tiles in sight: every hand, meld and indicator kept on the table. Four of a kind used up
  // (one red five per suit) cannot be tapped again.
  function updateUsedUp() {
    const seen = {};
    const add = (c) => { const k = kindOf(c); seen[k] = (seen[k] || 0) + 1; if (c[0] === "0") seen[c] = (seen[c] || 0) + 1; };
    const n = players();
    form.querySelectorAll(".seat").forEach((seat) => {
      if (Number(seat.dataset.seat) >= n) return;
      (parse(inputIn(seat, "hand").value) || []).forEach(add);
      (parseMelds(inputIn(seat, "melds").value) || []).forEach((m) => m.codes.forEach(add));
    });
    for (const role of wild.in_sight || []) {
      const input = form.elements["i_" + role];
      if (input) (parse(input.value) || []).forEach(add);
    }
    const wk = wildKind();
    palette.querySelectorAll(".tile-btn").forEach((b) => {
      const c = b.dataset.tile;
      const full = (seen[kindOf(c)] || 0) >= 4 || (c[0] === "0" && (seen[c] || 0) >= 1);
      // only what changed is written: each write restyles the button and its tile picture
      if (b.disabled !== full) { b.disabled = full; b.title = full ? palette.dataset.usedUp : ""; }
      const isWild = !!wk && kindOf(c) === wk;
      if (b.classList.contains("wild") !== isWild) {
        b.classList.toggle("wild", isWild);
        if (isWild) b.dataset.wildLabel = wild.wild_name; else delete b.dataset.wildLabel;
      }
    });
  }

  let editing = "";
  let cleared = null; // what Clear took, while it can be undone: {field, input, value, timer}
  // A tap updates the result at once (typing waits for a pause: the form's "input delay").
  function changed(input) {
    endUndo(); // a change after a clear: the clear stays
    // the request first: the page redraws its tiles while the server answers
    form.dispatchEvent(new Event("tiles"));
    input.dispatchEvent(new Event("input"));
    const field = fieldOf(input);
    if (field) render(field);
    const seat = seatOf(input);
    if (seat) { const hand = inputIn(seat, "hand"); if (hand && hand !== input) render(fieldOf(hand)); }
    if (input.name && input.name.startsWith("i_")) form.querySelectorAll('.tile-field[data-kind="hand"], .tile-field[data-kind="melds"]').forEach(render);
    updateUsedUp();
    declarationWarnings();
    syncShownWhen();
  }

  // ------------------------------------------------------------- palette ---
  let active = null; // the .tile-field the palette writes into
  let handField = null; // the last hand field: where an indicator tap returns to
  let mode = "hand";
  let fromSeat = null;

  function activate(field) {
    if (active === field) return;
    const was = active;
    if (active) active.classList.remove("active");
    active = field;
    field.classList.add("active");
    const kind = field.dataset.kind;
    const seatHand = field.closest(".seat-body") && field.closest(".seat-body").querySelector('.tile-field[data-kind="hand"]');
    if (kind === "hand" || kind === "melds" || (seatHand && seatHand.hidden)) {
      // a seat's own fields: the keyboard stays where its hand is (hidden for a win recorded by its outcome: at the
      // top of the seat still, whichever of its fields it writes into)
      handField = seatHand;
      if (palette.previousElementSibling !== seatHand) seatHand.after(palette);
    } else if (!handField || !onScreen(handField)) {
      // no hand open to keep it under (every seat closed): the keyboard comes under the field tapped (under the
      // indicators' card, not inside it)
      const at = field.closest(".indicators") || field;
      if (palette.previousElementSibling !== at) at.after(palette);
    }
    palette.hidden = false;
    const isHand = kind === "hand" || kind === "melds";
    // the mode buttons stay (the keyboard keeps its size whatever field it writes into); tapped while an indicator
    // is the target, they take the keyboard back to the hand
    if (!isHand) setMode("hand");
    else if (kind === "melds" && (mode === "hand" || mode === "run" || mode === "set")) setMode("pon");
    else if (kind === "hand" && !["hand", "win", "run", "set"].includes(mode)) setMode("hand");
    const label = field.querySelector("label");
    const seat = seatOf(field);
    targetNote.textContent = "→ " + (seat ? seat.querySelector(".seat-label").textContent + " · " : "") + (label ? label.textContent.trim().replace(/[:：]$/, "") : "");
    // leaving a seat's hand: its errors may show now
    if (was && editing && seatOf(was) !== seatOf(field)) { editing = ""; refresh(); }
  }

  // a field the player can see: not in a closed (or hidden) seat
  const onScreen = (field) => { const seat = seatOf(field); return !seat || (seat.open && !seat.hidden); };
  // back to the hand being entered, when it is open
  function backToHand() { if (handField && onScreen(handField)) activate(handField); }
  // where single tiles go in a seat: its hand; for a win recorded by its outcome (the hand hidden), the seat fact
  // the outcome is given with (the outcome's data-keyboard: Guizhou's chickens), else its melds
  function tilesHome(seat) {
    const hand = seat.querySelector('.tile-field[data-kind="hand"]');
    if (hand && !hand.hidden) return hand;
    const outcome = seat.querySelector(".outcome-fields[data-keyboard]");
    const fact = outcome && seat.querySelector(`.tile-field[data-input="${outcome.dataset.keyboard}"]`);
    return fact || seat.querySelector('.tile-field[data-kind="melds"]');
  }
  // where a meld mode writes: the seat's melds when its hand is hidden (a win recorded by its outcome)
  const meldsHome = (hand) => (hand.hidden ? hand.closest(".seat-body").querySelector('.tile-field[data-kind="melds"]') : hand);

  function setMode(m) {
    mode = m;
    palette.querySelectorAll(".mode").forEach((b) => b.setAttribute("aria-pressed", String(b.dataset.mode === m)));
    const needsFrom = m === "pon" || m === "kong" || m === "kakan";
    fromWrap.hidden = !needsFrom;
    if (needsFrom) fillFrom();
  }

  function fillFrom() {
    const seat = handField && seatOf(handField);
    if (!seat) return;
    const me = Number(seat.dataset.seat);
    const n = players();
    const labels = currentLabels();
    if (fromSeat === null || fromSeat === me || fromSeat >= n) fromSeat = (me - 1 + n) % n;
    fromSeats.textContent = "";
    for (let i = 0; i < n; i++) {
      if (i === me) continue;
      const b = document.createElement("button");
      b.type = "button";
      b.className = "seat-pick";
      b.dataset.seat = i;
      b.textContent = labels[i];
      b.setAttribute("aria-pressed", String(i === fromSeat));
      fromSeats.appendChild(b);
    }
  }

  function tap(code) {
    if (!active) return;
    const input = document.getElementById(active.dataset.input);
    const kind = active.dataset.kind;
    if (kind === "tile" || kind === "tiles") {
      // as many tiles as the field holds (dora: one per indicator, several in a row); a field that is full takes
      // the tile tapped in place of its last one (the flipped tile: one)
      const most = kind === "tile" ? 1 : Number(active.dataset.max || 0);
      const cur = kind === "tile" ? [] : parse(input.value) || [];
      if (most && cur.length >= most) cur.splice(most - 1);
      cur.push(code);
      input.value = format(cur);
      changed(input);
      // the field full (a flipped tile, told): back to the hand being entered; else the next indicator goes here too
      if (!active.closest(".seat") && most && cur.length >= most) backToHand();
      return;
    }
    const seat = seatOf(active);
    const me = Number(seat.dataset.seat);
    const hand = inputIn(seat, "hand");
    editing = hand.name;
    if (mode === "hand" || mode === "win" || mode === "run" || mode === "set") {
      const cur = parse(hand.value) || [];
      const tile = inputIn(seat, "tile");
      if (mode === "win") {
        if (!cur.some((c) => kindOf(c) === kindOf(code))) cur.push(code);
        hand.value = format(sorted(cur));
        tile.value = code;
        changed(tile);
        changed(hand);
        return;
      }
      let add = [code];
      if (mode === "run") {
        const k = kindOf(code);
        if (k[1] === "z") return;
        const d = Math.min(Number(k[0]), 7);
        add = [0, 1, 2].map((x) => String(d + x) + k[1]);
        if (code[0] === "0") add[add.indexOf("5" + k[1])] = code;
        if (!add.every(inPlay)) return; // no run of these with this number of players (1m at three: no 2m 3m)
      } else if (mode === "set") {
        add = [code, kindOf(code), kindOf(code)];
      }
      cur.push(...add);
      hand.value = format(sorted(cur));
      // the last tile tapped into a winner's hand is the winning tile
      if (tile && isWinner(seat)) tile.value = add[add.length - 1];
      changed(hand);
      return;
    }
    const meldsInput = inputIn(seat, "melds");
    const melds = parseMelds(meldsInput.value) || [];
    const n = players();
    if (mode === "chi") {
      const k = kindOf(code);
      if (k[1] === "z") return;
      const d = Math.min(Number(k[0]), 7);
      const codes = [0, 1, 2].map((x) => String(d + x) + k[1]);
      if (code[0] === "0") codes[codes.indexOf("5" + k[1])] = code;
      if (!codes.every(inPlay)) return;
      melds.push({ codes, added: false, from: (me - 1 + n) % n });
    } else if (mode === "pon") {
      melds.push({ codes: [code, kindOf(code), kindOf(code)], added: false, from: fromSeat });
    } else if (mode === "kong" || mode === "kakan") {
      melds.push({ codes: [code, kindOf(code), kindOf(code), kindOf(code)], added: mode === "kakan", from: fromSeat });
    } else if (mode === "ankan") {
      melds.push({ codes: [code, kindOf(code), kindOf(code), kindOf(code)], added: false, from: null });
    }
    meldsInput.value = formatMelds(melds);
    changed(meldsInput);
    // one meld told: back to single tiles for the hand (or, its hand hidden, for the fact its outcome is given with)
    activate(tilesHome(seatOf(handField)));
    setMode("hand");
  }

  palette.addEventListener("click", (e) => {
    const t = e.target.closest("button");
    if (!t || t.disabled) return;
    if (t.dataset.tile) tap(t.dataset.tile);
    else if (t.dataset.mode) {
      const inSeat = active && seatOf(active);
      const hand = (inSeat && inSeat.querySelector('.tile-field[data-kind="hand"]')) || handField;
      if (active && active.dataset.kind !== "hand" && active.dataset.kind !== "melds" && hand) {
        // a hand's mode: the keyboard goes back to that hand (its seat opened if it was closed); its hand hidden (a
        // win recorded by its outcome), a meld's mode goes to its melds
        const seat = seatOf(hand);
        if (seat && !seat.open) seat.open = true;
        const singles = ["hand", "win", "run", "set"].includes(t.dataset.mode);
        activate(hand.hidden ? (singles ? tilesHome(seat) : meldsHome(hand)) : hand);
      }
      setMode(t.dataset.mode);
    }
    else if (t.classList.contains("seat-pick")) { fromSeat = Number(t.dataset.seat); fillFrom(); }
    else if (t.dataset.action === "type" && active) {
      const input = document.getElementById(active.dataset.input);
      active.classList.add("typing");
      input.setAttribute("inputmode", "text");
      input.focus();
    } else if (t.dataset.action === "undo-clear") {
      undoClear();
    } else if (t.dataset.action && active) {
      const target = active;
      const input = document.getElementById(target.dataset.input);
      const was = input.value;
      if (t.dataset.action === "clear") input.value = "";
      else if (target.dataset.kind === "melds") { const ms = parseMelds(input.value) || []; ms.pop(); input.value = formatMelds(ms); }
      else { const cur = parse(input.value) || []; cur.pop(); input.value = format(cur); }
      changed(input);
      if (t.dataset.action === "clear" && was) offerUndo(target, input, was);
    }
  });

  // Clear can be taken back with one tap: for a while the button is "Undo" and puts back what it took
  // (the field and what was in it). Both words are in the button from the start, one of them hidden, so the
  // button keeps its size. Any other change ends the offer.
  const clearButton = palette.querySelector(".clear-undo");
  const UNDO_MS = 8000;
  function offerUndo(field, input, value) {
    endUndo();
    cleared = { field, input, value, timer: setTimeout(endUndo, UNDO_MS) };
    clearButton.dataset.action = "undo-clear";
    clearButton.classList.add("is-undo");
  }
  function endUndo() {
    if (!cleared) return;
    clearTimeout(cleared.timer);
    cleared = null;
    clearButton.dataset.action = "clear";
    clearButton.classList.remove("is-undo");
  }
  function undoClear() {
    if (!cleared) return;
    const { field, input, value } = cleared;
    endUndo();
    input.value = value;
    activate(field);
    changed(input);
  }

  // Keyboard: arrows move across the palette, Enter/Space taps, Backspace takes the last tile out.
  palette.addEventListener("keydown", (e) => {
    const btn = e.target.closest(".tile-btn");
    if (e.key === "Backspace") {
      e.preventDefault();
      palette.querySelector('[data-action="back"]').click();
      return;
    }
    if (!btn) return;
    const rows = Array.from(palette.querySelectorAll(".palette-row")).map((r) => Array.from(r.children).filter((b) => !b.hidden));
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
      const tile = inputIn(seatOf(field), "tile");
      tile.value = b.dataset.tile;
      changed(tile);
      return;
    } else {
      const cur = parse(input.value) || [];
      const [gone] = cur.splice(j, 1);
      input.value = format(field.dataset.kind === "hand" ? sorted(cur) : cur);
      if (field.dataset.kind === "hand") {
        const tile = inputIn(seatOf(field), "tile");
        if (tile && tile.value === gone && !cur.includes(gone)) tile.value = "";
        editing = input.name;
      }
    }
    changed(input);
  });

  form.querySelectorAll(".tile-field").forEach((field) => {
    const input = document.getElementById(field.dataset.input);
    // the tile keyboard is on screen: no phone keyboard over it unless "Type" is tapped
    input.setAttribute("inputmode", "none");
    input.addEventListener("input", () => render(field));
    input.addEventListener("blur", () => input.setAttribute("inputmode", "none"));
    field.addEventListener("focusin", (e) => { if (!e.target.closest("details.help-tip")) activate(field); });
    field.addEventListener("click", (e) => { if (!e.target.closest("details.help-tip")) activate(field); });
    render(field);
  });

  // A problem listed in the result names its field: a tile field's link takes the keyboard there (its text box is
  // hidden, so the link alone would go nowhere), its seat opened.
  document.addEventListener("click", (e) => {
    const a = e.target.closest && e.target.closest('#result-panel .problems a[href^="#id_"]');
    const input = a && document.getElementById(a.getAttribute("href").slice(1));
    const field = input && fieldOf(input);
    if (!field) return;
    e.preventDefault();
    const seat = seatOf(field);
    if (seat && !seat.open) seat.open = true;
    activate(field);
    field.scrollIntoView({ block: "center" });
  });

  // ------------------------------------------------------------- warnings ---
  // an indicator that counts only for a winner with a declaration (the rule set's `counts_for`: riichi's ura-dora)
  function declarationWarnings() {
    form.querySelectorAll(".tile-field[data-counts-for]").forEach((field) => {
      const input = document.getElementById(field.dataset.input);
      if (!input) return;
      let warn = field.querySelector(".field-warning");
      const has = (parse(input.value) || []).length > 0;
      const declared = Array.from(form.querySelectorAll(".seat.is-winner")).some((s) => checkedValue(`s${s.dataset.seat}_${field.dataset.countsFor}`));
      const show = has && !declared;
      if (!warn) {
        warn = document.createElement("p");
        warn.className = "field-warning";
        warn.setAttribute("role", "status");
        field.appendChild(warn);
      }
      warn.textContent = show ? field.dataset.warning || "" : "";
      warn.hidden = !show;
    });
  }

  // a fact asked only while an option is on (the rule set's `shown_when`: Guizhou's first 1p discarded)
  function optionIsOn(name) {
    const els = Array.from(form.querySelectorAll(`[name="${name}"]`)).filter((el) => el.type !== "hidden");
    const box = els.find((el) => el.type === "checkbox" || el.type === "radio");
    if (box) return els.some((el) => el.checked && !["", "false", "False", "0", "no"].includes(el.value));
    return els.length > 0 && !["", "false", "False", "0", "no"].includes(els[0].value);
  }
  function syncShownWhen() {
    form.querySelectorAll("[data-shown-when]").forEach((field) => { field.hidden = !optionIsOn(field.dataset.shownWhen); });
  }

  // ------------------------------------------------- the number of players ---
  // The keyboard holds the tiles in play at the number of players chosen (the others hidden: riichi at three has no
  // 2m-8m), the chi button only where a chi may be called; the fields and presets for some numbers of players only
  // (data-players: riichi's Norths set aside, its three-player options and rooms) are shown at those, and hidden and
  // disabled at the others (neither sent nor put in the address). `changed`: the player chose another number (a preset
  // for other numbers is then left for the first one for these, as the server does with such an address).
  const nowInPlay = () => { const now = play[String(players())]; return now ? new Set(now.tiles) : null; };
  const inPlay = (code) => { const tiles = nowInPlay(); return !tiles || tiles.has(code); };
  const forPlayers = (el, n) => !el.dataset.players || el.dataset.players.split(" ").includes(String(n));
  function syncPlayers(changed) {
    const n = players();
    const now = play[String(n)];
    if (now) {
      const tiles = new Set(now.tiles);
      palette.querySelectorAll(".tile-btn").forEach((b) => { const out = !tiles.has(b.dataset.tile); if (b.hidden !== out) b.hidden = out; });
      const chi = palette.querySelector('.mode[data-mode="chi"]');
      if (chi && chi.hidden === now.chi) chi.hidden = !now.chi;
      if (!now.chi && mode === "chi") setMode("pon");
    }
    form.querySelectorAll("fieldset.for-players").forEach((f) => {
      const off = !forPlayers(f, n);
      if (f.hidden !== off) { f.hidden = off; f.disabled = off; }
    });
    const list = form.querySelector(".option-list");
    const count = form.querySelector(".options-count");
    if (list && count) count.textContent = count.textContent.replace(/\d+/, String(Array.from(list.children).filter((el) => !el.hidden).length));
    // the lists with entries for some numbers only (the presets, a draw that needs four seats)
    form.querySelectorAll("select").forEach((sel) => {
      if (!sel.querySelector("option[data-players]")) return;
      let fit = null;
      Array.from(sel.options).forEach((o) => {
        const ok = forPlayers(o, n);
        if (ok && !fit) fit = o;
        o.hidden = !ok;
        o.disabled = !ok && !o.selected; // an entry an address gave stays sent (the server says what is wrong with it)
      });
      if (changed && fit && !forPlayers(sel.options[sel.selectedIndex], n)) {
        sel.value = fit.value;
        Array.from(sel.options).forEach((o) => { o.disabled = o.hidden; });
        if (sel.name === "preset") { applyPreset(fit.value); syncShownWhen(); }
      }
    });
  }

  // ------------------------------------------------------- seats, presets ---

  function syncSeats() {
    const n = players();
    const labels = currentLabels();
    const long = labelsOf("long");
    form.querySelectorAll(".seat").forEach((seat) => {
      const i = Number(seat.dataset.seat);
      seat.hidden = i >= n;
      const label = seat.querySelector(".seat-label");
      // the scoresheet's record page names who sits there too ("东 · 庄 · 张三")
      if (long[i]) label.textContent = long[i] + (label.dataset.name ? " · " + label.dataset.name : "");
      const won = inputIn(seat, "won");
      seat.classList.toggle("is-winner", won.checked);
      const by = checkedValue(`s${i}_by`);
      seat.querySelector(".from-field").hidden = !by || by === "self_draw";
      // a win recorded by its outcome: its fields instead of the hand's tiles (the melds stay: kongs and melds score)
      const outcome = seat.querySelector(".outcome-fields");
      if (outcome) {
        const sw = inputIn(seat, "by_outcome");
        const on = won.checked && !!sw && sw.checked;
        const kept = outcome.querySelector("template.outcome-template");
        if (on && kept) outcome.replaceChildren(kept.content.cloneNode(true)); // its fields, first time on
        outcome.hidden = !on;
        outcome.disabled = !on; // neither sent nor in the address while off
        const hand = seat.querySelector('.tile-field[data-kind="hand"]');
        if (hand) hand.hidden = on;
        // the keyboard leaves the hidden hand for the melds (the kongs still score)
        if (on && (active === hand || (active && seatOf(active) === seat && active.dataset.kind === "melds"))) activate(tilesHome(seat));
      }
      // a seat cannot discard to itself
      seat.querySelectorAll(`[name="s${i}_from"]`).forEach((r) => { r.closest("div").hidden = r.value === String(i) || Number(r.value) >= n; });
      // a seat that is gone (North, at three players) is no longer chosen: nothing hidden is sent
      seat.querySelectorAll('input[type="radio"]:checked').forEach((r) => {
        if (r.hasAttribute("data-number")) return; // a count to tap (Norths set aside), not a seat
        if (/^s\d+_(from|x_\w+)$/.test(r.name) && r.value !== "" && !isNaN(Number(r.value)) && Number(r.value) >= n) r.checked = false;
      });
    });
    form.querySelectorAll('input[type="radio"]').forEach((r) => {
      if (!/^(dealer|s\d+_from|t_\w+|s\d+_x_\w+)$/.test(r.name) || r.value === "" || isNaN(Number(r.value))) return;
      if (r.hasAttribute("data-number")) return; // a count to tap (Norths set aside), not a seat
      const lab = r.closest("label");
      if (!lab || !labels[Number(r.value)]) return;
      lab.lastChild.textContent = " " + labels[Number(r.value)];
      // nor be liable (pao) for its own win
      if (!/_from$/.test(r.name)) r.closest("div").hidden = Number(r.value) >= n || (/^s\d+_x_liable$/.test(r.name) && r.name.startsWith(`s${r.value}_`));
      if (r.checked && /^t_\w+$/.test(r.name) && Number(r.value) >= n) r.checked = false; // a seat that is gone
    });
    form.querySelectorAll('.tile-field[data-kind="hand"], .tile-field[data-kind="melds"]').forEach(render);
    updateUsedUp();
    declarationWarnings();
  }

  // a preset chosen: its option values shown (and sent), and the options now shown as that preset's
  function applyPreset(key) {
    const values = presets[key] || {};
    for (const [name, v] of Object.entries(values)) {
      const inputs = form.querySelectorAll(`[name="${name}"]`);
      inputs.forEach((inp) => {
        if (inp.type === "hidden") return; // the "0" sent before each checkbox
        if (inp.type === "checkbox") inp.checked = Array.isArray(v) ? v.includes(inp.value) : !!v;
        else if (inp.type === "radio") inp.checked = inp.value === String(v === null ? "" : v);
        else inp.value = v === null ? "" : v;
      });
    }
    form.elements.preset_was.value = key;
  }

  form.addEventListener("change", (e) => {
    const el = e.target;
    if (el.name === "preset") applyPreset(el.value);
    // the players chosen: the keyboard, the seats and the fields change above the list; the page is scrolled so
    // the list stays under the finger
    const keep = el.name === "players" ? el.getBoundingClientRect().top : null;
    if (el.name === "players") syncPlayers(true);
    if (el.name && el.name.startsWith("o_")) syncShownWhen();
    if (/_by$/.test(el.name)) editing = el.value === "self_draw" ? editing : el.name;
    // the discarder told: the seat is still the one being entered (its errors wait until its hand is complete)
    if (/_from$/.test(el.name)) editing = el.name;
    if (el.name === "players" || el.name === "dealer" || /_won$|_by$|_riichi$|_by_outcome$/.test(el.name)) syncSeats();
    if (keep !== null) { const moved = el.getBoundingClientRect().top - keep; if (Math.abs(moved) >= 1) window.scrollBy(0, moved); }
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

  const NO_ANSWER_MS = 15000;
  // Requests: empty fields left out; the field being entered sent along (its errors wait); the
  // CSRF token a record page adds for its POST never goes into an address.
  form.addEventListener("htmx:configRequest", (e) => {
    const params = e.detail.parameters;
    if (e.detail.verb === "get") {
      // a server that takes this long to score a hand has not answered: the page says so rather than
      // "Updating…" for ever (only the calculator's own updates: recording a hand waits as long as it takes)
      if (!e.detail.timeout) e.detail.timeout = NO_ANSWER_MS;
      if (params instanceof FormData) params.delete("csrfmiddlewaretoken");
      else if (params) delete params.csrfmiddlewaretoken;
    }
    const shown = shownErrors();
    if (params instanceof FormData) {
      for (const key of Array.from(new Set(params.keys()))) {
        if (params.getAll(key).every((v) => v === "")) params.delete(key);
      }
      if (editing) params.set("_editing", editing);
      if (shown) params.set("_shown", shown);
    } else if (params) {
      for (const key of Object.keys(params)) if (params[key] === "") delete params[key];
      if (editing) params._editing = editing;
      if (shown) params._shown = shown;
    }
  });

  // the error slots that show something: the answer clears them unless the error stays
  const shownErrors = () => Array.from(form.querySelectorAll(".field-error:not(:empty)")).map((e) => e.id.slice(4)).join(",");

  function refresh() {
    if (window.htmx) window.htmx.trigger(form, "change");
  }

  // ---------------------------------------------- never a stale number ---
  const panel = () => document.getElementById("result-panel");
  function markStale(reason) {
    const p = panel();
    if (!p) return;
    p.classList.add("is-stale");
    p.dataset.stale = reason;
    const status = p.querySelector(".result-status");
    if (status) status.textContent = status.dataset[reason] || "";
    // the bar at the bottom, where the finger is: its nets greyed, its status line (its room always kept) says why
    const peek = document.getElementById("result-peek");
    if (peek) {
      peek.classList.add("is-stale");
      peek.dataset.stale = reason;
      const line = peek.querySelector(".peek-status");
      const words = peek.dataset[reason] || "";
      if (line && words && line.textContent !== words) line.textContent = words;
    }
  }
  let failed = false;
  document.body.addEventListener("htmx:beforeRequest", (e) => { if (e.target === form) markStale(failed ? "offline" : "updating"); });
  document.body.addEventListener("htmx:sendError", () => { failed = true; markStale("offline"); });
  document.body.addEventListener("htmx:timeout", () => { failed = true; markStale("failed"); });
  document.body.addEventListener("htmx:responseError", () => { failed = true; markStale("failed"); });
  document.body.addEventListener("htmx:afterSwap", (e) => {
    if (e.target.id !== "result-panel" && e.detail.target && e.detail.target.id !== "result-panel") return;
    failed = false;
    // the bar at the bottom (a phone's view of the nets) comes inside the answer, in a <template>:
    // put in place here (an out-of-band swap made htmx clean up, process and settle it, which cost a
    // slow phone more than the move itself)
    const next = document.getElementById("peek-next");
    if (next) {
      const peek = document.getElementById("result-peek");
      const el = next.content.firstElementChild;
      if (peek && el) peek.replaceWith(el);
      next.remove();
    }
    followAddress(e.detail);
  });

  // The address holds the hand. Each finished hand is an entry of the browser's history of its own, so Back
  // returns to the hand before: the taps of a hand being entered replace the address (one entry for them all),
  // the first tap that takes a finished hand apart (a new hand begins) pushes a new entry, and that entry is
  // replaced by the taps after it until its hand is finished in turn. Back (or Forward) to an entry shows its hand
  // again from its address (the page is loaded again: the address holds the whole hand, options included).
  // htmx's own history handling is off (historyEnabled: false, hx-history="false"): it copied the whole page into
  // sessionStorage and replaced the address twice before every swap, which cost more than the swap itself on a
  // slow phone. The address is written here, once per answer, when the page is idle after the result has been
  // painted (writing it costs a slow phone a frame's time), and at the latest before the page is left or hidden.
  if (window.htmx) window.htmx.config.historyEnabled = false;
  const here = () => window.location.pathname + window.location.search;
  const hasResult = () => { const p = panel(); return !!(p && p.querySelector(".nets")); };
  const STATE = "mahjong-calculator";
  let entryDone = hasResult(); // the history entry shown holds a finished hand
  let shownUrl = here(); // the address whose hand the page shows
  history.replaceState(Object.assign({}, history.state, { [STATE]: true, done: entryDone }), "");
  let pendingUrl = null;
  let pendingPush = false;
  let pushedFrom = null; // the finished hand's address the entry shown was pushed from, until it is finished
  let ownBack = false; // a Back made here, not by the player
  const root = document.documentElement;
  function writeAddress() {
    if (pendingUrl === null) return;
    const url = pendingUrl;
    const push = pendingPush;
    pendingUrl = null;
    pendingPush = false;
    delete root.dataset.addressPending;
    const state = { [STATE]: true, done: entryDone };
    if (push && url !== shownUrl) { // (taken apart and put back before the page was idle: nothing to push)
      pushedFrom = shownUrl;
      history.pushState(state, "", url);
    } else if (entryDone && url === pushedFrom) {
      // the hand taken apart is back as it was (an undone Clear, a tile out and in again): the same hand, so its
      // own entry again rather than a copy of it
      pushedFrom = null;
      ownBack = true;
      history.back();
    } else {
      if (entryDone) pushedFrom = null;
      if (url !== here() || !history.state || history.state.done !== entryDone) history.replaceState(state, "", url);
    }
    shownUrl = url;
  }
  const whenIdle = window.requestIdleCallback
    ? (fn) => window.requestIdleCallback(fn, { timeout: 500 })
    : (fn) => setTimeout(fn, 100);
  function followAddress(detail) {
    const xhr = detail.xhr;
    const url = (xhr && xhr.getResponseHeader("HX-Replace-Url")) || (detail.pathInfo && detail.pathInfo.finalRequestPath);
    if (!url || url === "false") return;
    const done = hasResult();
    if (entryDone && !done && url !== shownUrl) pendingPush = true; // a finished hand taken apart: a new entry
    entryDone = done;
    const first = pendingUrl === null;
    pendingUrl = url;
    if (first) {
      root.dataset.addressPending = "1";
      requestAnimationFrame(() => whenIdle(writeAddress));
    }
  }
  window.addEventListener("popstate", (e) => {
    if (ownBack) { ownBack = false; return; }
    if (!e.state || !e.state[STATE]) return;
    pendingUrl = null; // never written over the entry gone back to
    pendingPush = false;
    pushedFrom = null;
    if (here() === shownUrl) return; // only the #fragment changed (the bar's link to the result)
    shownUrl = here();
    window.location.reload();
  });
  window.addEventListener("pagehide", writeAddress);
  document.addEventListener("visibilitychange", writeAddress);
  window.addEventListener("online", refresh);
  window.addEventListener("offline", () => { failed = true; markStale("offline"); });

  // ---------------------------------------------------------- the link ---
  const copy = document.getElementById("copy-link");
  const share = document.getElementById("share-link");
  const status = document.getElementById("copy-status");
  copy.hidden = false;
  copy.addEventListener("click", async () => {
    writeAddress();
    const url = window.location.href;
    try {
      await navigator.clipboard.writeText(url);
      status.textContent = copy.dataset.copied;
    } catch (err) {
      window.prompt(copy.textContent, url);
    }
  });
  if (navigator.share) {
    share.hidden = false;
    share.addEventListener("click", () => {
      writeAddress();
      navigator.share({ title: share.dataset.title || document.title, url: window.location.href }).catch(() => {});
    });
  }
  // The language links follow the hand in the address bar: written when one is about to be used
  // (not on every answer).
  function langLink(e) {
    const a = e.target.closest && e.target.closest(".langs a[hreflang]");
    if (!a) return;
    writeAddress();
    const params = new URLSearchParams(window.location.search);
    params.set("lang", a.getAttribute("hreflang"));
    a.href = window.location.pathname + "?" + params.toString();
  }
  ["pointerdown", "focusin", "click"].forEach((type) => document.addEventListener(type, langLink, true));

  // ------------------------------------------------------------ offline ---
  // Where the player chose "use offline" (a service worker controls the page), the offline scorer's script comes
  // too (static/offline/offline.js, then result.js): when the server does not answer an update, or the player
  // chooses to score on the phone, it scores the form with the very rules in a Web Worker and draws the answer into
  // the result panel. A page not controlled loads nothing of it.
  const offlineLink = document.querySelector("a.offline-link[data-script]");
  if (offlineLink && navigator.serviceWorker && navigator.serviceWorker.controller) {
    const script = document.createElement("script");
    script.src = offlineLink.dataset.script;
    document.head.appendChild(script);
  }

  syncPlayers(false);
  syncSeats();
  const firstWinner = form.querySelector('.seat.is-winner .tile-field[data-kind="hand"]') || form.querySelector('.tile-field[data-kind="hand"]');
  // a winner recorded by its outcome has no hand shown: the keyboard writes into its melds
  if (firstWinner) activate(firstWinner.hidden ? tilesHome(seatOf(firstWinner)) : firstWinner);
})();
