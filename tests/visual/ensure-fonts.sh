#!/usr/bin/env bash
# The fonts the visual baselines are drawn with (tests/visual/fonts.conf lists these folders and nothing else), from
# Debian with apt-get when missing: Liberation for Latin text, Noto Sans CJK for jp, Noto Naskh Arabic for kw.
set -euo pipefail
cd "$(dirname "$0")/../.."
bash scripts/ensure-apt.sh \
  /usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf=fonts-liberation \
  /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc=fonts-noto-cjk \
  /usr/share/fonts/truetype/noto/NotoNaskhArabic-Regular.ttf=fonts-noto-core
