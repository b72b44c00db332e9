/**
 * The hard-coded sample data of the right panel's demo panels (operations §2: "Template demo panels
 * (member search, task details, user popover) use hard-coded sample data and no backend"). The
 * stories and the console use this same data.
 */

export interface SampleMember {
  id: string;
  fullName: string;
  position: string;
  email: string;
  team: string;
  location: string;
  avatarUrl?: string;
}

export type SampleTaskStatus = 'todo' | 'in-progress' | 'done';
export type SampleTaskPriority = 'low' | 'medium' | 'high';

export interface SampleTask {
  id: string;
  title: string;
  status: SampleTaskStatus;
  priority: SampleTaskPriority;
  /** The id of a sample member. */
  assigneeId: string;
  /** Due date, `YYYY-MM-DD` (a calendar day, no time zone). */
  due: string;
  description: string;
  subtasks: { id: string; title: string; done: boolean }[];
}

export const sampleMembers: readonly SampleMember[] = [
  {
    id: 'm1',
    fullName: 'Li Wei',
    position: 'Managing Editor',
    email: 'li.wei@newsdesk.test',
    team: 'Editorial',
    location: 'Shanghai',
  },
  {
    id: 'm2',
    fullName: 'Zhang Min',
    position: 'Senior Analyst',
    email: 'zhang.min@newsdesk.test',
    team: 'Research',
    location: 'Beijing',
  },
  {
    id: 'm3',
    fullName: 'Emma Clarke',
    position: 'Data Engineer',
    email: 'emma.clarke@newsdesk.test',
    team: 'Data',
    location: 'London',
  },
  {
    id: 'm4',
    fullName: 'Wang Fang',
    position: 'Video Producer',
    email: 'wang.fang@newsdesk.test',
    team: 'Multimedia',
    location: 'Shenzhen',
  },
  {
    id: 'm5',
    fullName: 'Carlos Méndez',
    position: 'Product Designer',
    email: 'carlos.mendez@newsdesk.test',
    team: 'Product',
    location: 'Mexico City',
  },
  {
    id: 'm6',
    fullName: 'Chen Jie',
    position: 'Research Analyst',
    email: 'chen.jie@newsdesk.test',
    team: 'Research',
    location: 'Hong Kong',
  },
  {
    id: 'm7',
    fullName: 'Anna Becker',
    position: 'Operations Manager',
    email: 'anna.becker@newsdesk.test',
    team: 'Operations',
    location: 'Frankfurt',
  },
  {
    id: 'm8',
    fullName: 'Liu Yang',
    position: 'Copy Editor',
    email: 'liu.yang@newsdesk.test',
    team: 'Editorial',
    location: 'Shanghai',
  },
];

export const sampleTask: SampleTask = {
  id: 't1',
  title: 'Prepare the weekly macro outlook',
  status: 'in-progress',
  priority: 'high',
  assigneeId: 'm2',
  due: '2026-03-13',
  description:
    'Collect the central bank decisions of the week, update the rate charts and send the draft to the managing editor before Friday noon.',
  subtasks: [
    { id: 's1', title: 'Collect the central bank decisions', done: true },
    { id: 's2', title: 'Update the rate charts', done: true },
    { id: 's3', title: 'Write the summary', done: false },
    { id: 's4', title: 'Send the draft for review', done: false },
  ],
};

/**
 * The member search of the demo panel: a case-insensitive match of the query on the full name or the
 * position; an empty (or blank) query finds nothing.
 */
export function searchMembers(
  query: string,
  members: readonly SampleMember[] = sampleMembers,
): SampleMember[] {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return [];
  return members.filter(
    (m) => m.fullName.toLocaleLowerCase().includes(q) || m.position.toLocaleLowerCase().includes(q),
  );
}

/** The sample member with this id. */
export function sampleMember(id: string): SampleMember | undefined {
  return sampleMembers.find((m) => m.id === id);
}
