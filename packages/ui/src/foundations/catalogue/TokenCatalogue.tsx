import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  darkColors,
  darkShadows,
  duration,
  fontFamily,
  fontSize,
  fontWeight,
  lightColors,
  lightShadows,
  lineHeight,
  pageWidth,
  radii,
  size,
  space,
  zIndex,
} from '../tokens/tokens';
import { cssVarName } from '../tokens/cssVariables';
import { LIBRARY_ICONS } from './icons';

import { theme } from '../tokens';
/**
 * The foundations page of the catalogue, generated from the tokens themselves (`tokens.ts`): every
 * value shown here is read from the same objects the CSS variables are made of, so the page cannot
 * drift from the theme. Light and dark values are shown side by side whatever the toolbar's theme.
 */

const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.text.primary};
  th,
  td {
    text-align: left;
    padding: ${theme.space[2]} ${theme.space[3]};
    border-bottom: 1px solid ${theme.color.border.weak};
    vertical-align: middle;
  }
  th {
    color: ${theme.color.text.secondary};
    font-weight: ${theme.font.weight.semibold};
  }
  code {
    font-family: ${theme.font.family.mono};
    font-size: ${theme.font.size.xs};
  }
`;

const Swatch = styled.span`
  display: inline-block;
  width: 28px;
  height: 20px;
  border-radius: ${theme.radii.sm};
  border: 1px solid ${theme.color.border.medium};
  vertical-align: middle;
  margin-right: ${theme.space[2]};
`;

const Section = styled.section`
  display: grid;
  gap: ${theme.space[3]};
  max-width: 1100px;
  h2 {
    margin: 0;
    font-size: ${theme.font.size.lg};
    color: ${theme.color.text.primary};
  }
  p {
    margin: 0;
    color: ${theme.color.text.secondary};
    font-size: ${theme.font.size.sm};
  }
`;

function Page({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <Section>
      <h2>{title}</h2>
      <p>{intro}</p>
      {children}
    </Section>
  );
}

type Tree = { readonly [key: string]: string | Tree };

/** Every leaf of a token tree as [path, value]. */
export function leaves(tree: Tree, path: string[] = []): [string[], string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[[...path, key], value]] : leaves(value, [...path, key]),
  ) as [string[], string][];
}

const valueAt = (tree: Tree, path: string[]): string =>
  path.reduce<string | Tree>(
    (node, key) => (typeof node === 'string' ? node : node[key]!),
    tree,
  ) as string;

export function ColourTokens() {
  const rows = leaves(lightColors as unknown as Tree, ['color']);
  return (
    <Page
      title="Colour"
      intro="Semantic colours: components use these names (theme.color.…), never the palette. Each name has a light and a dark value; the theme switch flips a data attribute, not the components."
    >
      <Table>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">CSS variable</th>
            <th scope="col">Light</th>
            <th scope="col">Dark</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([path, light]) => {
            const dark = valueAt({ color: darkColors as unknown as Tree }, path);
            return (
              <tr key={path.join('.')}>
                <td>
                  <code>theme.{path.join('.')}</code>
                </td>
                <td>
                  <code>{cssVarName(path)}</code>
                </td>
                <td>
                  <Swatch aria-hidden style={{ background: light }} />
                  <code>{light}</code>
                </td>
                <td>
                  <Swatch aria-hidden style={{ background: dark }} />
                  <code>{dark}</code>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Page>
  );
}

const Sample = styled.span`
  color: ${theme.color.text.primary};
`;

export function TypographyTokens() {
  return (
    <Page
      title="Type"
      intro="One sans family with Chinese fallbacks (Noto Sans CJK SC on Linux), a serif for reading views and a mono for codes. Sizes are small on purpose: the console is dense."
    >
      <Table>
        <thead>
          <tr>
            <th scope="col">Size</th>
            <th scope="col">Value</th>
            <th scope="col">Sample</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(fontSize).map(([name, value]) => (
            <tr key={name}>
              <td>
                <code>theme.font.size.{name}</code>
              </td>
              <td>
                <code>{value}</code>
              </td>
              <td>
                <Sample style={{ fontSize: value }}>Rates held steady · 利率维持不变</Sample>
              </td>
            </tr>
          ))}
          {Object.entries(fontWeight).map(([name, value]) => (
            <tr key={name}>
              <td>
                <code>theme.font.weight.{name}</code>
              </td>
              <td>
                <code>{value}</code>
              </td>
              <td>
                <Sample style={{ fontWeight: Number(value) }}>
                  Weekly macro review · 每周宏观回顾
                </Sample>
              </td>
            </tr>
          ))}
          {Object.entries(lineHeight).map(([name, value]) => (
            <tr key={name}>
              <td>
                <code>theme.font.lineHeight.{name}</code>
              </td>
              <td>
                <code>{value}</code>
              </td>
              <td>
                <Sample style={{ lineHeight: value }}>Line height {value}</Sample>
              </td>
            </tr>
          ))}
          {Object.entries(fontFamily).map(([name, value]) => (
            <tr key={name}>
              <td>
                <code>theme.font.family.{name}</code>
              </td>
              <td>
                <code>{value.split(',')[0]}…</code>
              </td>
              <td>
                <Sample style={{ fontFamily: value }}>CPI 2.1% · 居民消费价格</Sample>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Page>
  );
}

const Bar = styled.span`
  display: inline-block;
  height: 12px;
  background: ${theme.color.bg.accent};
  border-radius: ${theme.radii.sm};
  vertical-align: middle;
