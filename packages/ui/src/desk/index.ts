// The editorial desk (content §2 /content/wallstreet/live; issue #12): flash news.
export * from './LiveFeed';
