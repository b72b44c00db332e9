export * from './RoadmapEditor';
export * from './roadmapTree';
