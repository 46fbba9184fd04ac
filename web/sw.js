// Tabula's service worker: after one visit the game starts and plays with no network.
//
// Each build is a version (cargo xtask web stamps it below, with the files of the first
// download). A version's files are kept in a cache of its own, filled whole before the
// version is used; a page is served from one version's cache only, so it never mixes old
// and new files. A new version waits until a page starts, which takes it up (index.html)
// before loading anything of the game.

const BUILD = { version: "dev", files: [] }; // stamped by cargo xtask web
const CACHE = `tabula-${BUILD.version}`;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      cache.addAll(BUILD.files.map((file) => new Request(file, { cache: "no-cache" })))),
  );
});

// Activating waits on nothing (the hand-over holds the starting page): the new version's
// page removes the old versions' caches (index.html).
self.addEventListener("activate", () => {});

// The page asks a waiting version to take over when it starts.
self.addEventListener("message", (event) => {
  if (event.data === "take-over") self.skipWaiting();
});

// The game's files come from this version's cache; a file not in it (another theme's
// pictures, chosen later) from the network, then kept. The game server's own paths
// (the WebSocket, figures, health) always go to the network.
const NETWORK_ONLY = ["/ws", "/stats", "/healthz"];
self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  if (NETWORK_ONLY.some((path) => url.pathname.endsWith(path))) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    // A link to a room is the page with a query.
    const kept = await cache.match(request, { ignoreSearch: request.mode === "navigate" });
    if (kept) return kept;
    const response = await fetch(request);
    if (response.ok && url.pathname.includes("/assets/")) await cache.put(request, response.clone());
    return response;
  })());
});
