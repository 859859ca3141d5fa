// The scoreboard's theme, applied before the first paint: this file is loaded in <head>
// without `defer`, so the page never flashes light before turning dark (the CSP forbids inline scripts).
// The theme chosen on one board ("light" or "dark") is kept in this browser's localStorage for every board;
// with no choice kept ("auto") no attribute is set and app.css follows the device (prefers-color-scheme).
// (Big-board mode needs no script here: the server renders it from `?big=1` as a class on <body>.)
(function () {
  var root = document.documentElement;
  var theme = null;
  try {
    theme = window.localStorage.getItem("scorekeeper-theme");
  } catch (e) {
    theme = null; // storage refused (private mode, blocked cookies): follow the device
  }
  if (theme === "light" || theme === "dark") root.dataset.theme = theme;
})();
