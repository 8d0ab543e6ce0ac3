// Starts the app on a page painted from the HTML whose largest element is an image (the
// guest's card, a vendor's photo), once that image has arrived (decision 0055). On a slow
// link the image and the app's ~150 kB of script share the bandwidth, so the image took
// as long as all of it; this way it comes first, and the script finishes about when it
// would have anyway. A classic deferred script: it runs once the page is parsed, and the
// page's CSP allows scripts from this origin only, so it cannot be inline.
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
  if (!image || image.complete) return start();
  image.addEventListener('load', start);
  image.addEventListener('error', start);
  // A very slow link must not keep the page inert for long: the app goes anyway.
  setTimeout(start, 3000);
})();
