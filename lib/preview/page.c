/* page.c: the preview's page, one HTML document with its script, served
 * from memory (preview/http.h). The script keeps the page's choices in one
 * object (opt), which its address holds (history.replaceState); it asks
 * /api/version?since=V, a long poll, and when the files changed the grid
 * and statistics again. */
#include "preview/http.h"

/*
 * PAGE_PINS: lock and regenerate (README.md, "Pins files"), a script of
 * its own after the page's: a click on the large board pins what is
 * there (/api/pin: the nearest node's type, city's goods, feature; a
 * shift-drag: all in its rectangle, drawn dashed while the button is
 * down, gone on release; Escape drops it and pins nothing), a panel shows the pins with
 * "regenerate" (the grid again), "clear" and "save pins" (/api/pins:
 * written beside the rules only then). It wraps big() and uses the
 * page's $, st, get, q, esc and load, nothing else.
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
    "function pinUm(i,ev){const m=/viewBox=\"([^\"]+)\"/.exec(st.boards[i].svg||'');if(!m)return null;\n" \
    " const [x0,y0,w,h]=m[1].split(' ').map(Number),r=ev.target.getBoundingClientRect();\n" \
    " return [x0+(ev.clientX-r.left)/r.width*w,y0+(ev.clientY-r.top)/r.height*h].map(v=>Math.max(0,Math.round(v*1000)))}\n" \
    "let pinFrom=null,pinBox=null,pinSkip=false;\n" \
    "function pinBoxMove(ev){if(!pinBox)return;const x=+pinBox.dataset.x,y=+pinBox.dataset.y,s=pinBox.style;\n" \
    " s.left=Math.min(x,ev.clientX)+'px';s.top=Math.min(y,ev.clientY)+'px';s.width=Math.abs(ev.clientX-x)+'px';s.height=Math.abs(ev.clientY-y)+'px'}\n" \
    "function pinBoxEnd(){if(pinBox)pinBox.remove();pinBox=null;document.removeEventListener('mousemove',pinBoxMove)}\n" \
    "function pinBoxStart(ev){pinBoxEnd();pinBox=document.createElement('div');pinBox.id='pinrect';\n" \
    " pinBox.style.cssText='position:fixed;z-index:10;pointer-events:none;box-sizing:border-box;border:1px dashed #c0392b;background:rgba(192,57,43,.08)';\n" \
    " pinBox.dataset.x=ev.clientX;pinBox.dataset.y=ev.clientY;pinBoxMove(ev);document.body.appendChild(pinBox);document.addEventListener('mousemove',pinBoxMove)}\n" \
    "document.addEventListener('mouseup',ev=>{pinBoxEnd();if(!(ev.target.matches&&ev.target.matches('#big img')))pinFrom=null});\n" \
    "document.addEventListener('keydown',ev=>{if(ev.key==='Escape'&&pinBox){pinBoxEnd();pinFrom=null;pinSkip=true}});\n" \
    "async function pinAt(i,ev){ev.stopPropagation();if(pinSkip){pinSkip=false;return}const at=pinUm(i,ev);if(!at)return;let a='&x='+at[0]+'&y='+at[1];\n" \
    " if(pinFrom)a='&x='+pinFrom[0]+'&y='+pinFrom[1]+'&x2='+at[0]+'&y2='+at[1];pinFrom=null;\n" \
    " try{const p=await get('/api/pin?'+q()+'&seed='+st.boards[i].seed+a);pinsShow(p);pinsSay('pinned: '+p.line)}catch(e){pinsSay(e.message)}}\n" \
    "const bigPlain=big;big=function(i){bigPlain(i);const im=document.querySelector('#big img');if(!im)return;im.title='click to pin what is here (a node\\'s type, a city\\'s goods, a dungeon\\'s feature); shift+drag: everything in a rectangle';im.style.cursor='crosshair';\n" \
    " im.onmousedown=ev=>{pinSkip=false;if(ev.shiftKey){ev.preventDefault();pinFrom=pinUm(i,ev);pinBoxStart(ev)}};im.onclick=ev=>pinAt(i,ev)};\n" \
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
    "header input[type=number]{width:90px}\n"
    "header select{max-width:150px}\n"
    "#choices{background:#3b4a5c;color:#fff;padding:6px 14px;display:flex;gap:12px;align-items:center;flex-wrap:wrap;font-size:13px}\n"
    "#exps label{margin-right:6px}\n"
    "#cmd{display:block;margin:8px 14px 0;background:#e8e4dc;padding:5px 8px;font-size:11px;word-break:break-all}\n"
    "#files,#took{font-size:12px;opacity:.8}\n"
    "#warn{background:#fff6d6;color:#6b4e00;border-left:5px solid #d4a017;margin:10px 14px;padding:8px 12px;white-space:pre-wrap;font-family:monospace}\n"
    "#error{background:#fde3e1;color:#8b1a10;border-left:5px solid #c0392b;margin:10px 14px;padding:8px 12px;white-space:pre-wrap;font-family:monospace}\n"
    "main{display:flex;gap:14px;padding:10px 14px;align-items:flex-start}\n"
    "#boards{flex:3;display:grid;grid-template-columns:repeat(auto-fill,minmax(230px,1fr));gap:10px}\n"
    ".board{background:#fff;border:1px solid #ccc;border-radius:4px;padding:5px;cursor:pointer}\n"
    ".board img{width:100%;display:block}\n"
    ".board .cap{font-size:12px;display:flex;justify-content:space-between;margin-top:3px}\n"
    ".fail{color:#b03020;font-weight:bold}.pass{color:#25803a}\n"
    ".noprint{color:#b03020;font-size:12px;font-weight:bold}\n"
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
    "<label>rules <select id='rules'></select></label>\n"
    "<label>players <select id='players'></select></label>\n"
    "<label>seeds <input id='from' type='number' min='0'> to <input id='to' type='number' min='0'></label>\n"
    "<label>N <input id='n' type='number' min='1' max='1000' value='100'></label>\n"
    "<label title='the boards as the print (the page template&#39;s) will look on paper: its CMYK through the output profile, paper white shown'><input id='proof' type='checkbox'> soft proof</label>\n"
    "<label title='the cut the die makes (and the creases), as a proof sheet shows them'><input id='die' type='checkbox'> die lines</label>\n"
    "<button id='apply'>show</button>\n"
    "<span id='files'></span><span id='took'></span></header>\n"
    "<div id='choices'>\n"
    "<label>paper <select id='paper'></select></label>\n"
    "<label>orientation <select id='orient'><option value='landscape'>landscape</option><option value='portrait'>portrait</option></select></label>\n"
    "<span id='exps'></span><span id='kopts'></span>\n"
    "<label>style <select id='style'></select></label>\n"
    "<label>page template <select id='template'></select></label>\n"
    "</div>\n"
    "<code id='cmd'></code>\n"
    "<div id='error' hidden></div>\n"
    "<div id='warn' hidden></div>\n"
    "<main><div id='boards'></div>\n"
    "<div id='stats'><h2>Statistics</h2><div id='sbody' class='note'>making the boards</div></div></main>\n"
    "<div id='big' hidden></div>\n"
    "<script>\n"
    "'use strict';\n"
    "const $=id=>document.getElementById(id);\n"
    "// The page's choices, one object: what its address holds (each a\n"
    "// parameter of gen-graph's or layout-pdf's), the seeds and the looks.\n"
    "const opt={rules:'',players:'',paper:'',orient:'',exp:[],opts:{},style:null,template:'',from:'',to:'',n:'100',proof:false,die:false};\n"
    "const CHOICE=['rules','players','paper','orient','style','template'];\n"
    "let st={version:-1,info:null,boards:[],urls:[]};\n"
    "function esc(s){return String(s).replace(/[&<>'\"]/g,c=>'&#'+c.charCodeAt(0)+';')}\n"
    "async function get(u){const r=await fetch(u,{cache:'no-store'});const t=await r.json();if(!r.ok)throw new Error(t.error||('HTTP '+r.status));return t}\n"
    "function fromAddress(){const p=new URLSearchParams(location.search);for(const [k,v] of p){if(CHOICE.includes(k)||['from','to','n'].includes(k))opt[k]=v;else if(k==='exp')opt.exp=v?v.split(','):[];else if(k==='proof'||k==='die')opt[k]=v==='1';else opt.opts[k]=v}\n"
    " for(const k of ['from','to','n'])if(opt[k])$(k).value=opt[k];$('proof').checked=opt.proof;$('die').checked=opt.die}\n"
    "function choiceQ(){const p=new URLSearchParams();for(const k of CHOICE)if(opt[k]!==null&&(opt[k]!==''||k==='style'))p.set(k,opt[k]);if(opt.exp.length)p.set('exp',opt.exp.join(','));for(const k in opt.opts)if(opt.opts[k])p.set(k,opt.opts[k]);return p}\n"
    "function q(more){const p=choiceQ();for(const k in more)if(more[k]!==''&&more[k]!==false)p.set(k,more[k]===true?1:more[k]);return p.toString()}\n"
    "function pageQ(){return q({from:opt.from,to:opt.to,n:opt.n,proof:opt.proof,die:opt.die})}\n"
    "function remember(){history.replaceState(null,'','?'+pageQ())}\n"
    "function shq(w){return /^[A-Za-z0-9_.\\/:=,+-]+$/.test(w)?w:\"'\"+w.replace(/'/g,\"'\\\\''\")+\"'\"}\n"
    "// cmd: the pipe of board seed (count boards), to layout-svg (as the grid\n"
    "// draws it) or layout-pdf (as it prints).\n"
    "function cmd(seed,count,pdf,id){const v=st.info;if(!v||!v.gen)return '';const g=v.gen.map(w=>w==='{seed}'?seed+(count>1?' --count '+count:''):shq(w)).join(' ');return g+' | gen-content | validate | '+(pdf?v.pdf.map(w=>w==='{id}.pdf'?(id||'deck')+'.pdf':shq(w)):v.svg.map(shq)).join(' ')}\n"
    "function fill(sel,names,first){const key=JSON.stringify([names,first]);if(sel.dataset.names===key)return;sel.dataset.names=key;sel.innerHTML='';if(first)sel.add(new Option(first,''));names.forEach(n=>sel.add(new Option(n,n)))}\n"
    "function showError(e){const el=$('error');if(e){el.textContent=e+String.fromCharCode(10)+'(the boards below are from the last rules read without a mistake)';el.hidden=false}else{el.textContent='';el.hidden=true}}\n"
    "function showWarn(w){const el=$('warn');if(w&&w.length){el.textContent='Colours the press cannot print (over ΔE00 3):'+String.fromCharCode(10)+w.join(String.fromCharCode(10));el.hidden=false}else{el.textContent='';el.hidden=true}}\n"
    "function controls(v){\n"
    " const o=v.offer,c=v.choice,p=$('players');\n"
    " fill($('rules'),o.rules);fill($('paper'),o.paper);fill($('style'),o.style,'(the rules\\' own)');fill($('template'),o.template);\n"
    " const range=v.players_min+'-'+v.players_max;if(v.players_max&&p.dataset.range!==range){p.dataset.range=range;p.innerHTML='';for(let i=v.players_min;i<=v.players_max;i++)p.add(new Option(i,i))}\n"
    " $('rules').value=c.rules;p.value=c.players;$('paper').value=c.paper;$('orient').value=c.orient;$('style').value=c.style;$('template').value=c.template;\n"
    " Object.assign(opt,{rules:c.rules,paper:c.paper,orient:c.orient,style:c.style,template:c.template});if(opt.players!=='')opt.players=String(c.players);\n"
    " const ek=JSON.stringify(o.expansion);if($('exps').dataset.names!==ek){$('exps').dataset.names=ek;$('exps').innerHTML=o.expansion.length?'expansions '+o.expansion.map(e=>'<label><input type=checkbox class=exp value=\"'+esc(e)+'\"> '+esc(e)+'</label>').join(''):'';document.querySelectorAll('#exps .exp').forEach(e=>e.onchange=()=>{opt.exp=[...document.querySelectorAll('#exps .exp')].filter(x=>x.checked).map(x=>x.value);load()})}\n"
    " document.querySelectorAll('#exps .exp').forEach(e=>e.checked=c.exp.includes(e.value));\n"
    " const kk=JSON.stringify(o.opts);if($('kopts').dataset.names!==kk){$('kopts').dataset.names=kk;$('kopts').innerHTML=o.opts.map(k=>'<label>'+esc(k.name)+' <select class=kopt data-name=\"'+esc(k.name)+'\"></select></label>').join('');document.querySelectorAll('#kopts .kopt').forEach(e=>{fill(e,o.opts.find(k=>k.name===e.dataset.name).values,'(the rules\\' default)');e.onchange=()=>{opt.opts[e.dataset.name]=e.value;load()}})}\n"
    " document.querySelectorAll('#kopts .kopt').forEach(e=>e.value=c.opts[e.dataset.name]||'');\n"
    " if(!$('from').value){$('from').value=opt.from||v.from;$('to').value=opt.to||v.to}\n"
    " $('files').textContent=(v.rules||'')+(v.style?' + '+v.style:'')+(v.title?'  ('+v.kind+': '+v.title+')':'');$('took').textContent=v.grid_ms?'made in '+Math.round(v.grid_ms)+' + '+Math.round(v.stats_ms)+' ms':''}\n"
    "function pct(x){return (100*x).toFixed(1)+' %'}\n"
    "function mark(v){return '<b class='+v+'>'+(v==='fair'?'✓ fair':v==='unfair'?'✗ unfair':'? undecided')+'</b>'}\n"
    "function play(b){const p=b.play;if(!p)return '';if(p.error)return '<div class=play title=\"'+esc(p.error)+'\">seats: not played</div>';return '<div class=play data-verdict='+p.verdict+' title=\"each seat&#39;s share of the wins in '+p.games+' games by '+esc(p.bot)+'\">seats '+p.shares.map(x=>x.toFixed(2)).join(' ')+' '+mark(p.verdict)+'</div>'}\n"
    "function hist(h,over){const m=Math.max(1,...h);return '<div class=hist>'+h.map((c,i)=>'<div title='+c+' class='+(over&&over(i)?'over':'in')+' style=height:'+(100*c/m)+'%></div>').join('')+'</div>'}\n"
    "function renderGrid(g){\n"
    " st.urls.forEach(u=>URL.revokeObjectURL(u));st.urls=[];st.boards=g.boards;\n"
    " $('boards').innerHTML=g.boards.map((b,i)=>{\n"
    "  if(b.error)return '<div class=board data-seed='+b.seed+'><div class=fail>seed '+b.seed+': '+esc(b.error)+'</div></div>';\n"
    "  const u=b.svg?URL.createObjectURL(new Blob([b.svg],{type:'image/svg+xml'})):'';st.urls.push(u);\n"
    "  return '<div class=board data-i='+i+' data-seed='+b.seed+'><img alt=board src='+u+'><div class=cap><span>seed '+b.seed+'</span><span>attempts '+b.attempts+'</span><span class='+(b.pass?'pass>valid':'fail>invalid')+'</span></div>'+play(b)+(b.print?'<div class=noprint title=\"'+esc(b.print)+'\">not printed by this template</div>':'')+'</div>'}).join('');\n"
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
    " const make=cmd(b.seed,1,0),print=cmd(b.seed,1,1,b.id);\n"
    " $('big').innerHTML='<div><img alt=board src='+st.urls[i]+'><div id=bigside><h2>'+esc(b.id)+'</h2><p>seed <b>'+b.seed+'</b>, '+pl+' players, attempts '+b.attempts+', '+(b.pass?'<span class=pass>valid</span>':'<span class=fail>invalid</span>')+', spread '+b.spread+'</p>'+\n"
    " '<p>to draw it as here:</p><code id=bigsvg>'+esc(make)+'</code><p>to print it:</p><code id=bigpdf>'+esc(print)+'</code>'+(b.print?'<p class=noprint id=bignoprint>layout-pdf does not print it: '+esc(b.print)+'</p>':'')+'<h3>Checks</h3><table>'+b.checks.map(c=>'<tr><td>'+esc(c.id)+'</td><td class='+(c.pass?'pass>pass':'fail>fail')+'</td></tr>'+(c.pass||!c.detail?'':'<tr><td colspan=2 class=note>'+esc(c.detail)+'</td></tr>')).join('')+'</table>'+\n"
    " (b.seats.length?'<h3>Seats</h3><table><tr><th>seat</th><th>score</th><th>bonus</th><th>level</th></tr>'+b.seats.map(s=>'<tr><td>'+s.n+'</td><td>'+s.score+'</td><td>'+s.bonus+'</td><td>'+s.level+'</td></tr>').join('')+'</table>':'')+\n"
    " (b.play&&!b.play.error?'<h3>Play: '+b.play.games+' games by '+esc(b.play.bot)+', '+mark(b.play.verdict)+'</h3><table class=play><tr><th>seat</th><th>wins</th><th>95 % interval</th></tr>'+b.play.shares.map((x,k)=>'<tr><td>'+(k+1)+'</td><td>'+x.toFixed(3)+'</td><td>'+b.play.low[k].toFixed(3)+' .. '+b.play.high[k].toFixed(3)+'</td></tr>').join('')+'</table>':'')+\n"
    " '<p class=note>click anywhere to close</p></div></div>';$('big').hidden=false}\n"
    "$('big').onclick=()=>{$('big').hidden=true};\n"
    "// seeds: the seeds and looks of the inputs into opt.\n"
    "function seeds(){opt.from=$('from').value;opt.to=$('to').value;opt.n=$('n').value;opt.proof=$('proof').checked;opt.die=$('die').checked}\n"
    "async function load(){\n"
    " seeds();\n"
    " const v=await get('/api/version?'+q({}));st.info=v;controls(v);seeds();remember();showError(v.error);showWarn(v.warnings);\n"
    " $('cmd').textContent=cmd(opt.from,opt.to-opt.from+1,0);\n"
    " try{const g=await get('/api/grid?'+q({from:opt.from,to:opt.to,proof:opt.proof,die:opt.die}));renderGrid(g)}catch(e){if(!v.error)showError(e.message)}\n"
    " try{const s=await get('/api/stats?'+q({n:opt.n}));s.stats.players=$('players').value+' players';renderStats(s)}catch(e){if(!v.error)showError(e.message)}\n"
    " try{controls(await get('/api/version?'+q({})))}catch(e){}\n"
    " st.version=v.version;document.body.dataset.version=v.version;document.body.dataset.shown=v.version;document.body.dataset.query=pageQ()}\n"
    "async function poll(){let wait=0;try{const v=await get('/api/version?'+q({since:st.version}));if(v.version!==st.version)await load()}catch(e){wait=1000}setTimeout(poll,wait)}\n"
    "function change(k,dep){$(k).onchange=()=>{opt[k]=$(k).value;if(dep){opt.players='';opt.exp=[];opt.opts={};opt.style=''}load()}}\n"
    "change('rules',1);['players','paper','orient','style','template'].forEach(k=>change(k,0));\n"
    "$('apply').onclick=()=>load();\n"
    "$('proof').onchange=()=>load();\n"
    "$('die').onchange=()=>load();\n"
    "fromAddress();\n"
    "load().then(()=>setTimeout(poll,0),e=>{showError(e.message);setTimeout(poll,1000)});\n"
    "</script>\n" PAGE_PINS "</body></html>\n"
    ;
