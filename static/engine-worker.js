// The phone's offline engine in a Web Worker (started by static/outbox.js): Pyodide and the engine's bundle
// (scorekeeper.phone) load and run here, so the page never freezes while Python starts or replays a game.
//
// Its first message says where Pyodide and the bundle are ({config: {pyodide, bundle}}; not in its address,
// which the service worker keeps without a query). Each later message asks for the game
// as this phone has it: {id, spec, items, item}: the server's log as last fetched (spec), the entries waiting
// (items, taken again in order) and the new entry (item, or null for the page as it stands). The answer:
// {id, ok: true, taken, page, words, sentence, pendingFrom}, {id, ok: true, behind: true} when the entries
// waiting were made on a newer game than the phone's copy, or {id, ok: false, error}. Asked with no new entry
// it answers the page, and the words of the entries waiting (words, in order).
"use strict";

let module = null;
let ready = null;

async function boot(config) {
  importScripts(`${config.pyodide}pyodide.js`);
  const pyodide = await self.loadPyodide({ indexURL: config.pyodide });
  const bundle = await (await fetch(config.bundle)).arrayBuffer();
  pyodide.unpackArchive(bundle, "zip", { extractDir: "/home/pyodide/scorekeeper-app" });
  pyodide.runPython("import sys; sys.path.insert(0, '/home/pyodide/scorekeeper-app')");
  module = pyodide.pyimport("scorekeeper.phone.engine");
}

function kindOf(url) {
  const last = url.split("/").pop();
  return last === "undo" || last === "redo" ? last : "entry";
}

function take(engine, item) {
  const answer = engine.take(kindOf(item.url), item.fields);
  const plain = answer.toJs({ dict_converter: Object.fromEntries });
  answer.destroy();
  return plain;
}

function answer(request) {
  const engine = module.start(JSON.stringify(request.spec));
  try {
    const words = [];
    for (const item of request.items) {
      const taken = take(engine, item);
      if (!taken.taken) return { behind: true };
      words.push(taken.words);
    }
    if (!request.item) return { taken: false, page: engine.page(), pendingFrom: engine.pending_from(), words };
    const taken = take(engine, request.item);
    if (taken.behind) return { behind: true };
    return { ...taken, pendingFrom: engine.pending_from() };
  } finally {
    engine.destroy();
  }
}

self.onmessage = async (event) => {
  const request = event.data;
  if (request.config) {
    ready = boot(request.config);
    return;
  }
  try {
    await ready;
    self.postMessage({ id: request.id, ok: true, ...answer(request) });
  } catch (error) {
    self.postMessage({ id: request.id, ok: false, error: String(error) });
  }
};
