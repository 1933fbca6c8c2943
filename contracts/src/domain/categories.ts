import { z } from 'zod';
import { CATEGORIES } from './category-names';

export * from './category-names';

export const categorySchema = z.enum(CATEGORIES);
