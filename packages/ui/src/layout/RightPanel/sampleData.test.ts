// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { currentHref } from '../Sidebar/types';
import { sampleMember, sampleMembers, sampleTask, searchMembers } from './sampleData';

describe('the member search of the demo panels (operations §2)', () => {
  it('finds nothing for an empty or blank query', () => {
    expect(searchMembers('')).toEqual([]);
    expect(searchMembers('   ')).toEqual([]);
  });

  it('matches the full name or the position, whatever the case', () => {
    const names = (q: string) => searchMembers(q).map((m) => m.fullName);
    expect(names('li wei')).toEqual(['Li Wei']);
    expect(names('LI WEI')).toEqual(['Li Wei']);
    expect(names('analyst')).toEqual(['Zhang Min', 'Chen Jie']);
    expect(names('méndez')).toEqual(['Carlos Méndez']);
    // The email, team and location are not searched.
    expect(names('newsdesk.test')).toEqual([]);
    expect(names('Shanghai')).toEqual([]);
  });

  it('searches the members it is given', () => {
    const only = sampleMembers.slice(0, 1);
    expect(searchMembers('analyst', only)).toEqual([]);
    expect(searchMembers('editor', only)).toHaveLength(1);
  });

  it('has a sample task whose assignee is a sample member', () => {
    expect(sampleMember(sampleTask.assigneeId)?.fullName).toBe('Zhang Min');
  });
});

describe('currentHref', () => {
  const hrefs = ['/operation/crawler', '/operation/crawler/batch', '/content/report?action=create'];
  it('marks the exact path, else the nearest ancestor, ignoring queries', () => {
    expect(currentHref(hrefs, '/operation/crawler/batch')).toBe('/operation/crawler/batch');
    expect(currentHref(hrefs, '/operation/crawler')).toBe('/operation/crawler');
    expect(currentHref(hrefs, '/operation/crawler/7')).toBe('/operation/crawler');
    expect(currentHref(hrefs, '/content/report')).toBe('/content/report?action=create');
    expect(currentHref(hrefs, '/operation/crawlers')).toBeUndefined();
  });
});
