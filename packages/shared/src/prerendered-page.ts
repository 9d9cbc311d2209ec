import { STORAGE_KEYS } from './client';
import { DEFAULT_LOCALE, LOCALE_STORAGE_KEY, VISITOR_LOCALE_STORAGE_KEY } from './locales';

/*
 * Issue 14: the visitor's home page is rendered at build time, once per language (decision
 * 040), and a survey's welcome page by the server when it is asked for (decision 041), so a
 * phone paints them from the HTML instead of after the app's JS has arrived and run.
 * These are what the build, the server and the browser must agree on.
 */

/**
 * A copy of the interface language (user_locale) the browser keeps as a cookie, so the server
 * can send the home page already in that language. Only a hint: the page checks it against
 * the stored language before it shows.
 */
export const LOCALE_COOKIE = 'portal_locale';

/** <html data-prerendered>: the language the page was rendered in, or this once it must not show. */
export const STALE_PRERENDER = 'stale';

/** <html data-prerendered-page>: which page it is, so the app loads that page's parts first. */
export const PRERENDERED_PAGES = ['home', 'survey-welcome', 'ranking-section'] as const;
export type PrerenderedPage = (typeof PRERENDERED_PAGES)[number];

/**
 * <html data-survey-language>: the page is in its survey's default language, which the app gives
 * a visitor who has not picked one by hand (platform spec §2), whatever language they had.
 */
export const SURVEY_LANGUAGE_ATTRIBUTE = 'data-survey-language';

/**
 * <html data-prerendered-user>: the id of the signed-in person the page was rendered for (a
 * ranking section, decision 042); a page without it was rendered for a visitor.
 */
export const PRERENDERED_USER_ATTRIBUTE = 'data-prerendered-user';

/** The id of the <script type="application/json"> holding the answers the page was rendered from. */
export const PRERENDERED_QUERIES_ID = 'prerendered-queries';

/**
 * Runs in the prerendered page's <head>, before anything paints. The page was rendered in one
 * language for a visitor, or for one signed-in person (decision 042): anybody else (someone
 * signed in on a visitor's page; a visitor, another person or an impersonation on a person's
 * page) or someone whose language would be another must not see it, so it is marked stale (the
 * inline style hides it and the app renders afresh). The token's `sub` is read as the app reads
 * it (lib/session.ts), without checking it: the server rendered the page for the cookie's
 * session, and a browser whose stored session differs is shown nothing of it. The language
 * the app would show is the stored one, except on a page in its survey's default language for a
 * visitor who has not picked one by hand: the survey's.
 * A form with no action of its own is never sent by the browser itself: before the app has
 * taken the page over (its chunks may still be on the way), Enter in the registration form
 * would otherwise send the password in the address, as a plain GET form does. The app's own
 * handlers still run; none of its forms has an action (they all submit through the API).
 */
export const PRERENDER_GUARD_SCRIPT = `(function(){var h=document.documentElement,p=h.getAttribute("data-prerendered");try{var s=localStorage,l=s.getItem(${JSON.stringify(LOCALE_STORAGE_KEY)})||${JSON.stringify(DEFAULT_LOCALE)};if(h.hasAttribute(${JSON.stringify(SURVEY_LANGUAGE_ATTRIBUTE)})&&!s.getItem(${JSON.stringify(VISITOR_LOCALE_STORAGE_KEY)}))l=p;var u=h.getAttribute(${JSON.stringify(PRERENDERED_USER_ATTRIBUTE)}),t=s.getItem(${JSON.stringify(STORAGE_KEYS.token)}),i=null;if(t&&u){i=JSON.parse(atob(t.split(".")[1].replace(/-/g,"+").replace(/_/g,"/"))).sub}if((u?String(i)!==u||s.getItem(${JSON.stringify(STORAGE_KEYS.impersonated)}):t)||l!==p)h.setAttribute("data-prerendered",${JSON.stringify(STALE_PRERENDER)})}catch(e){h.setAttribute("data-prerendered",${JSON.stringify(STALE_PRERENDER)})}document.addEventListener("submit",function(e){e.target.hasAttribute("action")||e.preventDefault()},true)})()`;

/** Hides a stale prerendered page until the app has emptied #root and rendered its own. */
export const PRERENDER_GUARD_STYLE = `html[data-prerendered="${STALE_PRERENDER}"] #root{display:none}`;

/**
 * A prerendered page's only module script, in place of index.html's entry (its hash is in the
 * CSP, as the guard's). The page is in the HTML with the CSS it uses inline, so it paints
 * first, and only then are the app's files asked for: its full stylesheet and its entry with
 * the modules index.html preloads, named in the script's data attributes. The stylesheet goes
 * where index.html had it (the <noscript> left there): after the inline critical rules, which
 * it repeats in their order, so the cascade is index.html's (before it, the copies won over the
 * rules the app's own CSS puts after them, and the console's links lost their size), and
 * before the pages' own styles. Asked for at once, they held the first
 * paint up: Lighthouse's simulated phone painted the welcome page at 1.6 s, then 0.9 s. The
 * app starts once the stylesheet is in, so nothing it renders shows unstyled. A hidden tab
 * draws no frames: it starts after 100 ms.
 */
export const PRERENDER_BOOT_SCRIPT = `var b=document.querySelector("script[data-entry]"),d=b.dataset,s=!1;function m(h){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.append(l)}function c(){return new Promise(function(r){if(!d.appStylesheet)return r();var l=document.createElement("link");l.rel="stylesheet";l.crossOrigin="";l.href=d.appStylesheet;l.onload=l.onerror=r;document.head.insertBefore(l,document.head.querySelector("noscript"))})}function g(){if(s)return;s=!0;var p=c();[d.entry].concat((d.preload||"").split(" ").filter(Boolean)).forEach(m);p.then(function(){import(d.entry)})}requestAnimationFrame(function(){setTimeout(g,0)});setTimeout(g,100)`;

/** On the boot script: the entry's stylesheet, which a prerendered page links only after it has painted. */
export const APP_STYLESHEET_ATTRIBUTE = 'data-app-stylesheet';
