#!/usr/bin/env bash
# Installs Debian packages with apt-get when what they provide is missing, so a machine with only Node and apt can run
# the demo and the tests. Usage:
#   scripts/ensure-apt.sh COMMAND [PACKAGE]          one package (PACKAGE defaults to COMMAND)
#   scripts/ensure-apt.sh CHECK=PACKAGE ...          several, with one apt-get update and one install for the missing
# COMMAND or CHECK: a name on PATH, or a path that must exist (a binary, a plugin library).
set -euo pipefail
if [[ "$1" == *=* ]]; then pairs=("$@"); else pairs=("$1=${2:-$1}"); fi
present() { command -v "$1" >/dev/null 2>&1 || [ -e "$1" ]; }
missing=()
for pair in "${pairs[@]}"; do present "${pair%%=*}" || missing+=("${pair#*=}"); done
if [ "${#missing[@]}" -eq 0 ]; then exit 0; fi
echo "Installing Debian's ${missing[*]} (apt-get)…"
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq "${missing[@]}" >/dev/null
for pair in "${pairs[@]}"; do present "${pair%%=*}" || { echo "still missing after apt-get: ${pair%%=*}" >&2; exit 1; }; done
