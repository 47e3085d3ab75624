#!/usr/bin/env bash
# Makes sure Debian's chromium is installed for the web app's end-to-end
# tests (the browser builds test tools download are not used). Installs the
# package when missing and this runs as root; otherwise says what to do.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  exit 0
fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "chromium: installing Debian's chromium package"
  apt-get update -qq || true
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation >/dev/null
  exit 0
fi
echo "chromium is missing: install Debian's chromium package (apt-get install chromium), or set CHROMIUM_PATH" >&2
exit 1
