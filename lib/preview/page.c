/* page.c: the preview's page, one HTML document with its script, served
 * from memory (preview/http.h). The script asks /api/version?since=V, a long
 * poll, and when the files changed the grid and statistics again. */
#include "preview/http.h"

/*
 * PAGE_PINS: lock and regenerate (README.md, "Pins files"), a script of
 * its own after the page's: a click on the large board pins what is
 * there (/api/pin: the nearest node's type, city's goods), a panel shows
 * the pins with "regenerate" (the grid again), "clear" and "save pins"
 * (/api/pins: written beside the rules only then). It wraps big() and
 * uses the page's $, st, get, q, esc and load, nothing else.
 */
#define PAGE_PINS \
    "<script>\n" \
    "'use strict';\n" \
    "function pinsShow(p){let el=$('pins');if(!el){el=document.createElement('div');el.id='pins';el.style.cssText='position:fixed;right:10px;bottom:10px;z-index:9;background:#fff;border:1px solid #888;border-radius:4px;padding:6px 8px;max-width:420px;font-size:12px';document.body.appendChild(el)}\n" \
    " el.dataset.n=p.pins?p.pins.split(String.fromCharCode(10)).filter(l=>l).length:0;\n" \
    " el.innerHTML='<b>pins</b> <button id=pinregen title=\"make the grid again, keeping the pins\">regenerate</button> <button id=pinclear>clear</button> <button id=pinsave title=\"write them beside the rules\">save pins</button><pre id=pinstext style=margin:4px\\ 0>'+esc(p.pins||'')+'</pre><div id=pinsay class=note></div>';\n" \
    " $('pinregen').onclick=()=>load();$('pinclear').onclick=()=>pinsDo('clear=1');$('pinsave').onclick=()=>pinsDo('save=1')}\n" \
    "function pinsSay(t){if($('pinsay'))$('pinsay').textContent=t}\n" \
    "async function pinsDo(a){try{const p=await get('/api/pins'+(a?'?'+a:''));pinsShow(p);if(a==='save=1')pinsSay('saved as '+p.line)}catch(e){pinsSay(e.message)}}\n" \
    "async function pinAt(i,ev){ev.stopPropagation();const b=st.boards[i],m=/viewBox=\"([^\"]+)\"/.exec(b.svg||'');if(!m)return;\n" \
    " const [x0,y0,w,h]=m[1].split(' ').map(Number),r=ev.target.getBoundingClientRect();\n" \
    " const x=x0+(ev.clientX-r.left)/r.width*w,y=y0+(ev.clientY-r.top)/r.height*h;\n" \
    " try{const p=await get('/api/pin?'+q()+'&seed='+b.seed+'&x='+Math.max(0,Math.round(x*1000))+'&y='+Math.max(0,Math.round(y*1000)));pinsShow(p);pinsSay('pinned: '+p.line)}catch(e){pinsSay(e.message)}}\n" \
    "const bigPlain=big;big=function(i){bigPlain(i);const im=document.querySelector('#big img');if(!im)return;im.title='click to pin what is here (a node\\'s type, a city\\'s goods)';im.style.cursor='crosshair';im.onclick=ev=>pinAt(i,ev)};\n" \
    "pinsDo('');\n" \
    "</script>\n"

