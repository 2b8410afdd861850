// A new session: choosing a preset shows its option values at once (without this script the
// server does it: the form comes back with the new preset's values to check before starting).
(function () {
  "use strict";
  const form = document.getElementById("new-session");
  const data = document.getElementById("presets-data");
  if (!form || !data) return;
  const presets = JSON.parse(data.textContent);
  form.addEventListener("change", (e) => {
    if (e.target.name !== "preset") return;
    const values = presets[e.target.value] || {};
    for (const [name, v] of Object.entries(values)) {
      form.querySelectorAll(`[name="${name}"]`).forEach((inp) => {
        if (inp.type === "hidden") return; // the "0" sent before each checkbox
        if (inp.type === "checkbox") inp.checked = Array.isArray(v) ? v.includes(inp.value) : !!v;
        else if (inp.type === "radio") inp.checked = inp.value === String(v === null ? "" : v);
        else inp.value = v === null ? "" : v;
      });
    }
    form.elements.preset_was.value = e.target.value;
  });
})();
