import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DemoSummary } from '@stagelink/contracts';
import { apiRequest } from '@/lib/api-client';

export const DEMO_CONTENT_KEY = ['admin', 'demo'] as const;

/** `GET /api/admin/demo`: the demo artist's rows still left (docs/decisions.md, D-111). */
export const getDemoContent = () => apiRequest<DemoSummary>('GET', '/api/admin/demo');

export const demoContentQueryOptions = () => queryOptions({ queryKey: DEMO_CONTENT_KEY, queryFn: getDemoContent });

export const useDemoContent = () => useQuery(demoContentQueryOptions());
