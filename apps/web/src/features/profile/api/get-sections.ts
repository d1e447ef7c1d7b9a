import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Section } from '@stagelink/contracts';
import { apiRequest } from '@/lib/api-client';

export const getSections = () => apiRequest<Section[]>('GET', '/api/sections');

export const sectionsQueryOptions = () => queryOptions({ queryKey: ['/api/sections'], queryFn: getSections });

export const useSections = () => useQuery(sectionsQueryOptions());
