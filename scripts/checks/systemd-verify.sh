#!/usr/bin/env bash
# Verifies systemd/mynd.service offline as a user unit: `systemd-analyze --user verify` with a throwaway
# XDG_RUNTIME_DIR (no user manager runs here). Prints one result line; exit 0 when the unit is clean.
set -euo pipefail
cd "$(dirname "$0")/../.."
unit=systemd/mynd.service
run=$(mktemp -d)
chmod 700 "$run"
trap 'rm -rf "$run"' EXIT
# verify checks that ExecStart exists: point %h at a home holding an executable stand-in for the binary.
home="$run/home"
mkdir -p "$home/.local/bin" "$home/.local/share/mynd" "$home/.config/mynd"
printf '#!/bin/sh\nexit 0\n' > "$home/.local/bin/mynd"
chmod 755 "$home/.local/bin/mynd"
if out=$(HOME="$home" XDG_RUNTIME_DIR="$run" systemd-analyze --user verify "$unit" 2>&1); then
    if [ -n "$out" ]; then
        echo "systemd-verify: FAIL $unit (warnings)"
        echo "$out"
        exit 1
    fi
    echo "systemd-verify: ok $unit"
else
    echo "systemd-verify: FAIL $unit"
    echo "$out"
    exit 1
fi
