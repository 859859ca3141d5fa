// The theme of every page: light, dark, or "auto" (as the device is set), one choice for this browser.
// Loaded in <head> without `defer` (base.html), so the kept theme applies before the first paint and a dark
// page never flashes light (the CSP forbids inline scripts). With no choice kept no attribute is set and
// app.css follows the device (prefers-color-scheme); "light" or "dark" is <html data-theme>, which only
// switches app.css's color-scheme (each colour is written once, as light-dark(light, dark)).
// The switch (templates/_macros.html theme_toggle, any [data-theme-toggle]: on the board, the play page and
// the table page, home and the calculators) cycles auto → light → dark; its words and aria-label say the theme
// in force and the next.
// A choice made in another tab, or before going back to a page kept by the browser, is picked up too.
(function () {
  var KEY = "scorekeeper-theme";
  var THEMES = ["auto", "light", "dark"];
  var WORDS = { auto: "as the device", light: "light", dark: "dark" };
  var root = document.documentElement;

  function kept() {
    try {
      var theme = window.localStorage.getItem(KEY);
      return theme === "light" || theme === "dark" ? theme : "auto";
    } catch (e) {
      return "auto"; // storage refused (private mode, blocked cookies): follow the device
    }
  }

  function current() {
    return root.dataset.theme || "auto";
  }

  function next(theme) {
    return THEMES[(THEMES.indexOf(theme) + 1) % THEMES.length];
  }

  // The word the switch shows: "Auto", "Light", "Dark".
  function word(theme) {
    return theme.charAt(0).toUpperCase() + theme.slice(1);
  }

  // The switch's name starts with the word it shows, as a voice-control user would say it.
  function name(theme) {
    return theme === "auto" ? word(theme) + ", " + WORDS.auto : word(theme);
  }

  function show(theme) {
    if (theme === "auto") delete root.dataset.theme;
    else root.dataset.theme = theme;
    var buttons = document.querySelectorAll("[data-theme-toggle]");
    for (var i = 0; i < buttons.length; i += 1) {
      var text = buttons[i].querySelector(".theme-toggle-text");
      if (text) text.textContent = word(theme);
      buttons[i].setAttribute("aria-label", "Theme: " + name(theme) + " (tap for " + WORDS[next(theme)] + ")");
    }
  }

  function choose(theme) {
    try {
      if (theme === "auto") window.localStorage.removeItem(KEY);
      else window.localStorage.setItem(KEY, theme);
    } catch (e) {
      // storage refused: the choice holds for this page only
    }
    show(theme);
  }

  show(kept()); // before the first paint: <body> and the switch are not there yet, only <html> is set

  document.addEventListener("DOMContentLoaded", function () {
    show(current());
    document.addEventListener("click", function (event) {
      var button = event.target.closest && event.target.closest("[data-theme-toggle]");
      if (button) choose(next(current()));
    });
  });
  window.addEventListener("storage", function (event) {
    if (event.key === KEY || event.key === null) show(kept());
  });
  window.addEventListener("pageshow", function (event) {
    if (event.persisted) show(kept());
  });
})();
