#!/usr/bin/env bash
# make-hero-video.sh — regenerate the Inside 9 home-page hero video assets.
#
# REQUIRES: ffmpeg (with libx264 + libvpx-vp9, e.g. Debian's `apt-get install ffmpeg`),
#           plus bash and awk. No stock footage or network access is used: every pixel
#           is synthesised with ffmpeg filters (lavfi/geq/noise/gblur/blend), so the
#           output is fully deterministic.
#
# OUTPUTS (written to apps/web/public/media/):
#   hero.mp4         H.264 high profile, yuv420p, +faststart, no audio
#   hero.webm        VP9, no audio
#   hero-poster.jpg  poster frame
#
# The scene: a dark, moody simulator bay. A softly lit impact screen shows a dusk
# driving range (deep-navy sky, treeline, perspective-striped fairway, a pin); a white
# golf ball sits on the turf mat, is struck, and a glowing TrackMan-style tracer arc
# draws across the screen, lands with a soft ripple by the pin, holds, fades out, and a
# new ball rises on the auto-tee. A soft light sheen sweeps across while the shot
# holds. The 10 s loop starts and ends on the same calm frame, so it loops seamlessly.
#
# Usage: scripts/make-hero-video.sh   (from anywhere; takes a few minutes on 2 cores)
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="$ROOT/apps/web/public/media"
mkdir -p "$OUT"
TMP="${HERO_TMP:-$(mktemp -d)}"
mkdir -p "$TMP"
[ -n "${HERO_TMP:-}" ] || trap 'rm -rf "$TMP"' EXIT

FF=(ffmpeg -hide_banner -loglevel error -nostdin -y)

W=1280; H=720; FPS=30; DUR=10
FRAMES=$((FPS * DUR))

# ---------------------------------------------------------------- scene constants
# Impact screen (physical room) and the virtual camera used to draw the range on it.
SX0=80; SX1=1200; SY0=36; SY1=548      # screen rectangle in frame pixels
YH=300                                  # horizon line
VX=860                                  # vanishing point of the target line
F=1300; Z0=30; CH=5.31; CX=-5.08        # focal (px), tee depth (m), cam height (m), cam x offset (m)
T_STRIKE=1.4; T_FLIGHT=3.2              # seconds
T_LAND=$(awk "BEGIN{print $T_STRIKE+$T_FLIGHT}")

# ---------------------------------------------------------------- 1. noise textures
# g = fine turf fibres, b = mid-scale blotches, r = large-scale variation (all ~128 mean)
"${FF[@]}" -f lavfi -i "color=c=0x808080:s=${W}x${H}:d=1,format=gray,noise=alls=70:all_seed=9,avgblur=sizeX=1:sizeY=2" \
  -frames:v 1 "$TMP/n1.png"
"${FF[@]}" -f lavfi -i "color=c=0x808080:s=${W}x${H}:d=1,format=gray,noise=alls=90:all_seed=21,gblur=sigma=5,lut=y='clip(128+(val-128)*9,0,255)'" \
  -frames:v 1 "$TMP/n2.png"
"${FF[@]}" -f lavfi -i "color=c=0x808080:s=${W}x${H}:d=1,format=gray,noise=alls=90:all_seed=33,gblur=sigma=40,lut=y='clip(128+(val-128)*60,0,255)'" \
  -frames:v 1 "$TMP/n3.png"
"${FF[@]}" -i "$TMP/n1.png" -i "$TMP/n2.png" -i "$TMP/n3.png" \
  -filter_complex "[0:v]format=gray[a];[1:v]format=gray[b];[2:v]format=gray[c];[a][b][c]mergeplanes=0x001020:gbrp" \
  -frames:v 1 "$TMP/noise.png"

