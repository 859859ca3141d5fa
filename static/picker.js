// Card picker for the calculator pages: tap a slot to make it active, tap cards to fill it.
// Each slot keeps its cards in a hidden input (space-separated) and the form asks htmx for the answer.
(function () {
  const form = document.getElementById("tool-form");
  if (!form) return;
  const slotsBox = form.querySelector(".slots");
  const slots = () => Array.from(form.querySelectorAll(".slot:not([hidden])"));
  const active = () => form.querySelector(".slot.active") || slots()[0];
  const cardsOf = (slot) => slot.querySelector("input").value.split(" ").filter(Boolean);

  function setCards(slot, cards) {
    slot.querySelector("input").value = cards.join(" ");
    const chips = slot.querySelector(".chips");
    chips.replaceChildren(...cards.map((card, i) => {
      const chip = document.createElement("button");
      chip.type = "button";
      chip.className = "chip";
      chip.textContent = label(card);
      chip.title = "Remove " + card;
      chip.addEventListener("click", (e) => { e.stopPropagation(); const c = cardsOf(slot); c.splice(i, 1); setCards(slot, c); changed(); });
      return chip;
    }));
  }

  function label(card) {
    const suit = { S: "♠", H: "♥", D: "♦", C: "♣" }[card.slice(-1)];
    return suit && card !== "JK" ? card.slice(0, -1) + suit : card;
  }

  function markUsed() {
    const used = new Set(slots().flatMap(cardsOf));
    const repeats = "repeatCards" in form.dataset;  // several packs: a card may be picked again
    form.querySelectorAll(".pick").forEach((b) => { b.disabled = !repeats && !b.dataset.multi && used.has(b.dataset.card); });
  }

  function changed() {
    markUsed();
    htmx.trigger(form, "picked");
  }

  function activate(slot) {
    slots().forEach((s) => {
      s.classList.toggle("active", s === slot);
      s.querySelector(".slot-label").setAttribute("aria-pressed", String(s === slot));
    });
  }

  // A slot for some games only (Pickle's cards in play) shows, and is sent, while its game is chosen.
  // This runs on the select before the form's change event asks htmx for the answer.
  const game = form.querySelector('select[name="game"]');
  if (game) game.addEventListener("change", () => {
    form.querySelectorAll(".slot[data-games]").forEach((slot) => {
      const off = !slot.dataset.games.split(" ").includes(game.value);
      slot.hidden = off;
      slot.querySelector("input").disabled = off;
      if (off && slot.classList.contains("active")) { slot.classList.remove("active"); activate(slots()[0]); }
    });
    markUsed();
  });

  form.addEventListener("click", (e) => {
    const slot = e.target.closest(".slot");
    if (slot) { activate(slot); return; }
    const pick = e.target.closest(".pick");
    if (pick) {
      let target = active();
      const max = Number(target.dataset.max);
      if (cardsOf(target).length >= max) {
        const next = slots().find((s) => cardsOf(s).length < Number(s.dataset.max));
        if (!next) return;
        activate(next); target = next;
      }
      setCards(target, [...cardsOf(target), pick.dataset.card]);
      if (cardsOf(target).length >= max) {
        const next = slots().find((s) => cardsOf(s).length < Number(s.dataset.max));
        if (next) activate(next);
      }
      changed();
    }
    if (e.target.closest(".clear-all")) { form.querySelectorAll(".slot").forEach((s) => setCards(s, [])); activate(slots()[0]); changed(); }
    if (e.target.closest(".add-slot")) {
      const last = slots()[slots().length - 1];
      const copy = last.cloneNode(true);
      const index = slots().length;
      copy.querySelector("input").name = copy.querySelector("input").name.replace(/\.\d+$/, "." + index);
      copy.querySelector(".slot-label").firstChild.textContent = copy.querySelector(".slot-label").firstChild.textContent.replace(/\d+ $/, (index + 1) + " ");
      copy.setAttribute("aria-label", copy.getAttribute("aria-label").replace(/\d+$/, String(index + 1)));
      setCards(copy, []);
      last.after(copy);
      activate(copy);
    }
  });
})();
