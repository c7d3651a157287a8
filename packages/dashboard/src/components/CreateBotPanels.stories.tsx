import { STRINGS } from '@botfolio/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AlertProvider } from '../context/AlertContext';
import { BotNameDialog } from './BotNameDialog';
import { CreateBotPanel } from './CreateBotPanel';
import { SourcePicker } from './SourcePicker';
import type { CreateBotSources, LinkSource, PdfSource } from './useCreateBotSources';

const idleLink: LinkSource = { link: '', phase: 'idle', text: '', error: null, title: null };
const idlePdf: PdfSource = { fileName: null, phase: 'idle', progress: 0, text: '', pages: null, error: null };
const noop = () => {};

/** A fixed picker state: every story shows one moment of the create screen without a server. */
function sources(overrides: Partial<CreateBotSources>): CreateBotSources {
  return {
    mode: 'text',
    setMode: noop,
    text: '',
    setText: noop,
    pdf: idlePdf,
    choosePdf: noop,
    youtube: idleLink,
    setYoutubeLink: noop,
    web: idleLink,
    setWebLink: noop,
    source: '',
    clear: noop,
    ...overrides,
  };
}

const meta = {
  title: 'Dashboard/Create bot panels',
  decorators: [
    (Story) => (
      <AlertProvider>
        <div style={{ maxWidth: 560 }}>
          <Story />
        </div>
      </AlertProvider>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextMode: Story = {
  render: () => <SourcePicker sources={sources({ text: 'I build compilers and teach.' })} />,
};

export const PdfUploading: Story = {
  render: () => (
    <SourcePicker
      sources={sources({
        mode: 'pdf',
        pdf: { ...idlePdf, fileName: 'resume.pdf', phase: 'uploading', progress: 0.42 },
      })}
    />
  ),
};

export const PdfExtracting: Story = {
  render: () => (
    <SourcePicker
      sources={sources({ mode: 'pdf', pdf: { ...idlePdf, fileName: 'resume.pdf', phase: 'extracting', progress: 1 } })}
    />
  ),
};

export const PdfDone: Story = {
  render: () => (
    <SourcePicker
      sources={sources({
        mode: 'pdf',
        pdf: { ...idlePdf, fileName: 'resume.pdf', phase: 'done', progress: 1, text: 'Ada Lovelace…', pages: 2 },
      })}
    />
  ),
};

export const PdfRejected: Story = {
  render: () => (
    <SourcePicker
      sources={sources({
        mode: 'pdf',
        pdf: { ...idlePdf, fileName: 'notes.docx', phase: 'error', error: STRINGS.pdfOnly },
      })}
    />
  ),
};

export const YouTubeLoading: Story = {
  render: () => (
    <SourcePicker
      sources={sources({
        mode: 'youtube',
        youtube: { ...idleLink, link: 'https://youtu.be/dQw4w9WgXcQ', phase: 'loading' },
      })}
    />
  ),
};

export const YouTubeNotFound: Story = {
  render: () => (
    <SourcePicker
      sources={sources({
        mode: 'youtube',
        youtube: {
          ...idleLink,
          link: 'https://youtu.be/dQw4w9WgXcQ',
          phase: 'error',
          error: STRINGS.transcriptNotFound,
        },
      })}
    />
  ),
};

export const WebsiteImported: Story = {
  render: () => (
    <SourcePicker
      sources={sources({
        mode: 'web',
        web: { ...idleLink, link: 'https://ada.example/about', phase: 'done', text: '…', title: 'About Ada' },
      })}
    />
  ),
};

export const InputTextPanel: Story = {
  render: () => (
    <CreateBotPanel
      title={STRINGS.inputTextPanel}
      text={'Ada Lovelace (1815–1852) was an English mathematician.\n\nShe wrote the first published algorithm.'}
      copiedMessage={STRINGS.inputCopied}
      copyLabel={STRINGS.copyInputText}
    />
  ),
};

export const SummaryLoading: Story = {
  render: () => (
    <CreateBotPanel
      title={STRINGS.summarizedTextPanel}
      text=""
      copiedMessage={STRINGS.summaryCopied}
      copyLabel={STRINGS.copySummary}
      busy
    >
      <span className="create-panel__placeholder">{STRINGS.summarizing}</span>
    </CreateBotPanel>
  ),
};

export const SummaryDone: Story = {
  render: () => (
    <CreateBotPanel
      title={STRINGS.summarizedTextPanel}
      text="Ada Lovelace was an English mathematician who wrote the first published algorithm."
      copiedMessage={STRINGS.summaryCopied}
      copyLabel={STRINGS.copySummary}
    />
  ),
};

export const NameDialog: Story = {
  render: () => <BotNameDialog onSubmit={noop} onCancel={noop} />,
};

export const NameDialogFailed: Story = {
  render: () => <BotNameDialog onSubmit={noop} onCancel={noop} error={STRINGS.botCreateError} />,
};
