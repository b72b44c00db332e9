export {
  renderCountingCommits,
  renderWithProviders,
  type RenderWithProvidersOptions,
} from './render';
