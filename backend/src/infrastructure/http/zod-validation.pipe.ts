import { BadRequestException, type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';

/**
 * Parses a request part with a contracts schema. The first issue's message is the answer: the
 * schemas order their checks as the client does, so the server says what the client would have said.
 */
export class ZodValidationPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.infer<S> {
    const result = this.schema.safeParse(value ?? {});
    if (result.success) return result.data;
    throw new BadRequestException({ message: result.error.issues[0]?.message ?? 'Invalid request' });
  }
}
