// The share page's "Copy link" buttons: the phone's share sheet where there is one, else the clipboard.
// Phones reach the app over plain http on the LAN, where the Clipboard and Share APIs are missing (they
// need a secure context), so the last resort selects the text in a hidden field and copies that.
(function () {
  const canShare = () => typeof navigator.share === "function" && window.isSecureContext;

  function copyByHand(text) {
    const field = document.createElement("textarea");
    field.value = text;
    field.setAttribute("readonly", "");
    field.style.position = "fixed";
    field.style.opacity = "0";
    document.body.append(field);
    field.select();
    let done = false;
    try { done = document.execCommand("copy"); } catch (e) { done = false; }
    field.remove();
    return done;
  }

  async function handOver(button) {
    const url = button.dataset.url;
    const status = button.nextElementSibling;
    const say = (text) => { if (status) status.textContent = text; };
    if (canShare()) {
      try { await navigator.share({ title: button.dataset.title, url }); say(""); return; }
      catch (e) { if (e && e.name === "AbortError") return; }
    }
    if (navigator.clipboard && window.isSecureContext) {
      try { await navigator.clipboard.writeText(url); say("Copied"); return; } catch (e) { /* by hand below */ }
    }
    say(copyByHand(url) ? "Copied" : "Press and hold the link to copy it");
  }

  function init() {
    for (const button of document.querySelectorAll("button.copy-link")) {
      if (canShare()) button.textContent = "Share link";
      button.addEventListener("click", () => handOver(button));
    }
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", init);
  else init();
})();
