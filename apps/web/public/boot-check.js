// index.html's first-paint check form, before the app's JavaScript has arrived: a check sent now
// waits on the page for the app (src/lib/boot-check.ts runs it as soon as the card renders)
// instead of leaving the page, which would start every download again. Without this file the
// form still works: it opens /share-target, which runs the check once the app has loaded.
(function () {
  var form = document.querySelector('[data-boot-check]');
  if (!form) return;
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var input = form.querySelector('input');
    if (!input.value.trim()) return input.focus();
    form.setAttribute('data-boot-sent', '');
    var button = form.querySelector('button');
    button.disabled = true;
    button.setAttribute('aria-busy', 'true');
    form.querySelector('[data-boot-wait]').hidden = false;
  });
})();
