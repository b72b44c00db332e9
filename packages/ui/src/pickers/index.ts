/**
 * Pickers: the selection panels and the content-type selector (content §2 "Selection panels").
 *
 * The components never fetch: the app answers `onSearch({ keyword, page, pageSize })` with one
 * page `{ items: [{ id, title, meta? }], total }`. In the console, `apps/console/src/data/panels.ts`
 * gives a ready source per type (`usePanelSources()`), so a screen only writes:
 *
 * ```tsx
 * const sources = usePanelSources();            // omenReport, article, video, roadshow, product, coupon
 * <SelectionPanel open={open} onOpenChange={setOpen} title={t('picker-title-article')}
 *   mode="multi" {...sources.article} onSelect={(picks) => setRelated(picks.map((p) => p.id))} />
 * // or let the user choose the type first:
 * <ContentTypeSelector sources={sources} onSelect={(type, [pick]) => setLink(type, pick)} />
 * ```
 *
 * The panel searches on open, on Enter and 400 ms after typing stops, shows its indicator at least
 * 200 ms (content §9), pages 10 at a time, keeps picks across pages (multi) or one pick (single),
 * counts them in the basket badge, and Select sends them, closes and clears. Its texts are in the
 * `library` message area: the console's `usePanelSources()` loads it.
 */
export * from './SelectionPanel';
export * from './ContentTypeSelector';
