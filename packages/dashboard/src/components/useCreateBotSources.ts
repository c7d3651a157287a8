import { type BotSourceType, extractVideoId, LIMITS, STRINGS, WEB_IMPORT_DEBOUNCE_MS } from '@botfolio/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Api } from '../api';
import { errorMessage, errorStatus, isAbort, refusalMessage } from '../errors';
import { type RequestState, useLatestRequest } from '../hooks/useLatestRequest';

export type SourceMode = 'pdf' | 'text' | 'youtube' | 'web';

export const SOURCE_MODES: readonly SourceMode[] = ['pdf', 'text', 'youtube', 'web'];

export type PdfPhase = 'idle' | 'uploading' | 'extracting' | 'done' | 'error';

export interface PdfSource {
  fileName: string | null;
  phase: PdfPhase;
  /** Upload fraction 0..1 while `uploading`. */
  progress: number;
  text: string;
  pages: number | null;
  error: string | null;
}

export type FetchPhase = 'idle' | 'loading' | 'done' | 'error';

/** A source fetched for one key (a video id or a URL); only valid while that key is still the current one. */
interface Fetched {
  key: string;
  phase: FetchPhase;
  text: string;
  error: string | null;
  title?: string;
}

export interface LinkSource {
  link: string;
  phase: FetchPhase;
  text: string;
  error: string | null;
  title: string | null;
}

export interface CreateBotSources {
  mode: SourceMode;
  setMode(mode: SourceMode): void;
  text: string;
  setText(text: string): void;
  pdf: PdfSource;
  choosePdf(file: File): void;
  youtube: LinkSource;
  setYoutubeLink(link: string): void;
  web: LinkSource;
  setWebLink(link: string): void;
  /** The active mode's content: what the bot is built from and what the panels show. */
  source: string;
  /** Empties every source (after a bot is made, so a second click cannot make a twin); the mode stays. */
  clear(): void;
}

const EMPTY_PDF: PdfSource = { fileName: null, phase: 'idle', progress: 0, text: '', pages: null, error: null };

/** What the picker holds, as a source: its type, a title, where it came from and its text; null while empty. */
export interface PickedSource {
  type: BotSourceType;
  title: string | undefined;
  /** The file name or URL; null for pasted text. */
  origin: string | null;
  text: string;
}

/**
 * True when `text` holds more than white space. Stops at the first visible character: a 1.7 MB text costs what a
 * word does, where `trim()` copied all of it (on every keystroke of the Create and Edit pages).
 */
export function hasText(text: string): boolean {
  return /\S/.test(text);
}

export function pickedSource(sources: CreateBotSources): PickedSource | null {
  if (!hasText(sources.source)) return null;
  const text = sources.source;
  switch (sources.mode) {
    case 'pdf':
      return { type: 'pdf', title: sources.pdf.fileName ?? undefined, origin: sources.pdf.fileName, text };
    case 'youtube': {
      const id = extractVideoId(sources.youtube.link);
      return { type: 'youtube', title: undefined, origin: id ? `https://www.youtube.com/watch?v=${id}` : null, text };
    }
    case 'web':
      return {
        type: 'website',
        title: sources.web.title ?? undefined,
        origin: parseWebLink(sources.web.link),
        text,
      };
    default:
      return { type: 'text', title: undefined, origin: null, text };
  }
}

/** True for a file the picker accepts: a `.pdf` name or the PDF media type. */
export function isPdfFile(file: File): boolean {
  return /\.pdf$/i.test(file.name) || file.type === 'application/pdf';
}

