// The play page's outbox: no entry is lost when the Wi-Fi drops.
//
// Every entry the play page posts (an entry, undo, redo, a correction) carries a key made here
// (`entry_key`, a UUID). If the server cannot be reached (no network, a timeout, a proxy's 502-504 while it
// restarts) the entry goes into the outbox, kept in this browser's IndexedDB (idb-keyval) per game, and is
// sent again, in order and with the same key, until the server answers: the key makes a repeat harmless (the
// server stores an entry once and answers a repeat as the first time). The status line says where the phone
// stands: "Offline — 2 entries waiting", "Sending…", "Sent".
//
// While entries wait, the table goes on: the phone's offline engine (scorekeeper.phone: the game's rules and
// the play page's own templates in Python, run by Pyodide in the browser) takes each entry as the server
// would, refuses what the rules refuse with the server's sentence, and draws the next form; the rows still
// to be sent are marked on the sheet. The engine starts from the game as the server last told this phone
// (offline.json, fetched after each entry and kept in IndexedDB) and the entries waiting. Where it cannot run
// (not yet fetched, a game keeping secrets, an old browser), the form an entry was made from is held until
// the server answers. An entry the server refuses when it finally
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
  const ENGINE_AFTER_MS = 3000;  // how long an entry waits before the offline engine is started for it
  let queue = [];
  let sending = false;
  let retries = 0;
  let retryTimer = null;
  let sentTimer = null;
  let engineLive = false;  // whether the page shown was drawn by the engine (then the form is not held)
  const specKey = "spec:" + box.dataset.game;

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
    if (!isEntry(detail)) {
      // Offline, the preview of a form as it is filled in (play.preview) has nobody to ask: not sent.
      if (!navigator.onLine && detail.verb === "post") event.preventDefault();
      return;
    }
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
      takeOffline(item);
    }
  });

  // An entry whose request fails (no network, a timeout, a proxy's 502-504 for a server that is down) waits.
  // Watched on the request itself: the element that sent it may be gone from the page by then (another
  // phone's entry swapped the page in), and its events then reach no listener.
  let inFlight = 0;
  document.body.addEventListener("htmx:beforeSend", (event) => {
    const item = event.detail.elt && event.detail.elt.scorekeeperEntry;
    const xhr = event.detail.xhr;
    if (!item || !isEntry(event.detail.requestConfig)) return;
    inFlight += 1;
    const failed = () => takeOffline(item);
    xhr.addEventListener("error", failed);
    xhr.addEventListener("timeout", failed);
    xhr.addEventListener("load", () => { if (xhr.status >= 502 && xhr.status <= 504) failed(); });
    xhr.addEventListener("loadend", () => { inFlight -= 1; });
  });
  document.body.addEventListener("htmx:beforeSwap", (event) => {
    const status = event.detail.xhr.status;
    if (event.detail.elt && event.detail.elt.scorekeeperEntry && status >= 502 && status <= 504) {
      event.detail.shouldSwap = false;  // the proxy's error page: the entry waits instead (above)
      event.detail.isError = false;
    }
  });

  function phaseTitle() {
    const title = document.querySelector("#play .phase-title");
    return title ? title.textContent.trim() : "Entry";
  }

  // --- The offline engine (static/engine-worker.js) ---------------------------------------------------

  // One at a time, in the order made: the engine takes each entry on the game the one before left.
  let taking = Promise.resolve();
  function takeOffline(item) {
    taking = taking.then(() => takeOfflineNow(item)).catch((error) => console.warn(error));
    return taking;
  }

  // An entry made while the server cannot be reached. The first one waits at once, its form held (a drop of
  // a few seconds needs nothing more), while the engine starts and draws the next form. Once the engine's
  // page is shown, it decides first: an entry it takes waits and the next form is shown; one it refuses is
  // shown again with the rules' sentence and does not wait. Without the engine, entries wait, form held.
  async function takeOfflineNow(item) {
    if (queue.some((queued) => queued.key === item.key)) return;  // the same entry, failed twice
    if (item.url.includes("/correct") || !engineLive) {  // a correction made offline waits, its form held
      await enqueue(item);
      // A drop of a few seconds shows only the status line: the engine is called on if the entry still waits.
      if (!item.url.includes("/correct")) setTimeout(drawFromEngine, ENGINE_AFTER_MS);
      return;
    }
    const answer = await askEngine(item);
    if (!answer) {
      engineLive = false;
      await enqueue(item);
      return;
    }
    swapPlay(answer.page, answer.pendingFrom);
    if (answer.taken) {
      item.words = answer.words;
      await enqueue(item);
    } else {
      show();
    }
  }

  // The engine's page for the game with the entries waiting, once it can draw it, unless the server has
  // answered meanwhile (nothing waits any more: its page is the one to show).
  async function drawFromEngine() {
    const answer = await askEngine(null);
    if (!answer || !waiting().length) return;
    waiting().forEach((item, index) => { item.words = answer.words[index] || item.words; });
    await save();
    engineLive = true;
    swapPlay(answer.page, answer.pendingFrom);
    show();
  }

  // The engine's answer for the game as this phone has it (the server's log as last fetched, the entries
  // waiting, and ``item`` if given); null where it cannot run: no copy of the game, a game keeping secrets,
  // the entries waiting made on a newer game than the copy, or the engine failing to start.
  async function askEngine(item) {
    const spec = await store.get(specKey);
    if (!spec || !spec.offline || !box.dataset.engine || !window.Worker) {
      box.dataset.engineState = "unavailable";
      return null;
    }
    box.dataset.engineState = "asked";
    const answer = await callEngine({ spec, items: waiting(), item });
    // Said on the outbox for whoever looks (and the browser tests): answered, behind or failed, and why.
    box.dataset.engineState = !answer ? "failed" : !answer.ok ? `failed: ${answer.error}` : answer.behind ? "behind" : "answered";
    return answer && answer.ok && !answer.behind ? answer : null;
  }

  let worker = null;
  let calls = 0;
  const answers = new Map();
  function callEngine(request) {
    if (!worker) {
      worker = new Worker(box.dataset.engineWorker);
      worker.postMessage({ config: { pyodide: box.dataset.pyodide, bundle: box.dataset.engine } });
      worker.onmessage = (event) => {
        const resolve = answers.get(event.data.id);
        answers.delete(event.data.id);
        if (resolve) resolve(event.data);
      };
      worker.onerror = () => {
        answers.forEach((resolve) => resolve(null));
        answers.clear();
        worker = null;
      };
    }
    calls += 1;
    const id = calls;
    return new Promise((resolve) => {
      answers.set(id, resolve);
      worker.postMessage({ ...request, id });
    });
  }

  // The game as the server holds it, for the engine: after each page from the server, the entries since
  // the ones this phone has (the log only grows), kept in IndexedDB for when the network is gone.
  async function refreshSpec() {
    if (!box.dataset.spec || !navigator.onLine) return;
    try {
      const kept = await store.get(specKey);
      const after = kept && kept.offline ? kept.seq : 0;
      const answer = await fetch(`${box.dataset.spec}?after=${after}`, { cache: "no-store" });
      if (!answer.ok) return;
      const fresh = await answer.json();
      const entries = after && fresh.seq >= after ? kept.entries.concat(fresh.entries) : fresh.entries;
      await store.set(specKey, { ...fresh, entries });
      box.dataset.specSeq = fresh.seq;  // what the engine would start from (the browser tests wait for it)
    } catch (error) {
      // No network after all: the copy kept stays as it is.
    }
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
    if (lastPage && (!waiting().length || queue.some((item) => item.refused))) {
      engineLive = false;
      swapPlay(lastPage);
    }
    show();
  }

  // Entries other games' pages left waiting on this phone (their page was left before the server answered):
  // sent from here too, in order, game by game; refused ones stay for their own page to show.
  async function sendOthers() {
    const keys = (await store.keys()).filter((key) => String(key).startsWith("outbox:") && key !== storeKey);
    for (const key of keys) {
      let items = (await store.get(key)) || [];
      for (const item of items.filter((queued) => !queued.refused)) {
        const answer = await post(item);
        if (answer.kind === "unreachable") return;
        if (answer.kind === "refused") {
          item.refused = answer.sentence;
          break;
        }
        items = items.filter((queued) => queued !== item);
      }
      if (items.length) await store.set(key, items);
      else await store.del(key);
    }
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

  // A page for #play: the server's, or the engine's with the sheet's rows from ``pendingFrom`` marked as
  // waiting to be sent.
  function swapPlay(page, pendingFrom) {
    const play = document.getElementById("play");
    if (!play) return;
    htmx.swap(play, page, { swapStyle: "outerHTML" });
    if (pendingFrom === undefined) return;
    document.querySelectorAll("#play .sheet tr[data-row]").forEach((row) => {
      if (Number(row.dataset.row) >= pendingFrom) {
        row.classList.add("pending");
        row.title = "Waiting to be sent";
      }
    });
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
    holdForm(left > 0 && !engineLive);
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
        const said = item.words || item.title;
        what.textContent = `${said} (${when}): ${item.refused ? "not recorded." : "waiting to be sent."}`;
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
    const refused = queue.filter((item) => item.refused).length;
    const left = queue.length - refused;
    box.querySelector("summary").textContent = refused
      ? `${plural(refused)} not recorded${left ? `, ${plural(left)} waiting` : ""}`
      : `${plural(left)} waiting to be sent`;
    if (refused) box.open = true;  // a refusal is read, not left folded
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
  // A new form is untouched (reset as it goes in, before anyone can type in it; settling comes later).
  document.body.addEventListener("htmx:afterSwap", (event) => {
    if (event.target.id === "play") touched = false;
  });
  document.body.addEventListener("htmx:afterSettle", (event) => {
    if (event.target.id === "play") {
      hideNews();
      show();
      if (!waiting().length) refreshSpec();
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
      if (!(seq > shownSeq()) || sending || inFlight || waiting().length) return;
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

  window.addEventListener("online", () => {
    scheduleSend(0);
    sendOthers();
  });
  // Gone offline: start the engine now (Python takes seconds to start), so the next entry finds it ready.
  window.addEventListener("offline", () => {
    setTimeout(() => {
      if (box.dataset.engine && !navigator.onLine) callEngine({ warmUp: true });
    }, ENGINE_AFTER_MS);
  });
  // A page reached by a redirect (the game just started) never passed the service worker: keep it for
  // offline use here (once; the worker keeps it current on later visits).
  async function keepThisPage() {
    if (!window.caches || !navigator.serviceWorker || !navigator.serviceWorker.controller || !navigator.onLine) {
      return;
    }
    const pages = await caches.open("pages");
    if (!(await pages.match(location.href))) await pages.add(location.href).catch(() => {});
    box.dataset.kept = "1";  // this page opens offline now (the browser tests wait for it)
  }

  async function behindTheCopy() {
    const spec = await store.get(specKey);
    return !navigator.onLine && spec && spec.offline && spec.seq > shownSeq();
  }

  load().then(async () => {
    show();
    if (waiting().length) {
      scheduleSend(0);
      drawFromEngine();  // a page opened again offline: the game as this phone has it, once the engine can
    } else if (await behindTheCopy()) {
      const answer = await askEngine(null);  // the worker's copy of the page is older than the phone's game
      if (answer) {
        engineLive = true;
        swapPlay(answer.page, answer.pendingFrom);
        show();
      }
    } else {
      refreshSpec();
    }
    if (navigator.onLine) sendOthers();
  });
  if (navigator.serviceWorker) {
    navigator.serviceWorker.ready.then(keepThisPage).catch(() => {});
    navigator.serviceWorker.addEventListener("controllerchange", () => keepThisPage().catch(() => {}));
  }
  follow();
  if ("serviceWorker" in navigator && box.dataset.worker) {
    navigator.serviceWorker.register(box.dataset.worker, { scope: "/" }).catch(() => {});
  }
})();
