/**
 * A stand-in for Google's `https://apis.google.com/js/api.js` (gapi.iframes), for browser tests
 * only. Firebase Auth's popup sign-in talks to a helper iframe through gapi.iframes, and the Auth
 * emulator's helper iframe loads gapi from Google too; neither host is reachable here. This
 * implements just the part both sides use (open/ping/register/send between a page and its helper
 * iframe) over postMessage, and is served in place of Google's script by routing in Playwright.
 */
import type { BrowserContext } from "playwright-core";

export const GAPI_STAND_IN_JS = String.raw`
(function () {
  if (window.gapi && window.gapi.iframes) return;
  var TAG = "__gapiStandIn";
  var FILTER = "gapi-stand-in-filter";
  var seq = 0;
  var replies = {};

  function Channel(target) {
    this.target = target;
    this.handlers = {};
    this.pending = [];
    var self = this;
    window.addEventListener("message", function (e) {
      var m = e.data;
      if (!m || m[TAG] !== true || e.source !== self.target) return;
      if (m.kind === "send") self.receive(m);
      else if (m.kind === "reply" && replies[m.id]) {
        var cb = replies[m.id];
        delete replies[m.id];
        cb(m.responses);
      }
    });
  }
  Channel.prototype.receive = function (m) {
    var handler = this.handlers[m.type];
    if (!handler) {
      this.pending.push(m);
      return;
    }
    var out = {};
    out[TAG] = true;
    out.kind = "reply";
    out.id = m.id;
    out.responses = [handler(m.data)];
    this.target.postMessage(out, "*");
  };
  Channel.prototype.register = function (type, handler) {
    this.handlers[type] = handler;
    var waiting = this.pending.filter(function (m) { return m.type === type; });
    this.pending = this.pending.filter(function (m) { return m.type !== type; });
    for (var i = 0; i < waiting.length; i++) this.receive(waiting[i]);
  };
  Channel.prototype.send = function (type, data, cb) {
    var id = "m" + ++seq + "-" + Math.random().toString(36).slice(2);
    if (cb) replies[id] = cb;
    var out = {};
    out[TAG] = true;
    out.kind = "send";
    out.type = type;
    out.data = data;
    out.id = id;
    this.target.postMessage(out, "*");
  };

  var parentChannel = window.parent !== window ? new Channel(window.parent) : null;

  var context = {
    getParentIframe: function () { return parentChannel; },
    open: function (options, onOpen) {
      var el = document.createElement("iframe");
      var attrs = options.attributes || {};
      var style = attrs.style || {};
      for (var k in style) el.style[k] = style[k];
      if (attrs["aria-hidden"]) el.setAttribute("aria-hidden", attrs["aria-hidden"]);
      if (attrs.tabindex) el.setAttribute("tabindex", attrs.tabindex);
      var loaded = new Promise(function (resolve) { el.addEventListener("load", function () { resolve(); }); });
      el.src = options.url;
      (options.where || document.body).appendChild(el);
      var channel = new Channel(el.contentWindow);
      var iframe = {
        restyle: function () { return Promise.resolve(); },
        ping: function (cb) { return loaded.then(function () { if (cb) cb(); }); },
        register: function (type, handler) { channel.register(type, handler); },
        send: function (type, data, cb) { channel.send(type, data, cb); },
      };
      return onOpen ? onOpen(iframe) : Promise.resolve(iframe);
    },
  };

  window.gapi = {
    iframes: { Iframe: function () {}, CROSS_ORIGIN_IFRAMES_FILTER: FILTER, getContext: function () { return context; } },
    load: function (_name, options) {
      var cb = typeof options === "function" ? options : options && options.callback;
      setTimeout(function () { if (cb) cb(); }, 0);
    },
  };

  var script = document.currentScript;
  var onload = script && script.src ? new URL(script.src).searchParams.get("onload") : null;
  setTimeout(function () {
    if (onload && typeof window[onload] === "function") window[onload]();
    if (typeof window.gapi_onload === "function") window.gapi_onload();
  }, 0);
})();
`;

/** Serves the stand-in for Google's gapi script and refuses every other off-machine request. */
export async function routeGoogleApis(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => url.hostname !== "127.0.0.1" && url.hostname !== "localhost",
    (route) => {
      const url = new URL(route.request().url());
      if (url.hostname === "apis.google.com" && url.pathname === "/js/api.js") {
        return route.fulfill({ status: 200, contentType: "text/javascript", body: GAPI_STAND_IN_JS });
      }
      return route.abort("internetdisconnected");
    },
  );
}
