import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { GATEWAY_CONFIG, GatewayConfig } from '../config/gateway-config';
import { PageTemplate } from './page-template';
import { loadServerRender, type ServerRender } from './server-render';

/**
 * The web app's build, read once at boot: its `index.html` as the template of every page, and
 * its server render, which draws `/` and the unsubscribe page (docs/decisions.md, D-54, D-150).
 */
@Injectable()
export class WebAppBuild {
  /** Null when the app was not built: pages are then answered 503. */
  readonly template: PageTemplate | null;
  /** Null when only the browser's build is there: pages are then drawn by the browser. */
  readonly serverRender: ServerRender | null;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    const indexPath = join(config.webDistDir, 'index.html');
    this.template = existsSync(indexPath) ? new PageTemplate(readFileSync(indexPath, 'utf8')) : null;
    this.serverRender = loadServerRender(config.webDistDir);
    if (!this.serverRender)
      new Logger(WebAppBuild.name).warn('The web app has no server build: pages are served for the browser to render');
  }
}
