#!/usr/bin/env python3
"""A stand-in for an OpenAI-compatible `POST /v1/chat/completions` stream, scripted per request.

Response fields (all optional):
  status, headers, error_message                a non-200 answer with OpenAI's error body
  text: ["Hel", "lo"]                           the content deltas (default: a short sentence)
  first_token_delay_ms, delay_ms                before the first delta / between deltas
  drop_after: n                                 close the socket after n deltas, mid-body
  error_after: n                                a `data: {"error": …}` chunk after n deltas
  malformed_after: n                            a chunk that is not JSON after n deltas
  stall_after: n, stall_ms                      go silent after n deltas (default 30 s), then close
  usage: {prompt_tokens, completion_tokens}     sent when the request asks for stream_options.include_usage
  finish_reason (default "stop"), no_done: true (end without `data: [DONE]`, as some servers do)
  timestamps: n                                 n deltas whose content is the monotonic ns at write time + ";"
  line_ending: lf|crlf|cr, split_writes: true
"""
import time

from fixture_common import EventWriter, FixtureHandler, serve

DEFAULT_TEXT = ["Noted", " — the garden", " plan is", " linked to Alice."]


class OpenAIHandler(FixtureHandler):
    def respond(self, record, scenario):
        if not self.path.endswith("/chat/completions"):
            return self.send_json(404, {"error": {"message": "no such route", "type": "invalid_request_error"}})
        status = scenario.get("status", 200)
        if status != 200:
            body = {"error": {"message": scenario.get("error_message", f"fixture status {status}"),
                              "type": "invalid_request_error" if status < 500 else "server_error", "code": None}}
            return self.send_json(status, body, scenario.get("headers"))

        request = record["json"] or {}
        model = request.get("model", "fixture-model")
        wants_usage = bool((request.get("stream_options") or {}).get("include_usage"))
        out = EventWriter(self, scenario)
        created = int(time.time())

        def chunk(delta, finish=None, usage=None, choices=True):
            payload = {"id": f"chatcmpl-fixture{record['index']}", "object": "chat.completion.chunk", "created": created,
                       "model": model, "choices": [{"index": 0, "delta": delta, "finish_reason": finish}] if choices else []}
            if wants_usage:
                payload["usage"] = usage
            out.event(None, payload)

        self.start_event_stream()
        chunk({"role": "assistant", "content": ""})
        time.sleep(scenario.get("first_token_delay_ms", 0) / 1000)
        timestamps = scenario.get("timestamps")
        pieces = [None] * timestamps if timestamps else scenario.get("text", DEFAULT_TEXT)
        delay = scenario.get("delay_ms", 0) / 1000
        for number, piece in enumerate(pieces):
            if self.interrupt(out, scenario, number):
                return
            if number and delay:
                time.sleep(delay)
            chunk({"content": f"{time.monotonic_ns()};" if timestamps else piece})
            record["written"] = number + 1
        if self.interrupt(out, scenario, len(pieces)):
            return
        chunk({}, finish=scenario.get("finish_reason", "stop"))
        if wants_usage:
            chunk(None, usage=scenario.get("usage", {"prompt_tokens": 25, "completion_tokens": 9, "total_tokens": 34}), choices=False)
        if not scenario.get("no_done"):
            out.event(None, "[DONE]")
        self.end_chunks()

    def interrupt(self, out, scenario, written):
        if scenario.get("drop_after") == written:
            self.drop_connection()
            return True
        if scenario.get("error_after") == written:
            out.event(None, {"error": {"message": scenario.get("error_message", "The server had an error"), "type": "server_error"}})
            self.end_chunks()
            return True
        if scenario.get("malformed_after") == written:
            out.raw(b"data: {\"choices\": [oops\n\n")
            self.end_chunks()
            return True
        if scenario.get("stall_after") == written:
            time.sleep(scenario.get("stall_ms", 30000) / 1000)
            self.drop_connection()
            return True
        return False


if __name__ == "__main__":
    serve(OpenAIHandler, __doc__)
