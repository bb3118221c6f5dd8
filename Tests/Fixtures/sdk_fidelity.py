#!/usr/bin/env python3
"""Keeps the fixture servers honest: the official `anthropic` and `openai` SDKs must parse every fixture scenario
and reconstruct the same text (and partial text, and failure) that the Swift tests in Tests/MyndNetTests expect.
It also checks that the headers the SDK sends match the ones mynd's clients send.

Run by scripts/checks/sdk-fidelity.sh; prints `sdk-fidelity: N passed, M failed` last and exits non-zero on failure.
"""
import io
import json
import os
import subprocess
import sys
import wave

import urllib.request

import anthropic
import openai

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_TEXT = "Noted — the garden plan is linked to Alice."
RESULTS = {"passed": 0, "failed": 0}


class Fixture:
    """Runs a fixture as a process, like the Swift tests' FixtureProcess."""

    def __init__(self, script, responses):
        self.process = subprocess.Popen(
            [sys.executable, os.path.join(HERE, script), "--port", "0", "--lifetime", "60",
             "--script-json", json.dumps({"responses": responses})],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        line = self.process.stdout.readline().split()
        if len(line) != 2 or line[0] != "PORT":
            raise RuntimeError(f"{script} did not announce its port: {line}")
        self.base = f"http://127.0.0.1:{line[1]}"

    def requests(self):
        with urllib.request.urlopen(self.base + "/__requests") as response:
            return json.load(response)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.process.stdin.close()
        self.process.wait(timeout=10)


def check(name, function):
    try:
        function()
    except Exception as error:  # a check failing for any reason is reported, never hidden
        RESULTS["failed"] += 1
        print(f"FAIL {name}: {type(error).__name__}: {error}")
    else:
        RESULTS["passed"] += 1
        print(f"ok   {name}")


def expect(condition, message):
    if not condition:
        raise AssertionError(message)


# --- Anthropic ---------------------------------------------------------------------------------------------------

def anthropic_client(fixture, **options):
    return anthropic.Anthropic(api_key="sk-ant-fidelity", base_url=fixture.base, **options)


def anthropic_stream(fixture, **options):
    """Streams with `messages.stream`; returns (text received, final message or None, exception or None)."""
    pieces, final, failure = [], None, None
    try:
        with anthropic_client(fixture, **options).messages.stream(
                model="claude-haiku-5-5", max_tokens=300, system="You are Axel.",
                messages=[{"role": "user", "content": "Remind me about the garden."}]) as stream:
            for text in stream.text_stream:
                pieces.append(text)
            final = stream.get_final_message()
    except Exception as error:
        failure = error
    return "".join(pieces), final, failure


def anthropic_scenario(responses, expected_text, expect_failure=False, requests=1, **options):
    def run():
        with Fixture("anthropic_fixture.py", responses) as fixture:
            text, final, failure = anthropic_stream(fixture, **options)
            expect(text == expected_text, f"text {text!r} != {expected_text!r}")
            expect((failure is not None) == expect_failure, f"failure {failure!r}, expected one: {expect_failure}")
            seen = len(fixture.requests())
            expect(seen == requests, f"{seen} requests, expected {requests}")
            return final
    return run


def anthropic_usage_and_stop():
    with Fixture("anthropic_fixture.py", [{"text": ["One", " two", " three."], "usage": {"input_tokens": 42, "output_tokens": 7}}]) as fixture:
        text, final, failure = anthropic_stream(fixture)
        expect(failure is None, f"unexpected {failure!r}")
        expect(text == "One two three.", text)
        expect(final.usage.input_tokens == 42 and final.usage.output_tokens == 7, f"usage {final.usage}")
        expect(final.stop_reason == "end_turn", final.stop_reason)


def anthropic_headers_match_mynd():
    """The SDK's auth and version headers are the ones mynd's AnthropicModel sends (see AnthropicModelTests)."""
    with Fixture("anthropic_fixture.py", [{}]) as fixture:
        anthropic_stream(fixture)
        request = fixture.requests()[0]
        headers = request["headers"]
        expect(request["path"] == "/v1/messages", request["path"])
        expect(headers.get("authorization") == "Bearer sk-ant-fidelity", f"authorization {headers.get('authorization')!r}")
        expect("x-api-key" not in headers, "the SDK sent x-api-key")
        expect(headers.get("anthropic-version") == "2026-10-21", f"anthropic-version {headers.get('anthropic-version')!r}")
        body = request["json"]
        expect(body.get("stream") is True and body.get("system") == "You are Axel." and body.get("max_tokens") == 300, body)


# --- OpenAI ------------------------------------------------------------------------------------------------------

def openai_stream(fixture, **options):
    pieces, usage, finish, failure = [], None, None, None
    try:
        client = openai.OpenAI(api_key="sk-openai-fidelity", base_url=fixture.base + "/v1", **options)
        for chunk in client.chat.completions.create(
                model="deepseek-chat", stream=True, stream_options={"include_usage": True}, max_tokens=300,
                messages=[{"role": "system", "content": "You are Axel."}, {"role": "user", "content": "Hi"}]):
            if chunk.usage is not None:
                usage = chunk.usage
            if chunk.choices:
                if chunk.choices[0].delta.content:
                    pieces.append(chunk.choices[0].delta.content)
                finish = chunk.choices[0].finish_reason or finish
    except Exception as error:
        failure = error
    return "".join(pieces), usage, finish, failure


def openai_scenario(responses, expected_text, expect_failure=False, requests=1, **options):
    def run():
        with Fixture("openai_fixture.py", responses) as fixture:
            text, _, _, failure = openai_stream(fixture, **options)
            expect(text == expected_text, f"text {text!r} != {expected_text!r}")
            expect((failure is not None) == expect_failure, f"failure {failure!r}, expected one: {expect_failure}")
            seen = len(fixture.requests())
            expect(seen == requests, f"{seen} requests, expected {requests}")
    return run


def openai_usage_and_headers():
    with Fixture("openai_fixture.py", [{"text": ["Hello", ", ", "world."], "usage": {"prompt_tokens": 11, "completion_tokens": 3, "total_tokens": 14}}]) as fixture:
        text, usage, finish, failure = openai_stream(fixture)
        expect(failure is None, f"unexpected {failure!r}")
        expect(text == "Hello, world.", text)
        expect(usage.prompt_tokens == 11 and usage.completion_tokens == 3, f"usage {usage}")
        expect(finish == "stop", finish)
        request = fixture.requests()[0]
        expect(request["path"] == "/v1/chat/completions", request["path"])
        expect(request["headers"].get("authorization") == "Bearer sk-openai-fidelity", "authorization header")
        expect(request["json"].get("stream_options") == {"include_usage": True}, request["json"])


# --- Whisper -----------------------------------------------------------------------------------------------------

def wav_bytes(frames=8000):
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as audio:
        audio.setnchannels(1)
        audio.setsampwidth(2)
        audio.setframerate(16000)
        audio.writeframes(b"\x10\x00" * frames)
    return buffer.getvalue()


def openai_transcription():
    """The SDK's request is accepted and recorded with the same fields mynd's OpenAITranscriber sends."""
    with Fixture("whisper_fixture.py", [{"text": "remember to call Alice"}]) as fixture:
        client = openai.OpenAI(api_key="sk-stt", base_url=fixture.base + "/v1")
        result = client.audio.transcriptions.create(
            file=("audio.wav", wav_bytes(), "audio/wav"), model="whisper-1", language="en",
            prompt="Alice, Garden Plan.", response_format="json")
        expect(result.text == "remember to call Alice", result.text)
        request = fixture.requests()[0]
        form = request["form"]
        expect(request["path"] == "/v1/audio/transcriptions", request["path"])
        expect(set(form) == {"file", "model", "language", "prompt", "response_format"}, sorted(form))
        expect(form["file"]["wav"] == {"rate": 16000, "channels": 1, "sample_width": 2, "frames": 8000}, form["file"])
        expect(form["prompt"] == "Alice, Garden Plan." and form["response_format"] == "json", form)


def openai_transcription_error():
    with Fixture("whisper_fixture.py", [{"status": 400, "error_message": "bad audio"}]) as fixture:
        client = openai.OpenAI(api_key="sk-stt", base_url=fixture.base + "/v1", max_retries=0)
        try:
            client.audio.transcriptions.create(file=("audio.wav", wav_bytes(), "audio/wav"), model="whisper-1")
        except openai.BadRequestError as error:
            expect("bad audio" in str(error), str(error))
        else:
            raise AssertionError("no error raised")


def main():
    interrupted = {"max_retries": 0}
    check("anthropic: default stream", anthropic_scenario([{}], DEFAULT_TEXT))
    check("anthropic: usage and stop reason", anthropic_usage_and_stop)
    check("anthropic: auth and version headers match mynd", anthropic_headers_match_mynd)
    for ending in ("lf", "crlf", "cr"):
        check(f"anthropic: thinking, signature, unknown event, comment ({ending}, split writes)",
              anthropic_scenario([{"extras": True, "line_ending": ending, "split_writes": True}], DEFAULT_TEXT))
    check("anthropic: 429 with retry-after, then success",
          anthropic_scenario([{"status": 429, "headers": {"retry-after": "1"}}, {"text": ["Back", " again."]}], "Back again.", requests=2))
    check("anthropic: 529 overloaded, then success",
          anthropic_scenario([{"status": 529}, {"text": ["Back", " again."]}], "Back again.", requests=2))
    check("anthropic: 401 is an error", anthropic_scenario([{"status": 401}], "", expect_failure=True, **interrupted))
    check("anthropic: mid-stream drop keeps partial text",
          anthropic_scenario([{"text": ["Half", " a", " reply"], "drop_after": 2}], "Half a", expect_failure=True, **interrupted))
    check("anthropic: error event after text",
          anthropic_scenario([{"text": ["Part", " one"], "error_after": 1}], "Part", expect_failure=True, **interrupted))
    check("anthropic: malformed data after text",
          anthropic_scenario([{"text": ["Good", " bad"], "malformed_after": 1}], "Good", expect_failure=True, **interrupted))
    check("anthropic: stall after text (read timeout)",
          anthropic_scenario([{"text": ["Still", " here", "?"], "stall_after": 2, "stall_ms": 3000}], "Still here",
                             expect_failure=True, timeout=anthropic.Timeout(10, read=0.5), **interrupted))

    check("openai: default stream", openai_scenario([{}], DEFAULT_TEXT))
    check("openai: usage, finish reason and headers", openai_usage_and_headers)
    for ending in ("lf", "crlf"):
        check(f"openai: {ending}, split writes", openai_scenario([{"line_ending": ending, "split_writes": True}], DEFAULT_TEXT))
    check("openai: no [DONE] after finish reason", openai_scenario([{"text": ["Ok."], "no_done": True, "finish_reason": "length"}], "Ok."))
    check("openai: 502 then 429 with retry-after, then success",
          openai_scenario([{"status": 502}, {"status": 429, "headers": {"retry-after-ms": "300"}}, {"text": ["Up."]}], "Up.", requests=3))
    check("openai: error chunk after text",
          openai_scenario([{"text": ["A", "B"], "error_after": 1}], "A", expect_failure=True, **interrupted))
    check("openai: mid-stream drop", openai_scenario([{"text": ["First", "Second"], "drop_after": 1}], "First", expect_failure=True, **interrupted))
    check("openai: malformed chunk",
          openai_scenario([{"text": ["First", "Second"], "malformed_after": 1}], "First", expect_failure=True, **interrupted))

    check("whisper: openai SDK transcription accepted", openai_transcription)
    check("whisper: openai SDK sees the error body", openai_transcription_error)

    print(f"sdk-fidelity: {RESULTS['passed']} passed, {RESULTS['failed']} failed")
    return 1 if RESULTS["failed"] else 0


if __name__ == "__main__":
    sys.exit(main())