`;

const Box = styled.span`
  display: inline-block;
  width: 48px;
  height: 32px;
  background: ${theme.color.bg.surface};
  border: 1px solid ${theme.color.border.strong};
  vertical-align: middle;
`;

function ScaleTable({
  prefix,
  values,
  render,
}: {
  prefix: string;
  values: Readonly<Record<string, string | number>>;
  render?: (value: string) => ReactNode;
}) {
  return (
    <Table>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Value</th>
          {render && <th scope="col">Example</th>}
        </tr>
      </thead>
      <tbody>
        {Object.entries(values).map(([name, value]) => (
          <tr key={name}>
            <td>
              <code>
                theme.{prefix}
                {/^\d/.test(name) ? `[${name}]` : `.${name}`}
              </code>
            </td>
            <td>
              <code>{String(value)}</code>
            </td>
            {render && <td>{render(String(value))}</td>}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

export function SpaceAndShapeTokens() {
  return (
    <>
      <Page
        title="Space"
        intro="A 4 px grid: paddings, gaps and margins come from this scale only."
      >
        <ScaleTable prefix="space" values={space} render={(v) => <Bar style={{ width: v }} />} />
      </Page>
      <Page title="Radii" intro="Controls use md, cards and dialogs lg, chips and avatars full.">
        <ScaleTable
          prefix="radii"
          values={radii}
          render={(v) => <Box style={{ borderRadius: v }} />}
        />
      </Page>
    </>
  );
}

export function ElevationTokens() {
  return (
    <Page
      title="Elevation"
      intro="Shadows per theme (dark shadows are deeper, as dark surfaces need them). Focus is a ring, never an outline removal."
    >
      <Table>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Light</th>
            <th scope="col">Dark</th>
          </tr>
        </thead>
        <tbody>
          {(Object.keys(lightShadows) as (keyof typeof lightShadows)[]).map((name) => (
            <tr key={name}>
              <td>
                <code>theme.shadow.{name}</code>
              </td>
              <td>
                <Box style={{ boxShadow: lightShadows[name], background: '#ffffff' }} />{' '}
                <code>{lightShadows[name]}</code>
              </td>
              <td>
                <Box style={{ boxShadow: darkShadows[name], background: '#151b23' }} />{' '}
                <code>{darkShadows[name]}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <h2>Layers</h2>
      <p>Stacking order: a later layer always covers an earlier one.</p>
      <ScaleTable prefix="z" values={zIndex} />
    </Page>
  );
}

export function MotionAndLayoutTokens() {
  return (
    <>
      <Page
        title="Motion"
        intro="Three durations; all collapse to 0 ms when the system asks for reduced motion."
      >
        <ScaleTable prefix="duration" values={duration} />
      </Page>
      <Page
        title="Layout"
        intro="Page widths of the spec (lg by default, xl for wide pages, 2xl for extra wide) and the shell's sizes."
      >
        <ScaleTable prefix="page" values={pageWidth} />
        <ScaleTable prefix="size" values={size} />
      </Page>
    </>
  );
}

const IconGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: ${theme.space[2]};
  li {
    display: grid;
    justify-items: center;
    gap: ${theme.space[1]};
    padding: ${theme.space[3]};
    border: 1px solid ${theme.color.border.weak};
    border-radius: ${theme.radii.md};
    color: ${theme.color.text.primary};
    font-size: ${theme.font.size.xs};
  }
`;

type IconSet = Record<string, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>>;

/** Lucide's file name of an icon export: `Trash2` → `trash-2`, `ImageIcon` → `image`. */
function iconFile(name: string): string[] {
  const kebab = (n: string) =>
    n
      .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
      .replace(/([a-zA-Z])(\d)/g, '$1-$2')
      .toLowerCase();
  return [kebab(name), kebab(name.replace(/Icon$/, '').replace(/^Lucide/, ''))];
}

export function IconTokens() {
  // Each icon the library uses loads on its own, with this page only. The whole set imported here
  // (`import * as`) put every lucide icon into one chunk that each Storybook page, and so each
  // story file the tests open, downloaded at start (967 kB).
  const [all, setAll] = useState<IconSet>();
  useEffect(() => {
    let live = true;
    void import('lucide-react/dynamicIconImports').then(async ({ default: imports }) => {
      const entries = await Promise.all(
        LIBRARY_ICONS.map(async (name) => {
          const file = iconFile(name).find((f) => f in imports);
          const icon = file ? (await imports[file as keyof typeof imports]()).default : undefined;
          return [name, icon] as const;
        }),
      );
      const set: IconSet = {};
      for (const [name, icon] of entries) if (icon) set[name] = icon;
      if (live) setAll(set);
    });
    return () => {
      live = false;
    };
  }, []);
  return (
    <Page
      title="Icons"
      intro="Lucide icons, 16 px in controls and 20 px in the shell, always beside a text or with an accessible name. These are the ones the library uses today (a unit test keeps the list in step with the code)."
    >
      {all ? (
        <IconGrid>
          {LIBRARY_ICONS.map((name) => {
            const Icon = all[name];
            return (
              <li key={name}>
                {Icon ? <Icon size={20} aria-hidden /> : null}
                <code>{name}</code>
              </li>
            );
          })}
        </IconGrid>
      ) : (
        <p role="status">Loading the icons…</p>
      )}
    </Page>
  );
}
