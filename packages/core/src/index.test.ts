import { describe, expect, it, vi } from 'vitest';

const BROWSER_GLOBALS = ['window', 'document', 'localStorage', 'navigator', 'speechSynthesis', 'XMLHttpRequest'];

describe('@botfolio/core entry', () => {
  it('touches no browser global at import time and exports the public surface', async () => {
    const touched: string[] = [];
    const saved = new Map<string, PropertyDescriptor | undefined>();
    for (const name of BROWSER_GLOBALS) {
      saved.set(name, Object.getOwnPropertyDescriptor(globalThis, name));
      Object.defineProperty(globalThis, name, {
        configurable: true,
        get() {
          touched.push(name);
          return undefined;
        },
      });
    }
    try {
      vi.resetModules();
      const core = await import('./index.js');
      expect(touched).toEqual([]);
      for (const name of [
        'createApiClient',
        'ApiError',
        'parseSSE',
        'formatSSE',
        'extractVideoId',
        'isValidVideoId',
        'chunkText',
        'tokenize',
        'createPassageIndex',
        'buildPrompt',
        'summarizeExtractive',
        'splitSentences',
        'chatUrl',
        'embedSnippet',
        'botTextPreview',
        'validateSignup',
        'validateChatMessage',
        'STRINGS',
        'LIMITS',
      ]) {
        expect(core, name).toHaveProperty(name);
      }
      // Creating a client is still inert: globals are read only when a call is made.
      core.createApiClient();
      expect(touched).toEqual([]);
    } finally {
      for (const [name, descriptor] of saved) {
        if (descriptor) Object.defineProperty(globalThis, name, descriptor);
        else Reflect.deleteProperty(globalThis, name);
      }
    }
  });
});
