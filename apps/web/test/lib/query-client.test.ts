import { describe, expect, it } from 'vitest';
import { createQueryClient, refreshAfterWrite } from '@/lib/query-client';
import { answer } from '../support/network';

const SECTIONS = ['admin', 'sections'];
const VIDEO_LIKES = ['/api/sections', 4, 'likes', 0];

describe('refreshAfterWrite, for what no screen shows', () => {
  it('drops a list read from the server, so the screen that shows it next reads it afresh', async () => {
    answer('get', '/api/admin/sections', [{ id: 4 }]);
    const queryClient = createQueryClient();
    await queryClient.fetchQuery({ queryKey: SECTIONS, queryFn: () => fetch('/api/admin/sections').then((response) => response.json()) });
    expect(queryClient.getQueryData(SECTIONS)).toEqual([{ id: 4 }]);

    await refreshAfterWrite(queryClient, { queryKey: SECTIONS });
    expect(queryClient.getQueryData(SECTIONS)).toBeUndefined();
  });

  it("keeps what the page put there itself, with no read behind it: a video's like count", async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(VIDEO_LIKES, { liked: false, totalLikes: 12 });

    await refreshAfterWrite(queryClient, { queryKey: ['/api/sections'] });
    expect(queryClient.getQueryData(VIDEO_LIKES)).toEqual({ liked: false, totalLikes: 12 });
  });
});
