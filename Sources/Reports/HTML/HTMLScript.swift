/// The HTML report's one script: it adds a step's repeated cells when its "Show all"
/// control opens, or when a finding links to one of them.
///
/// Each repeated cell is a copy of the cell it repeats (same row, to its left), given its
/// own column (`data-i`, `data-d`, `data-col`, width), anchor, finding links and drawing
/// geometry: size, `viewBox` and `<use>` of the shared pieces, from the `#geometry` records
/// (``HTMLDrawingStore/Geometry/record``), the size scaled and rounded as
/// ``BarDrawing/number(_:)`` does. A finding whose cell is a repeat links to its step
/// (`data-bar` names the cell); the script opens the step and goes to the cell. It reads
/// only the page's own attributes, builds markup only for `<use>` elements from those
/// numbers, and adds a step's cells once.
enum HTMLScript {
  static let source = """
    (function(){var G=document.getElementById("geometry"),g=G.textContent.split("\\n"),S=+G.dataset.scale;\
    function num(x){return String(Math.round(x*10)/10)}\
    function place(svg,rec){if(!rec)return;var v=rec.split(" ");svg.setAttribute("width",num(v[0]*S));svg.setAttribute("height",num(v[1]*S));svg.setAttribute("viewBox","0 0 "+v[0]+" "+v[1]);\
    svg.querySelectorAll("use").forEach(function(u){u.remove()});var h="";v.slice(2).forEach(function(p){var q=p.split(":");h+='<use href="#p'+q[0]+'"'+(q[1]?' x="'+q[1]+'"':"")+"/>"});svg.insertAdjacentHTML("beforeend",h)}\
    function expand(d){if(d.dataset.done)return;d.dataset.done="1";\
    var f=d.closest(".flow"),names=f.dataset.cols.split("\\n"),devs=f.dataset.cd.split(" "),grid=(f.dataset.grid||"0 0 0").split(" ").map(Number),w=d.dataset.w.split(" "),s=d.dataset.s,rows=d.nextElementSibling.querySelectorAll("tbody tr");\
    d.dataset.h.split("|").forEach(function(line,i){var tr=rows[i];if(!tr||!line)return;line.split(" ").forEach(function(c,col){if(!c)return;var v=c.split("."),src=tr.querySelector('td[data-i="'+(v[0]?parseInt(v[0],36):0)+'"]');if(!src)return;\
    var n=src.cloneNode(true),run=v[1]?(v[1]=="-"?null:parseInt(v[1],36)):grid[0]+i*grid[1]+col*grid[2];n.classList.add("rep");n.dataset.i=col;if(run!==null)n.id="bar-"+run+"-"+s;else n.removeAttribute("id");\
    if(devs[col])n.dataset.d=devs[col];else n.removeAttribute("data-d");n.dataset.col=names[col];n.style.setProperty("--w",w[col]+"px");\
    var r=v[2]?(g[parseInt(v[2],36)+1]||"").split(";"):[];n.querySelectorAll("svg.bar").forEach(function(svg,k){place(svg,r[k])});\
    var p=(v[3]||"").split(",");n.querySelectorAll(".cell-findings a").forEach(function(a,k){if(p[k])a.setAttribute("href","#finding-"+(parseInt(p[k],36)+1))});\
    var next=null;for(var t of tr.querySelectorAll("td[data-i]"))if(+t.dataset.i>col){next=t;break}tr.insertBefore(n,next)})})}\
    addEventListener("toggle",function(e){var d=e.target;if(d instanceof HTMLDetailsElement&&d.classList.contains("more")&&d.open)expand(d)},true);\
    addEventListener("click",function(e){var a=e.target instanceof Element&&e.target.closest("a[data-bar]"),sec=a&&document.getElementById(a.getAttribute("href").slice(1)),d=sec&&sec.querySelector("details.more");\
    if(!d)return;e.preventDefault();expand(d);d.open=true;location.hash=a.dataset.bar})})();
    """
}
