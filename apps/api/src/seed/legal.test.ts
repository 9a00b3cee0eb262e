import { describe, expect, it } from 'vitest';
import { AGENT_DETAILS, AGENT_TERMS } from './legal';

/*
 * The partner texts say what the programme does: ranks reviewed monthly (the job agent.promote-ranks promotes
 * once a month on the last three full months' team sales), at the settings' thresholds and rates.
 */

const plain = (html: string) => html.replace(/<[^>]*>/g, '');

describe('partner texts', () => {
  it('review ranks every month, as the promotion job runs, never every quarter', () => {
    expect(plain(AGENT_TERMS.en)).toContain('reviewed every month');
    expect(plain(AGENT_TERMS.zh)).toContain('每月按您团队最近三个完整月份的销售额评定一次');
    for (const text of [AGENT_TERMS.en, AGENT_TERMS.zh, AGENT_DETAILS.en, AGENT_DETAILS.zh]) {
      expect(text).not.toMatch(/every quarter|over a quarter|每季度|单季/);
    }
  });

  it("name the default settings' thresholds and cash-back rates", () => {
    const details = plain(AGENT_DETAILS.en);
    expect(details).toContain("Partner prices, partner-only products and 5% cash back on your team's orders");
    expect(details).toContain(
      'Style Gold: S$3,000 in team sales over the last three full months. 7% cash back',
    );
    expect(details).toContain(
      'Style Platinum: S$10,000 in team sales over the last three full months. 10% cash back',
    );
    expect(details).toContain(
      'Style Executive: S$30,000 in team sales over the last three full months. 12% cash back',
    );
    expect(plain(AGENT_DETAILS.zh)).toContain('最近三个完整月份团队销售额达 S$10,000。10% 返现');
  });
});
