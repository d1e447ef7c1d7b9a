import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UnsubscribeView } from '@stagelink/contracts';
import type { RpcClient } from '../common/rpc-client';
import type { VisitorIdentity } from '../visitors/visitor-identity';
import type { UnsubscribePage } from './unsubscribe-page';
import { UnsubscribePageController } from './unsubscribe-page.controller';

/** What the controller decided: the status and view the page was sent with, and the referrer rule. */
interface Sent {
  status: number;
  view: UnsubscribeView;
  referrerPolicy?: string;
}

describe(UnsubscribePageController.name, () => {
  const GOOD = 'good-token';
  let sent: Sent | null;
  let unsubscribed: number[];
  let engagementUp: boolean;

  const visitors = { isUnsubscribeToken: (id: number, token: string) => id === 7 && token === GOOD } as VisitorIdentity;
  const rpc = {
    send: (_pattern: string, { id }: { id: number }) => {
      if (!engagementUp) return Promise.reject(new Error('engagement unreachable'));
      unsubscribed.push(id);
      return Promise.resolve({ status: 'unsubscribed' });
    },
  } as unknown as RpcClient;
  const page = {
    send: (_request: FastifyRequest, reply: FastifyReply & { policy?: string }, status: number, view: UnsubscribeView) => {
      sent = { status, view, ...(reply.policy ? { referrerPolicy: reply.policy } : {}) };
      return Promise.resolve();
    },
  } as unknown as UnsubscribePage;
  const controller = new UnsubscribePageController(visitors, rpc, page);

  const reply = () => {
    const stand: { policy?: string; header: (name: string, value: string) => unknown } = {
      header(name, value) {
        if (name === 'Referrer-Policy') stand.policy = value;
        return stand;
      },
    };
    return stand as unknown as FastifyReply;
  };
  const open = async (query: Record<string, unknown>) => {
    await controller.open({ query } as unknown as FastifyRequest, reply());
    return sent;
  };
  const post = async (body: string, origin?: string) => {
    const headers = { host: 'stage.example', ...(origin ? { origin } : {}) };
    await controller.submit({ body, headers } as unknown as FastifyRequest, reply());
    return sent;
  };

  beforeEach(() => {
    sent = null;
    unsubscribed = [];
    engagementUp = true;
  });

  it("opens the question for the link's own token, with a referrer this site alone gets, changing nothing", async () => {
    expect(await open({ id: '7', token: GOOD })).toEqual({
      status: 200,
      view: { step: 'confirm', id: 7, token: GOOD },
      referrerPolicy: 'same-origin',
    });
    expect(unsubscribed).toEqual([]);
  });

  it('tells any other link it is not valid, with 403', async () => {
    for (const query of [
      { id: '7', token: 'forged' },
      { id: '8', token: GOOD },
      { id: '7' },
      {},
      { id: '7', token: [GOOD, GOOD] },
      { id: '0x7', token: GOOD },
    ]) {
      expect({ query, sent: await open(query) }).toEqual({ query, sent: { status: 403, view: { step: 'invalid' } } });
    }
  });

  it('ends the subscription when the form comes from this site with the right token, else changes nothing', async () => {
    expect(await post('id=7&token=forged')).toEqual({ status: 403, view: { step: 'invalid' } });
    expect(await post(`id=7&token=${GOOD}`, 'https://evil.example')).toEqual({ status: 403, view: { step: 'invalid' } });
    expect(unsubscribed).toEqual([]);
    expect(await post(`id=7&token=${GOOD}`, 'https://stage.example')).toEqual({ status: 200, view: { step: 'done' } });
    expect(unsubscribed).toEqual([7]);
  });

  it('answers 503 with the failure when the engagement service cannot be reached: the link works later', async () => {
    engagementUp = false;
    expect(await post(`id=7&token=${GOOD}`)).toEqual({ status: 503, view: { step: 'failed' } });
  });
});