# ---------------------------------------------------------------- 2. static background plate
# Built as one geq expression per colour channel; the template uses @C(r,g,b)@ for
# channel-specific colour constants (0..1) which are substituted per channel below.
read -r -d '' BG_TPL <<EOF || true
st(0,clip((X-$SX0)/2,0,1)*clip(($SX1-X)/2,0,1)*clip((Y-$SY0)/2,0,1)*clip(($SY1-Y)/2,0,1));
st(1,(g(X,Y)-128)/128);
st(2,(b(X,Y)-128)/128);
st(3,(r(X,Y)-128)/128);
st(4,max((Y-$YH)/$CH,0.02));
st(5,(X-$VX)/ld(4)-($CX)-6);
st(6,$F/ld(4));
st(9,if(lt(Y,$YH),
  @C(0.028,0.050,0.100)@+(@C(0.085,0.160,0.185)@-@C(0.028,0.050,0.100)@)*pow(clip((Y-$SY0)/($YH-$SY0),0,1),2.2)
   +@C(0.070,0.120,0.115)@*exp(-pow((Y-$YH)/22,2))+@C(0.008,0.011,0.016)@*ld(3)*(1-clip((Y-$SY0)/($YH-$SY0),0,1)),
  @C(0.018,0.048,0.028)@*(1+0.35*ld(2)+0.15*ld(1)*clip(ld(4)/20,0,1))
  +clip((13+3*sin(ld(6)/37+0.5)+2*sin(ld(6)/17+2)-abs(ld(5)))*ld(4)/2.5,0,1)*clip((212-ld(6))/6,0,1)*(@C(0.034,0.090,0.046)@+@C(0.010,0.022,0.010)@*sin(ld(6)*0.45)*clip((ld(4)-4)/8,0,1))*(1+0.1*ld(1)*clip(ld(4)/30,0,1))
  +@C(0.040,0.100,0.052)@*clip((13-hypot(ld(5)-2,ld(6)-228))*ld(4)/1.5,0,1)));
st(9,if(gte(Y,$YH),ld(9)+(@C(0.085,0.150,0.160)@-ld(9))*exp(-ld(4)/3.2),ld(9)));
st(8,$YH-(7+5*sin(X/41)*sin(X/97+1)+3*sin(X/11+2)+1.5*sin(X/5.3)+3*ld(3)));
st(9,ld(9)+(@C(0.028,0.052,0.062)@-ld(9))*clip(Y-ld(8),0,1)*lt(Y,$YH+1));
st(6,if(lt(X,$VX),$F*($CX-44)/(X-$VX),$F*($CX+40)/(X-$VX+0.001)));
st(7,13+2.8*sin(ld(6)*0.23)+1.6*sin(ld(6)*0.61+1.3)+0.9*sin(ld(6)*1.7)+1.2*ld(2));
st(8,clip(Y-($YH+$F*($CH-ld(7))/ld(6)),0,1)*clip($YH+$F*$CH/ld(6)-Y,0,1)*gt(abs(X-$VX),2));
st(9,ld(9)+(
  (@C(0.010,0.026,0.022)@*(1+0.45*ld(2)+0.25*ld(1))+@C(0.030,0.050,0.060)@*exp(-(Y-($YH+$F*($CH-ld(7))/ld(6)))/2.5))*exp(-ld(6)/500)
  +@C(0.060,0.105,0.115)@*(1-exp(-ld(6)/500))-ld(9))*ld(8));
st(9,ld(9)*(0.95+0.5*exp(-(pow((X-760)/560,2)+pow((Y-290)/340,2)))));
st(7,
  if(gte(Y,$SY1),
    @C(0.020,0.048,0.030)@*(1+0.65*ld(1)+0.3*ld(2))*(0.50+1.6*exp(-(Y-$SY1)/40)*@C(0.85,1.0,1.1)@+2.6*exp(-(pow((X-640)/380,2)+pow((Y-665)/100,2))))
    +clip((0.74*(Y-$YH)/1.6-abs(X-640))/1.5,0,1)*clip((Y-586)/4,0,1)*@C(0.018,0.042,0.024)@*(1+0.7*ld(1))*(0.5+2.4*exp(-(pow((X-640)/250,2)+pow((Y-660)/85,2)))),
    @C(0.010,0.015,0.024)@*(1+0.25*ld(3))+@C(0.040,0.070,0.090)@*exp(-max(max($SX0-X,X-$SX1),max($SY0-Y,0))/55)));
