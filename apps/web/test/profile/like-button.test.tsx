import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { likesQueryOptions, type VideoLikeState } from '@/features/profile/api/get-likes';
import { LikeButton } from '@/features/profile/components/sections/like-button';
import { failBare } from '../support/network';
import { renderWithApp } from '../support/render';
import { server } from '../support/server';

const video = { sectionId: 11, videoIndex: 1 };

/** The button as the page shows it once it knows the counts: the page fills every video's at once. */
const showLikes = (known: VideoLikeState, language: 'en' | 'it' = 'en') =>
  renderWithApp(<LikeButton video={video} />, {
    language,
    seed: (queryClient) => queryClient.setQueryData(likesQueryOptions(video).queryKey, known),
  });

describe("a video's like button", () => {
  it("waits, disabled, until the visitor's own state is known", async () => {
    await showLikes({ liked: null, totalLikes: 41 });
    expect(screen.getByTestId('like-button')).toBeDisabled();
    expect(screen.getByTestId('like-count')).toHaveTextContent('41');
  });

  it("shows the like at once, sends the video's index, then takes the server's count", async () => {
    let answerNow = () => {};
    const answered = new Promise<void>((resolve) => (answerNow = resolve));
    const sent: unknown[] = [];
    server.use(
      http.post('/api/sections/11/like', async ({ request }) => {
        sent.push(await request.json());
        await answered;
        return HttpResponse.json({ liked: true, totalLikes: 50 });
      }),
    );
    const { user } = await showLikes({ liked: false, totalLikes: 41 });
    await user.click(screen.getByRole('button', { name: /^Like/ }));
    // Before the server answers: the visitor's like, counted.
    expect(screen.getByTestId('like-count')).toHaveTextContent('42');
    expect(screen.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true');
    answerNow();
    expect(await screen.findByText('50')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Remove like/ })).toHaveAttribute('aria-pressed', 'true');
    expect(sent).toEqual([{ videoIndex: 1 }]);
  });

  it('a failed like puts the previous state back, without a message', async () => {
    failBare('post', '/api/sections/11/like', 503);
    const { user } = await showLikes({ liked: false, totalLikes: 41 }, 'it');
    await user.click(screen.getByRole('button', { name: /^Mi piace/ }));
    await waitFor(() => expect(screen.getByTestId('like-button')).toBeEnabled());
    expect(screen.getByTestId('like-count')).toHaveTextContent('41');
    expect(screen.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
