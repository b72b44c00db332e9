import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { Image } from '../../feedback/Image';
import { Muted } from './OpsSettings.styles';
import type {
  BannerValueData,
  EntryValueData,
  NavigatorValueData,
  ReportCategoryValueData,
  SplashValueData,
} from './types';

import { theme } from '../../foundations/tokens';
const Phone = styled.div`
  position: relative;
  width: 200px;
  margin: 0 auto;
  padding: ${theme.space[2]};
  border: 2px solid ${theme.color.border.strong};
  border-radius: ${theme.radii.xl};
  background: ${theme.color.bg.subtle};

  .nd-ops-skip {
    position: absolute;
    top: ${theme.space[4]};
    right: ${theme.space[4]};
    padding: ${theme.space[0.5]} ${theme.space[2]};
    border-radius: ${theme.radii.full};
    background: ${theme.color.bg.overlay};
    color: ${theme.color.text.inverse};
    font-size: ${theme.font.size.xs};
  }
`;

const Browser = styled.div`
  border: 1px solid ${theme.color.border.medium};
  border-radius: ${theme.radii.md};
  overflow: hidden;
  background: ${theme.color.bg.canvas};

  .nd-ops-slide {
    position: relative;
  }
  .nd-ops-slide-title {
    position: absolute;
    left: 0;
    right: 0;
    bottom: 0;
    padding: ${theme.space[2]};
    background: ${theme.color.bg.overlay};
    color: ${theme.color.text.inverse};
    font-size: ${theme.font.size.sm};
  }
  .nd-ops-dots {
    display: flex;
    justify-content: center;
    gap: ${theme.space[1]};
    padding: ${theme.space[2]};
    margin: 0;
    list-style: none;
  }
  .nd-ops-dots li {
    width: 8px;
    height: 8px;
    border-radius: ${theme.radii.full};
    background: ${theme.color.border.medium};
  }
  .nd-ops-dots li[data-current='true'] {
    background: ${theme.color.bg.accent};
  }
`;

const Grid = styled.ul<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${theme.space[3]};
  list-style: none;
  margin: 0;
  padding: ${theme.space[3]};

  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${theme.space[1]};
    min-width: 0;
    font-size: ${theme.font.size.xs};
    text-align: center;
    overflow-wrap: anywhere;
  }
  .nd-ops-letter {
    display: grid;
    place-items: center;
    width: 40px;
    height: 40px;
    border-radius: ${theme.radii.full};
    background: ${theme.color.bg.selected};
    color: ${theme.color.text.primary};
    font-weight: ${theme.font.weight.semibold};
  }
  .nd-ops-icon {
    width: 40px;
  }
`;

const Heading = styled.p`
  margin: 0;
  padding: ${theme.space[2]} ${theme.space[3]} 0;
  font-weight: ${theme.font.weight.semibold};
`;

const Caption = styled.figcaption`
  margin-top: ${theme.space[2]};
  text-align: center;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.text.secondary};
`;

const Figure = styled.figure`
  margin: 0;
`;

const Padded = styled.div`
  padding: ${theme.space[3]};
`;

const Tree = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${theme.space[3]};
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  font-size: ${theme.font.size.sm};

  > li > span {
    font-weight: ${theme.font.weight.semibold};
  }
  ul {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space[1]};
    margin: ${theme.space[1]} 0 0;
    padding: 0;
  }
  ul li {
    padding: ${theme.space[0.5]} ${theme.space[2]};
    border-radius: ${theme.radii.full};
    background: ${theme.color.bg.subtle};
    color: ${theme.color.text.secondary};
  }
`;

/** What the app shows now: the first enabled splash whose window holds now. */
export function SplashPreview({
  control,
  now,
}: {
  control: Control<SplashValueData>;
  now: number;
}) {
  const { t } = useTranslation();
  const items = useWatch({ control, name: 'items' }) ?? [];
  const shown = items.find((it) => it.enabled && it.start_at <= now && now < it.end_at);
  if (!shown) return <Muted>{t('ops-preview-empty')}</Muted>;
  return (
    <Figure>
      <Phone>
        <Image
          src={shown.image_url ?? null}
          alt={shown.title}
          ratio={9 / 16}
          radius="lg"
          fit="cover"
        />
        <span className="nd-ops-skip" aria-hidden>
          {t('ops-splash-skip', { count: shown.duration })}
        </span>
      </Phone>
      <Caption>{shown.title}</Caption>
    </Figure>
  );
}

