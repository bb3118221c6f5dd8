#!/usr/bin/env python3
"""A stand-in Wyoming server (speech to text), speaking the wire protocol byte for byte with the stdlib only.

Wyoming framing: one JSON header line {"type", "version", "data_length", "payload_length"}, then data_length bytes
of JSON data, then payload_length bytes of payload. Connection *i* gets `responses[i]` (the last one repeats).
It prints `PORT <n>` once it listens on 127.0.0.1 and exits when stdin closes or after --lifetime seconds.

Scenario fields (all optional; the default answers like wyoming-faster-whisper):
  text                 the transcript (default: a summary of what arrived, see below)
  error: "..."         answer audio-stop with an `error` event (code "fixture")
  close_after: EVENT   close the connection right after receiving EVENT ("audio-start", "audio-chunk", …)
  stall: true          never answer audio-stop (keeps the connection open)
  garbage: true        answer audio-stop with a line that is not JSON
  huge_header: N       answer audio-stop with N bytes and no newline
  payload_length: N    answer audio-stop with a transcript header announcing an N-byte payload (none follows)
  preview: true        send transcript-start and a transcript-chunk before the transcript
  delay_ms             wait before answering audio-stop
The default text is "chunks=<n> samples=<n> rate=<r> language=<l> names=<a|b>" so tests can check what the
client sent. `describe` is answered with an `info` naming a fake "fixture-asr" program and model "fixture.en".
"""
import argparse
import json
import socket
import sys
import threading
import time


def read_exact(conn, count):
    data = b""
    while len(data) < count:
        chunk = conn.recv(count - len(data))
        if not chunk:
            return None
        data += chunk
    return data


def read_event(reader, conn):
    line = reader.readline()
    if not line:
        return None
    header = json.loads(line)
    data = header.get("data") or {}
    if header.get("data_length"):
        data.update(json.loads(reader.read(header["data_length"])))
    payload = reader.read(header["payload_length"]) if header.get("payload_length") else b""
    return header["type"], data, payload


def write_event(conn, type_, data=None, payload=b""):
    header = {"type": type_, "version": "1.5.4"}
    body = json.dumps(data).encode() if data else b""
    if body:
        header["data_length"] = len(body)
    if payload:
        header["payload_length"] = len(payload)
    conn.sendall(json.dumps(header).encode() + b"\n" + body + payload)


INFO = {"asr": [{"name": "fixture-asr", "version": "0.1", "installed": True, "attribution": {"name": "mynd", "url": ""},
                 "description": "stand-in", "models": [{"name": "fixture.en", "languages": ["en"], "installed": True,
                                                        "attribution": {"name": "mynd", "url": ""}, "description": ""}]}],
        "tts": [], "handle": [], "intent": [], "wake": []}


def serve_connection(conn, scenario):
    reader = conn.makefile("rb")
    chunks = samples = 0
    rate = language = None
    names = []
    try:
        while True:
            event = read_event(reader, conn)
            if event is None:
                return
            type_, data, payload = event
            if type_ == "describe":
                write_event(conn, "info", INFO)
                continue
            if type_ == "transcribe":
                language = data.get("language")
                names = data.get("transcript_names") or []
            elif type_ == "audio-start":
                rate = data.get("rate")
            elif type_ == "audio-chunk":
                chunks += 1
                samples += len(payload) // 2
            if scenario.get("close_after") == type_:
                return
            if type_ != "audio-stop":
                continue
            time.sleep(scenario.get("delay_ms", 0) / 1000)
            if scenario.get("stall"):
                time.sleep(3600)
            if "error" in scenario:
                write_event(conn, "error", {"text": scenario["error"], "code": "fixture"})
            elif scenario.get("garbage"):
                conn.sendall(b"<html>this is not wyoming</html>\n")
            elif scenario.get("huge_header"):
                conn.sendall(b"{" + b" " * int(scenario["huge_header"]))
                time.sleep(3600)
            elif scenario.get("payload_length"):
                header = {"type": "transcript", "payload_length": int(scenario["payload_length"])}
                conn.sendall(json.dumps(header).encode() + b"\n")
                time.sleep(3600)
            else:
                if scenario.get("preview"):
                    write_event(conn, "transcript-start", {"language": language})
                    write_event(conn, "transcript-chunk", {"text": "partial"})
                text = scenario.get("text", f"chunks={chunks} samples={samples} rate={rate} language={language} "
                                            f"names={'|'.join(names)}")
                write_event(conn, "transcript", {"text": text})
            return
    except (OSError, ValueError):
        return
    finally:
        try:
            conn.close()
        except OSError:
            pass


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--script-json", default='{"responses": [{}]}')
    parser.add_argument("--lifetime", type=float, default=120)
    args = parser.parse_args()
    responses = json.loads(args.script_json).get("responses") or [{}]
    server = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    server.bind(("127.0.0.1", args.port))
    server.listen(16)
    print(f"PORT {server.getsockname()[1]}", flush=True)
    threading.Timer(args.lifetime, lambda: __import__("os")._exit(0)).start()

    def watch_stdin():
        sys.stdin.read()
        __import__("os")._exit(0)

    threading.Thread(target=watch_stdin, daemon=True).start()
    index = 0
    while True:
        conn, _ = server.accept()
        scenario = dict(responses[min(index, len(responses) - 1)])
        index += 1
        threading.Thread(target=serve_connection, args=(conn, scenario), daemon=True).start()


if __name__ == "__main__":
    main()
