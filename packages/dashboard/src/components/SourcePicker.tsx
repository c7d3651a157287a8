import { LIMITS, pdfExtractedMessage, STRINGS } from '@botfolio/core';
import { type DragEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { PdfIcon, TextIcon, UploadIcon, WebIcon, YouTubeIcon } from './CreateBotIcons';
import type { CreateBotSources, LinkSource, SourceMode } from './useCreateBotSources';
import { SOURCE_MODES } from './useCreateBotSources';
import './SourcePicker.css';

const MODE_LABEL: Record<SourceMode, string> = {
  pdf: STRINGS.modePdf,
  text: STRINGS.modeText,
  youtube: STRINGS.modeYoutube,
  web: STRINGS.modeWeb,
};

const MODE_ICON: Record<SourceMode, () => ReactNode> = {
  pdf: PdfIcon,
  text: TextIcon,
  youtube: YouTubeIcon,
  web: WebIcon,
};

/** The four input modes (exactly one pressed) and the active mode's input. */
export function SourcePicker({ sources }: { sources: CreateBotSources }) {
  const panelId = useId();
  return (
    <div className="source-picker">
      <fieldset className="source-picker__modes">
        <legend className="visually-hidden">{STRINGS.inputModeLabel}</legend>
        {SOURCE_MODES.map((mode) => {
          const Icon = MODE_ICON[mode];
          const active = sources.mode === mode;
          return (
            <button
              key={mode}
              type="button"
              className="source-picker__mode"
              aria-pressed={active}
              aria-controls={panelId}
              onClick={() => sources.setMode(mode)}
            >
              <Icon />
              <span>{MODE_LABEL[mode]}</span>
            </button>
          );
        })}
      </fieldset>
      <div id={panelId} className="source-picker__panel">
        {sources.mode === 'pdf' && <PdfInput sources={sources} />}
        {sources.mode === 'text' && (
          <textarea
            className="input source-picker__textarea"
            aria-label={STRINGS.textPlaceholder}
            placeholder={STRINGS.textPlaceholder}
            value={sources.text}
            maxLength={LIMITS.botTextMaxLength}
            onChange={(e) => sources.setText(e.target.value)}
          />
        )}
        {sources.mode === 'youtube' && (
          <LinkInput
            placeholder={STRINGS.youtubePlaceholder}
            source={sources.youtube}
            onChange={sources.setYoutubeLink}
            loading={STRINGS.fetchingTranscript}
            done={STRINGS.transcriptLoaded}
          />
        )}
        {sources.mode === 'web' && (
          <LinkInput
            placeholder={STRINGS.websitePlaceholder}
            source={sources.web}
            onChange={sources.setWebLink}
            loading={STRINGS.importingPage}
            done={sources.web.title ? `${STRINGS.pageImportedTitle} ${sources.web.title}` : STRINGS.pageImported}
          />
        )}
      </div>
    </div>
  );
}

function LinkInput(props: {
  placeholder: string;
  source: LinkSource;
  onChange(link: string): void;
  loading: string;
  done: string;
}) {
  const { source } = props;
  return (
    <div className="source-picker__link">
      <input
        className="input"
        type="url"
        inputMode="url"
        aria-label={props.placeholder}
        placeholder={props.placeholder}
        value={source.link}
        onChange={(e) => props.onChange(e.target.value)}
        aria-invalid={source.phase === 'error' || undefined}
      />
      <SourceStatus phase={source.phase} error={source.error} loading={props.loading} done={props.done} />
    </div>
  );
}

function SourceStatus(props: { phase: string; error: string | null; loading: string; done: string }) {
  if (props.phase === 'error' && props.error) {
    return (
      <p className="source-picker__status source-picker__status--error" role="alert">
        {props.error}
      </p>
    );
  }
  return (
    <p className="source-picker__status" role="status">
      {props.phase === 'loading' ? props.loading : props.phase === 'done' ? props.done : ''}
    </p>
  );
}

function PdfInput({ sources }: { sources: CreateBotSources }) {
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const { pdf } = sources;

  // A file dropped just beside the zone would make the browser open it and leave the page (and the work).
  useEffect(() => {
    const keep = (event: globalThis.DragEvent) => {
      // `types` is a DOMStringList-like array in browsers; synthetic events may lack it.
      if (Array.from(event.dataTransfer?.types ?? []).includes('Files')) event.preventDefault();
    };
    window.addEventListener('dragover', keep);
    window.addEventListener('drop', keep);
    return () => {
      window.removeEventListener('dragover', keep);
      window.removeEventListener('drop', keep);
    };
  }, []);

  function onDrop(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) sources.choosePdf(file);
  }

  function onDragOver(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    if (!dragging) setDragging(true);
  }

  const busy = pdf.phase === 'uploading' || pdf.phase === 'extracting';
  return (
    <div className="source-picker__pdf">
      <label
        htmlFor={inputId}
        className={dragging ? 'source-picker__drop source-picker__drop--over' : 'source-picker__drop'}
        data-dragging={dragging || undefined}
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={(e) => {
          // Moving over the zone's own children fires dragleave too: only leaving the zone counts.
          if (!(e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget))) setDragging(false);
        }}
        onDrop={onDrop}
      >
        <UploadIcon />
        <span>{STRINGS.pdfDropHint}</span>
        <input
          id={inputId}
          className="visually-hidden"
          type="file"
          accept=".pdf,application/pdf"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) sources.choosePdf(file);
            // Choosing the same file again must upload again.
            e.target.value = '';
          }}
        />
      </label>
      {pdf.fileName && (
        <p className="source-picker__file">
          {STRINGS.fileSelected} <strong>{pdf.fileName}</strong>
        </p>
      )}
      {busy && (
        <div className="source-picker__progress">
          {pdf.phase === 'uploading' ? (
            <progress max={1} value={pdf.progress} aria-label={STRINGS.uploadProgress} />
          ) : (
            <progress aria-label={STRINGS.extractingText} />
          )}
          <span role="status">
            {pdf.phase === 'uploading'
              ? `${STRINGS.uploading} ${Math.round(pdf.progress * 100)}%`
              : STRINGS.extractingText}
          </span>
        </div>
      )}
      {pdf.phase === 'done' && (
        <p className="source-picker__status" role="status">
          {pdf.pages === null ? STRINGS.pdfExtracted : pdfExtractedMessage(pdf.pages)}
        </p>
      )}
      {pdf.phase === 'error' && pdf.error && (
        <p className="source-picker__status source-picker__status--error" role="alert">
          {pdf.error}
        </p>
      )}
    </div>
  );
}
