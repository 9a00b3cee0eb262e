/*
 * The shop's service worker: it shows the pushes the API sends (notification/deliver.ts, Web Push) and opens
 * a notification's page when it is clicked. Nothing is cached here: the app loads as it always does.
 * Plain JavaScript, served from the site's root (scope: the whole shop) and never cached by the server, so a
 * change reaches browsers at their next update check.
 */

// A new version takes over at once: it holds no state an old page could depend on.
self.addEventListener('install', () => self.skipWaiting());
// Open pages come under this worker now, so a click can navigate them (client.navigate needs control).
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    // A payload that is not JSON is still a push: show the shop's name rather than nothing.
  }
  const link = typeof message.link === 'string' ? message.link : '/';
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(message.title || self.location.hostname, {
        body: message.body || '',
        icon: '/favicon.svg',
        data: { link },
        // One notification per event: a repeated delivery replaces the one shown instead of stacking.
        tag: message.id === undefined ? undefined : `notification-${message.id}`,
      }),
      // Open pages refresh the bell's count.
      self.clients.matchAll({ type: 'window' }).then((clients) => {
        for (const client of clients)
          client.postMessage({ type: 'notification', id: message.id, kind: message.kind });
      }),
    ]),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = new URL(event.notification.data?.link || '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (clients) => {
      const open = clients.find((client) => new URL(client.url).origin === self.location.origin);
      // navigate() works only on a page this worker controls (clients.claim above makes open pages so); a
      // page it cannot move gets a new window instead.
      const page = open ? await open.navigate(link).catch(() => null) : null;
      return page ? page.focus() : self.clients.openWindow(link);
    }),
  );
});
