import robotsParser from 'robots-parser';
import { ScanFetchError } from './scan-fetch.error';

type RobotsFetcher = (url: string) => Promise<string>;

/**
 * robots.txt per origin, fetched once and cached for the process. A site without a readable
 * robots.txt (missing, wrong type, unreachable) is treated as allowing everything, the usual
 * crawler reading of a 4xx.
 */
export class RobotsPolicy {
  private readonly cache = new Map<string, Promise<ReturnType<typeof robotsParser> | null>>();

  constructor(
    private readonly fetchRobots: RobotsFetcher,
    private readonly userAgent: string,
  ) {}

  async assertAllowed(target: string): Promise<void> {
    const url = new URL(target);
    const robotsUrl = `${url.origin}/robots.txt`;
    let robots = this.cache.get(url.origin);
    if (!robots) {
      robots = this.fetchRobots(robotsUrl).then(
        (body) => robotsParser(robotsUrl, body),
        () => null,
      );
      this.cache.set(url.origin, robots);
    }
    const parsed = await robots;
    if (parsed && parsed.isDisallowed(url.href, this.userAgent)) {
      throw new ScanFetchError(
        'robots',
        `${url.host}'s robots.txt does not allow ${url.pathname} to be scanned`,
      );
    }
  }
}
