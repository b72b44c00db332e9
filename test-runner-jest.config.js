// Jest config of @storybook/test-runner: Debian's chromium, fixed viewport and rendering, so the
// screenshots are byte-stable across runs and machines.
import { getJestConfig } from '@storybook/test-runner';

const testRunnerConfig = getJestConfig();

export default {
  ...testRunnerConfig,
  // The runner's own setup file imports the whole test-runner package into every story file (Jest
  // loads a test file's modules afresh per file): ours installs the same hooks without it.
  // The runner's environment (a new page per story file), with the runner's page setup handed to
  // the tests for its retry after a navigation (see the file).
  testEnvironment: '<rootDir>/.storybook/test-environment.js',
  setupFilesAfterEnv: testRunnerConfig.setupFilesAfterEnv.map((file) =>
    file.endsWith('playwright/jest-setup.js') ? '<rootDir>/.storybook/jest-setup.ts' : file,
  ),
  testTimeout: 60_000,
  reporters: ['default'],
  testEnvironmentOptions: {
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
        args: [
          '--headless=new',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--font-render-hinting=none',
          '--force-color-profile=srgb',
          '--hide-scrollbars',
          '--disable-lcd-text',
        ],
      },
      contextOptions: {
        viewport: { width: 1024, height: 720 },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        colorScheme: 'light',
        locale: 'en-US',
        timezoneId: 'America/New_York',
        // The runner adds its name to the user agent only once the preview has loaded (a script
        // tag after the navigation), too late for the preview's check of it, so the a11y panel ran a
        // third full axe check after every story. Named from the start, the preview sees it.
        userAgent:
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome Safari/537.36 StorybookTestRunner',
      },
    },
  },
};