st(7,ld(7)+@C(0.050,0.085,0.095)@*exp(-abs(Y-$SY1-1)/2.5)*clip((X-$SX0)/3,0,1)*clip(($SX1-X)/3,0,1));
255*clip(ld(0)*ld(9)+(1-ld(0))*ld(7)+0.005*ld(1),0,1)
EOF
bg_expr() {  # $1 = channel index 1..3
  local ch=$1
  printf '%s' "$BG_TPL" | tr -d '\n ' | awk -v ch="$ch" '{
    out=""; s=$0
    while (match(s, /@C\([^)]*\)@/)) {
      inner=substr(s, RSTART+3, RLENGTH-5); split(inner, v, ",")
      out=out substr(s,1,RSTART-1) "(" v[ch] ")"; s=substr(s, RSTART+RLENGTH)
    }
    print out s }'
}
"${FF[@]}" -i "$TMP/noise.png" -vf "format=gbrp,geq=r='$(bg_expr 1)':g='$(bg_expr 2)':b='$(bg_expr 3)'" \
  -frames:v 1 "$TMP/bg0.png"
# pin + flag at the landing area (world lateral +5 m, depth 232 m)
PIN=$(awk -v f=$F -v ch=$CH -v cx=$CX -v vx=$VX -v yh=$YH 'BEGIN{q=f/232; printf "%d %d", vx+q*(cx+5), yh+q*ch}')
read -r PX PY <<<"$PIN"
"${FF[@]}" -i "$TMP/bg0.png" -filter_complex "[0:v]split[o][s];[s]gblur=sigma=0.75,crop=$((SX1-SX0)):$((SY1-SY0)):$SX0:$SY0[sb];[o][sb]overlay=$SX0:$SY0,drawbox=x=$PX:y=$((PY-15)):w=1:h=15:c=0xd8dde0@0.55:t=fill,drawbox=x=$((PX+1)):y=$((PY-15)):w=7:h=4:c=0xe8ecef@0.45:t=fill" \
  -frames:v 1 "$TMP/bg.png"

# ---------------------------------------------------------------- 3. shot tracer (static distance field)
# Physically-flavoured flight: ball slows down (exp), apex late, gentle fade; projected with
# the virtual camera, resampled every ~9 px of screen arc length. u = normalised flight time.
awk -v f=$F -v z0=$Z0 -v ch=$CH -v cx=$CX -v vx=$VX -v yh=$YH 'BEGIN{
  pi=atan2(0,-1); N=4000; L=190; Hm=24; k=1.25; step=9
  for(i=0;i<=N;i++){ u=i/N; s=L*(1-exp(-k*u))/(1-exp(-k)); p=s/L
    h=Hm*sin(pi*p^1.25); lat=8*p*p; z=z0+s
    x=vx+f*(cx+lat)/z; y=yh+f*(ch-h)/z; w=1.35*sqrt(z0/z); if(w<0.8)w=0.8
    if(i==0||i==N||sqrt((x-lx)^2+(y-ly)^2)>=step){ printf "%.3f %.3f %.5f %.3f\n",x,y,u,w; lx=x; ly=y } }
}' > "$TMP/path.txt"
read -r OX OY OW OH <<<"$(awk '{if(NR==1){a=$1;b=$1;c=$2;d=$2} if($1<a)a=$1; if($1>b)b=$1; if($2<c)c=$2; if($2>d)d=$2}
  END{x0=int(a-48); y0=int(c-48); w=int(b+48-x0); h=int(d+48-y0); w+=w%2; h+=h%2; print x0, y0, w, h}' "$TMP/path.txt")"
