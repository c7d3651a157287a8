// Builds the widget tag from this page's ?user=&bot= query, exactly as "Copy embed code" gives it:
//   <script src="/widget.js" data-user-id="…" data-bot-id="…" async></script>
// (ids differ per install, so a static page cannot hard-code them). Without ids, it shows how to get them.
(() => {
  var params = new URLSearchParams(location.search);
  var user = params.get('user');
  var bot = params.get('bot');
  if (!user || !bot) {
    document.getElementById('setup').hidden = false;
    return;
  }
  var tag = document.createElement('script');
  tag.src = '/widget.js';
  tag.async = true;
  tag.dataset.userId = user;
  tag.dataset.botId = bot;
  if (params.get('position') === 'left') tag.dataset.position = 'left';
  document.body.appendChild(tag);
})();
