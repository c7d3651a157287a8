import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { AlertProvider } from '../context/AlertContext';
import { BotRow } from './BotRow';

const meta = {
  title: 'Dashboard/BotRow',
  component: BotRow,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <AlertProvider>
          <ul style={{ padding: 0, maxWidth: 720 }}>
            <Story />
          </ul>
        </AlertProvider>
      </MemoryRouter>
    ),
  ],
  args: {
    userId: 'u1',
    origin: 'https://botfolio.example',
    onDelete: () => {},
    bot: {
      _id: 'b1',
      botName: 'Resume bot',
      botText: 'Ada Lovelace, mathematician. Wrote the first published algorithm for the Analytical Engine.',
    },
  },
} satisfies Meta<typeof BotRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ShortText: Story = { args: { bot: { _id: 'b2', botName: 'Notes', botText: 'Short.' } } };

export const LongName: Story = {
  args: {
    bot: {
      _id: 'b3',
      botName: 'A very long bot name that has to wrap on a phone without pushing the page sideways',
      botText: 'Émilie du Châtelet 🧪 translated Newton’s Principia into French and added her own commentary.',
    },
  },
};
