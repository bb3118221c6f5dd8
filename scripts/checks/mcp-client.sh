#!/usr/bin/env bash
# `mynd mcp` driven by a real MCP client: the official Python SDK (PyPI `mcp`, installed by `scripts/setup --test`)
# starts the built server over stdio against a temporary graph, calls every tool with valid and invalid arguments,
# reads the resources and the prompt, and checks that writes are refused unless allowed.
# Needs `swift build` first (scripts/test does it). Prints `mcp-client: N passed, M failed` last; fails on any failure.
set -euo pipefail
cd "$(dirname "$0")/../.."
if ! python3 -c "import mcp" 2>/dev/null; then
    echo "mcp-client: the mcp Python package is missing (run scripts/setup --test)"
    echo "mcp-client: 0 passed, 1 failed"
    exit 1
fi
exec timeout --kill-after=10s 300s python3 Tests/Fixtures/mcp_client.py "$(swift build --show-bin-path)/mynd"
