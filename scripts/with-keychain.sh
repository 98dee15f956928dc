#!/usr/bin/env bash
# Runs a command with a real, unlocked OS keychain, so the tests store secrets where the app does.
# Linux: a private D-Bus session with a throwaway GNOME Keyring (unlocked with an empty password, kept in
# a temp dir so it never touches your own login keyring). macOS and Windows: the native keychain as is.
set -euo pipefail

if [ "$(uname -s)" != "Linux" ] || [ -n "${CONSOLE_KEYRING_READY:-}" ]; then
  exec "$@"
fi

for tool in dbus-run-session gnome-keyring-daemon; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "with-keychain: '$tool' is missing. \`npm test\` installs it (node scripts/setup.mjs test), or as root:" >&2
    echo "  apt-get update && apt-get install -y dbus gnome-keyring libsecret-1-dev chromium-headless-shell" >&2
    exit 2
  fi
done

keyring_home=$(mktemp -d "${TMPDIR:-/tmp}/console-keyring.XXXXXX")
trap 'rm -rf "$keyring_home"' EXIT

dbus-run-session -- bash -c '
  set -euo pipefail
  # An empty line on stdin is the (empty) password that creates and unlocks the throwaway keyring;
  # an empty stdin would leave it locked.
  eval "$(printf "\n" | XDG_DATA_HOME="$0" gnome-keyring-daemon --unlock --components=secrets)"
  export GNOME_KEYRING_CONTROL CONSOLE_KEYRING_READY=1
  exec "$@"
' "$keyring_home" "$@"
