import { MESSAGE_LIST_MAX_HEIGHT } from '@botfolio/core';

/**
 * Every style of the chat screen, as one string: the widget adopts it as a constructable stylesheet in
 * its shadow root (no inline styles, so a strict CSP needs no 'unsafe-inline'); the dashboard renders
 * it with <ChatStyles />. All selectors are `bf-` classes, so nothing reaches the host page.
 * `--bf-vvh` is the visual viewport's height (set from visualViewport), so the input bar stays above
 * a phone's on-screen keyboard.
 */
export const chatStyles: string = `\
.bf-chat{--bf-accent:#6d28d9;--bf-accent2:#2563eb;--bf-on:#fff;--bf-bg:#fff;--bf-muted:#f1f0f9;--bf-text:#1a1733;--bf-sub:#4b4868;--bf-line:#dcd9ec;--bf-link:#1d4ed8;\
display:flex;flex-direction:column;box-sizing:border-box;background:var(--bf-bg);color:var(--bf-text);\
font:15px/1.45 system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;text-align:left;overflow:hidden}\
.bf-chat *{box-sizing:border-box}\
.bf-chat:focus{outline:none}\
.bf-page{width:100%;max-width:52rem;margin:0 auto;height:100vh;height:var(--bf-vvh,100dvh)}\
.bf-panel{width:100%;height:100%;border-radius:14px}\
.bf-top{display:flex;align-items:center;gap:8px;padding:10px 12px;color:var(--bf-on);background:linear-gradient(135deg,var(--bf-accent),var(--bf-accent2));flex:none}\
.bf-title{flex:1;min-width:0;min-height:36px;display:flex;flex-direction:column;justify-content:center}\
.bf-name{margin:0;font-size:16px;font-weight:600;line-height:1.3;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}\
.bf-typing{font-size:12px;line-height:15px;opacity:.9}\
.bf-chat button{font:inherit;cursor:pointer;margin:0;border:0;border-radius:8px;display:inline-flex;align-items:center;justify-content:center;gap:4px;text-transform:none;letter-spacing:normal;box-shadow:none}\
.bf-chat button:disabled{cursor:not-allowed;opacity:.5}\
.bf-chat :focus-visible{outline:3px solid #f59e0b;outline-offset:2px}\
.bf-list:focus-visible{outline-offset:-3px}\
.bf-input:focus{outline:2px solid var(--bf-accent);outline-offset:1px;border-color:transparent}\
.bf-icon{width:36px;height:36px;padding:0;background:transparent;color:inherit}\
.bf-icon svg{width:20px;height:20px;fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}\
[dir=rtl] .bf-icon svg{transform:scaleX(-1)}\
.bf-top .bf-icon:hover,.bf-top .bf-new:hover{background:rgba(255,255,255,.18)}\
.bf-new{padding:6px 10px;background:rgba(255,255,255,.12);color:inherit;font-size:13px;white-space:nowrap}\
.bf-body{flex:1;min-height:0;display:flex;flex-direction:column}\
.bf-list{list-style:none;margin:0;padding:12px;flex:1;min-height:0;max-height:${MESSAGE_LIST_MAX_HEIGHT};overflow-y:auto;overscroll-behavior:contain;display:flex;flex-direction:column;gap:10px}\
.bf-panel .bf-list{max-height:none}\
.bf-msg{display:flex;align-items:flex-end;gap:4px;max-width:88%}\
.bf-user{align-self:flex-end;flex-direction:row-reverse}\
.bf-bot{align-self:flex-start}\
.bf-bubble{margin:0;padding:8px 12px;border-radius:14px;white-space:pre-wrap;overflow-wrap:anywhere;min-width:0}\
.bf-user .bf-bubble{background:var(--bf-accent);color:var(--bf-on);border-bottom-right-radius:4px}\
.bf-bot .bf-bubble{background:var(--bf-muted);color:var(--bf-text);border-bottom-left-radius:4px}\
.bf-user .bf-bubble a{color:inherit}\
.bf-bot .bf-bubble a{color:var(--bf-link)}\
.bf-say{width:30px;height:30px;flex:none;color:var(--bf-sub);background:transparent}\
.bf-say:hover{background:var(--bf-muted);color:var(--bf-accent)}\
.bf-say.bf-on{background:var(--bf-accent);color:var(--bf-on)}\
.bf-say svg{width:16px;height:16px}\
.bf-center{flex:1;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:12px;padding:24px;text-align:center;color:var(--bf-sub)}\
.bf-spinner{width:36px;height:36px;border-radius:50%;border:4px solid var(--bf-muted);border-top-color:var(--bf-accent);animation:bf-spin .8s linear infinite}\
@keyframes bf-spin{to{transform:rotate(360deg)}}\
@media (prefers-reduced-motion:reduce){.bf-spinner{animation-duration:3s}}\
.bf-sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}\
.bf-notice{display:flex;align-items:center;gap:8px;margin:0 12px 8px;padding:8px 10px;border-radius:8px;background:#fef3c7;color:#78350f;font-size:14px}\
.bf-notice span{flex:1}\
.bf-notice .bf-icon{width:28px;height:28px}\
.bf-retry{padding:8px 14px;background:var(--bf-accent);color:var(--bf-on)}\
.bf-bar{display:flex;align-items:center;gap:6px;padding:8px;border-top:1px solid var(--bf-line);background:var(--bf-bg);flex:none;margin:0}\
.bf-bar .bf-icon{color:var(--bf-accent);background:var(--bf-muted);width:40px;height:40px;border-radius:50%}\
.bf-bar .bf-icon[aria-pressed=true]{background:#dc2626;color:#fff}\
.bf-bar .bf-send{background:var(--bf-accent);color:var(--bf-on)}\
.bf-input{flex:1;min-width:0;height:40px;margin:0;padding:0 12px;border:1px solid var(--bf-line);border-radius:20px;background:var(--bf-bg);color:var(--bf-text);font:inherit;font-size:16px}\
.bf-input::placeholder{color:var(--bf-sub)}\
.bf-input:disabled{background:var(--bf-muted)}\
.bf-dark{--bf-bg:#17152b;--bf-muted:#2a2745;--bf-text:#eeecf8;--bf-sub:#bdb9d9;--bf-line:#3c3860;--bf-link:#a5b4fc}\
@media (prefers-color-scheme:dark){.bf-auto{--bf-bg:#17152b;--bf-muted:#2a2745;--bf-text:#eeecf8;--bf-sub:#bdb9d9;--bf-line:#3c3860;--bf-link:#a5b4fc}}\
.bf-avatar{flex:none;width:32px;height:32px;border-radius:50%;display:flex;align-items:center;justify-content:center;background:rgba(127,127,127,.3);font-weight:700;font-size:14px}\
.bf-col{display:flex;flex-direction:column;gap:4px;min-width:0}\
.bf-src{font-size:13px;color:var(--bf-sub)}\
.bf-src summary{cursor:pointer;width:max-content;line-height:24px}\
.bf-src ol{margin:4px 0 0;padding-left:18px}\
.bf-src li{margin:2px 0;white-space:pre-wrap;overflow-wrap:anywhere}\
.bf-starters{display:flex;flex-wrap:wrap;gap:6px;margin:0;padding:0 12px 8px;list-style:none;max-height:40%;overflow-y:auto}\
.bf-chat .bf-starters button{padding:6px 12px;background:var(--bf-muted);color:var(--bf-text);border:1px solid var(--bf-line);border-radius:16px;font-size:14px;text-align:start}\
.bf-extras{display:flex;gap:8px;justify-content:center;padding:6px 8px 0;font-size:14px}\
.bf-extras a,.bf-chat .bf-extras button{color:var(--bf-link);background:none;padding:2px 6px;text-decoration:underline}\
.bf-fine{margin:0;padding:0 8px 6px;text-align:center;font-size:12px;color:var(--bf-sub)}\
.bf-contact{flex:1;overflow-y:auto;display:flex;flex-direction:column;gap:6px;padding:12px}\
.bf-contact label{font-size:14px;font-weight:600}\
.bf-contact .bf-input{flex:none}\
.bf-contact textarea.bf-input{height:auto;padding:8px 12px;border-radius:12px;resize:vertical}\
.bf-trap{position:absolute;left:-9999px;width:1px;height:1px;opacity:0}\
.bf-row{display:flex;gap:8px;justify-content:flex-end;margin-top:6px}\
.bf-chat .bf-row .bf-new{background:var(--bf-muted);color:var(--bf-text)}\
`;
