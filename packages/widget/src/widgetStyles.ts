/**
 * Styles of the widget's own chrome, adopted in its shadow root. `launcherStyles` ship in widget.js: the host
 * element and the launcher (`:host` resets every inherited property, so the host page's fonts and colours stop
 * at the boundary; the host is position:fixed, so it never shifts the page's layout). A host page's `!important`
 * rule on every element beats `:host`'s reset (outer rules win over :host's normal ones) and its values inherit
 * in: the shadow root's own top elements (the launcher, the panel's container div), which no outer selector
 * reaches, reset them again. `all` leaves custom properties alone, so `:host` also declares the launcher's
 * `--bf-accent` and `--bf-on` itself: a host page's `:root{--bf-accent:…}` is not inherited in, while the accent
 * widget.js sets on the host element still wins.
 * `--bf-n` is how many launchers of other bots sit in the same corner before this one (widget.js sets it): each
 * goes 72px further in; with several on the page (`data-many`) an open chat paints over the others' launchers.
 * `panelStyles` ship with the chat panel: the floating frame. Phones (< 480px): the open panel fills the visual
 * viewport.
 */

/** Where the open panel fills the screen (and so is modal: focus stays in it). */
export const PHONE = '(max-width:479px)';

export const launcherStyles: string = `
:host{all:initial;--bf-accent:linear-gradient(135deg,#6d28d9,#2563eb);--bf-on:#fff;--bf-n:0;display:block!important;position:fixed!important;z-index:2147483647!important;bottom:20px!important;right:calc(20px + var(--bf-n)*72px)!important;left:auto!important;top:auto!important;width:auto!important;height:auto!important;margin:0!important;direction:ltr}
:host([data-position=left]){left:calc(20px + var(--bf-n)*72px)!important;right:auto!important}
:host([data-many]:not([data-open])){z-index:2147483646!important}
:host([data-mode=inline]){position:relative!important;inset:auto!important;z-index:auto!important;width:100%!important;height:100%!important;min-height:420px}
[hidden]{display:none!important}
:host>div{all:initial;display:block}
.bf-launch{all:initial;box-sizing:border-box;width:56px;height:56px;border-radius:50%;cursor:pointer;display:flex;align-items:center;justify-content:center;color:var(--bf-on);background:var(--bf-accent);box-shadow:0 6px 20px rgba(30,27,58,.3)}
.bf-launch:hover{filter:brightness(1.1)}
.bf-launch:focus-visible{outline:3px solid #f59e0b;outline-offset:3px}
.bf-launch svg{width:26px;height:26px;fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}
@media ${PHONE}{:host([data-open]) .bf-launch{display:none}}
`;

export const panelStyles: string = `\
.bf-wrap{position:absolute;bottom:72px;right:0;width:380px;height:620px;max-height:calc(100vh - 110px);max-height:calc(var(--bf-vvh,100dvh) - 110px);border-radius:14px;box-shadow:0 12px 40px rgba(30,27,58,.3);background:#fff}\
:host([data-position=left]) .bf-wrap{right:auto;left:0}\
:host([data-mode=inline]) .bf-wrap{position:static;width:100%;height:100%;max-height:none;box-shadow:none;border:1px solid #dcd9ec}\
@media ${PHONE}{\
:host(:not([data-mode=inline])) .bf-wrap{position:fixed;left:0;right:auto;bottom:auto;top:var(--bf-vvt,0);width:100vw;height:100vh;height:var(--bf-vvh,100dvh);max-height:none;border-radius:0}\
:host(:not([data-mode=inline])) .bf-wrap .bf-panel{border-radius:0;overscroll-behavior:contain}\
}\
`;
