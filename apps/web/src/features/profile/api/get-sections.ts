import { queryOptions, useQuery } from '@tanstack/react-query';
import { SECTIONS_CHANGE_HEADER, type Section } from '@stagelink/contracts';
import { apiGetWithHeaders } from '@/lib/api-client';
import { setSectionsChangeAt } from './sections-schedule';

export const getSections = async () => {
  const { body, headers } = await apiGetWithHeaders<Section[]>('/api/sections');
  setSectionsChangeAt(headers.get(SECTIONS_CHANGE_HEADER));
  return body;
};

export const sectionsQueryOptions = () => queryOptions({ queryKey: ['/api/sections'], queryFn: getSections });

export const useSections = () => useQuery(sectionsQueryOptions());
