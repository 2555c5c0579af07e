import {describe, expect, it} from 'vitest';
import {buildInvertedIndex} from '../../invertedIndex';
import {record} from '../../__tests__/records';
import {retrieveSections} from '../retrieveSections';

const PAGE = '/cms/backend-customization/webhooks';
const index = buildInvertedIndex([
  record({url: PAGE, lvl1: 'Webhooks', content: 'A webhook sends a request to another application when content changes.'}),
  record({url: `${PAGE}#create-a-webhook`, lvl1: 'Webhooks', lvl2: 'Create a webhook', content: 'Tick the events of the webhook, then save the webhook.'}),
  record({url: `${PAGE}#events`, lvl1: 'Webhooks', lvl2: 'Events', content: 'A webhook listens to these events: entry.create, entry.update.'}),
  record({url: '/cms/lifecycle', lvl1: 'Lifecycle hooks', content: 'Lifecycle hooks run on database events.'}),
  ...Array.from({length: 20}, (_, i) => record({url: `/cms/other-${i}`, lvl1: `Other ${i}`, content: 'Content types hold entries.'})),
]);

describe('heading evidence', () => {
  it("counts a heading's word for less when the page title holds it too", () => {
    // Both headings hold one question word, equally rare, and "Create a webhook" says "webhook" twice;
    // but only "Events" tells its section from the rest of the Webhooks page.
    const [first] = retrieveSections(index, 'Which events can a webhook have?').sections;
    expect(first!.section.url).toBe(`${PAGE}#events`);
  });
});
