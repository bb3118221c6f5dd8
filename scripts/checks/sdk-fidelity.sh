#!/usr/bin/env bash
# The fixture servers must stay true to the real APIs: the official anthropic and openai Python SDKs
# (installed by `scripts/setup --test`) parse every fixture scenario and must rebuild the text the Swift tests expect.
# Installs nothing; prints `sdk-fidelity: N passed, M failed` last and fails on any failure.
set -euo pipefail
cd "$(dirname "$0")/../.."
if ! python3 -c "import anthropic, openai" 2>/dev/null; then
    echo "sdk-fidelity: the anthropic and openai Python packages are missing (run scripts/setup --test)"
    echo "sdk-fidelity: 0 passed, 1 failed"
    exit 1
fi
exec python3 Tests/Fixtures/sdk_fidelity.py
