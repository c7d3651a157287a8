import type { Meta, StoryObj } from '@storybook/react-vite';
import Landing from '../../screens/Landing';
import { StoryApp } from '../../stories/StoryApp';
import { ContactSection } from './ContactSection';
import { FeaturesSection } from './FeaturesSection';
import { Hero } from './Hero';
import { PricingSection } from './PricingSection';
import './Landing.css';

const meta = {
  title: 'Dashboard/Landing/Sections',
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <StoryApp>
        <Story />
      </StoryApp>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hero with its particle background (move the pointer over it; click for a burst). */
export const HeroSection: Story = { render: () => <Hero /> };
export const Features: Story = { render: () => <FeaturesSection /> };
export const PricingForVisitor: Story = { render: () => <PricingSection signedIn={false} /> };
export const PricingSignedIn: Story = { render: () => <PricingSection signedIn /> };
export const Contact: Story = { render: () => <ContactSection /> };
export const WholePage: Story = { render: () => <Landing /> };
