import type { ReadDocument, ReadTransaction } from '@eventfold/contracts';

export const VERSIONS_COLLECTION = 'projection_versions';

export interface RetiredVersion {
  version: number;
  /** When reads switched away from it: it is dropped once the grace period has passed. */
  retiredAt: Date;
}

export interface ProjectionVersionDocument extends ReadDocument {
  activeVersion: number;
  retired?: RetiredVersion[];
}

/**
 * Which version of each read model the API reads: the blue-green switch of a rebuild, in shared state
 * so that every process reads the same one. A replaced version is kept for a grace period, since
 * processes still running the previous release read it until they are replaced.
 */
export class ProjectionVersions {
  /** `readStore`: the store, or a (fenced) transaction the switch is made in. */
  constructor(private readonly readStore: ReadTransaction) {}

  private get versions() {
    return this.readStore.collection<ProjectionVersionDocument>(VERSIONS_COLLECTION);
  }

  async active(name: string): Promise<number | null> {
    return (await this.versions.findOne({ _id: name }))?.activeVersion ?? null;
  }

  /** Active versions of every read model, by name. */
  async allActive(): Promise<Map<string, number>> {
    const documents = await this.versions.find({});
    return new Map(documents.map((document) => [document._id, document.activeVersion]));
  }

  /** Switches reads to `version`; the version it replaces is retired, not dropped. Returns that version. */
  async activate(name: string, version: number, now = new Date()): Promise<number | null> {
    const previous = await this.versions.findOneAndUpdate(
      { _id: name },
      { $set: { activeVersion: version } },
      { upsert: true, returnDocument: 'before' },
    );
    const replaced = previous?.activeVersion ?? null;
    if (replaced !== null && replaced !== version) {
      await this.versions.updateOne(
        { _id: name },
        { $push: { retired: { version: replaced, retiredAt: now } } },
      );
    }
    return replaced === version ? null : replaced;
  }

  /** Forgets retired versions switched away from before `cutoff`, returning them (`name_vN`) for dropping. */
  async takeExpired(cutoff: Date): Promise<string[]> {
    const expired: string[] = [];
    for (const document of await this.versions.find({ 'retired.retiredAt': { $lt: cutoff } })) {
      const old = (document.retired ?? []).filter((retired) => retired.retiredAt < cutoff);
      await this.versions.updateOne(
        { _id: document._id },
        { $pull: { retired: { version: { $in: old.map((retired) => retired.version) } } } },
      );
      expired.push(
        ...old
          .filter((r) => r.version !== document.activeVersion)
          .map((r) => `${document._id}_v${r.version}`),
      );
    }
    return expired;
  }
}
