#!/usr/bin/env python3
"""A stand-in for Whisper servers: OpenAI's `POST /v1/audio/transcriptions` and whisper.cpp's `POST /inference`.

Both take multipart/form-data with a WAV `file`; the fixture checks it is a real WAV and records the form fields
(files as a summary: filename, size, sample rate, frames). Response fields (all optional):
  text (default "remember to call alice about the garden plan"), delay_ms
  status, error_message      an error status with the route's error body ({"error": {...}} or whisper.cpp's {"error": "..."})
  error_body: "..."          whisper.cpp's `{"error": "..."}` with status 200
  garbage: true              a 200 answer that is not JSON
"""
import time

from fixture_common import FixtureHandler, serve

DEFAULT_TEXT = "remember to call alice about the garden plan"


class WhisperHandler(FixtureHandler):
    def respond(self, record, scenario):
        openai_route = self.path.endswith("/audio/transcriptions")
        if not openai_route and not self.path.endswith("/inference"):
            return self.send_json(404, {"error": "no such route"})
        time.sleep(scenario.get("delay_ms", 0) / 1000)
        form = record["form"] or {}
        audio = form.get("file")
        if not isinstance(audio, dict) or not audio.get("wav"):
            message = "the file field is missing or not a WAV"
            return self.send_json(400, {"error": {"message": message, "type": "invalid_request_error"}} if openai_route else {"error": message})
        status = scenario.get("status", 200)
        if status != 200:
            message = scenario.get("error_message", f"fixture status {status}")
            return self.send_json(status, {"error": {"message": message, "type": "server_error"}} if openai_route else {"error": message},
                                  scenario.get("headers"))
        if "error_body" in scenario:
            return self.send_json(200, {"error": scenario["error_body"]})
        if scenario.get("garbage"):
            payload = b"<html>upstream exploded</html>"
            self.send_response(200)
            self.send_header("content-type", "text/html")
            self.send_header("content-length", str(len(payload)))
            self.end_headers()
            return self.wfile.write(payload)
        self.send_json(200, {"text": scenario.get("text", DEFAULT_TEXT)})


if __name__ == "__main__":
    serve(WhisperHandler, __doc__)
