// Live hints in the games' entry forms: sums, "the other side has the rest", keypads. Each is a widget
// (forms.js) that a template names with data-widget="…"; it reads its numbers from the element's data-
// attributes and works inside its own form, so it runs the same on the page and in a fragment htmx swaps in.
"use strict";

(function (widget) {
  const number = (input) => Number(input.value) || 0;
  const sumOf = (inputs) => Array.from(inputs).reduce((sum, input) => sum + number(input), 0);
  // Where a widget writes its sum: the [data-sum] element in it, or else in its form.
  const sumOutput = (box) => box.querySelector("[data-sum]") || box.closest("form").querySelector("[data-sum]");

  // Oh Hell, Bourré: "n of m tricks entered" under the tricks each player took, and how many are off.
  widget("tricks-sum", (box) => {
    const out = sumOutput(box);
    function show() {
      const total = sumOf(box.querySelectorAll("input[type=number]")), cards = Number(box.dataset.total);
      out.textContent = total + " of " + cards + " tricks entered" + (total === cards ? "" : total < cards ? ": " + (cards - total) + " to place" : ": " + (total - cards) + " too many");
      out.classList.toggle("off", total !== cards);
    }
    box.addEventListener("input", show, true);  // capture: a field's own input events do not always bubble
    show();
  });

  // Malilla: one team's points, the other has the rest of the deck; who scores what.
  widget("malilla-outcome", (out) => {
    const form = out.closest("form"), input = form.querySelector("input[name=points]");
    const record = form.querySelector("#ml-record");
    const total = Number(out.dataset.total), half = Number(out.dataset.half), names = out.dataset.names.split("|");
    const first = out.textContent;
    function show() {
      const checked = form.querySelector("input[name=side]:checked");
      const value = input.value === "" ? null : Number(input.value);
      if (value === null || !checked || value < 0 || value > total) { out.textContent = first; record.textContent = "Record the points"; return; }
      const side = Number(checked.value), rest = total - value;
      const mine = names[side], theirs = names[1 - side];
      const verdict = value === rest ? "a tie: nobody scores" : (value > rest ? mine + " score " + (value - half) : theirs + " score " + (rest - half));
      out.textContent = mine + " " + value + " · " + theirs + " " + rest + " · " + verdict;
      record.textContent = "Record " + value + "–" + rest;
    }
    input.addEventListener("input", show);
    form.querySelectorAll("input[name=side]").forEach((r) => r.addEventListener("change", show));
    show();
  });

  // Briscola, two columns: the other side's card points.
  widget("briscola-other", (out) => {
    const form = out.closest("form"), input = form.querySelector("input[name=points]");
    const total = Number(out.dataset.total), names = out.dataset.names.split("|");
    function show() {
      const side = form.querySelector("input[name=side]:checked"), taken = Number(input.value);
      if (!side || input.value === "" || taken < 0 || taken > total) { out.textContent = ""; return; }
      out.textContent = names[1 - Number(side.value)] + " " + (total - taken);
    }
    input.addEventListener("input", show);
    form.querySelectorAll("input[name=side]").forEach((r) => r.addEventListener("change", show));
    show();
  });

  // Twenty-nine: the defenders' points and whether the contract is made.
  widget("twenty-nine-outcome", (out) => {
    const input = out.closest("form").querySelector("input[name=points]"), d = out.dataset;
    function show() {
      const taken = Number(input.value);
      if (input.value === "" || taken < 0 || taken > Number(d.total)) { out.textContent = ""; return; }
      out.textContent = d.defenders + " " + (Number(d.total) - taken) + " · " + (taken >= Number(d.contract) ? "made: +1" : "down: −1");
    }
    input.addEventListener("input", show);
    show();
  });

  // Cramps: a whole hand's tricks and queens must add up to 10.
  widget("cramps-hand", (box) => {
    const details = box.closest("details"), out = sumOutput(box);
    // Closed, the whole-hand fields are left out of a trick's tap.
    function toggle() { box.querySelectorAll("input").forEach((i) => { i.disabled = !details.open; }); }
    function show() {
      const tricks = sumOf(box.querySelectorAll(".cr-points")), queens = sumOf(box.querySelectorAll(".stepper input"));
      const d = box.dataset, hand = tricks + queens * Number(d.queenValue);
      out.textContent = "Tricks " + tricks + " of " + d.worth + " · queens " + queens + " of " + d.queens + " · the hand adds up to " + hand + (hand === 10 ? " ✓" : ", not 10");
    }
    details.addEventListener("toggle", toggle);
    box.addEventListener("input", show);
    toggle();
    show();
  });

  // Pickle: the card points together, at most the deck's; Enter moves to the next number still to fill.
  widget("pickle-points", (box) => {
    const inputs = Array.from(box.querySelectorAll("input[type=number]"));
    const total = box.closest("form").querySelector("#pk-total"), most = Number(box.dataset.most), hint = total.textContent;
    function show() {
      const sum = sumOf(inputs);
      total.textContent = inputs.some((i) => i.value !== "" && !i.readOnly) ? "Together " + sum + " of at most " + most + "." : hint;
      total.classList.toggle("error", sum > most);
    }
    inputs.forEach((input, index) => input.addEventListener("keydown", (event) => {
      // From the last, Enter records.
      if (event.key !== "Enter") return;
      const next = inputs.slice(index + 1).find((i) => !i.readOnly);
      if (next) { event.preventDefault(); next.focus(); }
    }));
    box.addEventListener("input", show);
    show();
  });

  // Pickle: tricks per player; when one row is left, it is filled with the rest; is the bid made?
  widget("pickle-tricks", (box) => {
    const out = sumOutput(box);
    const rows = Array.from(box.querySelectorAll(".pk-counts"));
    const total = Number(box.dataset.total), bid = Number(box.dataset.bid), bidders = Number(box.dataset.bidders);
    let filled = null;  // the row filled in with the rest, redone when another row changes
    const value = (row) => { const on = row.querySelector("input:checked"); return on ? Number(on.value) : null; };
    function show() {
      const taken = rows.map(value);
      const sum = taken.reduce((a, b) => a + (b || 0), 0);
      let text = sum + " of " + total + " tricks";
      if (taken[bidders] !== null) text += " · " + (taken[bidders] >= bid ? "the bid is made" : "the bid fails");
      out.textContent = text;
    }
    box.addEventListener("change", (event) => {
      const row = event.target.closest(".pk-counts");
      if (row !== filled) {
        const open = rows.filter((r) => r !== row && (value(r) === null || r === filled));
        if (open.length === 1) {
          const rest = total - rows.filter((r) => r !== open[0]).reduce((a, r) => a + (value(r) || 0), 0);
          const chip = open[0].querySelector("input[value='" + rest + "']");
          if (chip) { chip.checked = true; filled = open[0]; }
          else { open[0].querySelectorAll("input").forEach((i) => { i.checked = false; }); }
        }
      } else {
        filled = null;  // tapped by hand: no longer filled in
      }
      show();
    });
    show();
  });

  // Calypso: every card dealt accounted for (piles, calypsos, the one being built), and the tricks that makes.
  widget("calypso-tally", (out) => {
    const form = out.closest("form"), box = out.closest("[data-dealt]");
    const sides = JSON.parse(out.dataset.sides), names = JSON.parse(out.dataset.names), before = JSON.parse(out.dataset.held);
    const dealt = Number(box.dataset.dealt), undealt = Number(box.dataset.undealt);
    function chosen(name) {
      const input = form.querySelector(`input[name="${name}"]:checked:not(:disabled)`);
      return input ? Number(input.value) : 0;
    }
    function building(seat) {
      const cards = form.querySelector(`input[name="cards.${seat}"]`);
      if (cards && !cards.closest("fieldset").disabled) return cards.value.split(/[\s,]+/).filter(Boolean).length;
      return chosen(`incomplete.${seat}`);
    }
    function show() {
      const held = sides.map((seats, side) => {
        const pile = number(form.querySelector(`input[name="won.${side}"]`));
        return pile + seats.reduce((sum, seat) => sum + 13 * chosen(`calypsos.${seat}`) + building(seat), 0);
      });
      const counted = held.reduce((a, b) => a + b, 0);
      const tricks = held.map((h, side) => (h - before[side]) % 4 ? null : (h - before[side]) / 4);
      if (counted === dealt) {
        out.textContent = `All ${dealt + undealt} accounted for: ${counted} counted + ${undealt} not dealt ✓` +
          (tricks.every((t) => t !== null && t >= 0) ? ` · ${out.dataset.span}: ${names[0]} ${tricks[0]} tricks, ${names[1]} ${tricks[1]}` : "");
      } else {
        const off = dealt - counted;
        out.textContent = `${counted} counted of the ${dealt} dealt: ${Math.abs(off)} ${off > 0 ? "missing" : "too many"}`;
      }
    }
    form.addEventListener("input", show);
    form.addEventListener("change", show);
    show();
  });

  // Belote: the takers' card points on a keypad (no phone keyboard over the form); the defenders have the rest.
  widget("belote-points", (input) => {
    const form = input.form, pad = form.querySelector(".bl-keypad");
    const rest = form.querySelector("#bl-rest"), record = form.querySelector("#bl-record");
    const total = Number(rest.dataset.total);
    function show() {
      const value = input.value === "" ? null : Number(input.value);
      const ok = value !== null && value >= 0 && value <= total;
      rest.textContent = ok ? rest.dataset.other + ": " + (total - value) : rest.dataset.other + " have the rest of " + total + ".";
      record.textContent = ok ? "Record " + value + "–" + (total - value) : "Record the card points";
    }
    pad.hidden = false;
    input.setAttribute("inputmode", "none");  // the keypad replaces the phone keyboard
    pad.addEventListener("click", (event) => {
      const key = event.target.closest("button")?.dataset.key;
      if (!key) return;
      if (key === "C") input.value = "";
      else if (key === "⌫") input.value = input.value.slice(0, -1);
      else if (input.value.length < 3) input.value = String(Number(input.value + key));
      show();
    });
    input.addEventListener("input", show);
    show();
  });

  // Belote declarations: a four needs no card; a run of n cannot be to a card with fewer than n cards below it.
  widget("belote-declaration", (box) => {
    function fit() {
      const what = (box.querySelector("input[name^='what.']:checked") || {}).value || "";
      const length = what.startsWith("run") ? Number(what.slice(3)) : 0;
      const cards = box.querySelector(".bl-cards");
      cards.hidden = what.startsWith("four");
      box.querySelector(".bl-cards-hint").hidden = cards.hidden;
      cards.querySelectorAll("input").forEach((i) => {
        i.disabled = cards.hidden || (length > 0 && Number(i.dataset.place) + length > 8);
        if (i.disabled) i.checked = false;
      });
    }
    box.addEventListener("change", fit);
    fit();
  });
})(window.Scorekeeper.widget);
