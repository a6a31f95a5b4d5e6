import { z } from 'zod';
import { successEnvelope } from './envelope.ts';

export const bloodGroupSchema = z.object({
  blood_group_id: z.number().int(),
  group_name: z.string(),
});
export type BloodGroup = z.infer<typeof bloodGroupSchema>;

export const bloodComponentSchema = z.object({
  component_id: z.number().int(),
  component_name: z.string(),
});
export type BloodComponent = z.infer<typeof bloodComponentSchema>;

export const bloodGroupsResponseSchema = successEnvelope(z.array(bloodGroupSchema));
export const bloodComponentsResponseSchema = successEnvelope(z.array(bloodComponentSchema));
