// Starts the app on a page painted from its HTML (decisions 0055, 0058). The app's
// ~150 kB of script is asked for only once the page has shown what it is for:
// - where the largest element is an image (the guest's card, a vendor's photo), once that
//   image has arrived: on a slow link they shared the bandwidth, and the image took as long
//   as all of the script;
// - on a page of text (/login, /sign-up), just after its first paint: asked for at once,
//   the script delayed the stylesheet, and so the paint, by as much again.
// The script finishes about when it would have anyway. A classic deferred script: it runs
// once the page is parsed, and the page's CSP allows scripts from this origin only, so it
// cannot be inline.
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
  var image = document.querySelector('img[fetchpriority="high"]');
  if (!image) {
    // A hidden tab paints nothing and runs no animation frames: start there at once.
    if (document.visibilityState === 'hidden') return start();
    // The frame's callback runs just before its paint; the timeout, just after it.
    return requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  if (image.complete) return start();
  image.addEventListener('load', start);
  image.addEventListener('error', start);
  // A very slow link must not keep the page inert for long: the app goes anyway.
  setTimeout(start, 3000);
})();
