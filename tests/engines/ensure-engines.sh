#!/usr/bin/env bash
# Makes sure the cross-engine run has its browsers, from Debian (no browser downloads here): WebKitGTK's WebDriver and
# its MiniBrowser, Xvfb for its window, Firefox ESR, and the GStreamer plugins WebKitGTK plays the H.264/AAC video
# fixtures with (fMP4 demuxing in "good", parsers in "bad", the decoders in "libav"; recommended, not required, by
# WebKitGTK, so a machine installing without recommends would lack them). FIREFOX_PATH names another Firefox.
set -euo pipefail
gst="$(ls -d /usr/lib/*-linux-gnu*/ 2>/dev/null | head -n 1)gstreamer-1.0"
exec bash "$(dirname "$0")/../../scripts/ensure-apt.sh" \
  WebKitWebDriver=webkit2gtk-driver \
  Xvfb=xvfb \
  "${FIREFOX_PATH:-firefox-esr}=firefox-esr" \
  "$gst/libgstisomp4.so=gstreamer1.0-plugins-good" \
  "$gst/libgstvideoparsersbad.so=gstreamer1.0-plugins-bad" \
  "$gst/libgstlibav.so=gstreamer1.0-libav"
