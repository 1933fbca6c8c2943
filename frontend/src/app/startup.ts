/**
 * Earlier builds registered a service worker; it and its caches could keep serving stale code, so
 * every start removes both. Failures are harmless (e.g. private windows without Cache Storage).
 */
export async function clearServiceWorkersAndCaches(): Promise<void> {
  try {
    if ('serviceWorker' in navigator) {
      const registrations = await navigator.serviceWorker.getRegistrations();
      await Promise.all(registrations.map((registration) => registration.unregister()));
    }
    if ('caches' in window) {
      const keys = await caches.keys();
      await Promise.all(keys.map((key) => caches.delete(key)));
    }
  } catch (error) {
    console.warn('Could not clear service workers or caches', error);
  }
}
