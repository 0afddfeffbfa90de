#!/bin/sh
# Makes the site's looping background videos and their poster images, in-house, with ffmpeg.
# Abstract animated gradients, played forward then backward so the loop has no seam.
# Output (committed, small): web/public/media/<name>.{mp4,webm} and <name>-poster.{webp,avif}.
# Usage: sh web/scripts/make-media.sh   (needs Debian's ffmpeg with libx264, libvpx-vp9, libaom)
set -eu
out="$(dirname "$0")/../public/media"
mkdir -p "$out"

make_video() {
  name=$1 colors=$2 speed=$3
  src="gradients=s=960x540:${colors}:nb_colors=4:speed=${speed}:d=5:r=24:seed=7"
  loop="[0:v]split[a][b];[b]reverse[r];[a][r]concat=n=2:v=1:a=0,format=yuv420p[v]"
  ffmpeg -hide_banner -loglevel error -y -f lavfi -i "$src" -t 5 -filter_complex "$loop" -map '[v]' \
    -an -c:v libx264 -preset slow -crf 28 -movflags +faststart "$out/$name.mp4"
  ffmpeg -hide_banner -loglevel error -y -i "$out/$name.mp4" -an -c:v libvpx-vp9 -b:v 0 -crf 42 -row-mt 1 "$out/$name.webm"
  # Poster = first frame, so the swap from poster to video is invisible.
  ffmpeg -hide_banner -loglevel error -y -i "$out/$name.mp4" -frames:v 1 -c:v libwebp -quality 70 "$out/$name-poster.webp"
  ffmpeg -hide_banner -loglevel error -y -i "$out/$name.mp4" -frames:v 1 -c:v libwebp -quality 65 -vf scale=480:-2 "$out/$name-poster-480.webp"
}

make_video hero     "c0=0x081a33:c1=0x0b5cad:c2=0x12a3a3:c3=0x1b2a6b" 0.015
make_video services "c0=0x0b1f3a:c1=0x3b2a8f:c2=0x0b5cad:c3=0x12a3a3" 0.02
make_video about    "c0=0x06263a:c1=0x12a3a3:c2=0x0b1f3a:c3=0x2d4fb3" 0.012
make_video contact  "c0=0x0b1f3a:c1=0x0d4a7a:c2=0x1b2a6b:c3=0x127a8a" 0.01

# Link-preview image (Open Graph): the hero's first frame at 1200x630.
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
ffmpeg -hide_banner -loglevel error -y -i "$out/hero.mp4" -frames:v 1 -vf "scale=1200:-2,crop=1200:630,\
drawtext=fontfile=$font:text='Nimbus Crest':fontcolor=white:fontsize=96:x=(w-tw)/2:y=(h-th)/2-30,\
drawtext=fontfile=$font:text='AI, cloud and application development':fontcolor=0xa7f0f0:fontsize=40:x=(w-tw)/2:y=(h/2)+60" \
  -q:v 4 "$out/og-image.jpg"

ls -l "$out"