/** The web home banner: the first slide live now, and one dot per live or scheduled slide. */
export function BannerPreview({
  control,
  now,
}: {
  control: Control<BannerValueData>;
  now: number;
}) {
  const { t } = useTranslation();
  const items = (useWatch({ control, name: 'items' }) ?? []).filter(
    (it) => it.enabled && (it.end_at == null || it.end_at > now),
  );
  const live = items.filter((it) => it.start_at == null || it.start_at <= now);
  const first = live[0];
  if (!first) return <Muted>{t('ops-preview-empty')}</Muted>;
  return (
    <Browser>
      <div className="nd-ops-slide">
        <Image src={first.image_url ?? null} alt="" ratio={16 / 9} fit="cover" radius="none" />
        <div className="nd-ops-slide-title">{first.title}</div>
      </div>
      <ul className="nd-ops-dots" aria-label={t('ops-banner-slides')}>
        {live.map((it, i) => (
          <li key={it.id} data-current={i === 0} title={it.title} />
        ))}
      </ul>
    </Browser>
  );
}

/** The web home quick entries: enabled ones, four a row. */
export function EntryPreview({ control }: { control: Control<EntryValueData> }) {
  const { t } = useTranslation();
  const items = (useWatch({ control, name: 'items' }) ?? []).filter((it) => it.enabled);
  if (items.length === 0) return <Muted>{t('ops-preview-empty')}</Muted>;
  return (
    <Browser>
      <Grid $columns={4}>
        {items.map((it) => (
          <li key={it.id}>
            <span className="nd-ops-icon">
              <Image src={it.image_url ?? null} alt="" ratio={1} radius="full" fit="cover" />
            </span>
            {it.title}
          </li>
        ))}
      </Grid>
    </Browser>
  );
}

/** The navigator page: its heading and the enabled sites, as many a row as configured (at most 3 here). */
export function NavigatorPreview({ control }: { control: Control<NavigatorValueData> }) {
  const { t } = useTranslation();
  const config = useWatch({ control, name: 'config' });
  const sites = (useWatch({ control, name: 'sites' }) ?? []).filter((s) => s.enabled);
  return (
    <Browser>
      <Heading>{config?.title || '—'}</Heading>
      {sites.length === 0 ? (
        <Padded>
          <Muted>{t('ops-preview-empty')}</Muted>
        </Padded>
      ) : (
        <Grid $columns={Math.min(config?.columns ?? 4, 3)}>
          {sites.map((s) => (
            <li key={s.id}>
              {config?.show_icons ? (
                s.icon_url ? (
                  <span className="nd-ops-icon">
                    <Image src={s.icon_url} alt="" ratio={1} radius="full" fit="cover" />
                  </span>
                ) : (
                  <span className="nd-ops-letter" aria-hidden>
                    {Array.from(s.name.trim())[0] ?? '?'}
                  </span>
                )
              ) : null}
              {s.name}
            </li>
          ))}
        </Grid>
      )}
    </Browser>
  );
}

/** The report category menu: enabled categories with their enabled sub-categories. */
export function CategoryPreview({ control }: { control: Control<ReportCategoryValueData> }) {
  const { t } = useTranslation();
  const cats = (useWatch({ control, name: 'categories' }) ?? []).filter((c) => c.enabled);
  if (cats.length === 0) return <Muted>{t('ops-preview-empty')}</Muted>;
  return (
    <Browser>
      <Tree>
        {cats.map((c) => (
          <li key={c.id}>
            <span>{c.name || t('ops-item-untitled')}</span>
            {c.children.some((s) => s.enabled) ? (
              <ul>
                {c.children
                  .filter((s) => s.enabled)
                  .map((s) => (
                    <li key={s.id}>{s.name || t('ops-item-untitled')}</li>
                  ))}
              </ul>
            ) : null}
          </li>
        ))}
      </Tree>
    </Browser>
  );
}
