#!/usr/bin/env bash
# Writes the site's two faces (src/components/site/fonts/) from fontsource, weights 400–800 and only the features in use;
# committed, so run it only when a package or the range changes (docs/decisions/0075). Needs Debian's fonttools and python3-brotli.
set -euo pipefail
cd "$(dirname "$0")/.."

WEIGHTS=400:800
OUT=src/components/site/fonts
# fontsource's "latin" subset (its unicode.json), unchanged.
LATIN='U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'
# Kerning, ligatures, accent marks and tabular figures; fractions and Inter's contextual alternates go.
FEATURES='kern,liga,ccmp,locl,mark,mkmk,tnum'

PYTHON=/usr/bin/python3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

for face in inter unbounded; do
  source_font=node_modules/@fontsource-variable/$face/files/$face-latin-wght-normal.woff2
  "$PYTHON" -m fontTools.varLib.instancer "$source_font" "wght=$WEIGHTS" -o "$work/$face.ttf"
  pyftsubset "$work/$face.ttf" --unicodes="$LATIN" --layout-features="$FEATURES" --flavor=woff2 \
    --output-file="$OUT/$face-latin-${WEIGHTS/:/-}.woff2"
  cp "node_modules/@fontsource-variable/$face/LICENSE" "$OUT/$face-OFL.txt"
done
ls -l "$OUT"
