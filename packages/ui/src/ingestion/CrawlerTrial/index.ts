export { CrawlerTrial, type CrawlerTrialData, type CrawlerTrialProps } from './CrawlerTrial';
