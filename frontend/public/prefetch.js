/*
 * For pages the server did not render (or rendered without data).
 * Starts the first API request of the landing route while the app's JS is still downloading,
 * so data (and then photos) arrive ~1 round trip + the bundle's download time earlier on slow
 * networks. The app takes the promise from window.__studioPrefetch (lib/api-client.ts, getJson);
 * the URLs here must match the ones the pages build. Plain ES5, no dependencies.
 */
(function () {
  try {
    // A server-rendered page links its route's files, carries its data and has its photos in the HTML.
    if (document.getElementById('studio-boot')) return;
    var path = location.pathname.replace(/\/+$/, '') || '/';
    // The lazy route's own chunks (written into index.html at build time by vite.config.ts).
    var chunks = document.getElementById('route-chunks');
    var mine = chunks ? JSON.parse(chunks.textContent || '{}')[path] : null;
    if (mine) {
      mine.js.forEach(function (href) {
        var l = document.createElement('link');
        l.rel = 'modulepreload';
        l.href = href;
        l.crossOrigin = '';
        document.head.appendChild(l);
      });
      mine.css.forEach(function (href) {
        var l = document.createElement('link');
        l.rel = 'preload';
        l.as = 'style';
        l.href = href;
        document.head.appendChild(l);
      });
    }
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
    // The photo that will be the largest paint: ask for it now, with the srcset/sizes its
    // <picture> will use (same candidate). Sizes must match ITEM_SIZES / THEME_CARD_SIZES.
    var SIZES = {
      '/gallery':
        '(min-width: 1280px) 260px, (min-width: 1024px) calc((100vw - 96px) / 3), (min-width: 640px) calc((100vw - 72px) / 2), calc(100vw - 48px)',
      '/theme': '(min-width: 1024px) 252px, (min-width: 768px) calc((100vw - 112px) / 4), calc((100vw - 48px) / 2)',
    };
    if (SIZES[path]) {
      pending.then(function (body) {
        var list = path === '/theme' ? (body || []).filter(function (t) { return !t.isPremium; }) : (body && body.images) || [];
        var img = list[0] && list[0].image;
        if (!img || !img.srcset || !img.srcset.webp) return;
        var link = document.createElement('link');
        link.rel = 'preload';
        link.as = 'image';
        link.type = 'image/webp';
        link.setAttribute('imagesrcset', img.srcset.webp);
        link.setAttribute('imagesizes', SIZES[path]);
        link.setAttribute('fetchpriority', 'high');
        document.head.appendChild(link);
      })['catch'](function () {});
    }
    pending['catch'](function () {});
    window.__studioPrefetch = window.__studioPrefetch || {};
    window.__studioPrefetch[url] = pending;
  } catch (e) {}
})();
