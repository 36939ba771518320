#!/bin/sh
# Regenerates the committed demo clips and their poster frames. Run by hand (needs ffmpeg); the seed itself only
# copies these files, because the machines that run the seed have no ffmpeg.
# H.264 constrained baseline, yuv420p, no audio, moov atom first (+faststart) so browsers can start playing at once.
set -eu
cd "$(dirname "$0")"
ENC="-c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -preset veryslow -crf 30 -g 48 -movflags +faststart -an -map_metadata -1 -fflags +bitexact"

clip() { # name size seconds rgb-expressions
  ffmpeg -hide_banner -loglevel error -y -f lavfi -i "color=c=black:s=$2:r=24:d=$3,format=gbrp,geq=$4" $ENC -t "$3" "$1.mp4"
  # The poster (the video's thumbnail) is taken mid-clip, where something is happening.
  ffmpeg -hide_banner -loglevel error -y -ss 1.5 -i "$1.mp4" -frames:v 1 -q:v 2 "$1.jpg"
}

# Sun sinking into the sea, sky warming as it goes.
clip sunset-over-sea 640x360 4 "\
r='if(lt(Y,230), if(lt(hypot(X-320,Y-60-T*45),42), 255, min(250,240-Y*0.35+T*4)), 40+20*sin(X/9+T*6)*gt(mod(Y,7),3))':\
g='if(lt(Y,230), if(lt(hypot(X-320,Y-60-T*45),42), 214-T*20, 150-Y*0.3), 80+20*sin(X/11+T*5))':\
b='if(lt(Y,230), if(lt(hypot(X-320,Y-60-T*45),42), 120, 120+Y*0.25-T*10), 130+25*sin(X/13-T*4))'"

# Rolling waves in teal and navy.
clip ocean-waves 640x360 3 "\
r='45+25*sin(X/40+T*3)':\
g='120+60*sin(X/55-T*2+Y/30)':\
b='180+60*sin(Y/25+T*2.5)'"

# A slowly turning six-armed pinwheel.
clip pinwheel-spin 360x640 3 "\
r='128+120*sin(6*atan2(Y-320,X-180)+T*2)':\
g='128+100*sin(6*atan2(Y-320,X-180)+T*2+2.1)':\
b='150+90*sin(hypot(X-180,Y-320)/30-T*3)'"

# A coral ball bouncing on a cream floor.
clip bouncing-ball 360x640 3 "\
r='if(lt(hypot(X-180-110*sin(T*2.1),Y-520+380*abs(sin(T*3.14))),46), 240, if(gt(Y,566), 214, 246))':\
g='if(lt(hypot(X-180-110*sin(T*2.1),Y-520+380*abs(sin(T*3.14))),46), 112, if(gt(Y,566), 196, 236))':\
b='if(lt(hypot(X-180-110*sin(T*2.1),Y-520+380*abs(sin(T*3.14))),46), 92, if(gt(Y,566), 170, 214))'"

# Seedlings growing out of dark soil.
clip seedlings 480x480 3 "\
r='if(gt(Y,400), 74, if(lt(mod(X,80)-36,8)*gt(mod(X,80),35)*gt(Y,400-T*(40+mod(floor(X/80)*53,60))), 72, 222))':\
g='if(gt(Y,400), 52, if(lt(mod(X,80)-36,8)*gt(mod(X,80),35)*gt(Y,400-T*(40+mod(floor(X/80)*53,60))), 160, 236))':\
b='if(gt(Y,400), 36, if(lt(mod(X,80)-36,8)*gt(mod(X,80),35)*gt(Y,400-T*(40+mod(floor(X/80)*53,60))), 84, 214))'"

# A mug filling with coffee.
clip coffee-pour 480x480 4 "\
r='if(between(X,150,330)*between(Y,150,400), if(gt(Y,392-T*56), 111, 250), if(between(hypot(X-335,Y-270),34,52), 250, 196))':\
g='if(between(X,150,330)*between(Y,150,400), if(gt(Y,392-T*56), 78, 248), if(between(hypot(X-335,Y-270),34,52), 248, 150))':\
b='if(between(X,150,330)*between(Y,150,400), if(gt(Y,392-T*56), 55, 242), if(between(hypot(X-335,Y-270),34,52), 242, 108))'"