/** The normalised http(s) URL typed into the website field, or null while it is not one. */
export function parseWebLink(link: string): string | null {
  const trimmed = link.trim();
  if (!/^https?:\/\//i.test(trimmed)) return null;
  try {
    const url = new URL(trimmed);
    // A host needs a dot (example.com) unless it is localhost or an IP literal typed in full.
    if (!url.hostname || !(url.hostname.includes('.') || url.hostname === 'localhost' || url.hostname.includes(':'))) {
      return null;
    }
    return url.href;
  } catch {
    return null;
  }
}

/** What a link's request state shows: loading, or the outcome the request turned into (always a Fetched). */
function fetchedOf(
  state: RequestState<string, Fetched>,
  fetchable: (key: string) => boolean = () => true,
): Fetched | null {
  // A link that cannot be fetched shows nothing until its error, not a spinner.
  if (state.status === 'loading')
    return fetchable(state.key) ? { key: state.key, phase: 'loading', text: '', error: null } : null;
  return state.status === 'done' ? state.value : null;
}

function linkSource(link: string, key: string | null, fetched: Fetched | null): LinkSource {
  const current = key !== null && fetched?.key === key ? fetched : null;
  return {
    link,
    phase: current?.phase ?? 'idle',
    text: current?.phase === 'done' ? current.text : '',
    error: current?.error ?? null,
    title: current?.title ?? null,
  };
}

/**
 * The create screen's four sources. Each mode keeps its own content; `source` is the ACTIVE mode's
 * (not the spec's accidental priority order). Superseded requests are aborted and their answers dropped.
 */
export function useCreateBotSources(api: Api): CreateBotSources {
  const [mode, setMode] = useState<SourceMode>('text');
  const [text, setText] = useState('');
  const [pdf, setPdf] = useState<PdfSource>(EMPTY_PDF);
  const [youtubeLink, setYoutubeLink] = useState('');
  const [webLink, setWebLink] = useState('');
  const upload = useRef<AbortController | null>(null);

  useEffect(() => () => upload.current?.abort(), []);

  const choosePdf = useCallback(
    (file: File) => {
      upload.current?.abort();
      if (!isPdfFile(file)) {
        setPdf({ ...EMPTY_PDF, fileName: file.name, phase: 'error', error: STRINGS.pdfOnly });
        return;
      }
      if (file.size > LIMITS.maxPdfBytes) {
        setPdf({ ...EMPTY_PDF, fileName: file.name, phase: 'error', error: STRINGS.pdfTooLarge });
        return;
      }
      const controller = new AbortController();
      upload.current = controller;
      setPdf({ ...EMPTY_PDF, fileName: file.name, phase: 'uploading' });
      const onProgress = (fraction: number) => {
        if (controller.signal.aborted) return;
        // Once every byte is sent the server is extracting: the bar turns indeterminate.
        setPdf((prev) => ({
          ...prev,
          progress: Math.min(1, Math.max(0, fraction)),
          phase: fraction >= 1 ? 'extracting' : 'uploading',
        }));
      };
      api.uploadPdf(file, { onProgress, signal: controller.signal }).then(
        (result) => {
          if (controller.signal.aborted) return;
          const extracted = result.text ?? '';
          setPdf({
            fileName: file.name,
            phase: extracted.trim() ? 'done' : 'error',
            progress: 1,
            text: extracted,
            pages: result.pages ?? null,
            error: extracted.trim() ? null : STRINGS.pdfNoText,
          });
        },
        (err: unknown) => {
          if (controller.signal.aborted || isAbort(err)) return;
          console.error('PDF upload failed', err);
          setPdf({
            ...EMPTY_PDF,
            fileName: file.name,
            phase: 'error',
            error: errorMessage(err, STRINGS.pdfUploadFailed),
          });
        },
      );
    },
    [api],
  );

  // YouTube: the transcript is fetched whenever the field holds a (new) valid link.
  const videoId = extractVideoId(youtubeLink);
  const youtubeFetched = useLatestRequest(videoId, (id, signal) =>
    api.getTranscript(id, { signal }).then(
      (result): Fetched => {
        const transcript = result.transcript ?? '';
        return transcript.trim()
          ? { key: id, phase: 'done', text: transcript, error: null }
          : { key: id, phase: 'error', text: '', error: STRINGS.transcriptNotFound };
      },
      (err: unknown): Fetched => {
        if (isAbort(err)) throw err;
        console.error('Transcript fetch failed', err);
        const notFound =
          errorStatus(err) === 404 || (err instanceof Error && err.message === STRINGS.transcriptNotFound);
        // a refusal (a bad id, too many imports, a session that ended) is said in the server's words
        return {
          key: id,
          phase: 'error',
          text: '',
          error: notFound ? STRINGS.transcriptNotFound : refusalMessage(err, STRINGS.transcriptError),
        };
      },
    ),
  );

  // A link that holds no video id says so once typing pauses (not at every keystroke of a link being typed).
  const badYoutubeLink = youtubeLink.trim() !== '' && videoId === null ? youtubeLink : null;
  const youtubeRefused = useLatestRequest(
    badYoutubeLink,
    async (link): Promise<Fetched> => ({ key: link, phase: 'error', text: '', error: STRINGS.youtubeInvalidLink }),
    WEB_IMPORT_DEBOUNCE_MS,
  );

  // Website: once typing pauses on a valid http(s) URL, import the page's readable text.
  const webKey = webLink.trim() || null;
  const webFetched = useLatestRequest(
    webKey,
    async (link, signal): Promise<Fetched> => {
      const url = parseWebLink(link);
      if (!url) return { key: link, phase: 'error', text: '', error: STRINGS.webInvalidLink };
      try {
        const result = await api.extractWeb(url, { signal });
        const pageText = result.text ?? '';
        return pageText.trim()
          ? { key: link, phase: 'done', text: pageText, error: null, title: result.title }
          : { key: link, phase: 'error', text: '', error: STRINGS.webNoText };
      } catch (err) {
        if (isAbort(err)) throw err;
        console.error('Website import failed', err);
        return { key: link, phase: 'error', text: '', error: errorMessage(err, STRINGS.webImportFailed) };
      }
    },
    WEB_IMPORT_DEBOUNCE_MS,
  );

  const youtube =
    videoId === null
      ? linkSource(
          youtubeLink,
          badYoutubeLink,
          fetchedOf(youtubeRefused, () => false),
        )
      : linkSource(youtubeLink, videoId, fetchedOf(youtubeFetched));
  const web = linkSource(
    webLink,
    webKey,
    fetchedOf(webFetched, (link) => parseWebLink(link) !== null),
  );
  const source = mode === 'text' ? text : mode === 'pdf' ? pdf.text : mode === 'youtube' ? youtube.text : web.text;

  const clear = useCallback(() => {
    upload.current?.abort();
    setText('');
    setPdf(EMPTY_PDF);
    setYoutubeLink('');
    setWebLink('');
  }, []);

  return { mode, setMode, text, setText, pdf, choosePdf, youtube, setYoutubeLink, web, setWebLink, source, clear };
}
