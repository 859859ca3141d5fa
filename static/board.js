// The scoreboard's live connection: shows whether it is up (htmx-ext-sse reconnects by itself), and keeps the
// board in step with the log. The stream's first event, "update", carries the latest entry's number: a board
// showing an older one fetches its whole body (the hx-get on #board). After each entry a "board" event
// carries what changed (web/board_versions.py): the new frame and the sheet's rows from the first that
// changed; a board showing the version it was made from keeps its rows above that and takes the rest, any
// other board fetches the whole body. After every swap the board also compares the number it shows with the
// latest one announced and fetches again if it is behind (two entries close together).
let latestSeq = 0;
const ROWS_MARKER = "<!--rows-->";

document.addEventListener("htmx:sseOpen", (event) => {
  setStatus("live", "live");
  const source = event.detail && event.detail.source;
  if (source && !source.scorekeeperWatched) {
    source.scorekeeperWatched = true;
    source.addEventListener("update", (message) => {
      latestSeq = Math.max(latestSeq, Number(message.data) || 0);
    });
    source.addEventListener("board", (message) => applyPatch(JSON.parse(message.data)));
  }
});

function applyPatch(patch) {
  latestSeq = Math.max(latestSeq, patch.seq);
  const board = document.getElementById("board");
  if (!board) return;
  if (Number(board.dataset.seq) !== patch.base) {
    htmx.trigger(board, "sse:update");
    return;
  }
  const kept = [...board.querySelectorAll(".board-sheet tr[data-row]")]
    .filter((row) => Number(row.dataset.row) < patch.keep)
    .map((row) => row.outerHTML)
    .join("");
  const html = patch.frame.replace(ROWS_MARKER, kept + patch.rows.join(""));
  htmx.swap(board, html, { swapStyle: "outerHTML" });
}
// A board whose stream is down says since when (a wall tablet is read from across the room, minutes later).
let downSince = null;
document.addEventListener("htmx:sseError", () => {
  downSince = downSince || new Date();
  const since = downSince.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
  setStatus("down", `offline since ${since} · reconnecting…`);
});
document.addEventListener("htmx:sseOpen", () => { downSince = null; });
document.addEventListener("htmx:afterSettle", catchUp);
document.addEventListener("htmx:afterSettle", refreshChart);

// The chart under the board is not part of what is pushed: redrawn after each change while it is open.
let chartSeq = null;
function refreshChart(event) {
  const board = document.getElementById("board");
  const chart = document.getElementById("board-chart");
  if (!board || !chart || !chart.open || event.target !== board) return;
  if (chartSeq !== null && chartSeq !== board.dataset.seq) htmx.trigger(chart, "chart-refresh");
  chartSeq = board.dataset.seq;
}

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

// --- The table's board (/t/<token>/board): follows the table to its next game or rematch ---
// Twice a second it asks which game the table is on; when that is another game, the page is loaded again
// (it then shows that game, big mode kept by the address).
function followTable() {
  const follow = document.getElementById("follow-table");
  if (!follow) return;
  setInterval(async () => {
    try {
      const answer = await fetch(follow.dataset.follow, { cache: "no-store" });
      const current = (await answer.json()).game;
      if (current !== null && String(current) !== follow.dataset.game) location.reload();
    } catch (error) {
      // No answer: the stream's status already says the board is offline; ask again shortly.
    }
  }, 500);
}
document.addEventListener("DOMContentLoaded", followTable);

// --- Big-board mode (the control above the board; the theme switch beside it is theme.js's) ---
function isBig() {
  return document.body.classList.contains("big-board");
}

// Big mode on or off without a reload: the class on <body> (outside the swapped fragment), the address
// (so a bookmark keeps it), the control's words; full screen when asked by a tap, where the browser can.
function setBig(on, fromTap) {
  document.body.classList.toggle("big-board", on);
  const url = new URL(window.location.href);
  if (on) url.searchParams.set("big", "1");
  else url.searchParams.delete("big");
  history.replaceState(history.state, "", url);
  const control = document.getElementById("big-toggle");
  if (control) {
    control.setAttribute("aria-pressed", String(on));
    control.href = url.pathname + (on ? "" : "?big=1");
    control.querySelector(".board-tool-text").textContent = on ? "Leave big board" : "Big board";
  }
  const root = document.documentElement;
  if (on && fromTap && root.requestFullscreen && !document.fullscreenElement) {
    root.requestFullscreen().catch(() => {}); // refused (an iPhone, an embedded view): big mode all the same
  } else if (!on && document.fullscreenElement && document.exitFullscreen) {
    document.exitFullscreen().catch(() => {});
  }
  fitBoard();
}

// In big mode: a total wider than its card (a long negative score among many players) is shrunk until it
// fits, and the game's score device (a picture: pegboard, chalkboard, sixes, mats) is shrunk to the
// height left under the totals and the deal, so the board never scrolls.
function fitBoard() {
  fitTotals();
  fitDevice();
}

function fitDevice() {
  const device = document.querySelector(".board > section:has(svg)");
  if (!device) return;
  // A picture filling its width keeps its proportions by its height: cap the height of every picture
  // (its viewBox scales the drawing into the box) by what still overflows, a few rounds at most.
  const pictures = [...device.querySelectorAll("svg")];
  pictures.forEach((svg) => { svg.style.maxHeight = ""; });
  if (!isBig()) return;
  const page = document.scrollingElement || document.documentElement;
  for (let round = 0; round < 6; round += 1) {
    const over = page.scrollHeight - window.innerHeight;
    if (over <= 0) return;
    let shrunk = false;
    pictures.forEach((svg) => {
      const height = svg.getBoundingClientRect().height;  // 0 for the picture not shown (standing board)
      const wanted = Math.max(60, height - over - 2);
      if (height > 0 && wanted < height) {
        svg.style.maxHeight = `${wanted}px`;
        shrunk = true;
      }
    });
    if (!shrunk) return;
  }
}

function fitTotals() {
  document.querySelectorAll(".total-card .points").forEach((el) => {
    el.style.fontSize = "";
    if (!isBig()) return;
    let size = parseFloat(getComputedStyle(el).fontSize);
    while (el.scrollWidth > el.clientWidth && size > 24) {
      size -= 4;
      el.style.fontSize = `${size}px`;
    }
  });
}

document.addEventListener("DOMContentLoaded", () => {
  const bigControl = document.getElementById("big-toggle");
  if (bigControl) {
    bigControl.addEventListener("click", (event) => {
      event.preventDefault();
      setBig(!isBig(), true);
    });
  }
  fitBoard();
});
document.addEventListener("keydown", (event) => {
  if (event.key === "Escape" && isBig()) setBig(false, false);
});
// Esc in full screen is taken by the browser to leave full screen: leave big mode with it.
document.addEventListener("fullscreenchange", () => {
  if (!document.fullscreenElement && isBig()) setBig(false, false);
});
document.addEventListener("htmx:afterSettle", fitBoard);
window.addEventListener("resize", fitBoard);
