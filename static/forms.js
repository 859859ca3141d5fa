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
"use strict";

window.Scorekeeper = (function () {
  const widgets = {};
  const started = new WeakSet();

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
