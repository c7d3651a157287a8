import type { Meta, StoryObj } from '@storybook/react-vite';
import { AlertProvider } from '../context/AlertContext';
import { SharePanel } from './SharePanel';

const meta = {
  title: 'Dashboard/SharePanel',
  component: SharePanel,
  decorators: [
    (Story) => (
      <AlertProvider>
        <div style={{ maxWidth: 640 }}>
          <Story />
        </div>
      </AlertProvider>
    ),
  ],
  args: { userId: '5f0c1d2e-user', botId: '9a8b7c6d-bot', origin: 'https://botfolio.example' },
} satisfies Meta<typeof SharePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Narrow, as on a 375 px phone: the targets wrap and the link field shrinks. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 343 }}>
        <Story />
      </div>
    ),
  ],
};
