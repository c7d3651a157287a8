import { STRINGS } from '@botfolio/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AlertBanner } from './AlertBanner';

const meta = {
  title: 'Dashboard/AlertBanner',
  component: AlertBanner,
  args: { onClose: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AlertBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Message: Story = { args: { message: STRINGS.googleSoon } };

export const LongMessage: Story = {
  args: { message: `${STRINGS.instagramUnsupported} ${STRINGS.instagramUnsupported}` },
};

/** Nothing to show: only the (empty) live region is in the page. */
export const Empty: Story = { args: { message: null } };
