import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { episodes, users, videos } from '../src/db/schema';
import { graphql, op } from './graphql-helpers';
import { signIn, startTestServer, type TestServer } from './harness';

let server: TestServer;
let token: string;
let readers: number[];
let readyVideo: number;
let pendingVideo: number;
beforeAll(async () => {
  server = await startTestServer();
  token = await signIn(server, 'editor');
  const now = server.clock.now;
  readers = (
    await server.ctx.db
      .insert(users)
      .values(
        Array.from({ length: 15 }, (_, i) => ({
          nickname: `reader ${String(i + 1).padStart(2, '0')}`,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning({ id: users.id })
  ).map((r) => r.id);
  const [ready, pending] = await server.ctx.db
    .insert(videos)
    .values([
      {
        title: 'Recording',
        display_time: now,
        status: 'published',
        created_at: now,
        updated_at: now,
      },
      { title: 'Still uploading', display_time: now, created_at: now, updated_at: now },
    ])
    .returning({ id: videos.id });
  readyVideo = ready!.id;
  pendingVideo = pending!.id;
  await server.ctx.db.insert(episodes).values([
    {
      video_id: readyVideo,
      position: 0,
      name: 'Full',
      key: 'v1.mp4',
      url: 'v1.mp4',
      upload_status: 2,
    },
    {
      video_id: pendingVideo,
      position: 0,
      name: 'Full',
      key: 'v2.mp4',
      url: 'v2.mp4',
      upload_status: 1,
    },
  ]);
});
afterAll(() => server.cleanup());

const DAY = 86_400_000;
const roadshow = (extra: Record<string, unknown> = {}) => ({
  title: '年度投资策略会',
  body: '<p>议程</p>',
  start_time: server.clock.now + DAY,
  end_time: server.clock.now + DAY + 7_200_000,
  ...extra,
});

describe('roadshow user groups', () => {
  let groupId: string;

  it('creates a group with members, pages them by user id and counts them', async () => {
    const r = await op(server, token, 'CreateRoadshowUserGroup', {
      input: { name: '机构客户', description: 'Institutions', user_ids: readers.map(String) },
    });
    expect(r.errors).toBeUndefined();
    expect(r.data.createRoadshowUserGroup).toMatchObject({
      name: '机构客户',
      member_count: 15,
      version: 1,
    });
    groupId = r.data.createRoadshowUserGroup.id;
    const page = await op(server, token, 'RoadshowUserGroup', {
      group_id: groupId,
      membersFirst: 10,
      membersOffset: 10,
    });
    const members = page.data.roadshow_user_group.members;
    expect(members.total_count).toBe(15);
    expect(members.nodes.map((u: { id: string }) => Number(u.id))).toEqual(readers.slice(10));
    expect(members.page_info.has_next_page).toBe(false);
  });

  it('refuses a duplicate name, unknown members and unknown groups', async () => {
    const dup = await op(server, token, 'CreateRoadshowUserGroup', { input: { name: '机构客户' } });
    expect(dup.errors![0]!.extensions).toMatchObject({
      code: 'DUPLICATE',
      status: 40010,
      field: 'name',
    });
    const unknown = await op(server, token, 'CreateRoadshowUserGroup', {
      input: { name: 'x', user_ids: ['987654'] },
    });
    expect(unknown.errors![0]).toMatchObject({
      message: 'User not found',
      extensions: { code: 'NOT_FOUND' },
    });
    const missing = await op(server, token, 'RoadshowUserGroup', { group_id: '987654' });
    expect(missing.data.roadshow_user_group).toBeNull();
    expect(missing.errors![0]).toMatchObject({
      message: 'User group not exist',
      extensions: { code: 'NOT_FOUND', field: 'group_id' },
    });
  });

  it('replaces members with the version rule', async () => {
    const r = await op(server, token, 'UpdateRoadshowUserGroup', {
      group_id: groupId,
      version: 1,
      input: { user_ids: readers.slice(0, 3).map(String) },
    });
    expect(r.data.updateRoadshowUserGroup).toMatchObject({ member_count: 3, version: 2 });
    const stale = await op(server, token, 'UpdateRoadshowUserGroup', {
      group_id: groupId,
      version: 1,
      input: { name: 'x' },
    });
    expect(stale.errors![0]!.extensions).toMatchObject({ code: 'CONFLICT', current_version: 2 });
    expect(stale.errors![0]!.extensions.current.member_count).toBe(3);
    const list = await op(server, token, 'RoadshowUserGroups', { pagination: { first: 10 } });
    expect(list.data.roadshow_user_groups.total_count).toBe(1);
  });

  it('creates roadshows with the spec messages, meeting, video and group rules', async () => {
    const noTitle = await op(server, token, 'CreateRoadshow', { input: roadshow({ title: '' }) });
    expect(noTitle.errors![0]!.message).toBe('Title cannot be empty');
    const noBody = await op(server, token, 'CreateRoadshow', {
      input: roadshow({ body: '<p> </p>' }),
    });
    expect(noBody.errors![0]!.message).toBe('Content cannot be empty');
    const video = await op(server, token, 'CreateRoadshow', {
      input: roadshow({ video_id: String(pendingVideo) }),
    });
    expect(video.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      errors: [{ field: 'video_id', rule: 'uploaded', message: 'Roadshow video not uploaded' }],
    });
    const group = await op(server, token, 'CreateRoadshow', {
      input: roadshow({ password_user_group_id: '987654' }),
    });
    expect(group.errors![0]).toMatchObject({
      message: 'User group not exist',
      extensions: { code: 'NOT_FOUND' },
    });
    const past = await op(server, token, 'CreateRoadshow', {
      input: roadshow({
        start_time: server.clock.now - DAY,
        end_time: null,
        channel: 'TENCENT_MEETING',
        auto_create_meeting: true,
      }),
    });
    expect(past.errors![0]).toMatchObject({
      message: 'Create roadshow failed',
      extensions: { code: 'UNPROCESSABLE', status: 40022 },
    });
    const { n } = (
      (await server.ctx.db.execute(sql`select count(*)::int as n from roadshows`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!;
    expect(n).toBe(0);

    const ok = await op(server, token, 'CreateRoadshow', {
      input: roadshow({
        channel: 'TENCENT_MEETING',
        auto_create_meeting: true,
        tencent_meeting: {
          password: '2468',
          wl_include: [{ key: '2', kind: 'MEMBERSHIP_LEVEL', name: 'BlackGold' }],
        },
        password_user_group_id: groupId,
        video_id: String(readyVideo),
        tag_relations: [{ id: '0', group: 'ROADSHOW' }],
        vip_visibility: 'BLACK_GOLD',
      }),
    });
    expect(ok.errors).toBeUndefined();
    const rs = ok.data.createRoadshow;
    expect(rs).toMatchObject({
      version: 1,
      status: 'DRAFT',
      live_status: 'NOT_STARTED',
      vip_visibility: 'BLACK_GOLD',
      video: { id: String(readyVideo), title: 'Recording' },
      password_user_group: { id: groupId },
      tencent_meeting: { password: '2468', wl_include: [{ kind: 'MEMBERSHIP_LEVEL' }] },
    });
    expect(rs.tencent_meeting.meeting_code).toMatch(/^\d{9}$/);

    const live = await op(server, token, 'UpdateRoadshow', {
      id: rs.id,
      version: 1,
      input: { live_status: 'IN_PROGRESS', status: 'PUBLISHED' },
    });
    expect(live.data.updateRoadshow).toMatchObject({
      version: 2,
      live_status: 'IN_PROGRESS',
      status: 'PUBLISHED',
    });
    expect(live.data.updateRoadshow.tencent_meeting.meeting_code).toBe(
      rs.tencent_meeting.meeting_code,
    );
    const stale = await op(server, token, 'UpdateRoadshow', {
      id: rs.id,
      version: 1,
      input: { title: 'x' },
    });
    expect(stale.errors![0]!.extensions).toMatchObject({ code: 'CONFLICT', current_version: 2 });
    const ends = await op(server, token, 'UpdateRoadshow', {
      id: rs.id,
      version: 2,
      input: { end_time: server.clock.now },
    });
    expect(ends.errors![0]!.extensions.errors[0]).toMatchObject({
      field: 'end_time',
      rule: 'range',
    });

    // The group sends this roadshow's password: it may not be deleted.
    const del = await op(server, token, 'DeleteRoadshowUserGroup', {
      group_id: groupId,
      version: 2,
    });
    expect(del.errors![0]).toMatchObject({
      message: 'Not available for deletion',
      extensions: { code: 'FORBIDDEN', status: 40030 },
    });
    await op(server, token, 'UpdateRoadshow', {
      id: rs.id,
      version: 2,
      input: { password_user_group_id: null },
    });
    const staleDel = await op(server, token, 'DeleteRoadshowUserGroup', {
      group_id: groupId,
      version: 1,
    });
    expect(staleDel.errors![0]!.extensions.code).toBe('CONFLICT');
    const gone = await op(server, token, 'DeleteRoadshowUserGroup', {
      group_id: groupId,
      version: 2,
    });
    expect(gone.data.deleteRoadshowUserGroup).toBe(groupId);
    const read = await op(server, token, 'Roadshow', { id: rs.id });
    expect(read.data.roadshow.password_user_group).toBeNull();
    const missing = await op(server, token, 'Roadshow', { id: '777' });
    expect(missing.errors![0]!.extensions).toMatchObject({ code: 'NOT_FOUND', field: 'id' });
  });

  it('keeps a roadshow without an end time without one (as the REST detail shows it)', async () => {
    const r = await op(server, token, 'CreateRoadshow', {
      input: roadshow({ end_time: undefined }),
    });
    expect(r.errors).toBeUndefined();
    expect(r.data.createRoadshow).toMatchObject({
      end_time: null,
      start_time: server.clock.now + DAY,
    });
    const rest = await server.call('GET', `/v1/admin/roadshow/${r.data.createRoadshow.id}`, {
      token,
    });
    expect(rest.status).toBe(200);
    expect(rest.body.data.end_time).toBeNull();
  });
});

describe('batched nested lists', () => {
  it('pages the members of every group of a list in one request, each as when asked alone', async () => {
    const ids: string[] = [];
    for (const [i, size] of [4, 0, 7].entries()) {
      const r = await op(server, token, 'CreateRoadshowUserGroup', {
        input: { name: `batch ${i}`, user_ids: readers.slice(0, size).map(String) },
      });
      ids.push(r.data.createRoadshowUserGroup.id);
    }
    const query = `{ roadshow_user_groups(pagination: { first: 10 }) { nodes { id members(first: 3, offset: 2) { total_count page_info { has_next_page } nodes { id } } } } }`;
    const all = await graphql(server, token, query);
    expect(all.errors).toBeUndefined();
    for (const id of ids) {
      const alone = await op(server, token, 'RoadshowUserGroup', {
        group_id: id,
        membersFirst: 3,
        membersOffset: 2,
      });
      const inList = all.data.roadshow_user_groups.nodes.find((g: { id: string }) => g.id === id);
      expect(inList.members.total_count).toBe(alone.data.roadshow_user_group.members.total_count);
      expect(inList.members.nodes).toEqual(
        alone.data.roadshow_user_group.members.nodes.map((u: { id: string }) => ({ id: u.id })),
      );
      expect(inList.members.page_info.has_next_page).toBe(
        alone.data.roadshow_user_group.members.page_info.has_next_page,
      );
    }
    const seven = all.data.roadshow_user_groups.nodes.find((g: { id: string }) => g.id === ids[2]);
    expect(seven.members).toMatchObject({ total_count: 7, page_info: { has_next_page: true } });
    expect(seven.members.nodes.map((u: { id: string }) => Number(u.id))).toEqual(
      readers.slice(2, 5),
    );
  });
});
