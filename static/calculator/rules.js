// Rule pages: open the rule a link points at (#p-..., #r-...), and filter the rules by the words typed.
(function () {
  "use strict";
  function openTarget() {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) return;
    const el = document.getElementById(id);
    if (!el) return;
    let d = el.closest("details");
    while (d) { d.open = true; d = d.parentElement.closest("details"); }
    // arriving at one rule (from a breakdown line): its original words are shown too
    if (el.matches("details.rule")) el.querySelectorAll("details.seed").forEach((s) => { s.open = true; });
    el.scrollIntoView({ block: "start" });
  }
  window.addEventListener("hashchange", openTarget);
  openTarget();

  const input = document.getElementById("rule-filter");
  if (!input) return;
  const items = Array.from(document.querySelectorAll(".searchable"));
  const sections = Array.from(document.querySelectorAll(".rule-section"));
  const status = document.getElementById("filter-status");
  const none = document.getElementById("no-match");
  function apply() {
    const words = input.value.toLowerCase().split(/\s+/).filter(Boolean);
    let shown = 0;
    for (const el of items) {
      const text = el.dataset.search + " " + el.textContent.toLowerCase();
      const ok = words.every((w) => text.includes(w));
      el.hidden = !ok;
      if (ok) shown++;
    }
    for (const s of sections) {
      const list = s.querySelectorAll(".searchable");
      s.hidden = list.length > 0 && Array.from(list).every((el) => el.hidden);
      // a search opens the sections it found something in
      if (words.length && !s.hidden && s.tagName === "DETAILS") s.open = true;
    }
    none.hidden = shown > 0;
    status.textContent = words.length ? `${shown} / ${items.length}` : "";
  }
  input.addEventListener("input", apply);
  const q = new URLSearchParams(window.location.search).get("q");
  if (q) { input.value = q; apply(); }
})();
