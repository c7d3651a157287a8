/**
 * `npm run check:model`: one tiny prompt through the provider the environment configures, the same way
 * `npm start` would build it, and one line that says whether it answered — or why not, in words a person
 * can act on (no key, a wrong key, an unknown model, a timeout, a base URL nobody answers on).
 */
import { ApiError } from '@google/genai';
import { providerFromConfig } from '../answer/createAnswererFromConfig.js';
import { ModelNotFoundError, ModelUnavailableError } from '../answer/errors.js';
import { type Config, loadConfig } from '../config.js';

export interface CheckResult {
  ok: boolean;
  line: string;
}

const PROMPT = {
  system: 'You are a connection check. Answer with one word.',
  user: 'Say OK.',
  text: 'You are a connection check. Answer with one word.\n\nSay OK.',
};

function modelOf(config: Config): string {
  if (config.llmProvider === 'gemini') return config.geminiModel;
  if (config.llmProvider === 'openai') return config.openaiModel;
  return 'offline';
}

function causeChain(error: unknown): unknown[] {
  const out: unknown[] = [];
  for (let e: unknown = error; e !== undefined && out.length < 6; e = (e as { cause?: unknown }).cause) out.push(e);
  return out;
}

/** Why the call failed, as a person would want it said. */
function reasonOf(error: unknown, config: Config): string {
  if (error instanceof ModelNotFoundError) {
    return `unknown model: ${error.setting}=${error.model} — ${error.upstreamMessage}`;
  }
  const chain = causeChain(error);
  const text = chain
    .map((e) => (e instanceof Error ? `${e.message} ${(e as { code?: string }).code ?? ''}` : String(e)))
    .join(' ');
  const keyName = config.llmProvider === 'gemini' ? 'GEMINI_API_KEY' : 'OPENAI_API_KEY';
  const baseName = config.llmProvider === 'gemini' ? 'GEMINI_BASE_URL' : 'OPENAI_BASE_URL';
  const api = chain.find((e): e is ApiError => e instanceof ApiError);
  if ((api && [401, 403].includes(api.status)) || /API key not valid|HTTP 401|HTTP 403|unauthori[sz]ed/i.test(text)) {
    return `bad key: the model's server refused ${keyName}`;
  }
  if (/No answer within/.test(text)) return `timeout: no answer within ${config.llmTimeoutMs} ms (LLM_TIMEOUT_MS)`;
  if (/ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ECONNRESET|EHOSTUNREACH|fetch failed/i.test(text)) {
    return `unreachable: nothing answered at ${baseName}${config.llmProvider === 'gemini' && !config.geminiBaseUrl ? " (Google's API)" : ''}`;
  }
  return `failed: ${text.trim() || 'the model did not answer'}`;
}

export async function checkModel(env: NodeJS.ProcessEnv = process.env): Promise<CheckResult> {
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (error) {
    return { ok: false, line: `not configured: ${(error as Error).message}` };
  }
  if (config.llmProvider === 'offline') {
    return {
      ok: true,
      line: "ok: offline — no model configured; answers quote the bot's own text (set GEMINI_API_KEY to use Gemini)",
    };
  }
  const provider = providerFromConfig(config);
  const controller = new AbortController();
  const started = performance.now();
  try {
    let firstTokenMs: number | null = null;
    for await (const piece of provider.streamAnswer({
      question: PROMPT.user,
      history: [],
      prompt: PROMPT,
      passages: [],
      signal: controller.signal,
    })) {
      if (piece !== '' && firstTokenMs === null) {
        firstTokenMs = performance.now() - started;
        controller.abort();
        break;
      }
    }
    if (firstTokenMs === null)
      return { ok: false, line: `failed: ${provider.name} ${modelOf(config)} answered nothing` };
    return { ok: true, line: `ok: ${provider.name} ${modelOf(config)}, first token in ${Math.round(firstTokenMs)} ms` };
  } catch (error) {
    if (!(error instanceof ModelUnavailableError) && !(error instanceof Error)) throw error;
    return { ok: false, line: `${provider.name} ${modelOf(config)}: ${reasonOf(error, config)}` };
  }
}
