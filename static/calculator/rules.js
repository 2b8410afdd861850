// Rule page search: hides the patterns and options whose text does not contain every word typed.
(function () {
  "use strict";
  const input = document.getElementById("rule-filter");
  if (!input) return;
  const items = Array.from(document.querySelectorAll(".searchable"));
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
    none.hidden = shown > 0;
    status.textContent = words.length ? `${shown} / ${items.length}` : "";
  }
  input.addEventListener("input", apply);
  const q = new URLSearchParams(window.location.search).get("q");
  if (q) { input.value = q; apply(); }
})();
