// Applies the stored theme and language before the first paint, so a dark-mode user never sees a
// white flash. A file rather than an inline script: the server's Content-Security-Policy allows
// scripts of its own origin only (script-src 'self').
(function () {
  try {
    var raw = localStorage.getItem('color-schema');
    var schema = raw ? JSON.parse(raw) : 'auto';
    var dark =
      schema === 'dark' ||
      (schema !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.dataset.theme = dark ? 'dark' : 'light';
    var locale = localStorage.getItem('locale');
    if (locale) document.documentElement.lang = JSON.parse(locale);
    // The stored language's messages (vite.config.ts, localeMessages), fetched beside the entry
    // rather than after it.
    var chunks = document.querySelector('meta[name="newsdesk-messages"]');
    var chunk = chunks && JSON.parse(chunks.content)[locale ? JSON.parse(locale) : 'zh-CN'];
    if (chunk) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = ''; // as the module scripts Vite writes, so the preload is the one used
      link.href = chunk;
      document.head.appendChild(link);
    }
  } catch {
    // Storage unavailable or unreadable: the default theme stays.
  }
})();
