import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '../i18n/useTranslation';
import styled from 'styled-components';
import { expect, waitFor, within } from 'storybook/test';
import {
  theme,
  darkColors,
  lightColors,
  pageWidth,
  radii,
  space,
  type ColorScale,
} from '../tokens';
import { NewsdeskProvider } from './NewsdeskProvider';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${theme.space[3]};
`;

const Swatch = styled.figure`
  margin: 0;
  border: 1px solid ${theme.color.border.weak};
  border-radius: ${theme.radii.md};
  overflow: hidden;
  background: ${theme.color.bg.surface};
  font-size: ${theme.font.size.xs};
  & > div {
    height: 40px;
  }
  & > figcaption {
    padding: ${theme.space[2]};
    color: ${theme.color.text.secondary};
  }
`;

const Heading = styled.h2`
  margin: ${theme.space[6]} 0 ${theme.space[3]};
  font-size: ${theme.font.size.lg};
`;

const groups = Object.keys(lightColors) as (keyof ColorScale)[];

function TokenSheet() {
  const { t } = useTranslation();
  return (
    <div>
      <p>{t('app-name')}</p>
      {groups.map((group) => (
        <section key={group} aria-labelledby={`tokens-${group}`}>
          <Heading id={`tokens-${group}`}>color.{group}</Heading>
          <Grid>
            {Object.keys(lightColors[group]).map((name) => (
              <Swatch key={name} data-token={`${group}.${name}`}>
                <div
                  style={{
                    background: `var(--nd-color-${group}-${name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()})`,
                  }}
                />
                <figcaption>{name}</figcaption>
              </Swatch>
            ))}
          </Grid>
        </section>
      ))}
      <Heading>space</Heading>
      <p>
        {Object.entries(space)
          .map(([k, v]) => `${k}: ${v}`)
          .join(' · ')}
      </p>
      <Heading>radii</Heading>
      <p>
        {Object.entries(radii)
          .map(([k, v]) => `${k}: ${v}`)
          .join(' · ')}
      </p>
      <Heading>page widths</Heading>
      <p>
        {Object.entries(pageWidth)
          .map(([k, v]) => `${k}: ${v}`)
          .join(' · ')}
      </p>
    </div>
  );
}

const meta = {
  title: 'Foundations/Theme',
  component: NewsdeskProvider,
  parameters: {
    docs: {
      description: {
        component:
          'Tokens are defined once in TypeScript and emitted as CSS variables under `:root[data-theme]`; components use the semantic names (`theme.color.text.primary`). Dark mode is an attribute flip.',
      },
    },
  },
  render: () => <TokenSheet />,
} satisfies Meta<typeof NewsdeskProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tokens: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const swatches = canvasElement.querySelectorAll('[data-token]');
    const count = groups.reduce((n, g) => n + Object.keys(lightColors[g]).length, 0);
    await expect(swatches).toHaveLength(count);
    // Every semantic colour resolves to a real value in both themes.
    const root = document.documentElement;
    for (const theme of ['light', 'dark'] as const) {
      root.dataset.theme = theme;
      const surface = getComputedStyle(root).getPropertyValue('--nd-color-bg-surface').trim();
      await expect(surface).toBe(
        theme === 'light' ? lightColors.bg.surface : darkColors.bg.surface,
      );
    }
    root.dataset.theme = 'light';
    await expect(canvas.getByText('Newsdesk Console')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Newsdesk 控制台')).toBeVisible();
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-CN'));
  },
};
