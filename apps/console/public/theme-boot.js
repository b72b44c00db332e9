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
  } catch {
    // Storage unavailable or unreadable: the default theme stays.
  }
})();
