/** A self-contained docs page (no CDN): it reads /api/openapi.json and lists every path. */
export const DOCS_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Inside 9 Golf Club API</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f6f7f5;color:#18241c}
header{background:#0f3d2e;color:#fff;padding:24px 32px}main{max-width:980px;margin:0 auto;padding:24px}
.op{background:#fff;border:1px solid #dfe5df;border-radius:10px;margin:12px 0;padding:14px 18px}
.m{display:inline-block;min-width:64px;font-weight:700;font-family:monospace}
.GET{color:#1c6fb8}.POST{color:#1a7f4b}.PUT{color:#a86400}.DELETE{color:#b3261e}
code,pre{font-family:ui-monospace,monospace;font-size:13px}pre{background:#f2f4f2;padding:10px;border-radius:6px;overflow:auto}
summary{cursor:pointer}h2{margin-top:28px}.muted{color:#5b6b60}
</style></head><body><header><h1>Inside 9 Golf Club API</h1><p id="desc"></p>
<p>Machine-readable: <a style="color:#cfe8d8" href="/api/openapi.json">/api/openapi.json</a></p></header>
<main id="main">Loading…</main>
<script>
fetch('/api/openapi.json').then(r=>r.json()).then(doc=>{
  document.getElementById('desc').textContent=doc.info.description;
  const byTag={};
  for(const [path,ops] of Object.entries(doc.paths))for(const [method,op] of Object.entries(ops)){
    (byTag[op.tags[0]]??=[]).push({path,method:method.toUpperCase(),op});}
  const main=document.getElementById('main');main.textContent='';
  for(const [tag,list] of Object.entries(byTag)){
    const h=document.createElement('h2');h.textContent=tag;main.append(h);
    for(const {path,method,op} of list){
      const d=document.createElement('details');d.className='op';
      const s=document.createElement('summary');
      s.innerHTML='<span class="m '+method+'"></span> <code></code> <span class="muted"></span>';
      s.children[0].textContent=method;s.children[1].textContent=path;s.children[2].textContent='— '+op.summary;
      d.append(s);
      const p=document.createElement('p');p.textContent=op.description;d.append(p);
      const body=op.requestBody?.content['application/json'].schema;
      if(body){const t=document.createElement('h4');t.textContent='Request body';const pre=document.createElement('pre');pre.textContent=JSON.stringify(body,null,2);d.append(t,pre);}
      for(const [status,res] of Object.entries(op.responses)){
        const t=document.createElement('h4');t.textContent=status+' — '+res.description;d.append(t);
        const sch=res.content?.['application/json']?.schema;
        if(sch){const pre=document.createElement('pre');pre.textContent=JSON.stringify(sch,null,2);d.append(pre);}
      }
      main.append(d);
    }
  }
});
</script></body></html>`;
