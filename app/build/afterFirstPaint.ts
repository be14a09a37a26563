import type { Plugin } from 'vite';

/** Id of the JSON list of the page's own chunks that entry-server writes into <head>. */
export const PAGE_CHUNKS_ID = '__PAGE_CHUNKS__';

/**
 * The server's HTML is the page: text, images and links work before any script runs. So the
 * script starts downloading only once that HTML is on screen (the first contentful paint), with
 * the page's own chunks preloaded alongside it. On a slow phone connection it no longer shares
 * the first second's bandwidth with the HTML, the fonts and the first image, and the phone's
 * main thread paints before it parses and hydrates. A tab opened in the background (from
 * WhatsApp) paints, and so hydrates, when first shown, or after 3 s at the latest. The back
 * office's empty shell has nothing to paint: its script starts after the first frame.
 */
export function loadAfterFirstPaint(): Plugin {
  return {
    name: 'firm:load-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"( nonce="[^"]*")?><\/script>/;
        const match = entry.exec(html);
        if (!match) throw new Error('index.html: the entry script tag was not found');
        const [tag, src, nonce = ''] = match;
        return html.replace(tag, `<script type="module"${nonce}>${loader(src!)}</script>`);
      },
    },
  };
}

/** The inline script (kept small: it is in every page). */
function loader(src: string): string {
  const load = `let started=false;const load=()=>{if(started)return;started=true;const c=document.getElementById(${JSON.stringify(PAGE_CHUNKS_ID)});for(const href of c?JSON.parse(c.textContent):[]){const l=document.createElement("link");l.rel="modulepreload";l.href=href;document.head.append(l)}setTimeout(()=>import(${JSON.stringify(src)}))};`;
  const wait = `if(document.getElementById("root")?.firstChild&&PerformanceObserver.supportedEntryTypes?.includes("paint")){new PerformanceObserver((list)=>{if(list.getEntriesByName("first-contentful-paint").length>0)load()}).observe({type:"paint",buffered:true});setTimeout(load,3000)}else requestAnimationFrame(()=>setTimeout(load))`;
  return load + wait;
}
