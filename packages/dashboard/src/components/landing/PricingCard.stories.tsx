import { PRICING_PLANS } from '@botfolio/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { PricingCard } from './PricingCard';
import './Landing.css';

const meta = {
  title: 'Dashboard/Landing/PricingCard',
  component: PricingCard,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <div style={{ maxWidth: '22rem' }}>
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
  args: { plan: PRICING_PLANS[0]!, to: '/login' },
} satisfies Meta<typeof PricingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {};
export const StandardHighlighted: Story = { args: { plan: PRICING_PLANS[1]!, highlighted: true } };
export const PremiumSignedIn: Story = { args: { plan: PRICING_PLANS[2]!, to: '/create-own-bot' } };
