// Tap-to-pick cards for the game entry forms.
//
// Progressive enhancement of `<input class="cards-input" data-cards="N">` text fields: the fields keep
// working as typed text without JavaScript. With it, each form holding such fields gets one card grid;
// tapping a field makes it the active one, tapping a card appends it to the active field, and a full field
// hands over to the next one that is not full. Cards already in a field of the form, or listed in the
// form's `data-seen` attribute (cards known to be out, e.g. already played), are greyed out.
// A field with `data-submit-on-pick` submits its form as soon as it is full (one tap per played card);
// a field with `data-jokers` adds a Joker button (jokers may repeat: the game checks how many there are);
// a field with `data-ranks` ("A K Q J 10 9 8 7") offers only those ranks (a short pack such as Belote's);
// a field with `data-repeats` lets any card be picked again (several packs shuffled together).
(function () {
  const SUITS = [["S", "♠"], ["H", "♥"], ["D", "♦"], ["C", "♣"]];
  const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];

  const cardsOf = (input) => input.value.toUpperCase().split(/[\s,]+/).filter(Boolean);
  const fieldsOf = (form) => Array.from(form.querySelectorAll("input.cards-input[data-cards]"))
    .filter((input) => !input.closest("fieldset:disabled"));
  const limitOf = (input) => Number(input.dataset.cards) || 1;

  function buildPicker(withJokers, ranks) {
    const picker = document.createElement("div");
    picker.className = "picker entry-picker";
    picker.setAttribute("aria-label", "Card picker: tap a card to add it to the highlighted field");
    for (const [code, symbol] of SUITS) {
      const row = document.createElement("div");
      row.className = "picker-row";
      if (ranks !== RANKS) row.style.gridTemplateColumns = `repeat(${ranks.length}, 1fr)`;
      for (const rank of ranks) {
        const button = document.createElement("button");
        button.type = "button";
        button.className = "pick " + ("HD".includes(code) ? "suit-red" : "suit-black");
        button.dataset.card = rank + code;
        button.textContent = rank + symbol;
        row.append(button);
      }
      picker.append(row);
    }
    if (withJokers) {
      const row = document.createElement("div");
      row.className = "picker-row";
      row.innerHTML = '<button type="button" class="pick" data-card="JK" data-multi="true">Joker</button>';
      picker.append(row);
    }
    const tools = document.createElement("p");
    tools.className = "picker-tools";
    tools.innerHTML = '<button type="button" class="unpick">⌫ Remove last card</button> '
      + '<button type="button" class="type-cards">⌨ Type instead</button>';
    picker.append(tools);
    return picker;
  }

  function activate(form, input) {
    for (const field of form.querySelectorAll("input.cards-input")) field.classList.toggle("active-cards", field === input);
    form.dataset.activeCards = input.name;
  }

  function activeField(form) {
    const fields = fieldsOf(form);
    return fields.find((f) => f.name === form.dataset.activeCards) || fields.find((f) => cardsOf(f).length < limitOf(f)) || fields[0];
  }

  function refresh(form) {
    const used = new Set((form.dataset.seen || "").toUpperCase().split(/\s+/).filter(Boolean));
    for (const field of fieldsOf(form)) cardsOf(field).forEach((c) => used.add(c));
    const repeats = fieldsOf(form).some((f) => "repeats" in f.dataset);  // several packs: cards repeat
    for (const pick of form.querySelectorAll(".entry-picker .pick")) pick.disabled = !repeats && !pick.dataset.multi && used.has(pick.dataset.card);
    const picker = form.querySelector(".entry-picker");
    if (picker) picker.hidden = !fieldsOf(form).length;  // e.g. card fields switched off by a mode radio
  }

  function pick(form, card) {
    let input = activeField(form);
    if (!input) return;
    if (cardsOf(input).length >= limitOf(input)) {
      const next = fieldsOf(form).find((f) => cardsOf(f).length < limitOf(f));
      if (!next) return;
      input = next;
    }
    input.value = [...cardsOf(input), card].join(" ");
    input.dispatchEvent(new Event("input", { bubbles: true }));
    if (cardsOf(input).length >= limitOf(input)) {
      if ("submitOnPick" in input.dataset) { form.requestSubmit(); return; }
      const next = fieldsOf(form).find((f) => cardsOf(f).length < limitOf(f));
      if (next) activate(form, next);
    } else {
      activate(form, input);
    }
    refresh(form);
  }

  function enhance(form) {
    const fields = Array.from(form.querySelectorAll("input.cards-input[data-cards]"));
    if (form.querySelector(".entry-picker") || !fields.length) return;
    const short = fields.find((f) => f.dataset.ranks);
    const picker = buildPicker(fields.some((f) => "jokers" in f.dataset), short ? short.dataset.ranks.split(/\s+/) : RANKS);
    const anchor = form.querySelector("[data-picker-here]");
    if (anchor) anchor.append(picker);
    else fields[fields.length - 1].closest("label, fieldset, div")?.after(picker);
    for (const field of fields) {
      field.setAttribute("inputmode", "none");  // the grid replaces the phone keyboard
      field.addEventListener("focus", () => activate(form, field));
      field.addEventListener("input", () => refresh(form));
    }
    form.addEventListener("change", () => { const f = activeField(form); if (f) activate(form, f); refresh(form); });
    picker.addEventListener("click", (event) => {
      const button = event.target.closest("button");
      if (!button) return;
      const input = activeField(form);
      if (button.classList.contains("pick")) pick(form, button.dataset.card);
      else if (button.classList.contains("unpick") && input) {
        input.value = cardsOf(input).slice(0, -1).join(" ");
        activate(form, input);
        refresh(form);
      } else if (button.classList.contains("type-cards") && input) {
        fields.forEach((f) => f.setAttribute("inputmode", "text"));
        input.focus();
      }
    });
    const first = activeField(form);
    if (first) activate(form, first);
    refresh(form);
  }

  function enhanceAll(root) {
    const forms = new Set();
    for (const input of (root.querySelectorAll ? root.querySelectorAll("input.cards-input[data-cards]") : [])) {
      if (input.form) forms.add(input.form);
    }
    forms.forEach(enhance);
  }

  if (window.htmx) htmx.onLoad(enhanceAll);
  else document.addEventListener("DOMContentLoaded", () => enhanceAll(document));
})();
