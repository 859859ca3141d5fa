// The scoreboard's live connection: shows whether it is up (htmx-ext-sse reconnects by itself), and makes
// sure the board never stays behind the log. Each "update" event carries the latest entry's number; when
// two entries come close together, the second event can arrive while the board is being fetched and
// swapped (htmx drops the request queued on the element it replaces), so after every swap the board
// compares the number it shows with the latest one announced and fetches again if it is behind.
let latestSeq = 0;

document.addEventListener("htmx:sseOpen", (event) => {
  setStatus("live", "live");
  const source = event.detail && event.detail.source;
  if (source && !source.scorekeeperWatched) {
    source.scorekeeperWatched = true;
    source.addEventListener("update", (message) => {
      latestSeq = Math.max(latestSeq, Number(message.data) || 0);
    });
  }
});
document.addEventListener("htmx:sseError", () => setStatus("down", "reconnecting…"));
document.addEventListener("htmx:afterSettle", catchUp);

function catchUp() {
  const board = document.getElementById("board");
  if (board && Number(board.dataset.seq) < latestSeq) htmx.trigger(board, "sse:update");
}

function setStatus(cls, text) {
  const el = document.getElementById("live-status");
  if (!el) return;
  el.className = "live-status " + cls;
  el.textContent = text;
}
