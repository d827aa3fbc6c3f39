"""quickstart: the osmosis-ci example rollout (osmosis-ai 0.3.8 rollout API).

The workflow asks the model once per dataset row, through the chat-completions URL
the `osmosis eval run` bridge hands each rollout. The grader gives 1.0 only when
the answer equals the row's ground truth AND the QUICKSTART_TOKEN secret reached
this process (its sha256 matches QUICKSTART_TOKEN_SHA256 from the config's [env]);
with a wrong or missing token every row scores 0. The token is never printed.

`osmosis eval run` starts this file through `uv run` and sets
$_OSMOSIS_ROLLOUT_PORT; `python main.py` also works for manual testing (port 8000).
"""

from __future__ import annotations

import hashlib
import hmac
import os

import httpx
import uvicorn

from osmosis_ai.rollout import (
    AgentWorkflow,
    AgentWorkflowContext,
    AgentWorkflowOutput,
    Grader,
    GraderContext,
    LocalBackend,
    get_rollout_context,
)
from osmosis_ai.rollout.server import create_rollout_server


def _normalize(text: str) -> str:
    return text.strip().strip(".!").strip().casefold()


def _token_ok() -> bool:
    token = os.environ.get("QUICKSTART_TOKEN", "")
    expected = os.environ.get("QUICKSTART_TOKEN_SHA256", "")
    if not token or not expected:
        return False
    digest = hashlib.sha256(token.encode("utf-8")).hexdigest()
    return hmac.compare_digest(digest, expected.strip().lower())


_client: httpx.AsyncClient | None = None


def _http() -> httpx.AsyncClient:
    """One client for the server's life, made on first use (inside its event loop): a client per row would
    build a TLS context each time (some 45 ms of CPU) and open a new connection to the bridge."""
    global _client
    if _client is None:
        _client = httpx.AsyncClient(timeout=60)
    return _client


class QuickstartWorkflow(AgentWorkflow):
    async def run(self, ctx: AgentWorkflowContext) -> AgentWorkflowOutput:
        rollout = get_rollout_context()
        if rollout is None or not rollout.chat_completions_url:
            raise RuntimeError("no rollout context: run this through `osmosis eval run`")
        # The bridge URL is an api_base: clients append /chat/completions.
        url = rollout.chat_completions_url.rstrip("/") + "/chat/completions"
        headers = {"Authorization": f"Bearer {rollout.api_key}"} if rollout.api_key else {}
        response = await _http().post(
            url,
            headers=headers,
            # The bridge ignores `model` and uses the config's model_path.
            json={"model": "quickstart", "messages": list(ctx.prompt)},
        )
        response.raise_for_status()
        reply = response.json()["choices"][0]["message"]["content"] or ""
        return AgentWorkflowOutput(
            messages=[*ctx.prompt, {"role": "assistant", "content": reply}]
        )


class QuickstartGrader(Grader):
    async def grade(self, ctx: GraderContext) -> None:
        messages = list(ctx.sample.messages) if ctx.sample else []
        answer = str(messages[-1].get("content") or "") if messages else ""
        correct = ctx.label is not None and _normalize(answer) == _normalize(ctx.label)
        ctx.set_reward(1.0 if correct and _token_ok() else 0.0)


app = create_rollout_server(
    backend=LocalBackend(workflow=QuickstartWorkflow, grader=QuickstartGrader)
)


def main() -> None:
    uvicorn.run(
        app,
        host="127.0.0.1",
        port=int(os.environ.get("_OSMOSIS_ROLLOUT_PORT", "8000")),
    )


if __name__ == "__main__":
    main()