const char page_html[] =
    "<!DOCTYPE html>\n"
    "<html lang='en'><head><meta charset='utf-8'>\n"
    "<title>boardpress preview</title>\n"
    "<style>\n"
    "body{font:14px/1.35 sans-serif;margin:0;background:#f4f2ee;color:#222}\n"
    "header{background:#2d3a4a;color:#fff;padding:8px 14px;display:flex;gap:14px;align-items:center;flex-wrap:wrap}\n"
    "header h1{font-size:17px;margin:0 10px 0 0}\n"
    "header label{font-size:13px}\n"
    "header input{width:90px}\n"
    "#files,#took{font-size:12px;opacity:.8}\n"
    "#warn{background:#fff6d6;color:#6b4e00;border-left:5px solid #d4a017;margin:10px 14px;padding:8px 12px;white-space:pre-wrap;font-family:monospace}\n"
    "#error{background:#fde3e1;color:#8b1a10;border-left:5px solid #c0392b;margin:10px 14px;padding:8px 12px;white-space:pre-wrap;font-family:monospace}\n"
    "main{display:flex;gap:14px;padding:10px 14px;align-items:flex-start}\n"
    "#boards{flex:3;display:grid;grid-template-columns:repeat(auto-fill,minmax(230px,1fr));gap:10px}\n"
    ".board{background:#fff;border:1px solid #ccc;border-radius:4px;padding:5px;cursor:pointer}\n"
    ".board img{width:100%;display:block}\n"
    ".board .cap{font-size:12px;display:flex;justify-content:space-between;margin-top:3px}\n"
    ".fail{color:#b03020;font-weight:bold}.pass{color:#25803a}\n"
    "#stats{flex:2;background:#fff;border:1px solid #ccc;border-radius:4px;padding:10px;min-width:300px}\n"
    "#stats h2{font-size:15px;margin:4px 0 8px}#stats h3{font-size:13px;margin:12px 0 4px}\n"
    ".hist{display:flex;align-items:flex-end;gap:2px;height:80px;border-bottom:1px solid #888}\n"
    ".hist div{flex:1;background:#5577aa;position:relative;min-height:1px}\n"
    ".hist div.over{background:#c0392b}\n"
    ".axis{display:flex;justify-content:space-between;font-size:11px;color:#555}\n"
    "table{border-collapse:collapse;width:100%;font-size:12px}\n"
    "td,th{border-bottom:1px solid #e4e4e4;padding:2px 4px;text-align:right}\n"
    "td:first-child,th:first-child{text-align:left}\n"
    "tr.out td{background:#fde3e1}\n"
    "#big[hidden]{display:none}\n"
    "#big{position:fixed;inset:0;background:rgba(0,0,0,.6);display:flex;justify-content:center;align-items:flex-start;overflow:auto}\n"
    "#big>div{background:#fff;margin:20px;padding:12px;border-radius:4px;display:flex;gap:14px;max-width:96vw}\n"
    "#big img{width:62vw;max-width:1100px}\n"
    "#big code{display:block;background:#eee;padding:4px;font-size:11px;word-break:break-all}\n"
    "#bigside{min-width:260px;max-width:360px}\n"
    ".note{color:#555;font-size:12px}\n"
    ".board .play{font-size:12px;margin-top:2px;font-family:monospace}\n"
    ".play .fair{color:#25803a}.play .unfair{color:#b03020;font-weight:bold}.play .undecided{color:#8a6d00}\n"
    "</style></head>\n"
    "<body data-version='-1' data-shown='-1'>\n"
    "<header><h1>boardpress preview</h1>\n"
    "<label>players <select id='players'></select></label>\n"
    "<label>seeds <input id='from' type='number' min='0'> to <input id='to' type='number' min='0'></label>\n"
    "<label>N <input id='n' type='number' min='1' max='1000' value='100'></label>\n"
    "<label title='the boards as the print (template shop) will look on paper: its CMYK through the output profile, paper white shown'><input id='proof' type='checkbox'> soft proof</label>\n"
    "<label title='the cut the die makes (and the creases), as a proof sheet shows them'><input id='die' type='checkbox'> die lines</label>\n"
    "<button id='apply'>show</button>\n"
    "<span id='files'></span><span id='took'></span></header>\n"
    "<div id='error' hidden></div>\n"
    "<div id='warn' hidden></div>\n"
    "<main><div id='boards'></div>\n"
    "<div id='stats'><h2>Statistics</h2><div id='sbody' class='note'>making the boards</div></div></main>\n"
    "<div id='big' hidden></div>\n"
    "<script>\n"
    "'use strict';\n"
    "const $=id=>document.getElementById(id);\n"
    "let st={version:-1,info:null,boards:[],urls:[]};\n"
    "function esc(s){return String(s).replace(/[&<>'\"]/g,c=>'&#'+c.charCodeAt(0)+';')}\n"
    "async function get(u){const r=await fetch(u,{cache:'no-store'});const t=await r.json();if(!r.ok)throw new Error(t.error||('HTTP '+r.status));return t}\n"
    "function q(){return 'players='+$('players').value}\n"
    "function showError(e){const el=$('error');if(e){el.textContent=e+String.fromCharCode(10)+'(the boards below are from the last rules read without a mistake)';el.hidden=false}else{el.textContent='';el.hidden=true}}\n"
    "function showWarn(w){const el=$('warn');if(w&&w.length){el.textContent='Colours the press cannot print (over ΔE00 3):'+String.fromCharCode(10)+w.join(String.fromCharCode(10));el.hidden=false}else{el.textContent='';el.hidden=true}}\n"
    "function controls(v){\n"
    " const p=$('players');const range=v.players_min+'-'+v.players_max;if(v.players_max&&p.dataset.range!==range){const was=+(p.value||v.players);p.dataset.range=range;p.innerHTML='';for(let i=v.players_min;i<=v.players_max;i++)p.add(new Option(i,i));p.value=(was>=v.players_min&&was<=v.players_max)?was:v.players;if(!$('from').value){$('from').value=v.from;$('to').value=v.to}}\n"
    " $('files').textContent=v.rules+(v.style?' + '+v.style:'')+(v.title?'  ('+v.kind+': '+v.title+')':'');$('took').textContent=v.grid_ms?'made in '+Math.round(v.grid_ms)+' + '+Math.round(v.stats_ms)+' ms':''}\n"
    "function pct(x){return (100*x).toFixed(1)+' %'}\n"
    "function mark(v){return '<b class='+v+'>'+(v==='fair'?'\u2713 fair':v==='unfair'?'\u2717 unfair':'? undecided')+'</b>'}\n"
    "function play(b){const p=b.play;if(!p)return '';if(p.error)return '<div class=play title=\"'+esc(p.error)+'\">seats: not played</div>';return '<div class=play data-verdict='+p.verdict+' title=\"each seat&#39;s share of the wins in '+p.games+' games by '+esc(p.bot)+'\">seats '+p.shares.map(x=>x.toFixed(2)).join(' ')+' '+mark(p.verdict)+'</div>'}\n"
    "function hist(h,over){const m=Math.max(1,...h);return '<div class=hist>'+h.map((c,i)=>'<div title='+c+' class='+(over&&over(i)?'over':'in')+' style=height:'+(100*c/m)+'%></div>').join('')+'</div>'}\n"
    "function renderGrid(g){\n"
    " st.urls.forEach(u=>URL.revokeObjectURL(u));st.urls=[];st.boards=g.boards;\n"
    " $('boards').innerHTML=g.boards.map((b,i)=>{\n"
    "  if(b.error)return '<div class=board data-seed='+b.seed+'><div class=fail>seed '+b.seed+': '+esc(b.error)+'</div></div>';\n"
    "  const u=b.svg?URL.createObjectURL(new Blob([b.svg],{type:'image/svg+xml'})):'';st.urls.push(u);\n"
    "  return '<div class=board data-i='+i+' data-seed='+b.seed+'><img alt=board src='+u+'><div class=cap><span>seed '+b.seed+'</span><span>attempts '+b.attempts+'</span><span class='+(b.pass?'pass>valid':'fail>invalid')+'</span></div>'+play(b)+'</div>'}).join('');\n"
    " document.querySelectorAll('.board[data-i]').forEach(e=>e.onclick=()=>big(+e.dataset.i))}\n"
    "function renderStats(s){\n"
    " const x=s.stats,sp=x.spread,lim=sp.limit;\n"
    " let h='<div>over <b id=statn>'+x.n+'</b> seeds from '+s.from+' ('+x.players+'):</div><table>'+\n"
    " '<tr><td>regeneration rate</td><td id=regen>'+pct(x.regen_rate)+'</td></tr><tr><td>boards regenerated</td><td>'+x.regenerated+' of '+x.made+'</td></tr>'+\n"
    " '<tr><td>boards not made</td><td>'+x.failed+'</td></tr><tr><td>attempts, mean / max</td><td id=attempts>'+x.attempts.mean+' / '+x.attempts.max+'</td></tr></table>'+\n"
    " '<h3>Attempts per board (1 to 10+)</h3>'+hist(x.attempts.hist,i=>i>0)+'<div class=axis><span>1</span><span>10+</span></div>'+\n"
    " '<h3>Fairness spread of the seats'+(lim!=null?' (limit '+lim+')':'')+'</h3>'+hist(sp.hist,i=>lim!=null&&i*sp.width>=lim)+\n"
    " '<div class=axis><span>0</span><span>'+(10*sp.width).toFixed(3)+'</span></div>'+\n"
    " '<h3>Counts on a board</h3><table id=counts><tr><th>entry</th><th>min</th><th>max</th><th>on</th><th>seen</th><th>mean</th><th>below</th><th>above</th></tr>'+\n"
    " x.counts.map(c=>'<tr class='+(c.below||c.above?'out':'')+'><td>'+esc(c.name)+'</td><td>'+c.min+'</td><td>'+(c.max==null?'-':c.max)+'</td><td>'+c.on+'</td><td>'+c.lo+'..'+c.hi+'</td><td>'+c.mean+'</td><td>'+c.below+'</td><td>'+c.above+'</td></tr>').join('')+'</table>';\n"
    " $('sbody').innerHTML=h}\n"
    "function big(i){\n"
    " const b=st.boards[i],v=st.info,pl=$('players').value;\n"
    " const cmd='gen-graph --rules '+v.rules+(v.style?' --style '+v.style:'')+' --seed '+b.seed+' --players '+pl+' | gen-content | validate | layout-pdf -o '+b.id+'.pdf';\n"
    " $('big').innerHTML='<div><img alt=board src='+st.urls[i]+'><div id=bigside><h2>'+esc(b.id)+'</h2><p>seed <b>'+b.seed+'</b>, '+pl+' players, attempts '+b.attempts+', '+(b.pass?'<span class=pass>valid</span>':'<span class=fail>invalid</span>')+', spread '+b.spread+'</p>'+\n"
    " '<p>to make it again:</p><code>'+esc(cmd)+'</code><h3>Checks</h3><table>'+b.checks.map(c=>'<tr><td>'+esc(c.id)+'</td><td class='+(c.pass?'pass>pass':'fail>fail')+'</td></tr>'+(c.pass||!c.detail?'':'<tr><td colspan=2 class=note>'+esc(c.detail)+'</td></tr>')).join('')+'</table>'+\n"
    " (b.seats.length?'<h3>Seats</h3><table><tr><th>seat</th><th>score</th><th>bonus</th><th>level</th></tr>'+b.seats.map(s=>'<tr><td>'+s.n+'</td><td>'+s.score+'</td><td>'+s.bonus+'</td><td>'+s.level+'</td></tr>').join('')+'</table>':'')+\n"
    " (b.play&&!b.play.error?'<h3>Play: '+b.play.games+' games by '+esc(b.play.bot)+', '+mark(b.play.verdict)+'</h3><table class=play><tr><th>seat</th><th>wins</th><th>95 % interval</th></tr>'+b.play.shares.map((x,k)=>'<tr><td>'+(k+1)+'</td><td>'+x.toFixed(3)+'</td><td>'+b.play.low[k].toFixed(3)+' .. '+b.play.high[k].toFixed(3)+'</td></tr>').join('')+'</table>':'')+\n"
    " '<p class=note>click anywhere to close</p></div></div>';$('big').hidden=false}\n"
    "$('big').onclick=()=>{$('big').hidden=true};\n"
    "async function load(){\n"
    " const v=await get('/api/version');st.info=v;controls(v);showError(v.error);showWarn(v.warnings);\n"
    " const base=q();\n"
    " try{const g=await get('/api/grid?'+base+'&from='+$('from').value+'&to='+$('to').value+($('proof').checked?'&proof=1':'')+($('die').checked?'&die=1':''));renderGrid(g)}catch(e){if(!v.error)showError(e.message)}\n"
    " try{const s=await get('/api/stats?'+base+'&n='+$('n').value);s.stats.players=$('players').value+' players';renderStats(s)}catch(e){if(!v.error)showError(e.message)}\n"
    " try{controls(await get('/api/version'))}catch(e){}\n"
    " st.version=v.version;document.body.dataset.version=v.version;document.body.dataset.shown=v.version}\n"
    "async function poll(){let wait=0;try{const v=await get('/api/version?since='+st.version);if(v.version!==st.version)await load()}catch(e){wait=1000}setTimeout(poll,wait)}\n"
    "$('apply').onclick=()=>load();\n"
    "$('proof').onchange=()=>load();\n"
    "$('die').onchange=()=>load();\n"
    "load().then(()=>setTimeout(poll,0),e=>{showError(e.message);setTimeout(poll,1000)});\n"
    "</script>\n" PAGE_PINS "</body></html>\n"
    ;
