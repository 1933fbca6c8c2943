import type { ReadDocument, ReadStore } from '@eventfold/contracts';

export const VERSIONS_COLLECTION = 'projection_versions';

export interface ProjectionVersionDocument extends ReadDocument {
  activeVersion: number;
}

/** Which version of each read model the API reads: the blue-green switch of a rebuild. */
export class ProjectionVersions {
  constructor(private readonly readStore: ReadStore) {}

  private get versions() {
    return this.readStore.collection<ProjectionVersionDocument>(VERSIONS_COLLECTION);
  }

  async active(name: string): Promise<number | null> {
    return (await this.versions.findOne({ _id: name }))?.activeVersion ?? null;
  }

  async activate(name: string, version: number): Promise<void> {
    await this.versions.replaceOne({ _id: name }, { _id: name, activeVersion: version }, { upsert: true });
  }
}
