// Tap-to-pick cards for the game entry forms.
//
// Progressive enhancement of `<input class="cards-input" data-cards="N">` text fields: the fields keep
// working as typed text without JavaScript. With it, each form holding such fields gets one card grid;
// tapping a field makes it the active one, tapping a card appends it to the active field, and a full field
// hands over to the next one that is not full. Cards already in a field of the form, or listed in the
// form's `data-seen` attribute (cards known to be out, e.g. already played), are greyed out.
// A field with `data-submit-on-pick` submits its form as soon as it is full (one tap per played card); the
// form's buttons marked `data-typed-only` (its Record button, there for typed cards and for pages without
// JavaScript) are hidden while the grid is in use, and shown once a card is typed, "Type instead" is tapped
// or the field comes filled in (an edit);
// a field with `data-jokers` adds a Joker button (jokers may repeat: the game checks how many there are);
// a field with `data-ranks` ("A K Q J 10 9 8 7") offers only those ranks (a short pack such as Belote's);
// a field with `data-copies="2"` says how many packs are shuffled together: a card is greyed only once all
// its copies are entered or seen (Golf's second deck from five players on, Hand and Foot's five packs); a pack
// with only some suits doubled names them: `data-copies="H:2"` (Zetema's extra suit; other suits hold one).
//
// By keyboard: a card field is a text field (typing "10h qs a♠" works on a laptop: `inputmode=none` only keeps
// a phone's on-screen keyboard away), the grid is one Tab stop whose cards are walked with the arrow keys
// (Home/End: first/last of the row) and picked with Enter or Space, and "Type instead" focuses the field.
(function () {
  const SUITS = [["S", "♠"], ["H", "♥"], ["D", "♦"], ["C", "♣"]];
  // One card order in every picker: the calculators' (RANKS in scorekeeper/web/tools.py), high to low as
  // hands are sorted, which short packs (data-ranks "A K Q J 10 9 8 7") follow too.
  const RANKS = ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"];

  const SYMBOLS = { "♠": "S", "♥": "H", "♦": "D", "♣": "C" };
  // Typed cards count as picked ones: "a♠" is AS (the server reads both, scorekeeper/cards.py).
  const cardsOf = (input) => input.value.toUpperCase().replace(/[♠♥♦♣]/g, (s) => SYMBOLS[s])
    .split(/[\s,]+/).filter(Boolean);
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
      if (ranks !== RANKS) row.style.setProperty("--ranks", ranks.length);  // the columns: app.css
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

  // How many of `card` the packs in play hold: the largest `data-copies` of the form's fields, else one.
  // `data-copies` is a number of packs ("2"), or the suits held more than once ("H:2": others hold one).
  function copiesIn(field, card) {
    const declared = (field.dataset.copies || "").trim();
    if (!declared.includes(":")) return Number(declared) || 1;
    const suits = Object.fromEntries(declared.split(/\s+/).map((part) => part.split(":")));
    return Number(suits[card.slice(-1)]) || 1;
  }
  const copiesOf = (form, card) => Math.max(1, ...fieldsOf(form).map((f) => copiesIn(f, card)));

  function refresh(form) {
    const used = new Map();
    const count = (card) => used.set(card, (used.get(card) || 0) + 1);
    (form.dataset.seen || "").toUpperCase().split(/\s+/).filter(Boolean).forEach(count);
    for (const field of fieldsOf(form)) cardsOf(field).forEach(count);
    for (const pick of form.querySelectorAll(".entry-picker .pick")) {
      const copies = copiesOf(form, pick.dataset.card);
      const left = copies - (used.get(pick.dataset.card) || 0);
      pick.disabled = !pick.dataset.multi && left <= 0;
      // With several packs, say how many copies are still free ("2 of 2 left" reads as a plain count).
      if (copies > 1 && !pick.dataset.multi) pick.dataset.left = String(Math.max(0, left));
      else delete pick.dataset.left;
    }
    for (const button of form.querySelectorAll("[data-typed-only]")) button.hidden = !form.dataset.typing;
    const picker = form.querySelector(".entry-picker");
    if (picker) {
      picker.hidden = !fieldsOf(form).length;  // e.g. card fields switched off by a mode radio
      rove(picker);
    }
  }

  // The grid is one Tab stop (a "roving" tabindex): the card last reached, else the first card still free.
  const picks = (picker) => Array.from(picker.querySelectorAll(".pick"));
  function rove(picker, to) {
    const all = picks(picker);
    const current = to || all.find((b) => b.tabIndex === 0 && !b.disabled) || all.find((b) => !b.disabled);
    for (const button of all) button.tabIndex = button === current ? 0 : -1;
  }

  // Arrow keys walk the grid (passing over greyed cards), Home/End go to the first/last free card of the row.
  function walk(picker, event) {
    const button = event.target.closest(".pick");
    const moves = { ArrowRight: [0, 1], ArrowLeft: [0, -1], ArrowDown: [1, 0], ArrowUp: [-1, 0] };
    if (!button || !(event.key in moves || event.key === "Home" || event.key === "End")) return;
    event.preventDefault();
    const rows = Array.from(picker.querySelectorAll(".picker-row"))
      .map((row) => Array.from(row.querySelectorAll(".pick"))).filter((row) => row.length);
    let r = rows.findIndex((row) => row.includes(button));
    let c = rows[r].indexOf(button);
    let target = null;
    if (event.key === "Home") target = rows[r].find((b) => !b.disabled);
    else if (event.key === "End") target = rows[r].findLast((b) => !b.disabled);
    else {
      const [dr, dc] = moves[event.key];
      for (;;) {
        r += dr; c += dc;
        const row = rows[r];
        if (!row || c < 0 || c >= row.length && !dr) break;
        const candidate = row[Math.min(c, row.length - 1)];
        if (!candidate.disabled) { target = candidate; break; }
      }
    }
    if (target) { rove(picker, target); target.focus(); }
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
    const box = fields[fields.length - 1].closest("label, fieldset, div, details");
    if (anchor) anchor.append(picker);
    else if (box?.tagName === "DETAILS") box.append(picker);  // shown and hidden with its field
    else box?.after(picker);
    const typing = () => { form.dataset.typing = "yes"; refresh(form); };
    if (fields.some((f) => "submitOnPick" in f.dataset && cardsOf(f).length)) form.dataset.typing = "yes";
    for (const field of fields) {
      field.setAttribute("inputmode", "none");  // the grid replaces the phone keyboard
      field.addEventListener("focus", () => activate(form, field));
      field.addEventListener("input", () => refresh(form));
      field.addEventListener("beforeinput", typing, { once: true });  // typed, not tapped on the grid
    }
    form.addEventListener("change", () => { const f = activeField(form); if (f) activate(form, f); refresh(form); });
    picker.addEventListener("keydown", (event) => walk(picker, event));
    picker.addEventListener("click", (event) => {
      const button = event.target.closest("button");
      if (!button) return;
      const input = activeField(form);
      if (button.classList.contains("pick")) {
        pick(form, button.dataset.card);
        // The focus stays in the grid for the next key: on the same card if a copy is left, else (a greyed
        // button drops the focus) on the nearest free card of its row, the next one first, so that Enter
        // pressed again and again picks a run of cards.
        if (button.disabled && picker.contains(document.activeElement) === false) {
          const row = Array.from(button.parentElement.querySelectorAll(".pick"));
          const at = row.indexOf(button);
          const free = (b) => !b.disabled;
          const next = row.slice(at + 1).find(free) || row.slice(0, at).reverse().find(free)
            || picks(picker).find(free);
          if (next) { rove(picker, next); next.focus({ preventScroll: true }); }
        } else if (!button.disabled) rove(picker, button);
      }
      else if (button.classList.contains("unpick") && input) {
        input.value = cardsOf(input).slice(0, -1).join(" ");
        activate(form, input);
        refresh(form);
      } else if (button.classList.contains("type-cards") && input) {
        fields.forEach((f) => f.setAttribute("inputmode", "text"));
        typing();
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
