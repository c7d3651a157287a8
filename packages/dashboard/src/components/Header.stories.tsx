import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryApp } from '../stories/StoryApp';
import { Header } from './Header';

const meta = {
  title: 'Dashboard/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No token: section links and 'Log in'. */
export const Visitor: Story = {
  decorators: [
    (Story) => (
      <StoryApp key="visitor">
        <Story />
      </StoryApp>
    ),
  ],
};

/** With a token: the 'Search User' box (try "a") and the avatar dropdown. */
export const SignedIn: Story = {
  decorators: [
    (Story) => (
      <StoryApp key="signed-in" signedIn>
        <Story />
      </StoryApp>
    ),
  ],
};
