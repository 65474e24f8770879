import type { DemoRequestRow } from '@club/db';
import type { TDemoRequest } from '@club/contract';

export function toDemoRequestDto(r: DemoRequestRow): TDemoRequest {
  return {
    id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    phone: r.phone,
    preferredDate: r.preferredDate,
    preferredTime: r.preferredTime,
    heardFrom: r.heardFrom,
    status: r.status,
    notes: r.notes,
    userId: r.userId,
    createdAt: r.createdAt.toISOString(),
    locale: r.locale,
  };
}
