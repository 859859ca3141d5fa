// The play page's outbox: no entry is lost when the Wi-Fi drops.
//
// Every entry the play page posts (an entry, undo, redo, a correction) carries a key made here
// (`entry_key`, a UUID). If the server cannot be reached (no network, a timeout, a proxy's 502-504 while it
// restarts) the entry goes into the outbox, kept in this browser's IndexedDB (idb-keyval) per game, and is
// sent again, in order and with the same key, until the server answers: the key makes a repeat harmless (the
// server stores an entry once and answers a repeat as the first time). While entries wait, the form is held
// (the next form comes from the server once it has the entry) and the status line says where the phone
// stands: "Offline — 2 entries waiting", "Sending…", "Sent". An entry the server refuses when it finally
// gets it (another phone changed the game meanwhile, or the rules refuse it) stays in the outbox, shown
// with the server's sentence, until the scorer dismisses it: it is never dropped by itself.
//
// The page also follows the game's live stream (the scoreboard's): when another phone records an entry,
// this page fetches the game again, at once if its form is untouched, else after a tap on "Show it" (what
// the scorer was typing is not thrown away).
"use strict";

(function () {
  const box = document.getElementById("outbox");
  if (!box || !window.idbKeyval || !window.htmx) return;
  const store = window.idbKeyval;
  const storeKey = "outbox:" + box.dataset.game;
  const statusLine = document.getElementById("sync-status");
  const ENTRY_PATH = /\/(entries|undo|redo|entries\/\d+\/correct)$/;
  const RETRY_MS = [1000, 2000, 4000, 8000, 15000];
  let queue = [];
  let sending = false;
  let retries = 0;
  let retryTimer = null;
  let sentTimer = null;

  htmx.config.timeout = 10000;  // a request lost in a dead network is given up (and queued) after 10 s

  // --- The outbox, kept in IndexedDB -----------------------------------------------------------------

  async function load() {
    queue = (await store.get(storeKey)) || [];
  }

  async function save() {
    if (queue.length) await store.set(storeKey, queue);
    else await store.del(storeKey);
  }

  function waiting() {
    return queue.filter((item) => !item.refused);
  }

  async function enqueue(item) {
    if (queue.some((queued) => queued.key === item.key)) return;  // the same entry, failed twice
    queue.push(item);
    await save();
    show();
    scheduleSend(0);
  }

  // --- Taking entries in ----------------------------------------------------------------------------

  function isEntry(detail) {
    return detail.verb === "post" && ENTRY_PATH.test(new URL(detail.path, location.href).pathname);
  }

  // Each entry gets its key when it is sent; while older entries wait, a new one waits behind them.
  document.body.addEventListener("htmx:configRequest", (event) => {
    const detail = event.detail;
    if (!isEntry(detail)) return;
    const key = crypto.randomUUID();
    detail.parameters.entry_key = key;
    const fields = [];
    for (const [name, value] of detail.formData.entries()) fields.push([name, String(value)]);
    const item = {
      key,
      url: new URL(detail.path, location.href).pathname,
      fields,
      title: phaseTitle(),
      at: new Date().toISOString(),
    };
    detail.elt.scorekeeperEntry = item;
    if (waiting().length || !navigator.onLine) {
      event.preventDefault();
      enqueue(item);
    }
  });

  function queueFailed(event) {
    const item = event.detail.elt && event.detail.elt.scorekeeperEntry;
    if (item && isEntry(event.detail.requestConfig || event.detail)) enqueue(item);
  }
  document.body.addEventListener("htmx:sendError", queueFailed);
  document.body.addEventListener("htmx:timeout", queueFailed);
  document.body.addEventListener("htmx:beforeSwap", (event) => {
    const status = event.detail.xhr.status;
    const item = event.detail.elt && event.detail.elt.scorekeeperEntry;
    if (item && status >= 502 && status <= 504) {  // a proxy answering for a server that is down
      event.detail.shouldSwap = false;
      event.detail.isError = false;
      enqueue(item);
    }
  });

  function phaseTitle() {
    const title = document.querySelector("#play .phase-title");
    return title ? title.textContent.trim() : "Entry";
  }

  // --- Sending, in order ----------------------------------------------------------------------------

  function scheduleSend(delay) {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(send, delay);
  }

  async function send() {
    if (sending) return;
    sending = true;
    let lastPage = null;
    try {
      while (waiting().length) {
        const item = waiting()[0];
        show("sending");
        const answer = await post(item);
        if (answer.kind === "unreachable") {
          retries += 1;
          scheduleSend(RETRY_MS[Math.min(retries - 1, RETRY_MS.length - 1)]);
          break;
        }
        retries = 0;
        if (answer.kind === "refused") {
          item.refused = answer.sentence;
          await save();
          lastPage = answer.page;
          break;  // what follows was made after it: it waits for the scorer's review
        }
        queue = queue.filter((queued) => queued !== item);
        await save();
        lastPage = answer.page;
        if (!waiting().length) sent();
      }
    } finally {
      sending = false;
    }
    if (lastPage) swapPlay(lastPage);
    show();
  }

  async function post(item) {
    let response;
    try {
      response = await fetch(item.url, {
        method: "POST",
        body: new URLSearchParams(item.fields.concat([["entry_key", item.key]])),
        headers: { "HX-Request": "true", "X-CSRFToken": csrfToken() },
        credentials: "same-origin",
      });
    } catch (error) {
      return { kind: "unreachable" };
    }
    if (response.status >= 500) return { kind: "unreachable" };
    const page = await response.text();
    const refusedStatus = response.headers.get("Scorekeeper-Refused");
    if (refusedStatus || !response.ok) {
      return { kind: "refused", sentence: refusal(page, response.status), page: response.ok ? page : null };
    }
    return { kind: "stored", page };
  }

  function refusal(page, status) {
    const html = new DOMParser().parseFromString(page, "text/html");
    const said = [...html.querySelectorAll("[role=alert], .error")]
      .map((el) => el.textContent.trim())
      .filter(Boolean);
    if (said.length) return [...new Set(said)].join(" ");
    return status === 403 ? "The server refused it: open the table's link again." : `The server refused it (${status}).`;
  }

  function csrfToken() {
    const headers = document.body.getAttribute("hx-headers");
    try {
      return JSON.parse(headers)["X-CSRFToken"] || "";
    } catch (error) {
      return "";
    }
  }

  function swapPlay(page) {
    const play = document.getElementById("play");
    if (play) htmx.swap(play, page, { swapStyle: "outerHTML" });
  }

  // --- Saying where the phone stands ----------------------------------------------------------------

  function plural(count) {
    return `${count} ${count === 1 ? "entry" : "entries"}`;
  }

  function show(state) {
    const left = waiting().length;
    const refused = queue.filter((item) => item.refused);
    let text = "";
    let kind = "";
    if (refused.length) {
      text = `${plural(refused.length)} not recorded: see below.` + (left ? ` ${plural(left)} waiting.` : "");
      kind = "refused";
    } else if (left) {
      text = state === "sending" ? `Sending ${plural(left)}…` : `Offline — ${plural(left)} waiting`;
      kind = "offline";
    }
    if (text) {
      clearTimeout(sentTimer);
      setStatus(text, kind);
    } else if (statusLine.dataset.kind !== "sent") {
      setStatus("", "");
    }
    drawQueue(refused);
    holdForm(left > 0);
  }

  function sent() {
    setStatus("Sent", "sent");
    clearTimeout(sentTimer);
    sentTimer = setTimeout(() => setStatus("", ""), 2500);
  }

  function setStatus(text, kind) {
    statusLine.textContent = text;
    statusLine.dataset.kind = kind;
    statusLine.hidden = !text;
  }

  // The entries waiting and those refused, listed above the form; a refused one has its sentence and a
  // button to dismiss it (once the scorer has entered it again, or decided it is not needed).
  function drawQueue() {
    const list = box.querySelector("ol");
    list.replaceChildren(
      ...queue.map((item) => {
        const li = document.createElement("li");
        li.className = item.refused ? "refused" : "waiting";
        const when = new Date(item.at).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
        const what = document.createElement("span");
        what.textContent = `${item.title} (${when}): ${item.refused ? "not recorded." : "waiting to be sent."}`;
        li.append(what);
        if (item.refused) {
          const why = document.createElement("p");
          why.className = "error";
          why.textContent = item.refused;
          const dismiss = document.createElement("button");
          dismiss.type = "button";
          dismiss.className = "dismiss";
          dismiss.textContent = "Dismiss";
          dismiss.addEventListener("click", () => dismissItem(item.key));
          li.append(why, dismiss);
        }
        return li;
      }),
    );
    box.hidden = !queue.length;
  }

  async function dismissItem(key) {
    const index = queue.findIndex((item) => item.key === key);
    if (index < 0) return;
    // What was made after a refused entry rests on it: those are shown for review too, and go with it.
    queue = queue.slice(0, index).concat(queue.slice(index + 1));
    await save();
    show();
    if (waiting().length) scheduleSend(0);
  }

  // While entries wait, the form on the page is the one they were made from: it is held until the server
  // answers with the next one (entering it again would record the hand twice).
  function holdForm(hold) {
    const form = document.getElementById("entry-form");
    if (!form) return;
    form.classList.toggle("held", hold);
    form.querySelectorAll("button, input, select, textarea").forEach((field) => {
      if (hold) {
        if (!field.disabled) field.dataset.heldByOutbox = "1";
        field.disabled = true;
      } else if (field.dataset.heldByOutbox) {
        field.disabled = false;
        delete field.dataset.heldByOutbox;
      }
    });
  }

  // --- Staying current when another phone enters --------------------------------------------------

  let touched = false;
  document.body.addEventListener("input", (event) => {
    if (event.target.closest("#entry-form")) touched = true;
  });
  document.body.addEventListener("htmx:afterSettle", (event) => {
    if (event.target.id === "play") {
      touched = false;
      hideNews();
      show();
    }
  });

  function shownSeq() {
    const field = document.querySelector("#play input[name=expected_seq]");
    return field ? Number(field.value) : Number(box.dataset.seq || 0);
  }

  function follow() {
    if (!box.dataset.stream || !window.EventSource) return;
    const source = new EventSource(box.dataset.stream);
    const onEntry = (message) => {
      const seq = Number(message.lastEventId || message.data);
      if (!(seq > shownSeq()) || sending || waiting().length) return;
      if (!touched) refresh();
      else showNews(seq);
    };
    source.addEventListener("update", onEntry);
    source.addEventListener("board", onEntry);
  }

  function refresh() {
    htmx.ajax("GET", box.dataset.page, { target: "#play", swap: "outerHTML" });
  }

  function showNews(seq) {
    const news = document.getElementById("sync-news");
    news.querySelector("span").textContent = `Another phone recorded entry ${seq}.`;
    news.hidden = false;
  }

  function hideNews() {
    const news = document.getElementById("sync-news");
    if (news) news.hidden = true;
  }

  document.getElementById("sync-news-show").addEventListener("click", refresh);

  // --- Start ------------------------------------------------------------------------------------------

  window.addEventListener("online", () => scheduleSend(0));
  load().then(() => {
    show();
    if (waiting().length) scheduleSend(0);
  });
  follow();
  if ("serviceWorker" in navigator && box.dataset.worker) {
    navigator.serviceWorker.register(box.dataset.worker, { scope: "/" }).catch(() => {});
  }
})();
