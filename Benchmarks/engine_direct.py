"""The engine answering directly: streams a raw 16 kHz clip to a Wyoming speech-to-text socket in real time (20 ms
chunks, as a microphone delivers them), waits RELEASE seconds after its end as the key would, then sends audio-stop
and times audio-stop → transcript. Run with the engine's Python (it has the PyPI `wyoming` package):

    python3 engine_direct.py SOCKET CLIP.raw RELEASE_SECONDS

Prints one JSON line: {"ms": …, "text": …}. voice_loop_bench.py --direct uses it on the daemon's own engine, between
turns, so mynd and the engine are timed on the same clip, engine process and machine state."""
import asyncio
import json
import sys
import time

from wyoming.asr import Transcribe, Transcript
from wyoming.audio import AudioChunk, AudioStart, AudioStop
from wyoming.client import AsyncClient

RATE, WIDTH, CHANNELS, STEP = 16000, 2, 1, 640


async def main(socket_path, clip_path, release):
    with open(clip_path, "rb") as handle:
        pcm = handle.read()
    async with AsyncClient.from_uri("unix://" + socket_path) as client:
        await client.write_event(Transcribe(language="en").event())
        await client.write_event(AudioStart(rate=RATE, width=WIDTH, channels=CHANNELS).event())
        began = time.monotonic()
        for index, start in enumerate(range(0, len(pcm), STEP)):
            await client.write_event(AudioChunk(rate=RATE, width=WIDTH, channels=CHANNELS, audio=pcm[start:start + STEP]).event())
            delay = began + (index + 1) * 0.02 - time.monotonic()
            if delay > 0:
                await asyncio.sleep(delay)
        await asyncio.sleep(release)
        started = time.monotonic()
        await client.write_event(AudioStop().event())
        while True:
            event = await client.read_event()
            if event is None:
                return {"ms": None, "text": ""}
            if Transcript.is_type(event.type):
                return {"ms": (time.monotonic() - started) * 1000, "text": Transcript.from_event(event).text}


if __name__ == "__main__":
    print(json.dumps(asyncio.run(main(sys.argv[1], sys.argv[2], float(sys.argv[3])))))
