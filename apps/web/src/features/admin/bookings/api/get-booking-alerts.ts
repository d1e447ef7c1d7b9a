import { useQuery } from '@tanstack/react-query';
import type { BookingAlerts } from '@stagelink/contracts';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/bookings/alerts`: whether each new booking is e-mailed to the owner (D-114). */
export const useBookingAlerts = () =>
  useQuery({
    queryKey: ['admin', 'booking-alerts'],
    queryFn: () => apiRequest<BookingAlerts>('GET', '/api/bookings/alerts'),
    staleTime: Infinity,
  });