SEGS=$(awk -v ox=$OX -v oy=$OY '{x[NR]=$1-ox; y[NR]=$2-oy; u[NR]=$3; w[NR]=$4}
  END{ for(i=1;i<NR;i++){ dx=x[i+1]-x[i]; dy=y[i+1]-y[i]; l2=dx*dx+dy*dy; if(l2<1e-6) l2=1e-6
    if((i-1)%10==0) printf "%s", (i>1?"0);(":"(")
    printf "(st(2,clip(((X-(%.3f))*(%.4f)+(Y-(%.3f))*(%.4f))*(%.7f),0,1));st(6,X-(%.3f)-ld(2)*(%.4f));st(7,Y-(%.3f)-ld(2)*(%.4f));st(3,ld(6)*ld(6)+ld(7)*ld(7));if(lt(ld(3),ld(0)),st(0,ld(3))+st(1,%.6f+ld(2)*(%.6f))+st(5,%.4f+ld(2)*(%.4f))));",
      x[i],dx,y[i],dy,1/l2,x[i],dx,y[i],dy,u[i],u[i+1]-u[i],w[i],w[i+1]-w[i] } print "0);" }' "$TMP/path.txt")
# (segments are grouped ten to a parenthesis: ffmpeg's expression parser limits ';' chains)
PRE="st(0,1e9);st(1,0);st(5,1);${SEGS}"
"${FF[@]}" -f lavfi -i "color=c=black:s=${OW}x${OH}:d=1,format=gbrap" -vf \
  "geq=r='${PRE}255*exp(-ld(0)/(2*ld(5)*ld(5)))':g='${PRE}255*exp(-ld(0)/(2*pow(ld(5)*4.5,2)))':b='${PRE}floor(ld(1)*65535/256)':a='${PRE}mod(floor(ld(1)*65535),256)'" \
  -frames:v 1 "$TMP/tracer.png"

read -r LX LY <<<"$(tail -n1 "$TMP/path.txt" | awk -v ox=$OX -v oy=$OY '{printf "%.2f %.2f", $1-ox, $2-oy}')"
read -r TX TY <<<"$(head -n1 "$TMP/path.txt" | awk -v ox=$OX -v oy=$OY '{printf "%.2f %.2f", $1-ox, $2-oy}')"

# per-frame tracer light: reveal by flight time, bright head, strike flash, landing ripple.
# Cheap early-outs keep this fast: nothing outside the shot window / away from the line.
tr_expr() {  # $1 core/flash tint, $2 glow tint
  echo "if(lt(T,$T_STRIKE-0.05)+gt(T,8.75),0,
st(0,(b(X,Y)*256+alpha(X,Y))/65535);st(1,clip((T-$T_STRIKE)/$T_FLIGHT,0,1));
st(2,r(X,Y)/255);st(3,g(X,Y)/255);
st(4,if(lt(ld(2)+ld(3),0.004),0,
  (1-clip((T-7.4)/1.3,0,1))*clip((ld(1)-ld(0))*400+1,0,1)*(0.95*ld(2)*(0.72+0.28*ld(0))+$2*0.42*ld(3))
  +lt(T,$T_LAND+0.2)*exp(-(ld(0)-ld(1))*(ld(0)-ld(1))/0.0003)*(ld(2)+ld(3))*0.9));
st(5,if(lt(abs(X-$TX),45)*lt(abs(Y-$TY),45)*between(T,$T_STRIKE,$T_STRIKE+1),
  0.5*exp(-((X-$TX)*(X-$TX)+(Y-$TY)*(Y-$TY))/300)*exp(-(T-$T_STRIKE)/0.15),0));
st(6,if(lt(abs(X-$LX),80)*lt(abs(Y-$LY),26)*between(T,$T_LAND,$T_LAND+3),
  st(7,hypot(X-$LX,(Y-$LY)*4)-62*(1-exp(-(T-$T_LAND)*2.2)));0.55*exp(-ld(7)*ld(7)/2.6)*exp(-(T-$T_LAND)*1.5),0));
255*clip(ld(4)+$1*(ld(5)+ld(6)),0,1))" | tr -d '\n '
}
"${FF[@]}" -loop 1 -framerate $FPS -i "$TMP/tracer.png" -t $DUR -filter_complex \
  "[0:v]format=gbrap,geq=r='$(tr_expr 0.85 0.70)':g='$(tr_expr 0.95 0.88)':b='$(tr_expr 1.0 1.0)':a='255',format=gbrp,split[a][b];
   [b]gblur=sigma=16[bl];[a][bl]blend=all_mode=screen:all_opacity=0.85,
   pad=$W:$H:$OX:$OY:black" \
  -c:v ffv1 "$TMP/tracer.mkv"

