#!/usr/bin/env bash
# Installs a Debian package with apt-get when its command is missing, so a machine with only Node and apt can run
# the demo and the tests. Usage: scripts/ensure-apt.sh COMMAND [PACKAGE] (COMMAND: a name on PATH or a path).
set -euo pipefail
command="$1"
package="${2:-$1}"
present() { command -v "$command" >/dev/null 2>&1 || [ -x "$command" ]; }
if present; then exit 0; fi
echo "Installing Debian's $package (apt-get)…"
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq "$package" >/dev/null
present
