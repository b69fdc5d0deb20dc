// GET /notifications and POST /notifications/read. The server writes each message in the language
// asked for, so the language is part of the query key.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationsResponse } from '@satark/shared/api-types';
import { api } from '../../lib/api-client';

const REFRESH_MS = 60_000;
export const notificationsKey = ['notifications'] as const;

export const useNotifications = (language: string, enabled: boolean) =>
  useQuery({
    queryKey: [...notificationsKey, language],
    queryFn: ({ signal }) =>
      api.get<NotificationsResponse>(
        '/notifications',
        { page: 1, size: 20, lang: language === 'hi' ? 'hi' : 'en' },
        signal,
      ),
    enabled,
    refetchInterval: REFRESH_MS,
    staleTime: 15_000,
  });

export const useMarkAllRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ success: true; unread: number }>('/notifications/read', {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
};
