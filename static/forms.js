// Behaviour the templates ask for with data- attributes, since the Content-Security-Policy allows scripts
// only from the app's own files: no onclick=, no inline <script>. One listener per kind of event on the
// document serves every form, including the ones htmx swaps in later.
//
//   <button data-step="up|down">          the stepper's − and + (the number input is its neighbour)
//   <button data-print>                   prints the page
//   <button data-clear="selector">        before submitting, empties the form's fields that match
//                                         (text and numbers emptied, boxes and radios unticked)
//   <input type=radio data-mode-switch>   enables the form's [data-mode] fields of the chosen value only
//   <input data-press="id">               choosing it presses that button (one tap records)
//   <input data-keypad>                   a keypad of digits under it instead of the phone's keyboard
//   <el data-enter-next>                  Enter in a number field moves to the next one still to fill
//   <details data-fields-when-open>       its fields are sent only while it is open
//   <el role="button" tabindex="0">       Enter or Space presses it, as they press a real button
//
// What the rules make of a form as it is filled in is the server's to say (play.preview, _macros.html preview):
// no game's arithmetic is done here.
//
// Keyboard use: after an htmx swap of the play area the focus goes to the new form's first field at fault,
// else its first field, so that a keyboard user goes on typing without tabbing from the top of the page.
// Only when the last entry was made by keyboard: on a phone, focusing a field would pop up its keyboard.
"use strict";

(function () {
  const started = new WeakSet();
  let keyboard = false;  // whether the latest input came from keys (see the keydown and pointerdown listeners)

  function stepper(button) {
    const up = button.dataset.step === "up";
    const input = up ? button.previousElementSibling : button.nextElementSibling;
    if (up) input.stepUp(); else input.stepDown();
    input.dispatchEvent(new Event("input", { bubbles: true }));
  }

  function clear(button) {
    button.form.querySelectorAll(button.dataset.clear).forEach((field) => {
      if (field.type === "checkbox" || field.type === "radio") field.checked = false;
      else field.value = "";
    });
  }

  function switchMode(radio) {
    const form = radio.form;
    form.querySelectorAll("[data-mode]").forEach((part) => { part.disabled = part.dataset.mode !== radio.value; });
    // Hints that add up what is entered, and the card grid, look again at the fields now in use.
    form.dispatchEvent(new Event("input"));
    form.dispatchEvent(new Event("change"));
  }

  // The keypad under a [data-keypad] field: digits, delete and clear, three digits at most.
  const KEYS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "⌫", "0", "C"];
  function keypad(input) {
    const pad = document.createElement("div");
    pad.className = "keypad";
    for (const key of KEYS) {
      const button = document.createElement("button");
      button.type = "button";
      button.dataset.key = key;
      button.textContent = key;
      button.setAttribute("aria-label", { "⌫": "delete", C: "clear" }[key] || key);
      pad.append(button);
    }
    input.setAttribute("inputmode", "none");  // the keypad replaces the phone keyboard
    input.after(pad);
  }
  function press(button) {
    const input = button.closest(".keypad").previousElementSibling, key = button.dataset.key;
    if (key === "C") input.value = "";
    else if (key === "⌫") input.value = input.value.slice(0, -1);
    else if (input.value.length < 3) input.value = String(Number(input.value + key));
    input.dispatchEvent(new Event("input", { bubbles: true }));
  }

  // A closed <details data-fields-when-open> keeps its fields out of what the form sends.
  function fieldsWhenOpen(details) {
    details.querySelectorAll("input, select, textarea").forEach((field) => { field.disabled = !details.open; });
  }
  document.addEventListener("toggle", (event) => {
    if (event.target.matches?.("details[data-fields-when-open]")) fieldsWhenOpen(event.target);
  }, true);  // toggle does not bubble

  document.addEventListener("click", (event) => {
    const button = event.target.closest("button");
    if (!button) return;
    if (button.dataset.key && button.closest(".keypad")) press(button);
    else if (button.dataset.step) stepper(button);
    else if ("print" in button.dataset) window.print();
    else if (button.dataset.clear && button.form) clear(button);
  });

  document.addEventListener("keydown", (event) => {
    keyboard = true;
    const el = event.target;
    const group = event.key === "Enter" && el.matches?.("input[type=number]") && el.closest("[data-enter-next]");
    if (group) {  // from the last, Enter records
      const inputs = Array.from(group.querySelectorAll("input[type=number]"));
      const next = inputs.slice(inputs.indexOf(el) + 1).find((i) => !i.readOnly && !i.disabled);
      if (next) { event.preventDefault(); next.focus(); }
    }
    if ((event.key === "Enter" || event.key === " ") && el.matches?.("[role=button]:not(button)")) {
      event.preventDefault();
      el.click();
    }
  });
  document.addEventListener("pointerdown", () => { keyboard = false; });

  // The control a keyboard user wants next in a freshly swapped form: a field at fault, else the first field.
  function focusFirst(root) {
    // A field to type in before a button (the tricks form's first number, not its "−"); buttons else (bids).
    const fields = "input:not([type=hidden]):not([tabindex='-1']), select, textarea";
    const usable = (el) => !el.disabled && el.getClientRects().length && !el.closest("fieldset:disabled");
    const fault = Array.from(root.querySelectorAll("[aria-invalid=true]")).find(usable);
    const form = root.querySelector("form[hx-post]");
    const first = form && (Array.from(form.querySelectorAll(fields)).find(usable)
      || Array.from(form.querySelectorAll("button:not([tabindex='-1'])")).find(usable));
    (fault || first)?.focus();
  }
  document.addEventListener("htmx:afterSettle", () => {
    const play = document.getElementById("play");
    const lost = !document.activeElement || document.activeElement === document.body;  // swapped away
    if (keyboard && play && lost) focusFirst(play);
  });

  document.addEventListener("change", (event) => {
    const input = event.target;
    if ("modeSwitch" in input.dataset && input.checked) switchMode(input);
    if (input.dataset.press && input.checked) document.getElementById(input.dataset.press)?.click();
  });

  function start(root) {
    // A radio ticked before this script ran (a quick tap while the page loads, or the browser restoring a
    // form on Back) never sent its change event: make the form's parts agree with the ticked radio.
    if (!root.querySelectorAll) return;
    root.querySelectorAll("input[data-mode-switch]:checked").forEach(switchMode);
    root.querySelectorAll("details[data-fields-when-open]").forEach(fieldsWhenOpen);
    for (const input of root.querySelectorAll("input[data-keypad]")) {
      if (!started.has(input)) { started.add(input); keypad(input); }
    }
  }

  if (window.htmx) htmx.onLoad(start);  // the page itself, then every fragment htmx swaps in
  document.addEventListener("DOMContentLoaded", () => start(document));
})();
