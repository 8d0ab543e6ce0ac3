import { http } from '@/lib/http';
import type { Message } from '@karamu/shared';

/** Queues a failed or not-sent message again (same text, same recipient). */
export async function retryMessage(id: string): Promise<Message> {
  const { data } = await http.post<Message>(`/messages/${id}/retry`);
  return data;
}
