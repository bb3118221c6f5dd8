#!/usr/bin/env python3
"""A stand-in for the Anthropic Messages API (`POST /v1/messages`, streaming), scripted per request.

Response fields (all optional):
  status, headers, error_type, error_message   a non-200 answer with Anthropic's error body
  text: ["Hel", "lo"]                           the text deltas (default: a short sentence)
  first_token_delay_ms, delay_ms                before the first delta / between deltas
  extras: true                                  a thinking block, a signature, an unknown event and a comment too
  drop_after: n                                 close the socket after n deltas, mid-body
  error_after: n                                an `error` event after n deltas (error_type, default overloaded_error)
  malformed_after: n                            a delta whose data is not JSON after n deltas
  stall_after: n, stall_ms                      go silent after n deltas (default 30 s), then close
  usage: {input_tokens, output_tokens}, stop_reason
  timestamps: n                                 n deltas whose text is the monotonic ns at write time + ";"
  line_ending: lf|crlf|cr, split_writes: true   transport variations the client must absorb
"""
import time

from fixture_common import EventWriter, FixtureHandler, serve

DEFAULT_TEXT = ["Noted", " — the garden", " plan is", " linked to Alice."]


class AnthropicHandler(FixtureHandler):
    def respond(self, record, scenario):
        if not self.path.startswith("/v1/messages"):
            return self.send_json(404, {"type": "error", "error": {"type": "not_found_error", "message": "no such route"}})
        status = scenario.get("status", 200)
        if status != 200:
            error_type = scenario.get("error_type", {401: "authentication_error", 429: "rate_limit_error",
                                                     529: "overloaded_error", 400: "invalid_request_error"}.get(status, "api_error"))
            body = {"type": "error", "error": {"type": error_type, "message": scenario.get("error_message", f"fixture status {status}")}}
            return self.send_json(status, body, scenario.get("headers"))

        request = record["json"] or {}
        model = request.get("model", "claude-fixture")
        usage = scenario.get("usage", {"input_tokens": 25, "output_tokens": 9})
        out = EventWriter(self, scenario)
        self.start_event_stream({"request-id": f"req_fixture_{record['index']}"})
        out.event("message_start", {"type": "message_start", "message": {
            "id": f"msg_fixture_{record['index']}", "type": "message", "role": "assistant", "model": model,
            "content": [], "stop_reason": None, "stop_sequence": None,
            "usage": {"input_tokens": usage["input_tokens"], "output_tokens": 1}}})
        index = 0
        if scenario.get("extras"):
            out.raw(b": a comment line the client must ignore\n\n")
            out.event("content_block_start", {"type": "content_block_start", "index": 0,
                                              "content_block": {"type": "thinking", "thinking": "", "signature": ""}})
            out.event("content_block_delta", {"type": "content_block_delta", "index": 0,
                                              "delta": {"type": "thinking_delta", "thinking": "Let me think."}})
            out.event("content_block_delta", {"type": "content_block_delta", "index": 0,
                                              "delta": {"type": "signature_delta", "signature": "c2lnbmF0dXJl"}})
            out.event("content_block_stop", {"type": "content_block_stop", "index": 0})
            index = 1
        out.event("content_block_start", {"type": "content_block_start", "index": index,
                                          "content_block": {"type": "text", "text": ""}})
        out.event("ping", {"type": "ping"})
        time.sleep(scenario.get("first_token_delay_ms", 0) / 1000)

        timestamps = scenario.get("timestamps")
        pieces = [None] * timestamps if timestamps else scenario.get("text", DEFAULT_TEXT)
        delay = scenario.get("delay_ms", 0) / 1000
        for number, piece in enumerate(pieces):
            if self.interrupt(out, scenario, number):
                return
            if number and delay:
                time.sleep(delay)
            text = f"{time.monotonic_ns()};" if timestamps else piece
            out.event("content_block_delta", {"type": "content_block_delta", "index": index,
                                              "delta": {"type": "text_delta", "text": text}})
            record["written"] = number + 1
            record["delta_ns"].append(time.monotonic_ns())
        if self.interrupt(out, scenario, len(pieces)):
            return
        out.event("content_block_stop", {"type": "content_block_stop", "index": index})
        if scenario.get("extras"):
            out.event("future_event", {"type": "future_event", "detail": "unknown to this client"})
        out.event("message_delta", {"type": "message_delta",
                                    "delta": {"stop_reason": scenario.get("stop_reason", "end_turn"), "stop_sequence": None},
                                    "usage": {"output_tokens": usage["output_tokens"]}})
        out.event("message_stop", {"type": "message_stop"})
        self.end_chunks()

    def interrupt(self, out, scenario, written):
        """Plays the scripted failure once `written` deltas went out; True when the response is over."""
        if scenario.get("drop_after") == written:
            self.drop_connection()
            return True
        if scenario.get("error_after") == written:
            out.event("error", {"type": "error", "error": {"type": scenario.get("error_type", "overloaded_error"),
                                                           "message": scenario.get("error_message", "Overloaded")}})
            self.end_chunks()
            return True
        if scenario.get("malformed_after") == written:
            out.raw(b"event: content_block_delta\ndata: {\"type\": \"content_block_delta\", \"delta\": {oops\n\n")
            self.end_chunks()
            return True
        if scenario.get("stall_after") == written:
            time.sleep(scenario.get("stall_ms", 30000) / 1000)
            self.drop_connection()
            return True
        return False


if __name__ == "__main__":
    serve(AnthropicHandler, __doc__)
