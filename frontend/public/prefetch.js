/*
 * Starts the first API request of the landing route while the app's JS is still downloading,
 * so data (and then photos) arrive ~1 round trip + the bundle's download time earlier on slow
 * networks. The app takes the promise from window.__studioPrefetch (lib/api-client.ts, getJson);
 * the URLs here must match the ones the pages build. Plain ES5, no dependencies.
 */
(function () {
  try {
    var path = location.pathname.replace(/\/+$/, '') || '/';
    var url = {
      '/': '/api/gallery/all?page=1&limit=12&category=All',
      '/gallery': '/api/gallery/all?page=1&limit=10&category=All',
      '/theme': '/api/themes/all',
      '/about': '/api/gallery/all?page=1&limit=4&category=All',
    }[path];
    if (!url || !window.fetch) return;
    var headers = { Accept: 'application/json' };
    try {
      var token = localStorage.getItem('token');
      if (token) headers.Authorization = 'Bearer ' + token;
    } catch (e) {}
    var pending = fetch(url, { credentials: 'include', headers: headers }).then(function (res) {
      if (res.status < 200 || res.status > 299) throw new Error('status ' + res.status);
      return res.json();
    });
    pending['catch'](function () {});
    window.__studioPrefetch = window.__studioPrefetch || {};
    window.__studioPrefetch[url] = pending;
  } catch (e) {}
})();
