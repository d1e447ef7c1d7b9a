import { MAX_ACCESS_LOG_BATCH, type AccessLogBatch } from '@stagelink/contracts';

/** A stored block read back: a batch's columns, its id and batch id (docs/decisions.md, D-86). */
export interface AccessLogBlock extends AccessLogBatch {
  id: number;
  /** Each request's place as stored, when retention cut the block; else its index. */
  places: number[] | null;
}

/** A block's columns as the `pg` driver returns them (bigints as text). */
export interface AccessLogBlockRow {
  id: string;
  batch_id?: string;
  since: string;
  texts: string[];
  offsets: number[];
  ips: number[];
  methods: number[];
  urls: number[];
  statuses: number[];
  redirects: (number | null)[];
  user_agents: (number | null)[];
  places: number[] | null;
}

export function readBlock(row: AccessLogBlockRow): AccessLogBlock {
  return {
    id: Number(row.id),
    batchId: row.batch_id ?? '',
    since: Number(row.since),
    texts: row.texts,
    offsets: row.offsets,
    ips: row.ips,
    methods: row.methods,
    urls: row.urls,
    statuses: row.statuses,
    redirects: row.redirects,
    userAgents: row.user_agents,
    places: row.places,
  };
}

/**
 * A request's id: its block's id times the most a block holds, plus its place in the block. The
 * view `access_logs` numbers rows the same way, so an id names one request wherever it is read.
 */
export const entryIdOf = (block: AccessLogBlock, row: number): number => block.id * MAX_ACCESS_LOG_BATCH + (block.places?.[row] ?? row);

const LARGEST_BLOCK_ID = 2n ** 63n - 1n;

/** The block and place an id names, or null when it cannot name one (too large for a block id). */
export function entryPlaceOf(id: string): { blockId: string; place: number } | null {
  const value = BigInt(id);
  const blockId = value / BigInt(MAX_ACCESS_LOG_BATCH);
  if (blockId > LARGEST_BLOCK_ID) return null;
  return { blockId: blockId.toString(), place: Number(value % BigInt(MAX_ACCESS_LOG_BATCH)) };
}

/**
 * The block with only the requests `keep` picks, and only the texts they use: a text no kept
 * request names (an address past its retention) leaves the block. Times keep their offsets,
 * requests their places, so their ids stay.
 */
export function keepRows(block: AccessLogBlock, keep: (row: number) => boolean): AccessLogBlock {
  const texts: string[] = [];
  const renumbered = new Map<number, number>();
  const renumber = (index: number | null | undefined): number | null => {
    if (index === null || index === undefined) return null;
    let kept = renumbered.get(index);
    if (kept === undefined) {
      kept = texts.push(block.texts[index] ?? '') - 1;
      renumbered.set(index, kept);
    }
    return kept;
  };
  const rows = block.offsets.map((_, row) => row).filter(keep);
  return {
    ...block,
    texts,
    offsets: rows.map((row) => block.offsets[row] ?? 0),
    ips: rows.map((row) => renumber(block.ips[row]) ?? 0),
    methods: rows.map((row) => renumber(block.methods[row]) ?? 0),
    urls: rows.map((row) => renumber(block.urls[row]) ?? 0),
    statuses: rows.map((row) => block.statuses[row] ?? 0),
    redirects: rows.map((row) => renumber(block.redirects[row])),
    userAgents: rows.map((row) => renumber(block.userAgents[row])),
    places: rows.map((row) => block.places?.[row] ?? row),
  };
}
