// Starts the app on a page painted from its HTML once that page has shown what it is for
// (decisions 0055, 0058): its largest image, or its text. Asked for at once, the app's
// ~150 kB of script shared a slow link with them and delayed them by as much. A classic
// deferred script, not inline: the CSP allows scripts from this origin only. Served as it
// is, so comments here cost every visitor: the reasons are in the decisions.
(function () {
  var loader = document.currentScript;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var preloads = (loader.getAttribute('data-preload') || '').split(' ');
    for (var i = 0; i < preloads.length; i++) {
      if (!preloads[i]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = preloads[i];
      document.head.appendChild(link);
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = loader.getAttribute('data-entry');
    document.head.appendChild(script);
  }
  // A frame's callback runs just before its paint, the timeout just after. Hidden: no paint.
  function startAfterNextPaint() {
    if (document.visibilityState === 'hidden') return start();
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  var image = document.querySelector('img[fetchpriority="high"]');
  if (!image) return startAfterNextPaint();
  // Once decoded, the next paint shows it.
  function startAfterImagePaint() {
    image.decode().then(startAfterNextPaint, startAfterNextPaint);
  }
  if (image.complete) return startAfterImagePaint();
  image.addEventListener('load', startAfterImagePaint);
  image.addEventListener('error', start);
  // A very slow link must not keep the page inert for long.
  setTimeout(start, 3000);
})();
