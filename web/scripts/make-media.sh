#!/bin/sh
# Makes the link-preview image from the home hero's poster, in-house, with ffmpeg.
# Usage: sh web/scripts/make-media.sh   (needs Debian's ffmpeg with libx264, libvpx-vp9, libaom)
set -eu
out="$(dirname "$0")/../public/media"
mkdir -p "$out"

# The hero videos and their posters are made by make-hero-videos.ts (one scene per page).

# Link-preview image (Open Graph): the hero's first frame at 1200x630.
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
ffmpeg -hide_banner -loglevel error -y -i "$out/hero-poster.webp" -frames:v 1 -vf "scale=1200:-2,crop=1200:630,\
drawtext=fontfile=$font:text='Nimbus Crest':fontcolor=white:fontsize=96:x=(w-tw)/2:y=(h-th)/2-30,\
drawtext=fontfile=$font:text='AI, cloud and application development':fontcolor=0xa7f0f0:fontsize=40:x=(w-tw)/2:y=(h/2)+60" \
  -q:v 4 "$out/og-image.jpg"

ls -l "$out"
