import type { ReadDocument } from '@eventfold/contracts';

/** Values are pooled only up to this length: longer ones rarely repeat and cost more to hash. */
const POOLED_MAX_LENGTH = 256;
/** A field is tried on this many distinct values before it is judged. */
const TRIAL_VALUES = 1024;
/** All pools together hold at most this many strings (~10 MB); past it they start over. */
const MAX_POOLED_VALUES = 100_000;

interface FieldPool {
  /** Null once the field's values turned out mostly distinct (ids, timestamps): not pooled any more. */
  values: Map<string, string> | null;
  repeats: number;
}

/**
 * How the embedded read store keeps a document compact. A fresh object made by spreading the
 * document: one that went through a `$unset` (a delete) or was built field by field under computed
 * keys is a V8 dictionary-mode object of ~1.5 KB, against ~0.3 KB for the same fields in a fast
 * object; after the server projected the bench's 111,000 documents from the log they held 140 MB of
 * heap, after a restart (parsed from the journal) a fifth of that. And one copy of each repeated short string, per
 * field name: parsed or cloned documents each carry their own copy of every user id, source id, zone,
 * kind; pooled, the bench's documents take ~42 MB instead of ~64 MB. A field whose values are mostly
 * distinct is dropped after a trial; the pools are bounded in strings and start over when full.
 */
export class StringPools {
  private readonly fields = new Map<string, FieldPool>();
  private pooled = 0;

  /** A compact copy of `document` (top-level fields; nested values are shared, the store owns them). */
  compact(document: ReadDocument): ReadDocument {
    // Spread (not field by field under computed keys, which makes a dictionary-mode object), then
    // strings swapped for their pooled copies in place, which keeps the object's shape.
    const compacted: Record<string, unknown> = { ...document };
    for (const field in compacted) {
      const value = compacted[field];
      if (typeof value === 'string' && value.length <= POOLED_MAX_LENGTH)
        compacted[field] = this.pooledCopy(field, value);
    }
    return compacted as ReadDocument;
  }

  private pooledCopy(field: string, value: string): string {
    const pool = this.poolOf(field);
    if (pool.values === null) return value;
    const kept = pool.values.get(value);
    if (kept !== undefined) {
      pool.repeats += 1;
      return kept;
    }
    if (pool.values.size >= TRIAL_VALUES && pool.repeats < pool.values.size) {
      this.pooled -= pool.values.size;
      pool.values = null;
      return value;
    }
    if (this.pooled >= MAX_POOLED_VALUES) this.clear();
    pool.values.set(value, value);
    this.pooled += 1;
    return value;
  }

  private poolOf(field: string): FieldPool {
    let pool = this.fields.get(field);
    if (pool === undefined) {
      pool = { values: new Map(), repeats: 0 };
      this.fields.set(field, pool);
    }
    return pool;
  }

  /**
   * Forgets every pooled string (documents keep theirs); fields judged distinct stay unpooled. Also
   * after an erasure: a pooled copy must not outlive the documents that held an erased value.
   */
  clear(): void {
    for (const pool of this.fields.values()) {
      if (pool.values === null) continue;
      pool.values.clear();
      pool.repeats = 0;
    }
    this.pooled = 0;
  }
}
