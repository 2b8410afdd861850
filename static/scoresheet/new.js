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
  // the result presets offered are those for the number of players chosen (riichi at three: its three-player
  // ones); one for another number left checked gives way to the first that fits. Without this script every preset
  // is offered and the server names the one that does not fit.
  const fitting = document.getElementById("result-presets-players");
  const players = form.elements.players;
  if (!fitting || !players) return;
  const fits = JSON.parse(fitting.textContent);
  const offerResultPresets = () => {
    const n = Number(players.value);
    let first = null;
    let keep = false;
    form.querySelectorAll('input[name="scoring_preset"]').forEach((radio) => {
      const ok = (fits[radio.value] || []).includes(n);
      const label = radio.closest("label") || radio;
      const holder = label.parentElement && label.parentElement.children.length === 1 ? label.parentElement : label;
      holder.hidden = !ok;
      if (ok && !first) first = radio;
      if (ok && radio.checked) keep = true;
    });
    if (!keep && first) first.checked = true;
  };
  // the rule presets likewise (riichi's three-player ones at three only): one chosen for other numbers sets the
  // players to its own; the players changed, a preset not for them gives way to the first that is (its values shown)
  const presetSelect = form.elements.preset;
  const presetFits = (opt, n) => !opt.dataset.players || opt.dataset.players.split(" ").map(Number).includes(n);
  // the name boxes: as many as players (a fourth at three is neither shown nor sent)
  const offerNames = () => {
    const n = Number(players.value);
    for (let i = 0; form.elements[`name_${i}`]; i++) {
      const box = form.elements[`name_${i}`];
      const holder = box.closest(".field") || box;
      holder.hidden = i >= n;
      box.disabled = i >= n;
    }
  };
  const offerPresets = () => {
    if (!presetSelect || !presetSelect.options) return;
    const n = Number(players.value);
    Array.from(presetSelect.options).forEach((opt) => { opt.hidden = !presetFits(opt, n); opt.disabled = !presetFits(opt, n); });
    const chosen = presetSelect.options[presetSelect.selectedIndex];
    if (chosen && !presetFits(chosen, n)) {
      const first = Array.from(presetSelect.options).find((opt) => presetFits(opt, n));
      if (first) {
        presetSelect.value = first.value;
        presetSelect.dispatchEvent(new Event("change", { bubbles: true }));
      }
    }
  };
  if (presetSelect && presetSelect.options) {
    presetSelect.addEventListener("change", () => {
      const opt = presetSelect.options[presetSelect.selectedIndex];
      const n = Number(players.value);
      if (opt && !presetFits(opt, n)) {
        players.value = opt.dataset.players.split(" ")[0];
        players.dispatchEvent(new Event("change", { bubbles: true }));
      }
    });
  }
  players.addEventListener("change", () => { offerResultPresets(); offerPresets(); offerNames(); });
  offerResultPresets();
  offerPresets();
  offerNames();
})();
