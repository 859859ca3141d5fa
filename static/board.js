// Shows whether the scoreboard's live connection is up; htmx-ext-sse reconnects by itself.
document.addEventListener("htmx:sseOpen", () => setStatus("live", "live"));
document.addEventListener("htmx:sseError", () => setStatus("down", "reconnecting…"));
function setStatus(cls, text) {
  const el = document.getElementById("live-status");
  if (!el) return;
  el.className = "live-status " + cls;
  el.textContent = text;
}
