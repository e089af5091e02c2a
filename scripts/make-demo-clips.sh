#!/usr/bin/env bash
# Makes the demo lesson clips committed under lib/seed/media (run once by hand; needs ffmpeg with libx264 and drawtext).
# 640×360, 15 fps, H.264 main + faststart (plays before it has fully arrived), a quiet 220 Hz tone at 24 kb/s, a running
# mm:ss timer so a resumed position is visible. Also the 24 s clip as HLS (4 s fMP4 segments) for the hls.js path.
set -euo pipefail
cd "$(dirname "$0")/../lib/seed/media"
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
clip() { # name seconds colour1 colour2
  local name=$1 secs=$2 c1=$3 c2=$4
  ffmpeg -y -loglevel error \
    -f lavfi -i "gradients=s=640x360:r=15:c0=${c1}:c1=${c2}:duration=${secs}:speed=0.01" \
    -f lavfi -i "sine=frequency=220:sample_rate=22050:duration=${secs}" \
    -filter_complex "[0:v]drawtext=fontfile=${FONT}:text='QIHANG DEMO  ${name}':fontsize=26:fontcolor=white@0.9:x=(w-tw)/2:y=110,drawtext=fontfile=${FONT}:text='%{eif\:floor(t/60)\:d\:2}\:%{eif\:mod(floor(t),60)\:d\:2}':fontsize=96:fontcolor=white:x=(w-tw)/2:y=170[v];[1:a]volume=0.05[a]" \
    -map '[v]' -map '[a]' -c:v libx264 -profile:v main -pix_fmt yuv420p -preset veryslow -crf 34 -g 30 \
    -c:a aac -b:a 24k -ac 1 -movflags +faststart -t "${secs}" "${name}.mp4"
}
clip clip-12s 12 0x1e3a8a 0x0ea5e9
clip clip-24s 24 0x065f46 0x10b981
clip clip-65s 65 0x7c2d12 0xf59e0b
clip clip-100s 100 0x4c1d95 0xec4899
rm -rf clip-24s-hls && mkdir clip-24s-hls
# fMP4 segments (.m4s): an MPEG-TS segment's .ts name would be taken for TypeScript by every tool in this repository.
ffmpeg -y -loglevel error -i clip-24s.mp4 -c copy -f hls -hls_time 4 -hls_playlist_type vod -hls_segment_type fmp4 \
  -hls_fmp4_init_filename init.mp4 -hls_segment_filename 'clip-24s-hls/segment-%02d.m4s' clip-24s-hls/index.m3u8
for f in *.mp4; do printf '%s %s\n' "$f" "$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$f")"; done
du -sh .
