import { parsePaging, writePaging, type ListUrlCodec } from '../../data/list';

/** The tag lists' URL: `k` (keyword), `topic` (1 topics, 0 plain tags, absent both) and `page`. */
export interface TagListState {
  k: string;
  topic: boolean | undefined;
  page: number;
}

export const tagListCodec: ListUrlCodec<TagListState> = {
  parse(params) {
    const topic = params.get('topic');
    return {
      k: (params.get('k') ?? '').trim().slice(0, 100),
      topic: topic === '1' ? true : topic === '0' ? false : undefined,
      page: parsePaging(params).page,
    };
  },
  serialize(state) {
    const params = new URLSearchParams();
    if (state.k) params.set('k', state.k);
    if (state.topic !== undefined) params.set('topic', state.topic ? '1' : '0');
    return writePaging(params, { page: state.page, cursor: null });
  },
};
