/**
 * What a phone's browser receives for `/`, read from Chromium's own network events: the bytes
 * on the wire (compressed, headers excluded) of every response, split at the moment the page
 * is both loaded and interactive (its scripts are asked for after the first paint, so the load
 * event alone may come before them: docs/decisions.md, D-72), and the API calls made before
 * the page became interactive.
 */
export async function measurePageTransfer(chromium, executablePath, url) {
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'it-IT', isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const responses = new Map();
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      responses.set(requestId, {
        type,
        url: response.url,
        encoding: response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? '',
      });
    });
    const finished = [];
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength, timestamp }) => {
      const response = responses.get(requestId);
      // encodedDataLength counts the headers too; what the issue measures is the body as sent.
      if (response) finished.push({ ...response, requestId, timestamp, wire: encodedDataLength });
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => performance.getEntriesByName('stagelink:interactive').length > 0);
    await page.waitForTimeout(4000);
    const bodySizes = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => ({ url: entry.name, body: entry.encodedBodySize, start: entry.startTime, end: entry.responseEnd })),
    );
    const navigation = await page.evaluate(() => {
      const [entry] = performance.getEntriesByType('navigation');
      const [interactive] = performance.getEntriesByName('stagelink:interactive');
      return {
        html: entry.encodedBodySize,
        htmlDecoded: entry.decodedBodySize,
        interactive: interactive.startTime,
        ready: Math.max(entry.loadEventStart, interactive.startTime),
      };
    });
    const timingOf = (response) => bodySizes.find((entry) => entry.url === response.url);
    const bodyOf = (response) => timingOf(response)?.body ?? response.wire;
    const before = finished.filter((response) => response.type === 'Document' || (timingOf(response)?.end ?? Infinity) <= navigation.ready);
    const after = finished.filter((response) => !before.includes(response));
    const sum = (list, type) => list.filter((response) => response.type === type).reduce((total, response) => total + bodyOf(response), 0);
    const apiBeforeInteractive = bodySizes
      .filter((entry) => new URL(entry.url).pathname.startsWith('/api/') && entry.start < navigation.interactive)
      .map((entry) => new URL(entry.url).pathname);
    const documentResponse = finished.find((response) => response.type === 'Document');
    return {
      jsBeforeReady: sum(before, 'Script'),
      jsFiles: before.filter((response) => response.type === 'Script').length,
      jsAfterReady: sum(after, 'Script'),
      css: sum([...before, ...after], 'Stylesheet'),
      html: navigation.html,
      htmlDecoded: navigation.htmlDecoded,
      htmlEncoding: documentResponse?.encoding || 'none',
      uncompressedText: finished
        .filter(
          (response) =>
            ['Script', 'Stylesheet', 'Document', 'Fetch', 'XHR'].includes(response.type) && !response.encoding && bodyOf(response) > 1024,
        )
        .map((response) => new URL(response.url).pathname),
      apiBeforeInteractive,
      // profile_view is the one call the issue allows before interaction.
      otherApiBeforeInteractive: apiBeforeInteractive.filter((path) => path !== '/api/analytics'),
      likeCallsPerVideo: bodySizes.filter((entry) => /\/api\/sections\/\d+\/likes/.test(entry.url)).length,
    };
  } finally {
    await browser.close();
  }
}