# ---------------------------------------------------------------- 4. ball on the auto-tee
# visible until the strike, rises back up (auto-tee) at the end of the loop
BALL_VIS="(lt(T,$T_STRIKE)+gte(T,$T_STRIKE)*clip((T-8.7)/0.7,0,1))"
BALL_UP="(gte(T,$T_STRIKE)*(1-clip((T-8.7)/0.9,0,1))*6)"
BR="hypot(X-24,Y-17-$BALL_UP)"
SHADE="(0.55*clip(((X-24)*-0.35+(Y-17-$BALL_UP)*-0.75)/8+0.55,0,1))"
ball_c() { echo "255*clip(($1+$SHADE)*clip(8.6-$BR,0,1),0,1)"; }
BALL_A="255*$BALL_VIS*clip(max(clip(8.6-$BR,0,1)*clip(26-Y,0,1),0.55*exp(-(pow((X-24)/9,2)+pow((Y-25.5)/2.6,2)))),0,1)"
"${FF[@]}" -loop 1 -framerate $FPS -i "$TMP/bg.png" -t $DUR -filter_complex \
  "color=c=black:s=48x40:r=$FPS:d=$DUR,format=gbrap,geq=r='$(ball_c 0.50)':g='$(ball_c 0.52)':b='$(ball_c 0.55)':a='$BALL_A'[ball];
   [0:v]format=gbrp[bg];[bg][ball]overlay=x=616:y=626:format=gbrp" \
  -c:v ffv1 "$TMP/plate.mkv"

# ---------------------------------------------------------------- 5. light sheen sweep (low-res, soft)
SWEEP="0.085*exp(-pow((X/320+Y/360*0.45-(-0.45+1.9*clip((T-4.9)/3.4,0,1)))/0.075,2))*sin(PI*clip((T-4.9)/3.4,0,1))"
"${FF[@]}" -f lavfi -i "color=c=black:s=320x180:r=$FPS:d=$DUR,format=gbrp,geq=r='255*$SWEEP*0.75':g='255*$SWEEP*0.95':b='255*$SWEEP'" \
  -vf "scale=$W:$H:flags=bicubic" -c:v ffv1 "$TMP/sweep.mkv"

# ---------------------------------------------------------------- 6. composite master
"${FF[@]}" -i "$TMP/plate.mkv" -i "$TMP/tracer.mkv" -i "$TMP/sweep.mkv" -filter_complex \
  "[0:v]format=gbrp[p];[1:v]format=gbrp[t];[2:v]format=gbrp[s];
   [p][t]blend=all_mode=screen[pt];[pt][s]blend=all_mode=screen,
   vignette=angle=PI/4.2:eval=init,format=gbrp" \
  -frames:v $FRAMES -c:v ffv1 "$TMP/master.mkv"

# ---------------------------------------------------------------- 7. deliverables
"${FF[@]}" -i "$TMP/master.mkv" -an -c:v libx264 -preset veryslow -tune film -crf 21 -maxrate 900k -bufsize 1800k \
  -profile:v high -pix_fmt yuv420p -r $FPS -g $((FPS*2)) -threads 2 -movflags +faststart "$OUT/hero.mp4"
# (+bitexact: otherwise the WebM muxer writes a random segment UID and the file differs per run)
"${FF[@]}" -i "$TMP/master.mkv" -an -c:v libvpx-vp9 -b:v 0 -crf 31 -deadline good -cpu-used 1 -row-mt 1 \
  -pix_fmt yuv420p -r $FPS -g $((FPS*2)) -threads 2 -fflags +bitexact "$OUT/hero.webm"
# poster: the shot mid-hold, tracer fully drawn
"${FF[@]}" -ss 5.6 -i "$TMP/master.mkv" -frames:v 1 -q:v 3 -pix_fmt yuvj420p "$OUT/hero-poster.jpg"

ls -l "$OUT"
