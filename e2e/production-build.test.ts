import { describe, expect, inject, it } from 'vitest';

const baseUrl = inject('baseUrl');

/*
 * npm test builds the web app with NODE_ENV=development in the environment (the server setting's default), so
 * this fails if that setting ever reaches the build again. The markers: react-dom's development build carries
 * its DOM-nesting warnings ("In HTML, %s cannot be a child of <%s>"), which the production build drops; the
 * production build instead points its minified errors at react.dev/errors, which the development one never does.
 */
describe('the web build the server serves', () => {
  it("is React's production build whatever NODE_ENV says", async () => {
    const html = await (await fetch(`${baseUrl}/`, { headers: { Accept: 'text/html' } })).text();
    const vendorPath = html.match(/href="(\/assets\/vendor-[\w-]+\.js)"/)?.[1];
    expect(vendorPath, 'the home page preloads the vendor file').toBeDefined();

    const vendor = await (await fetch(`${baseUrl}${vendorPath}`)).text();
    // Booleans, not toContain: a failure would print the whole file.
    expect(vendor.includes('react.dev/errors/'), 'production react-dom').toBe(true);
    expect(vendor.includes('cannot be a child of <%s>'), 'development react-dom').toBe(false);
  });
});
