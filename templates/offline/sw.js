// Scorekeeper's service worker (served at /sw.js by web/offline.py, which fills in the version and the lists
// of files). It keeps the app's assets, the offline engine (Pyodide and the engine's bundle, about 14 MB,
// fetched once per release) and the table pages this phone has opened, so that a page opened before still
// opens with no network and the engine starts without it; entries made meanwhile wait in the page's outbox
// (static/outbox.js), never here: a POST always goes to the server.
"use strict";

const VERSION = {{ version|tojson }};
const ASSETS = {{ assets|tojson }};
const ENGINE = {{ engine|tojson }};
const ASSET_CACHE = `assets-${VERSION}`;
const PAGE_CACHE = "pages";
const PAGES_KEPT = 40;

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(ASSET_CACHE);
    await cache.addAll(ASSETS);
    // The engine's files one by one, none of them required: a phone without room for them still gets the
    // pages and the outbox, and holds an entry's form while offline instead of going on.
    await Promise.all(ENGINE.map((url) => cache.add(url).catch(() => {})));
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(
        keys.filter((key) => key.startsWith("assets-") && key !== ASSET_CACHE).map((key) => caches.delete(key)),
      ))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate" && url.pathname.startsWith("/t/")) {
    event.respondWith(pageFirstFromNetwork(request));
  } else if (url.pathname.startsWith("/static/") || ENGINE.includes(url.pathname)) {
    event.respondWith(assetFromCache(request));
  }
});

// A table page: the server's, kept for later; without network, the copy kept when it was last opened.
async function pageFirstFromNetwork(request) {
  try {
    const response = await fetch(request);
    if (response.ok) await keepPage(request, response.clone());
    return response;
  } catch (error) {
    const kept = await caches.match(request, { cacheName: PAGE_CACHE });
    return kept || offlinePage();
  }
}

async function keepPage(request, response) {
  const cache = await caches.open(PAGE_CACHE);
  await cache.put(request, response);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - PAGES_KEPT)).map((key) => cache.delete(key)));
}

async function assetFromCache(request) {
  const kept = await caches.match(request, { cacheName: ASSET_CACHE });
  return kept || fetch(request);
}

function offlinePage() {
  const body = "<!doctype html><meta charset=utf-8><meta name=viewport content='width=device-width'>"
    + "<title>Offline</title><p style='font:1.1rem system-ui;margin:2rem'>No network, and this page was not "
    + "opened on this phone before. Open it again when the Wi-Fi is back.</p>";
  return new Response(body, { status: 503, headers: { "Content-Type": "text/html; charset=utf-8" } });
}
