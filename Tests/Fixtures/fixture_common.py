"""Shared machinery for mynd's fixture servers: the wire protocol lives in each fixture, the plumbing here.

A fixture is started as `python3 X.py --port 0 [--script FILE.json | --script-json JSON]`. It binds 127.0.0.1,
prints `PORT <n>` as the first line of stdout once it listens, and exits when stdin reaches EOF (its parent went
away) or after `--lifetime` seconds. Each request takes the next response of the script (the last one repeats) and
is recorded with its headers and body; `GET /__requests` returns the records as JSON so tests can assert on them.
"""
import argparse
import email.parser
import email.policy
import io
import json
import os
import socket
import sys
import threading
import time
import wave
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


class Disconnected(Exception):
    """The client closed the connection while the fixture was still writing."""


class FixtureServer(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True

    def __init__(self, handler, script, port=0):
        super().__init__(("127.0.0.1", port), handler)
        self.script = script
        self.lock = threading.Lock()
        self.records = []

    def next_response(self, record):
        """Records the request and returns the scripted response for it."""
        with self.lock:
            index = len(self.records)
            record["index"] = index
            self.records.append(record)
            responses = self.script.get("responses") or [{}]
            return dict(responses[min(index, len(responses) - 1)])


class FixtureHandler(BaseHTTPRequestHandler):
    """Reads and records requests; subclasses implement `respond(record, scenario)` for their routes."""

    protocol_version = "HTTP/1.1"

    def setup(self):
        super().setup()
        # Small SSE writes must leave at once, not wait for Nagle's algorithm.
        self.connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)

    def log_message(self, format, *args):
        pass  # quiet: requests carry keys in their headers

    def do_GET(self):
        if self.path == "/__requests":
            with self.server.lock:
                payload = json.dumps(self.server.records).encode()
            self.send_json(200, payload)
        else:
            self.send_json(404, b'{"error": "not found"}')

    def do_POST(self):
        started = time.monotonic_ns()  # the request's headers have arrived: its first byte, near enough
        length = int(self.headers.get("content-length") or 0)
        body = self.rfile.read(length) if length else b""
        record = {
            "method": "POST",
            "path": self.path,
            "headers": {name.lower(): value for name, value in self.headers.items()},
            "body": body.decode("utf-8", "replace") if not self.is_multipart() else "",
            "json": None,
            "form": None,
            "outcome": "started",
            "written": 0,
            "started_at_ns": started,
            "delta_ns": [],
        }
        if self.is_multipart():
            record["form"] = parse_form(self.headers.get("content-type"), body)
        else:
            try:
                record["json"] = json.loads(body) if body else None
            except ValueError:
                pass
        scenario = self.server.next_response(record)
        try:
            self.respond(record, scenario)
            if record["outcome"] == "started":
                record["outcome"] = "completed"
        except (BrokenPipeError, ConnectionResetError, Disconnected):
            record["outcome"] = "disconnected"
            self.close_connection = True
        record["ended_at_ns"] = time.monotonic_ns()

    def is_multipart(self):
        return (self.headers.get("content-type") or "").startswith("multipart/form-data")

    def respond(self, record, scenario):
        raise NotImplementedError

    # -- writing helpers --------------------------------------------------------------------------------------

    def send_json(self, status, payload, extra_headers=None):
        if isinstance(payload, (dict, list)):
            payload = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(payload)))
        for name, value in (extra_headers or {}).items():
            self.send_header(name, str(value))
        self.end_headers()
        self.wfile.write(payload)

    def start_event_stream(self, extra_headers=None):
        self.send_response(200)
        self.send_header("content-type", "text/event-stream; charset=utf-8")
        self.send_header("cache-control", "no-cache")
        self.send_header("transfer-encoding", "chunked")
        for name, value in (extra_headers or {}).items():
            self.send_header(name, str(value))
        self.end_headers()

    def write_chunk(self, data):
        """One HTTP chunk in one socket write."""
        if data:
            self.wfile.write(b"%x\r\n%s\r\n" % (len(data), data))

    def end_chunks(self):
        self.wfile.write(b"0\r\n\r\n")

    def drop_connection(self):
        """Closes the socket mid-body, as a dying proxy would: no terminating chunk."""
        self.wfile.flush()
        self.connection.shutdown(socket.SHUT_RDWR)
        self.close_connection = True


def sse(event, data, line_ending="\n"):
    """Encodes one SSE event; `data` may be a dict (JSON) or a string."""
    text = data if isinstance(data, str) else json.dumps(data, separators=(",", ":"))
    lines = ([f"event: {event}"] if event else []) + [f"data: {line}" for line in text.split("\n")]
    return (line_ending.join(lines) + line_ending + line_ending).encode()


class EventWriter:
    """Writes events as the scenario asks: optional CR/CRLF line ends and events split across writes."""

    def __init__(self, handler, scenario):
        self.handler = handler
        self.line_ending = {"lf": "\n", "crlf": "\r\n", "cr": "\r"}[scenario.get("line_ending", "lf")]
        self.split = bool(scenario.get("split_writes"))

    def event(self, name, data):
        self.raw(sse(name, data, self.line_ending))

    def raw(self, payload):
        if self.split and len(payload) > 3:
            middle = len(payload) // 2
            self.handler.write_chunk(payload[:middle])
            time.sleep(0.002)
            self.handler.write_chunk(payload[middle:])
        else:
            self.handler.write_chunk(payload)


def parse_form(content_type, body):
    """Parses multipart/form-data: text fields as strings, files as a summary (and WAV facts for audio)."""
    message = email.parser.BytesParser(policy=email.policy.HTTP).parsebytes(
        b"content-type: " + content_type.encode() + b"\r\n\r\n" + body)
    fields = {}
    for part in message.iter_parts():
        name = part.get_param("name", header="content-disposition")
        filename = part.get_param("filename", header="content-disposition")
        payload = part.get_payload(decode=True) or b""
        if filename is None:
            fields[name] = payload.decode("utf-8", "replace")
            continue
        summary = {"filename": filename, "content_type": part.get_content_type(), "size": len(payload)}
        try:
            with wave.open(io.BytesIO(payload)) as audio:
                summary["wav"] = {"rate": audio.getframerate(), "channels": audio.getnchannels(),
                                  "sample_width": audio.getsampwidth(), "frames": audio.getnframes()}
        except (wave.Error, EOFError):
            summary["wav"] = None
        fields[name] = summary
    return fields


def load_script(args):
    if args.script_json:
        return json.loads(args.script_json)
    if args.script:
        with open(args.script) as handle:
            return json.load(handle)
    return {}


def serve(handler, description):
    """Parses the common arguments, listens, announces the port and serves until stdin closes."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--port", type=int, default=0, help="0 picks a free port")
    parser.add_argument("--script", help="JSON file: {\"responses\": [...]}")
    parser.add_argument("--script-json", help="the script inline")
    parser.add_argument("--lifetime", type=float, default=600, help="exit after this many seconds")
    args = parser.parse_args()
    server = FixtureServer(handler, load_script(args), args.port)
    print(f"PORT {server.server_address[1]}", flush=True)

    def watch_stdin():
        try:
            while sys.stdin.buffer.read(4096):
                pass
        except (OSError, ValueError):
            pass
        os._exit(0)

    threading.Thread(target=watch_stdin, daemon=True).start()
    threading.Timer(args.lifetime, lambda: os._exit(0)).start()
    server.serve_forever(poll_interval=0.1)

