#!/usr/bin/env bash
# Fails when a library imports a module its layer must not know (README "Layout"): the daemon knows the control
# socket, notifications, hotkeys and systemd, not HTTP, audio or SQLite; the voice knows nothing of HTTP.
# MyndAssembly is the one place that puts them together.
set -euo pipefail
cd "$(dirname "$0")/../.."
status=0
forbid() {  # forbid <target> <module>...
    local target=$1; shift
    for module in "$@"; do
        if grep -rnE "^(@testable )?import $module\$" "Sources/$target"; then
            echo "Sources/$target must not import $module"
            status=1
        fi
    done
}
forbid MyndDaemon MyndNet MyndVoice MyndAssembly GRDB
forbid MyndVoice MyndNet MyndDaemon MyndAssembly
forbid MyndNet MyndVoice MyndDaemon MyndAssembly
forbid MyndCore MyndNet MyndVoice MyndDaemon MyndAssembly MyndControl
exit $status
