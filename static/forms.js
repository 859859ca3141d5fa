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
//   <el data-widget="name">               runs the widget registered as `name` (games.js) once per element
//   <el role="button" tabindex="0">       Enter or Space presses it, as they press a real button
//
// Keyboard use: after an htmx swap of the play area the focus goes to the new form's first field at fault,
// else its first field, so that a keyboard user goes on typing without tabbing from the top of the page.
// Only when the last entry was made by keyboard: on a phone, focusing a field would pop up its keyboard.
"use strict";

window.Scorekeeper = (function () {
  const widgets = {};
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

  document.addEventListener("click", (event) => {
    const button = event.target.closest("button");
    if (!button) return;
    if (button.dataset.step) stepper(button);
    else if ("print" in button.dataset) window.print();
    else if (button.dataset.clear && button.form) clear(button);
  });

  document.addEventListener("keydown", (event) => {
    keyboard = true;
    const el = event.target;
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
    if (root.querySelectorAll) root.querySelectorAll("input[data-mode-switch]:checked").forEach(switchMode);
    const found = Array.from(root.querySelectorAll ? root.querySelectorAll("[data-widget]") : []);
    if (root.dataset?.widget) found.unshift(root);
    for (const element of found) {
      if (started.has(element)) continue;
      started.add(element);
      for (const name of element.dataset.widget.split(" ")) {
        if (widgets[name]) widgets[name](element);
        else console.warn("Scorekeeper: no widget named", name);
      }
    }
  }

  if (window.htmx) htmx.onLoad(start);  // the page itself, then every fragment htmx swaps in
  document.addEventListener("DOMContentLoaded", () => start(document));

  return {
    /** Register `setup(element)`, run for every element with data-widget="name". */
    widget(name, setup) { widgets[name] = setup; },
  };
})();
