/**
 * The bookmarklet's script, for this instance's origin. On the page a person is on, it takes the image in their
 * selection, else the page's largest web image (naturalWidth x naturalHeight, at least 100 px a side: icons and
 * spacers are not what anyone means to save), and opens /pin/create/button/ with the page's address, the image's and
 * the selected text (else the page's title) as the description. Written as ES5 in one line: it runs on any page.
 */
export function bookmarkletSource(origin: string): string {
  const script = `(function(){
var sel=window.getSelection?window.getSelection():null,pick=null,best=0;
if(sel&&sel.rangeCount){var n=sel.getRangeAt(0).commonAncestorContainer;n=n.nodeType===1?n:n.parentNode;pick=n.tagName==='IMG'?n:n.querySelector('img');}
if(!pick){var imgs=document.images;for(var i=0;i<imgs.length;i++){var m=imgs[i],w=m.naturalWidth,h=m.naturalHeight;if(w>=100&&h>=100&&w*h>best&&/^https?:/.test(m.currentSrc||m.src)){best=w*h;pick=m;}}}
if(!pick){alert('No image to save was found on this page.');return;}
var text=sel?String(sel).trim():'';
var u=${JSON.stringify(`${origin}/pin/create/button/`)}+'?url='+encodeURIComponent(location.href)+'&media='+encodeURIComponent(pick.currentSrc||pick.src)+'&description='+encodeURIComponent((text||document.title).slice(0,500));
if(!window.open(u,'pinboard','width=760,height=720')){location.href=u;}
})();`;
  return `javascript:${encodeURIComponent(script.replace(/\n/g, ''))}`;
}
