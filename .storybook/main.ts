import type { StorybookConfig } from '@storybook/react-vite';
import { sourceAliases } from '../vitest.shared.js';

/** Stories live beside their components in the dashboard and the widget. */
const config: StorybookConfig = {
  stories: ['../packages/dashboard/src/**/*.stories.@(ts|tsx)', '../packages/widget/src/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: async (viteConfig) => {
    viteConfig.resolve ??= {};
    viteConfig.resolve.alias = {
      ...(viteConfig.resolve.alias as Record<string, string> | undefined),
      ...sourceAliases,
    };
    return viteConfig;
  },
};

export default config;
